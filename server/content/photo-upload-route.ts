import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { modelOf } from "../../app/content/model/content-model.ts";
import type { OwnerInboxService } from "../../app/lib/owner-inbox.ts";
import {
  PHOTO_UPLOAD_PATH,
  UPLOAD_ALT_FIELD,
  UPLOAD_FILES_FIELD,
  UPLOAD_GALLERY_FIELD,
  type UploadReport,
} from "../../app/lib/owner-site.ts";
import { visibleText } from "../../app/lib/plain-text.ts";
import { isFromOurPages } from "../browser-forms.ts";
import { OWNER_HEADERS, OWNER_PAGES_CSP } from "../owner/owner-pages.ts";
import type { PageRenderer } from "../page-renderer.ts";
import type { Store } from "../store/store.ts";
import { changeContent, newContentId, ownerSiteService, planned } from "./owner-site-service.ts";
import { PHOTO_MAX_BYTES, preparePhoto } from "./photo-pipeline.ts";
import { edits, OwnerMistake } from "./site-editor.ts";
import type { SitePublisher } from "./site-publisher.ts";

/** Photos per upload, and so the largest body read: a too-large photo still arrives, to be refused by name. */
const MAX_PHOTOS_PER_UPLOAD = 10;
const BODY_LIMIT = (MAX_PHOTOS_PER_UPLOAD + 2) * PHOTO_MAX_BYTES;
/** How long an upload's answer may take once its body arrived (about 6 s a 12 MP photo on 2 cores, 10 photos). */
const UPLOAD_ANSWER_MS = 10 * 60_000;

/**
 * The owner's photo upload (a multipart form, app/routes/owner-photos.tsx): only a signed-in owner's body is read at
 * all, from our own pages; each file goes through the photo pipeline, the good ones are stored and put in the
 * library (and a gallery when one was chosen), and the photos page comes back with what happened to each file.
 */
export function registerPhotoUpload(
  app: FastifyInstance,
  options: {
    store: Store;
    publisher: SitePublisher;
    renderer: PageRenderer;
    ownerInbox: (request: FastifyRequest) => OwnerInboxService;
    siteUrl: string;
  },
): void {
  const { store, publisher, renderer } = options;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    const refuse = (reply: FastifyReply, status: number, text: string) =>
      reply.code(status).headers(OWNER_HEADERS).type("text/plain; charset=utf-8").send(text);

    scope.post(PHOTO_UPLOAD_PATH, {
      // Before the body is read: a stranger's upload is refused unread.
      onRequest: async (request, reply) => {
        if (!isFromOurPages(request, options.siteUrl)) {
          return refuse(reply, 403, "This form can only be sent from your site's pages.");
        }
        if (!(await options.ownerInbox(request).owner())) return reply.redirect("/leads", 303);
      },
      handler: async (request, reply) => {
        const inbox = options.ownerInbox(request);
        const owner = await inbox.owner();
        if (!owner) return reply.redirect("/leads", 303);
        // The whole body is here; re-encoding takes seconds a photo, with nothing on the wire meanwhile: the idle
        // limit of every connection (a minute, server/app.ts) must not close this one before its answer.
        request.raw.socket?.setTimeout?.(UPLOAD_ANSWER_MS);
        const type = request.headers["content-type"] ?? "";
        const form = await new Request("http://upload.invalid/", {
          method: "POST",
          headers: { "content-type": type },
          body: new Uint8Array(request.body as Buffer),
        })
          .formData()
          .catch(() => undefined);
        if (!form) return refuse(reply, 400, "This upload could not be read. Please try again.");
        const report = await uploadPhotos(form, store, publisher, owner.email);
        return renderer.send(
          request,
          reply,
          {
            ownerInbox: inbox,
            ownerSite: ownerSiteService({ store, publisher, owner: inbox.owner, report }),
          },
          { csp: OWNER_PAGES_CSP, headers: OWNER_HEADERS, showPath: "/leads/photos" },
        );
      },
    });
  });
}

async function uploadPhotos(
  form: FormData,
  store: Store,
  publisher: SitePublisher,
  actor: string,
): Promise<UploadReport> {
  const files = form
    .getAll(UPLOAD_FILES_FIELD)
    .filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  const alt = String(form.get(UPLOAD_ALT_FIELD) ?? "");
  const gallery = String(form.get(UPLOAD_GALLERY_FIELD) ?? "");
  const report: UploadReport = { added: [], refused: [], needWords: 0 };
  if (files.length === 0) {
    report.refused.push({ file: "", problem: "Choose one or more photos to upload." });
    return report;
  }
  if (files.length > MAX_PHOTOS_PER_UPLOAD) {
    report.refused.push({ file: "", problem: `Upload at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time.` });
    return report;
  }
  try {
    // The description and the gallery are checked before any photo is stored.
    edits.addPhotos(modelOf(new Map()), files.length === 1 ? ["check"] : [], alt, gallery);
  } catch (error) {
    if (!(error instanceof OwnerMistake)) throw error;
    report.refused.push({ file: "", problem: error.message });
    return report;
  }
  for (const file of files) {
    const name = visibleText(file.name).slice(0, 120);
    const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()));
    if (!prepared.ok) {
      report.refused.push({ file: name, problem: prepared.message });
      continue;
    }
    const { photo } = prepared;
    const id = newContentId();
    await store.savePhoto(
      {
        id,
        uploadedAt: new Date(),
        uploadedBy: actor,
        width: photo.width,
        height: photo.height,
        widths: photo.widths,
        jpegWidth: photo.jpegWidth,
      },
      photo.files,
    );
    report.added.push({ file: name, photoId: id });
  }
  if (report.added.length > 0) {
    const ids = report.added.map((added) => added.photoId);
    const result = await changeContent(store, publisher, actor, (document) =>
      planned(document, (model) => edits.addPhotos(model, ids, alt, gallery)),
    );
    if (!result.ok) report.refused.push({ file: "", problem: result.problem });
    report.needWords = ids.length === 1 && alt.trim() ? 0 : ids.length;
  }
  return report;
}
