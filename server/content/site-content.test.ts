import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageContentModified } from "../../app/content/page-dates.ts";
import { PHOTO_UPLOAD_PATH } from "../../app/lib/owner-site.ts";
import { abileneToday } from "../../app/lib/site-content.ts";
import { type SignedInService, startSignedInService } from "../../tests/support/owner-session.ts";
import { phonePhoto, type UploadFile, uploadPhotos } from "../../tests/support/photos.ts";
import { startTestService, type TestService, waitFor } from "../../tests/support/service.ts";
import { modelOfDocument, readDocument } from "./content-document.ts";
import { photoWorkLoad } from "./photo-work.ts";

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
const document = async () => modelOfDocument(readDocument((await service.store.latestRevision())?.document));
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

    // Live at once with WebP and the JPEG; the AVIF renditions follow (their own test below).
    await service.features.siteContent.photosSettled();
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

/** The moving gallery's slide of one photo, from a page's HTML (its <picture>). */
function gallerySlideOf(html: string, id: string): string {
  const at = html.indexOf(`/media/photos/${id}/`);
  if (at === -1) return "";
  return html.slice(html.lastIndexOf("<picture>", at), html.indexOf("</picture>", at));
}

describe("a photo's way to the page (issue 27)", () => {
  it("is live as soon as its WebP and JPEG exist; its AVIF follows, and the page lists only formats that exist", async () => {
    const answer = await upload(
      [{ name: "IMG_0100.jpg", bytes: await phonePhoto(1600, 1200, "#8a5a2b"), type: "image/jpeg" }],
      {
        alt: "A hallway after a move-out clean",
        gallery: "moving",
      },
    );
    expect(answer.statusCode).toBe(200);
    const [stored] = await service.store.photos();
    const id = stored?.id ?? "";
    expect(stored?.avif).toBe(false);
    // The answer came once the page showed the photo: WebP and the JPEG, no AVIF listed, none served yet.
    const live = gallerySlideOf(await page(MOVING), id);
    expect(live).toContain(`/media/photos/${id}/1600.webp 1600w`);
    expect(live).toContain(`/media/photos/${id}/1200.jpg`);
    expect(live).not.toContain("avif");
    for (const file of ["1600.webp", "1200.jpg"]) {
      expect((await service.app.inject({ url: `/media/photos/${id}/${file}` })).statusCode, file).toBe(200);
    }
    expect((await service.app.inject({ url: `/media/photos/${id}/800.avif` })).statusCode).toBe(404);

    // Then the AVIF renditions, one at a time after any upload: the page lists them once they are stored.
    await service.features.siteContent.photosSettled();
    expect((await service.store.photos()).find((photo) => photo.id === id)?.avif).toBe(true);
    const later = gallerySlideOf(await page(MOVING), id);
    expect(later).toMatch(
      new RegExp(`<source type="image/avif" srcset="[^"]*/media/photos/${id}/1600.avif 1600w`, "i"),
    );
    const avif = await service.app.inject({ url: `/media/photos/${id}/1600.avif` });
    expect(avif.statusCode).toBe(200);
    expect((await sharp(avif.rawPayload).metadata()).format).toBe("heif");
    // The lossless copy it was made from is gone, and was never an address.
    expect(await service.store.photoFile(id, "avif-source")).toBeUndefined();
    expect((await service.app.inject({ url: `/media/photos/${id}/avif-source` })).statusCode).toBe(404);
  }, 120_000);
});

describe("/media serves only what the pages show (issue 27)", () => {
  it("a photo on no page is 404 to visitors and shown to the owner; a removed one is 404 at once, and undo brings it back", async () => {
    const site = owner();
    const bytes = await phonePhoto(900, 600, "#6a3d9a");
    // Uploaded without a description: in the owner's library, on no page.
    await upload([{ name: "IMG_0200.jpg", bytes, type: "image/jpeg" }], { alt: "" });
    const [fresh] = await service.store.photos();
    const id = fresh?.id ?? "";
    const publicFile = (file: string) => service.app.inject({ url: `/media/photos/${id}/${file}` });
    const ownerFile = (file: string, cookie = session) =>
      service.app.inject({ url: `/leads/photos/${id}/${file}`, headers: { cookie } });

    expect((await publicFile("800.webp")).statusCode).toBe(404);
    const mine = await ownerFile("800.webp");
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/webp");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect((await ownerFile("800.webp", "")).statusCode).toBe(404);
    const photosPage = await service.app.inject({ url: "/leads/photos", headers: { cookie: session } });
    expect(photosPage.body).toContain(`/leads/photos/${id}/480.webp`);

    // Described, still on no page: still not public. In a gallery: public, cached for a year.
    expect(await site.describePhoto(id, "A stairway after our clean")).toEqual({ ok: true });
    expect((await publicFile("800.webp")).statusCode).toBe(404);
    expect(await site.addToGallery("commercial", id)).toEqual({ ok: true });
    const shown = await publicFile("800.webp");
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Removed from the library: every address answers 404 at once, not for 30 days.
    expect(await site.removePhoto(id)).toEqual({ ok: true });
    for (const file of ["480.webp", "800.webp", "800.jpg"]) {
      const answer = await publicFile(file);
      expect(answer.statusCode, file).toBe(404);
      expect(answer.headers["cache-control"], file).toBe("no-store");
    }
    const [removal] = await service.store.revisions(1);
    expect(await site.undo(removal?.id ?? 0)).toEqual({ ok: true });
    expect((await publicFile("800.webp")).statusCode).toBe(200);
    expect(await page("/services/commercial")).toContain(`/media/photos/${id}/`);
  }, 60_000);
});

