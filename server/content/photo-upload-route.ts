import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
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
import { PHOTO_MAX_BYTES, type PhotoOnDisk, preparePhoto } from "./photo-pipeline.ts";
import { edits, OwnerMistake } from "./site-editor.ts";
import type { SitePublisher } from "./site-publisher.ts";

/** Photos per upload, and so the largest body read: a too-large photo still arrives, to be refused by name. */
const MAX_PHOTOS_PER_UPLOAD = 10;
const BODY_LIMIT = (MAX_PHOTOS_PER_UPLOAD + 2) * PHOTO_MAX_BYTES;
/** How long an upload's answer may take once its body arrived (about 1 s a 12 MP photo on 2 cores, 10 photos). */
const UPLOAD_ANSWER_MS = 10 * 60_000;

/** What the multipart parser may take: a file past 20 MB is cut there (and refused by name), the rest is small. */
const MULTIPART_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: MAX_PHOTOS_PER_UPLOAD + 1, // one more than allowed, so "at most 10" can be said
  fields: 20,
  fieldSize: 16 * 1024,
  parts: 40,
  headerPairs: 100,
};

/** An uploaded file as it arrived: on disk, to be read when its turn comes, and deleted after. */
interface ReceivedFile extends PhotoOnDisk {
  name: string;
}

interface ReceivedUpload {
  files: ReceivedFile[];
  alt: string;
  gallery: string;
  tooMany: boolean;
}

/**
 * The owner's photo upload (a multipart form, app/routes/owner-photos.tsx): only a signed-in owner's body is read at
 * all, from our own pages, and it is streamed to files under `uploadDir`, never held in memory; each file then goes
 * through the photo pipeline in its turn, the good ones are stored and put in the library (and a gallery when one
 * was chosen), and the photos page comes back with what happened to each file. The files are deleted as soon as
 * each is read, and all of them once the answer is ready.
 */
export function registerPhotoUpload(
  app: FastifyInstance,
  options: {
    store: Store;
    publisher: SitePublisher;
    renderer: PageRenderer;
    ownerInbox: (request: FastifyRequest) => OwnerInboxService;
    siteUrl: string;
    uploadDir: string;
    /** After photos were stored: their AVIF renditions are made from here on (avif-backlog.ts). */
    onStored: () => void;
  },
): void {
  const { store, publisher, renderer } = options;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    const refuse = (reply: FastifyReply, status: number, text: string) =>
      reply.code(status).headers(OWNER_HEADERS).type("text/plain; charset=utf-8").send(text);

    scope.post(PHOTO_UPLOAD_PATH, {
      // Before the body is read: a stranger's upload is refused unread, and so is one announcing too many bytes.
      onRequest: async (request, reply) => {
        if (!isFromOurPages(request, options.siteUrl)) {
          return refuse(reply, 403, "This form can only be sent from your site's pages.");
        }
        if (!(await options.ownerInbox(request).owner())) return reply.redirect("/leads", 303);
        if (Number(request.headers["content-length"] ?? 0) > BODY_LIMIT) {
          return refuse(
            reply,
            413,
            `Upload at most ${MAX_PHOTOS_PER_UPLOAD} photos of at most 20 MB at a time.`,
          );
        }
      },
      handler: async (request, reply) => {
        const inbox = options.ownerInbox(request);
        const owner = await inbox.owner();
        if (!owner) return reply.redirect("/leads", 303);
        const upload = await receiveUpload(request, options.uploadDir);
        if (!upload) return refuse(reply, 400, "This upload could not be read. Please try again.");
        try {
          // The whole body is here; re-encoding takes a second or more a photo, with nothing on the wire meanwhile:
          // the idle limit of every connection (a minute, server/app.ts) must not close this one before its answer.
          request.raw.socket?.setTimeout?.(UPLOAD_ANSWER_MS);
          const report = await uploadPhotos(upload, store, publisher, owner.email);
          if (report.added.length > 0) options.onStored();
          return renderer.send(
            request,
            reply,
            {
              ownerInbox: inbox,
              ownerSite: ownerSiteService({ store, publisher, owner: inbox.owner, report }),
            },
            { csp: OWNER_PAGES_CSP, headers: OWNER_HEADERS, showPath: "/leads/photos" },
          );
        } finally {
          await removeFiles(upload.files);
        }
      },
    });
  });
}

/**
 * Reads the multipart body part by part: each photo streamed to a file of its own (a 20 MB photo is never in
 * memory), the two text fields kept. Undefined when the body is not a form that can be read (its files removed).
 */
async function receiveUpload(
  request: FastifyRequest,
  uploadDir: string,
): Promise<ReceivedUpload | undefined> {
  const upload: ReceivedUpload = { files: [], alt: "", gallery: "", tooMany: false };
  try {
    await mkdir(uploadDir, { recursive: true, mode: 0o700 });
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.fieldname === UPLOAD_ALT_FIELD) upload.alt = String(part.value);
        if (part.fieldname === UPLOAD_GALLERY_FIELD) upload.gallery = String(part.value);
        continue;
      }
      if (part.fieldname !== UPLOAD_FILES_FIELD || upload.files.length === MAX_PHOTOS_PER_UPLOAD) {
        if (part.fieldname === UPLOAD_FILES_FIELD && part.filename) upload.tooMany = true;
        part.file.resume(); // read past it, keep nothing
        continue;
      }
      const file: ReceivedFile = {
        name: visibleText(part.filename).slice(0, 120),
        path: path.join(uploadDir, randomUUID()),
        size: 0,
      };
      upload.files.push(file); // before writing, so a failure below still removes it
      const written = createWriteStream(file.path, { flags: "wx", mode: 0o600 });
      await pipeline(part.file, written);
      // Cut at 20 MB by the parser: larger than any photo taken, refused by its size without being read.
      file.size = part.file.truncated ? PHOTO_MAX_BYTES + 1 : written.bytesWritten;
    }
  } catch {
    await removeFiles(upload.files);
    return undefined;
  }
  // A file input left empty sends one part without a name or a byte.
  const empty = upload.files.filter((file) => file.size === 0);
  await removeFiles(empty);
  upload.files = upload.files.filter((file) => file.size > 0);
  return upload;
}

async function removeFiles(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

async function uploadPhotos(
  upload: ReceivedUpload,
  store: Store,
  publisher: SitePublisher,
  actor: string,
): Promise<UploadReport> {
  const { files, alt, gallery } = upload;
  const report: UploadReport = { added: [], refused: [], needWords: 0 };
  if (upload.tooMany) {
    report.refused.push({ file: "", problem: `Upload at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time.` });
    return report;
  }
  if (files.length === 0) {
    report.refused.push({ file: "", problem: "Choose one or more photos to upload." });
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
    const prepared = await preparePhoto(file);
    await rm(file.path, { force: true });
    if (!prepared.ok) {
      report.refused.push({ file: file.name, problem: prepared.message });
      continue;
    }
    const { photo } = prepared;
    const id = newContentId();
    // Live with WebP and JPEG; the AVIF renditions follow from the lossless source stored with them.
    await store.savePhoto(
      {
        id,
        uploadedAt: new Date(),
        uploadedBy: actor,
        width: photo.width,
        height: photo.height,
        widths: photo.widths,
        jpegWidth: photo.jpegWidth,
        avif: false,
      },
      [...photo.files, photo.avifSource],
    );
    report.added.push({ file: file.name, photoId: id });
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
