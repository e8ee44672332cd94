import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/service.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { createAvifBacklog } from "./avif-backlog.ts";
import { type PreparedPhoto, preparePhoto } from "./photo-pipeline.ts";

// Issue 27: a photo goes live with WebP and JPEG, and "AVIF pending" is kept in the store, not in a process: a copy of
// the service started later (after a stop, a crash, or beside the one that took the upload) makes what is missing.

const MINUTE = 60_000;
let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

async function storePending(on: Store, id: string): Promise<PreparedPhoto> {
  const jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .toBuffer();
  const prepared = await preparePhoto(jpeg);
  if (!prepared.ok) throw new Error(prepared.message);
  const { photo } = prepared;
  await on.savePhoto(
    {
      id,
      uploadedAt: new Date(),
      uploadedBy: "owner@example.com",
      width: photo.width,
      height: photo.height,
      widths: photo.widths,
      jpegWidth: photo.jpegWidth,
      avif: false,
    },
    [...photo.files, photo.avifSource],
  );
  return photo;
}

describe("the AVIF backlog", () => {
  it("a copy started after another stopped mid-way makes the AVIF renditions it left, once that copy's lease ended", async () => {
    store = openSqliteStore(tempDataDir());
    // A live copy holds one photo now; a copy that stopped had claimed another an hour ago (its lease long over).
    const now = Date.now();
    await storePending(store, "stillheldby02");
    expect((await store.claimPendingAvif(new Date(now), new Date(now + 10 * MINUTE)))?.id).toBe(
      "stillheldby02",
    );
    await storePending(store, "leftbyastop01");
    expect((await store.claimPendingAvif(new Date(now - 60 * MINUTE), new Date(now - 50 * MINUTE)))?.id).toBe(
      "leftbyastop01",
    );

    let renderedAgain = 0;
    const errors: unknown[] = [];
    const backlog = createAvifBacklog({
      store,
      onFinished: async () => {
        renderedAgain += 1;
      },
      onError: (error) => errors.push(error),
    });
    backlog.start();
    await backlog.idle();
    backlog.stop();

    expect(errors).toEqual([]);
    expect(renderedAgain).toBe(1);
    const avif = new Map((await store.photos()).map((photo) => [photo.id, photo.avif]));
    expect(Object.fromEntries(avif)).toEqual({ leftbyastop01: true, stillheldby02: false });
    for (const width of [480, 800]) {
      const file = await store.photoFile("leftbyastop01", `${width}.avif`);
      expect(file?.contentType).toBe("image/avif");
      expect(await sharp(file?.bytes).metadata()).toMatchObject({ format: "heif", width });
    }
    expect(await store.photoFile("leftbyastop01", "avif-source")).toBeUndefined();
    expect(await store.photoFile("stillheldby02", "avif-source")).toBeDefined();
  }, 60_000);
});