describe("uploads and the service's memory (issue 27)", () => {
  it("streams an upload's body to a file on disk as it arrives, and removes it once answered", async () => {
    await service.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = service.app.server.address() as AddressInfo;
    const uploads = path.join(service.config.dataDir, "uploads");
    const filesThere = () => {
      try {
        return readdirSync(uploads).map((name) => statSync(path.join(uploads, name)).size);
      } catch {
        return [];
      }
    };
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const boundary = "----issue27boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA porch after our clean\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="IMG_0300.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const half = Math.floor(photo.length / 2);
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: PHOTO_UPLOAD_PATH,
          headers: {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": head.length + photo.length + tail.length,
            "sec-fetch-site": "same-origin",
            cookie: session,
          },
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on("error", reject);
      sent.write(head);
      sent.write(photo.subarray(0, half));
      // Half the photo is on the wire: the service has written it to a file, not kept it.
      waitFor(
        () => filesThere().some((size) => size >= half * 0.9),
        "the upload's file on disk",
        10_000,
      ).then(() => {
        sent.write(photo.subarray(half));
        sent.end(tail);
      }, reject);
    });
    const { status, body } = await answered;
    expect(status).toBe(200);
    expect(body).toContain("1 photo added");
    expect(filesThere()).toEqual([]);
  }, 60_000);

  it("three uploads at once are re-encoded one photo at a time, each answered with all of its photos", async () => {
    const before = (await service.store.photos()).length;
    const photos = await Promise.all(
      ["#114477", "#447711", "#771144"].map((colour) => phonePhoto(1600, 1200, colour)),
    );
    let most = 0;
    let waitingMost = 0;
    const sampler = setInterval(() => {
      const load = photoWorkLoad();
      most = Math.max(most, load.running, sharp.counters().process);
      waitingMost = Math.max(waitingMost, load.waiting);
    }, 1);
    try {
      const answers = await Promise.all(
        photos.map((bytes, index) =>
          upload(
            [
              { name: `IMG_04${index}0.jpg`, bytes, type: "image/jpeg" },
              { name: `IMG_04${index}1.jpg`, bytes, type: "image/jpeg" },
            ],
            { alt: "An office after our weekly clean" },
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      for (const answer of answers) expect(answer.body).toContain("2 photos added");
    } finally {
      clearInterval(sampler);
    }
    expect((await service.store.photos()).length).toBe(before + 6);
    expect(most).toBe(1);
    expect(waitingMost).toBeGreaterThanOrEqual(2);
  }, 120_000);
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
    const { testimonials } = await document();
    const id = Object.keys(testimonials).find((key) => testimonials[key]?.customerName === "Dana R.") ?? "";
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

describe("undo, one change at a time (issue 27)", () => {
  it("undoing an older photo change keeps the later notice and testimonial on the live site", async () => {
    const site = owner();
    const bytes = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    await upload([{ name: "office.jpg", bytes, type: "image/jpeg" }], {
      alt: "Office lobby after our evening clean",
      gallery: "office-spaces",
    });
    const photo = (await service.store.photos())[0]?.id ?? "";
    const [added] = await service.store.revisions(1);
    expect(await site.setNotice("Closed the day after Thanksgiving.", "2099-11-28")).toEqual({ ok: true });
    expect(
      await site.saveTestimonial({
        text: "Our office has never looked better.",
        customerName: "Rosa P.",
        place: "Abilene",
        date: "2026-10-20",
        rating: "5",
        consent: true,
      }),
    ).toEqual({ ok: true });
    const OFFICE = "/services/commercial/office-spaces";
    expect(await page(OFFICE)).toContain(`/media/photos/${photo}/`);

    expect(await site.undo(added?.id ?? 0)).toEqual({ ok: true });
    const office = await page(OFFICE);
    expect(office).not.toContain(`/media/photos/${photo}/`);
    expect(office).toContain("Closed the day after Thanksgiving.");
    expect(await page("/")).toContain("Our office has never looked better.");
    expect(await site.setNotice("", "")).toEqual({ ok: true });
  });

  it("asks before an undo takes a later, dependent change back, and changes nothing until asked again", async () => {
    const site = owner();
    expect(await site.setNotice("Closed Monday.", "2099-01-05")).toEqual({ ok: true });
    const [first] = await service.store.revisions(1);
    expect(await site.setNotice("Closed Monday and Tuesday.", "2099-01-06")).toEqual({ ok: true });
    const revision = await service.store.latestRevisionId();
    const asked = await site.undo(first?.id ?? 0);
    expect(asked).toEqual({
      ok: false,
      problem: expect.stringContaining("depends on this one"),
      alsoUndone: [{ id: revision, summary: 'Set the notice "Closed Monday and Tuesday." until 2099-01-06' }],
    });
    expect(await service.store.latestRevisionId()).toBe(revision);
    expect(await page("/")).toContain("Closed Monday and Tuesday.");
    expect(await site.undo(first?.id ?? 0, true)).toEqual({ ok: true });
    expect(await page("/")).not.toContain("Closed Monday");
  });
});

describe("one description per photo (issue 27)", () => {
  it("a batch's one description goes on no photo; each is public only once described on its own", async () => {
    const site = owner();
    const files = await Promise.all(
      ["#101010", "#f0f0f0"].map(async (colour, index) => ({
        name: `batch-${index}.jpg`,
        bytes: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
          .jpeg()
          .toBuffer(),
        type: "image/jpeg",
      })),
    );
    const answer = await upload(files, { alt: "Kitchen after our deep clean", gallery: "deep-cleaning" });
    expect(answer.body).toContain("its own text alternative");
    const [bathroom, kitchen] = (await service.store.photos()).slice(0, 2).map((photo) => photo.id) as [
      string,
      string,
    ];
    const DEEP = "/services/deep-cleaning-services";
    let html = await page(DEEP);
    expect(html).not.toContain("Kitchen after our deep clean");
    expect(html).not.toContain(`/media/photos/${kitchen}/`);
    expect(html).not.toContain(`/media/photos/${bathroom}/`);

    expect(await site.describePhoto(kitchen, "Kitchen after our deep clean")).toEqual({ ok: true });
    html = await page(DEEP);
    expect(html).toContain(`/media/photos/${kitchen}/`);
    expect(html).not.toContain(`/media/photos/${bathroom}/`);
    expect(await site.describePhoto(bathroom, "Bathroom tiles after our deep clean")).toEqual({ ok: true });
    html = await page(DEEP);
    expect(html).toContain('alt="Bathroom tiles after our deep clean"');
    expect(html.match(/alt="Kitchen after our deep clean"/g)).toHaveLength(1);
  });
});

describe("keys are data (issue 27)", () => {
  it("a post naming photo constructor, __proto__ or toString is refused, and the pages stay as they were", async () => {
    const site = owner();
    const before = await page("/services/gym-cleaning-services");
    for (const key of ["constructor", "__proto__", "toString"]) {
      expect(await site.addToGallery("gym", key)).toEqual({ ok: false, problem: expect.any(String) });
      expect(await site.setComparison("gym", key, "valueOf")).toEqual({
        ok: false,
        problem: expect.any(String),
      });
    }
    const answer = await service.app.inject({ url: "/services/gym-cleaning-services" });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(before);
  });

  it("a stored revision naming constructor (written before the fix) renders the pages, before and after a restart", async () => {
    const legacy = {
      photos: {},
      galleries: { gym: ["constructor", "toString"], "office-spaces": ["__proto__"] },
      comparisons: { gym: { before: "constructor", after: "hasOwnProperty" } },
      testimonials: [],
      notice: { text: "Open as usual.", until: "2099-12-31" },
    };
    await service.store.reviseContent(
      () => ({ document: JSON.stringify(legacy), summary: "Added a photo to Gym Cleaning" }),
      OWNER,
      new Date(),
    );
    await service.features.siteContent.refresh();
    for (const path of ["/services/gym-cleaning-services", "/services/commercial/office-spaces"]) {
      const answer = await service.app.inject({ url: path });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).toContain("Open as usual.");
      expect(answer.body, path).not.toContain("something went wrong");
    }
    const restarted = await startTestService(service.config);
    try {
      const answer = await restarted.app.inject({ url: "/services/gym-cleaning-services" });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain("Open as usual.");
      expect(answer.body).not.toContain("something went wrong");
    } finally {
      await restarted.stop();
    }
    expect(await owner().setNotice("", "")).toEqual({ ok: true });
  }, 60_000);
});
