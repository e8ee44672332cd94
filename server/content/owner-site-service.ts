import {
  type ContentModel,
  defaultLeaves,
  overridesOfLeaves,
} from "../../app/content/model/content-model.ts";
import type { Text } from "../../app/content/model/languages.ts";
import { flatten, own, type Tree } from "../../app/content/model/paths.ts";
import { gapKind, markTranslations } from "../../app/content/model/translations.ts";
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
import {
  type ContentDocument,
  galleryPage,
  isGalleryKey,
  modelOfDocument,
  readDocument,
  writeDocument,
} from "./content-document.ts";
import { planUndo, type Revision } from "./content-undo.ts";
import { type Edit, edits, OwnerMistake } from "./site-editor.ts";
import type { SitePublisher } from "./site-publisher.ts";

/** A new id for a photo or a testimonial: 16 random lowercase letters and digits. */
export function newContentId(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => alphabet[byte % 32]).join("");
}

/** A change planned on the newest document: the document it makes, or the same one when nothing changes. */
interface PlannedChange {
  document: ContentDocument;
  summary: string;
}

/**
 * Writes one change of the content as `actor`: the edit applies to the newest revision under the store's lock, then
 * every page is rendered again. An OwnerMistake changes nothing and answers its message.
 */
export async function changeContent(
  store: Store,
  publisher: SitePublisher,
  actor: string,
  edit: (
    document: ContentDocument,
    latest: ContentRevision | undefined,
  ) => PlannedChange | Promise<PlannedChange>,
): Promise<OwnerSiteResult> {
  try {
    // The edit may read the store (undo reads older revisions), so it runs before the locked write; if another
    // change landed in between, it is made again on top of that one (an edit is a function of the document).
    for (let attempt = 1; ; attempt += 1) {
      const latest = await store.latestRevision();
      const planned = await edit(readDocument(latest?.document), latest);
      const written = await store
        .reviseContent(
          (current) => {
            if (current?.id !== latest?.id) throw new ChangedMeanwhile();
            return { document: writeDocument(planned.document), summary: planned.summary };
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
    if (error instanceof UndoNeedsConfirming)
      return { ok: false, problem: error.message, alsoUndone: error.alsoUndone };
    if (error instanceof OwnerMistake) return { ok: false, problem: error.message };
    throw error;
  }
  await publisher.refresh();
  return { ok: true };
}

class ChangedMeanwhile extends Error {}

/** An undo that would take later changes back too: nothing is stored until the owner says so. */
class UndoNeedsConfirming extends OwnerMistake {
  readonly alsoUndone: Array<{ id: number; summary: string }>;
  constructor(alsoUndone: Array<{ id: number; summary: string }>) {
    super(
      alsoUndone.length === 1
        ? "Later, another change was made that depends on this one. Undoing it takes that one back too:"
        : `Later, ${alsoUndone.length} other changes were made that depend on this one. Undoing it takes them back too:`,
    );
    this.alsoUndone = alsoUndone;
  }
}

/**
 * An edit of the model as a planned change of the document, each translation it wrote marked with the English it
 * was written from (app/content/model/translations.ts): every change the owner saves passes here, so a Spanish text
 * and its mark are always one change, and undo takes them back together.
 */
export const planned = (document: ContentDocument, edit: (model: ContentModel) => Edit): PlannedChange => {
  const before = new Map([...defaultLeaves(), ...document.overrides]);
  const { model, summary } = edit(modelOfDocument(document));
  const after = markTranslations(before, flatten(model as unknown as Tree));
  return { document: { overrides: overridesOfLeaves(after) }, summary };
};

/**
 * Undoing one change (server/content/content-undo.ts): that change alone; where later ones depend on it, only once
 * the owner confirmed that they go too.
 */
async function undoChange(store: Store, changeId: number, confirmed: boolean): Promise<PlannedChange> {
  const revisions = await store.revisionsAround(changeId);
  const index = revisions.findIndex((revision) => revision.id === changeId);
  const undone = revisions[index];
  if (!undone) throw new OwnerMistake("That change is no longer in the history.");
  const overrides = (revision: ContentRevision | undefined) => readDocument(revision?.document).overrides;
  const asRevision = (at: number): Revision => {
    const revision = revisions[at] as ContentRevision;
    return {
      id: revision.id,
      summary: revision.summary,
      before: overrides(at === 0 ? undefined : revisions[at - 1]),
      after: overrides(revision),
    };
  };
  const later = revisions.slice(index + 1).map((_, offset) => asRevision(index + 1 + offset));
  const plan = planUndo(asRevision(index), overrides(revisions.at(-1)), later);
  if (plan.nothingToUndo)
    throw new OwnerMistake("That change is undone already: the site is as it was before it.");
  if (plan.alsoUndone.length > 0 && !confirmed) throw new UndoNeedsConfirming(plan.alsoUndone);
  const also = plan.alsoUndone.map((change) => change.summary);
  return {
    document: { overrides: plan.result },
    summary: `Undid: ${undone.summary}${also.length > 0 ? ` (and: ${also.join("; ")})` : ""}`,
  };
}

/** `{spanishGap}` of a text whose Spanish is missing or older than its English, else nothing. */
function spanishGapOf(model: ContentModel, path: string, value: Text) {
  const spanishGap = gapKind(model, path, value);
  return spanishGap ? { spanishGap } : {};
}

function ownerPhoto(fact: StoredPhoto, model: ContentModel): OwnerPhoto {
  const { id, width, height, widths, jpegWidth, avif } = fact;
  const pending = own(model.photos, id)?.gallery ?? "";
  const alt = own(model.photos, id)?.alt;
  return {
    id,
    alt: alt?.en ?? "",
    altEs: alt?.es ?? "",
    ...(alt ? spanishGapOf(model, `photos.${id}.alt`, alt) : {}),
    ...(isGalleryKey(pending) ? { pendingGallery: pending } : {}),
    width,
    height,
    widths,
    jpegWidth,
    avif,
    uploadedAt: fact.uploadedAt.toISOString(),
    usedIn: GALLERY_KEYS.filter((key) => own(model.galleries, key)?.includes(id)),
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
    const model = modelOfDocument(readDocument(latest?.document));
    return { model, library: facts.filter((fact) => own(model.photos, fact.id)) };
  };
  const change = async (edit: (document: ContentDocument) => PlannedChange | Promise<PlannedChange>) => {
    const owner = await options.owner();
    if (!owner) return { ok: false, problem: "Sign in first." } as const;
    return changeContent(store, publisher, owner.email, edit);
  };
  const editModel = (edit: (model: ContentModel) => Edit) => change((document) => planned(document, edit));
  const gallery = async (key: string) => {
    if (!isGalleryKey(key)) return undefined;
    const { model, library } = await read();
    const byId = new Map(library.map((fact) => [fact.id, ownerPhoto(fact, model)]));
    const pair = own(model.comparisons, key);
    const before = pair && byId.get(pair.before);
    const after = pair && byId.get(pair.after);
    return {
      key,
      ...galleryPage(key),
      photos: (own(model.galleries, key) ?? []).flatMap((id) => byId.get(id) ?? []),
      ...(before && after ? { comparison: { before, after } } : {}),
    };
  };

  return {
    async overview() {
      const { model, library } = await read();
      return {
        ...(model.notice.text.en
          ? {
              notice: {
                text: model.notice.text.en,
                textEs: model.notice.text.es,
                until: model.notice.until,
                ...spanishGapOf(model, "notice.text", model.notice.text),
              },
            }
          : {}),
        galleries: GALLERY_KEYS.map((key: GalleryKey) => ({
          key,
          ...galleryPage(key),
          photoCount: own(model.galleries, key)?.length ?? 0,
          hasComparison: own(model.comparisons, key) !== undefined,
        })),
        testimonials: model.testimonialOrder.flatMap((id) => {
          const entry = own(model.testimonials, id);
          if (!entry) return [];
          const { place, rating, ...rest } = entry;
          return [{ id, ...rest, ...(place ? { place } : {}), ...(rating ? { rating } : {}) }];
        }),
        photosNeedingText: library.filter((fact) => !own(model.photos, fact.id)?.alt.en.trim()).length,
        recentChanges: (await store.revisions(10)).map(toChange),
      };
    },
    async photos() {
      const { model, library } = await read();
      return library.map((fact) => ownerPhoto(fact, model));
    },
    gallery,
    changes: async (limit) => (await store.revisions(limit)).map(toChange),
    uploadReport: () => options.report,
    describePhoto: (id, alt, altEs) => editModel((model) => edits.describePhoto(model, id, alt, altEs)),
    removePhoto: (id) => editModel((model) => edits.removePhoto(model, id)),
    addToGallery: (key, id) => editModel((model) => edits.addToGallery(model, key, id)),
    moveInGallery: (key, id, direction) =>
      editModel((model) => edits.moveInGallery(model, key, id, direction)),
    removeFromGallery: (key, id) => editModel((model) => edits.removeFromGallery(model, key, id)),
    setComparison: (key, before, after) =>
      editModel((model) => edits.setComparison(model, key, before, after)),
    saveTestimonial: (input) =>
      editModel((model) => edits.saveTestimonial(model, input, newContentId(), abileneToday())),
    setTestimonialHidden: (id, hidden) => editModel((model) => edits.setTestimonialHidden(model, id, hidden)),
    setNotice: (text, until, textEs = "") =>
      editModel((model) => edits.setNotice(model, { en: text, es: textEs }, until)),
    undo: (changeId, confirmed = false) => change(() => undoChange(store, changeId, confirmed)),
  };
}
