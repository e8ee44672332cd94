import type {
  OwnerChange,
  OwnerPhoto,
  OwnerSiteResult,
  OwnerSiteService,
  UploadReport,
} from "../../app/lib/owner-site.ts";
import { abileneToday, GALLERY_KEYS, type GalleryKey } from "../../app/lib/site-content.ts";
import type { ContentRevision, StoredPhoto } from "../store/site-content.ts";
import type { Store } from "../store/store.ts";
import { type ContentDocument, galleryPage, isGalleryKey, readDocument } from "./content-document.ts";
import { type Edit, edits, OwnerMistake } from "./site-editor.ts";
import type { SitePublisher } from "./site-publisher.ts";

/** A new id for a photo or a testimonial: 16 random lowercase letters and digits. */
export function newContentId(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => alphabet[byte % 32]).join("");
}

/**
 * Writes one change of the content as `actor`: the edit applies to the newest revision under the store's lock, then
 * every page is rendered again. An OwnerMistake changes nothing and answers its message.
 */
export async function changeContent(
  store: Store,
  publisher: SitePublisher,
  actor: string,
  edit: (document: ContentDocument, latest: ContentRevision | undefined) => Edit | Promise<Edit>,
): Promise<OwnerSiteResult> {
  try {
    // The edit may read the store (undo reads an older revision), so it runs before the locked write; if another
    // change landed in between, it is made again on top of that one (an edit is a function of the document).
    for (let attempt = 1; ; attempt += 1) {
      const latest = await store.latestRevision();
      const planned = await edit(readDocument(latest?.document), latest);
      const written = await store
        .reviseContent(
          (current) => {
            if (current?.id !== latest?.id) throw new ChangedMeanwhile();
            return { document: JSON.stringify(planned.document), summary: planned.summary };
          },
          actor,
          new Date(),
        )
        .catch((error: unknown) => {
          if (error instanceof ChangedMeanwhile && attempt < 3) return undefined;
          throw error;
        });
      if (written) break;
    }
  } catch (error) {
    if (error instanceof ChangedMeanwhile)
      return { ok: false, problem: "The site was changed meanwhile: please try again." };
    if (error instanceof OwnerMistake) return { ok: false, problem: error.message };
    throw error;
  }
  await publisher.refresh();
  return { ok: true };
}

class ChangedMeanwhile extends Error {}

function ownerPhoto(fact: StoredPhoto, document: ContentDocument): OwnerPhoto {
  const { id, width, height, widths, jpegWidth, avif } = fact;
  return {
    id,
    alt: document.photos[id]?.alt ?? "",
    width,
    height,
    widths,
    jpegWidth,
    avif,
    uploadedAt: fact.uploadedAt.toISOString(),
    usedIn: GALLERY_KEYS.filter((key) => document.galleries[key]?.includes(id)),
  };
}

const toChange = (revision: ContentRevision): OwnerChange => ({
  id: revision.id,
  at: revision.at.toISOString(),
  actor: revision.actor,
  summary: revision.summary,
  undoable: true,
});

/** The owner's site pages' service, bound to one request's owner (undefined: not signed in, nothing changes). */
export function ownerSiteService(options: {
  store: Store;
  publisher: SitePublisher;
  owner: () => Promise<{ email: string } | undefined>;
  report?: UploadReport;
}): OwnerSiteService {
  const { store, publisher } = options;
  const read = async () => {
    const [latest, facts] = await Promise.all([store.latestRevision(), store.photos()]);
    const document = readDocument(latest?.document);
    return { document, library: facts.filter((fact) => document.photos[fact.id]) };
  };
  const change = async (
    edit: (document: ContentDocument, latest?: ContentRevision) => Edit | Promise<Edit>,
  ) => {
    const owner = await options.owner();
    if (!owner) return { ok: false, problem: "Sign in first." } as const;
    return changeContent(store, publisher, owner.email, edit);
  };
  const gallery = async (key: string) => {
    if (!isGalleryKey(key)) return undefined;
    const { document, library } = await read();
    const byId = new Map(library.map((fact) => [fact.id, ownerPhoto(fact, document)]));
    const pair = document.comparisons[key];
    const before = pair && byId.get(pair.before);
    const after = pair && byId.get(pair.after);
    return {
      key,
      ...galleryPage(key),
      photos: (document.galleries[key] ?? []).flatMap((id) => byId.get(id) ?? []),
      ...(before && after ? { comparison: { before, after } } : {}),
    };
  };

  return {
    async overview() {
      const { document, library } = await read();
      return {
        ...(document.notice ? { notice: document.notice } : {}),
        galleries: GALLERY_KEYS.map((key: GalleryKey) => ({
          key,
          ...galleryPage(key),
          photoCount: document.galleries[key]?.length ?? 0,
          hasComparison: document.comparisons[key] !== undefined,
        })),
        testimonials: document.testimonials,
        photosNeedingText: library.filter((fact) => !document.photos[fact.id]?.alt.trim()).length,
        recentChanges: (await store.revisions(10)).map(toChange),
      };
    },
    async photos() {
      const { document, library } = await read();
      return library.map((fact) => ownerPhoto(fact, document));
    },
    gallery,
    changes: async (limit) => (await store.revisions(limit)).map(toChange),
    uploadReport: () => options.report,
    describePhoto: (id, alt) => change((document) => edits.describePhoto(document, id, alt)),
    removePhoto: (id) => change((document) => edits.removePhoto(document, id)),
    addToGallery: (key, id) => change((document) => edits.addToGallery(document, key, id)),
    moveInGallery: (key, id, direction) =>
      change((document) => edits.moveInGallery(document, key, id, direction)),
    removeFromGallery: (key, id) => change((document) => edits.removeFromGallery(document, key, id)),
    setComparison: (key, before, after) =>
      change((document) => edits.setComparison(document, key, before, after)),
    saveTestimonial: (input) =>
      change((document) => edits.saveTestimonial(document, input, newContentId(), abileneToday())),
    setTestimonialHidden: (id, hidden) =>
      change((document) => edits.setTestimonialHidden(document, id, hidden)),
    setNotice: (text, until) => change((document) => edits.setNotice(document, text, until)),
    undo: (changeId) =>
      change(async () => {
        const undone = await store.revision(changeId);
        if (!undone) throw new OwnerMistake("That change is no longer in the history.");
        const before = await store.revisionBefore(changeId);
        return { document: readDocument(before?.document), summary: `Undid: ${undone.summary}` };
      }),
  };
}
