import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { OwnerInboxService } from "../../app/lib/owner-inbox.ts";
import { OWNER_PHOTO_FILES_PATH } from "../../app/lib/owner-site.ts";
import {
  comparisonPhotos,
  GALLERY_KEYS,
  galleryPhotos,
  type SiteContent,
} from "../../app/lib/site-content.ts";
import { OWNER_HEADERS } from "../owner/owner-pages.ts";
import type { Store } from "../store/store.ts";

/** Where the owner's photos are served: /media/photos/<id>/<width>.<avif|webp|jpg> (app/lib/site-content.ts). */
const MEDIA_PREFIX = "/media/photos";

const FILE_NAME = /^\d{2,4}\.(avif|webp|jpg)$/;
const PHOTO_ID = /^[a-z0-9]{8,32}$/;

/** The photos a visitor can see now: in a gallery or a before/after pair of the published content. */
const publishedCache = new WeakMap<SiteContent, ReadonlySet<string>>();
export function publishedPhotoIds(content: SiteContent): ReadonlySet<string> {
  let ids = publishedCache.get(content);
  if (!ids) {
    const shown = new Set<string>();
    for (const key of GALLERY_KEYS) {
      for (const photo of galleryPhotos(content, key)) shown.add(photo.id);
      const pair = comparisonPhotos(content, key);
      if (pair) for (const photo of [pair.before, pair.after]) shown.add(photo.id);
    }
    ids = shown;
    publishedCache.set(content, ids);
  }
  return ids;
}

function sendFile(
  reply: FastifyReply,
  found: { contentType: string; bytes: Buffer },
  cacheControl: string,
): FastifyReply {
  return reply
    .header("content-type", found.contentType)
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(found.bytes);
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).header("cache-control", "no-store").send({ error: "Not found" });

/**
 * The renditions of the owner's photos, from the store (every copy of the service has them), for visitors: only a
 * photo the published content shows (the publisher's `current()`), so a photo removed, taken out of its gallery or
 * never put on a page answers 404 at once, and undoing the removal brings it back. Its files never change once
 * stored (a new upload gets a new id), so they are cached for a year, like hashed assets.
 */
export function registerMediaRoute(
  app: FastifyInstance,
  store: Store,
  published: () => SiteContent | undefined,
): void {
  app.get<{ Params: { id: string; file: string } }>(`${MEDIA_PREFIX}/:id/:file`, async (request, reply) => {
    const { id, file } = request.params;
    const content = published();
    if (!content || !PHOTO_ID.test(id) || !FILE_NAME.test(file) || !publishedPhotoIds(content).has(id)) {
      return notFound(reply);
    }
    const found = await store.photoFile(id, file);
    if (!found) return notFound(reply);
    return sendFile(reply, found, "public, max-age=31536000, immutable");
  });
}

/**
 * The same files for the signed-in owner, whose pages show every photo of the library, described and placed or
 * not (/leads/photos/<id>/<file>, under /leads where the session cookie goes, never through IMAGES_BASE_URL): never
 * stored by a browser or a proxy. Anyone else gets 404, as for a photo that does not exist.
 */
export function registerOwnerPhotoFiles(
  app: FastifyInstance,
  store: Store,
  ownerInbox: (request: FastifyRequest) => OwnerInboxService,
): void {
  app.get<{ Params: { id: string; file: string } }>(
    `${OWNER_PHOTO_FILES_PATH}/:id/:file`,
    async (request, reply) => {
      const { id, file } = request.params;
      if (!PHOTO_ID.test(id) || !FILE_NAME.test(file) || !(await ownerInbox(request).owner())) {
        return notFound(reply);
      }
      const found = await store.photoFile(id, file);
      if (!found) return notFound(reply);
      return sendFile(reply.headers(OWNER_HEADERS), found, "private, no-store");
    },
  );
}
