import zlib from "node:zlib";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageContentModified } from "../../app/content/page-dates.ts";
import { PHOTO_UPLOAD_PATH } from "../../app/lib/owner-site.ts";
import { abileneToday } from "../../app/lib/site-content.ts";
import { type SignedInService, startSignedInService } from "../../tests/support/owner-session.ts";
import { phonePhoto, type UploadFile, uploadPhotos } from "../../tests/support/photos.ts";
import type { TestService } from "../../tests/support/service.ts";
import { readDocument } from "./content-document.ts";

// The owner's photos and words through the running service (a real SQLite store, a real SMTP server for the
// sign-in link): an upload reaches the public pages' HTML as the business's own photos, with no metadata left in
// the files served; refusals store nothing; testimonials, the notice and undo change the HTML itself.

const OWNER = "owner@bnc-cleaning.test";
const MOVING = "/services/moving-cleaning-services";
let service: TestService;
let session: string;

let started: SignedInService;
beforeAll(async () => {
  started = await startSignedInService(OWNER, { SITE_URL: "http://site.bnc-cleaning.test" });
  ({ service, session } = started);
}, 60_000);
afterAll(() => started?.stop());

/** A small PNG whose header claims a size it would take gigabytes to decode: a "decompression bomb". */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1 + width * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const upload = (files: UploadFile[], fields: Record<string, string>) =>
  uploadPhotos(service.app, session, files, fields);

const page = async (path: string) => (await service.app.inject({ url: path })).body;
const document = async () => readDocument((await service.store.latestRevision())?.document);
/** The service's own site editing, as the signed-in owner's pages use it (their forms are tested in the browser). */
const owner = () => {
  const site = service.features.siteContent.ownerSite(async () => ({ email: OWNER }));
  if (!site) throw new Error("the site content feature is not attached");
  return site;
};

