import type { FastifyInstance } from "fastify";
import type { Store } from "../store/store.ts";

/** Where the owner's photos are served: /media/photos/<id>/<width>.<avif|webp|jpg> (app/lib/site-content.ts). */
const MEDIA_PREFIX = "/media/photos";

const FILE_NAME = /^\d{2,4}\.(avif|webp|jpg)$/;
const PHOTO_ID = /^[a-z0-9]{8,32}$/;

/**
 * The renditions of the owner's photos, from the store (every copy of the service has them). A photo's files never
 * change once stored (a new upload gets a new id), so they are cached for a year, like hashed assets.
 */
export function registerMediaRoute(app: FastifyInstance, store: Store): void {
  app.get<{ Params: { id: string; file: string } }>(`${MEDIA_PREFIX}/:id/:file`, async (request, reply) => {
    const { id, file } = request.params;
    const found = PHOTO_ID.test(id) && FILE_NAME.test(file) ? await store.photoFile(id, file) : undefined;
    if (!found) return reply.code(404).header("cache-control", "no-store").send({ error: "Not found" });
    return reply
      .header("content-type", found.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(found.bytes);
  });
}