describe("the owner's photos", () => {
  it("an uploaded phone photo is on the moving page, captioned as our own, in AVIF and WebP, with no GPS in any file", async () => {
    const before = (await service.store.photos()).length;
    const answer = await upload([{ name: "IMG_0042.jpg", bytes: await phonePhoto(), type: "image/jpeg" }], {
      alt: "Kitchen after a move-out clean",
      gallery: "moving",
    });
    expect(answer.statusCode).toBe(200);
    const photos = await service.store.photos();
    expect(photos).toHaveLength(before + 1);
    const id = photos[0]?.id ?? "";
    expect((await document()).galleries.moving).toContain(id);

    const html = await page(MOVING);
    expect(html).toContain("Photos of our own work.");
    expect(html).toContain(`/media/photos/${id}/800.avif`);
    expect(html).toContain(`/media/photos/${id}/800.webp`);
    expect(html).toContain('alt="Kitchen after a move-out clean"');

    // The sitemap dates the moving page from today (Abilene); a page the change did not touch keeps its date.
    const sitemap = (await service.app.inject({ url: "/sitemap.xml" })).body;
    const dated = (path: string) =>
      new RegExp(`<loc>[^<]*${path}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
    expect(dated(MOVING)).toBe(abileneToday());
    expect(dated("/about-us")).toBe(pageContentModified["about-us"]);

    for (const file of ["480.avif", "1600.webp", "1200.jpg"]) {
      const served = await service.app.inject({ url: `/media/photos/${id}/${file}` });
      expect(served.statusCode, file).toBe(200);
      const bytes = served.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      if (!file.endsWith(".webp")) expect(await exifr.gps(bytes), file).toBeFalsy();
      expect(bytes.includes("SecretPhoneCo"), file).toBe(false);
    }
  });

  it("refuses what is not a photo, or too large, with a clear message, and stores nothing", async () => {
    const before = (await service.store.photos()).length;
    const revision = await service.store.latestRevisionId();
    const bomb = pngClaiming(20_000, 20_000);
    const cases = [
      {
        name: "notes.jpg",
        bytes: Buffer.from("Just a text file, renamed."),
        type: "image/jpeg",
        says: "not a photo",
      },
      { name: "huge.jpg", bytes: Buffer.alloc(40 * 1024 * 1024, 0xff), type: "image/jpeg", says: "20 MB" },
      { name: "bomb.png", bytes: bomb, type: "image/png", says: "megapixels" },
      {
        name: "logo.svg",
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: "image/svg+xml",
        says: "not a photo",
      },
    ];
    for (const file of cases) {
      const answer = await upload([file], { alt: "A photo" });
      expect(answer.statusCode, file.name).toBe(200);
      expect((await service.store.photos()).length, file.name).toBe(before);
      expect(await service.store.latestRevisionId(), file.name).toBe(revision);
    }
    const refusedMessages = await Promise.all(
      cases.map(async (file) => (await upload([file], { alt: "x" })).body),
    );
    for (const [index, body] of refusedMessages.entries()) expect(body).toContain(cases[index]?.says);
  }, 120_000);

  it("reorders, removes and undoes: the page follows each change", async () => {
    const site = owner();
    const firstTwo = [];
    for (const colour of ["#aa0000", "#00aa00"]) {
      const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      await upload([{ name: `${colour}.jpg`, bytes, type: "image/jpeg" }], {
        alt: `Photo ${colour}`,
        gallery: "commercial",
      });
      firstTwo.push((await service.store.photos())[0]?.id ?? "");
    }
    const [red, green] = firstTwo as [string, string];
    const order = async () => {
      const html = await page("/services/commercial");
      return [red, green].sort(
        (a, b) => html.indexOf(`/media/photos/${a}/`) - html.indexOf(`/media/photos/${b}/`),
      );
    };
    expect(await order()).toEqual([red, green]);
    expect(await site.moveInGallery("commercial", green, "up")).toEqual({ ok: true });
    expect(await order()).toEqual([green, red]);
    expect(await site.removeFromGallery("commercial", green)).toEqual({ ok: true });
    expect(await page("/services/commercial")).not.toContain(`/media/photos/${green}/`);
    const [removal] = await service.store.revisions(1);
    expect(removal?.actor).toBe(OWNER);
    expect(await site.undo(removal?.id ?? 0)).toEqual({ ok: true });
    expect(await page("/services/commercial")).toContain(`/media/photos/${green}/`);
  });
});

describe("the owner's words", () => {
  it("a testimonial needs the customer's consent; a hidden one leaves the site", async () => {
    const site = owner();
    const words = {
      text: "They made our rental shine for the new tenants.",
      customerName: "Dana R.",
      place: "Abilene",
      date: "2026-10-01",
      rating: "5",
    };
    expect(await site.saveTestimonial({ ...words, consent: false })).toEqual({
      ok: false,
      problem: expect.stringContaining("agreed to be quoted"),
    });
    expect(await page("/")).not.toContain("They made our rental shine");
    expect(await site.saveTestimonial({ ...words, consent: true })).toEqual({ ok: true });
    for (const path of ["/", "/reviews"]) expect(await page(path)).toContain("They made our rental shine");
    const id = (await document()).testimonials.find((entry) => entry.customerName === "Dana R.")?.id ?? "";
    expect(await site.setTestimonialHidden(id, true)).toEqual({ ok: true });
    for (const path of ["/", "/reviews"])
      expect(await page(path)).not.toContain("They made our rental shine");
  });

  it("a notice is on every page, the 404 page included, until it is removed", async () => {
    const site = owner();
    expect(await site.setNotice("Closed Thanksgiving Day; back on Friday.", "2099-11-27")).toEqual({
      ok: true,
    });
    for (const path of ["/", "/about-us", MOVING, "/no-such-page"]) {
      expect(await page(path), path).toContain("Closed Thanksgiving Day; back on Friday.");
    }
    expect((await service.app.inject({ url: "/no-such-page" })).statusCode).toBe(404);
    expect(await site.setNotice("", "")).toEqual({ ok: true });
    expect(await page("/about-us")).not.toContain("Closed Thanksgiving Day");
  });

  it("two owners' changes at the same moment both land, neither overwrites the other", async () => {
    const site = owner();
    const [notice, testimonial] = await Promise.all([
      site.setNotice("Open the Friday after Thanksgiving.", "2099-11-28"),
      site.saveTestimonial({
        text: "Both of our offices, spotless every week.",
        customerName: "Lee Family Practice",
        place: "Abilene",
        date: "2026-09-15",
        rating: "",
        consent: true,
      }),
    ]);
    expect([notice, testimonial]).toEqual([{ ok: true }, { ok: true }]);
    const home = await page("/");
    expect(home).toContain("Open the Friday after Thanksgiving.");
    expect(home).toContain("Both of our offices, spotless every week.");
    expect(await site.setNotice("", "")).toEqual({ ok: true });
  });

  it("an edit a stranger's request makes changes nothing (no session, no upload)", async () => {
    const revision = await service.store.latestRevisionId();
    const answer = await service.app.inject({
      method: "POST",
      url: PHOTO_UPLOAD_PATH,
      headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "same-origin" },
      payload: "--x--",
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/leads");
    expect(await service.store.latestRevisionId()).toBe(revision);
  });
});
