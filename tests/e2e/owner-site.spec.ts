import exifr from "exifr";
import sharp from "sharp";
import { phonePhoto } from "../support/photos.ts";
import { expect, test } from "./fixtures.ts";
import {
  checkAsOwner,
  OWNER_PHONE,
  publicHtml,
  publicPage,
  published,
  signIn,
} from "./owner-site-helpers.ts";
import { e2eSiteServer } from "./server-env.ts";

// The owner's photos and words (docs/owner-guide.md, "Your site") as the owner drives them on a phone with
// JavaScript off (this file runs in the no-javascript project only), against a copy of the site with a store of its
// own (server-env.ts), so what it publishes never reaches the pages the other specs check. The public pages are
// fetched without a browser: what a search engine or a visitor's first request gets is the HTML itself.

const OWNER = e2eSiteServer.owner;
const MOVING = "/services/moving-cleaning-services";
const MOVING_GALLERY = "Move-In / Move-Out Cleaning";

// A missing button fails within seconds, not at the end of the whole flow's time.
test.use({
  baseURL: e2eSiteServer.baseURL,
  ...OWNER_PHONE,
  actionTimeout: 20_000,
});

/** The owner's photos the public page's gallery shows, in its order. */
const galleryPhotoIds = (html: string) =>
  [...html.matchAll(/data-photo-id="([^"]+)"/g)].map((match) => match[1]);

/** One slide of the public gallery, as HTML: from its photo id to the end of its list item. */
function gallerySlide(html: string, id: string): string {
  const start = html.indexOf(`data-photo-id="${id}"`);
  expect(start, `photo ${id} in the gallery`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</li>", start));
}

/** The chunks of a WebP file (RIFF): "VP8 ", "VP8X", "ALPH", and "EXIF", "XMP ", "ICCP" when metadata was kept. */
function webpChunks(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32LE(at + 4);
    names.push(bytes.toString("latin1", at, at + 4));
    at += 8 + size + (size % 2);
  }
  return names;
}

test("the owner uploads, orders, removes and undoes photos, adds and hides a testimonial, and sets a notice", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, OWNER);
  await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Your site" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your site");
  await expect(page.locator("script")).toHaveCount(0);
  await checkAsOwner(page, "Your site");

  // A photo straight from the phone, with its GPS position: described, and put in the moving page's gallery.
  const firstAlt = "A kitchen after our move-out clean, the oven and counters spotless";
  const original = await phonePhoto(1600, 1200, "#2878c8");
  // The reader used below does find the phone's position in the original: its silence later means something.
  expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(32.45, 1) });
  await page.getByRole("link", { name: "Upload and describe photos" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photos");
  await checkAsOwner(page, "Photos, empty");
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: original });
  await page.getByLabel("Describe the photo for people who cannot see it").fill(firstAlt);
  await page.getByLabel("Put them in a gallery (optional)").selectOption({ label: MOVING_GALLERY });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("1 photo added. Check its text alternative below.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  const library = page.getByRole("region", { name: "Your photos" }).getByRole("listitem");
  const firstItem = library.filter({ has: page.getByRole("img", { name: firstAlt, exact: true }) });
  await expect(firstItem).toContainText(`In: ${MOVING_GALLERY}.`);
  const first = ((await firstItem.getAttribute("id")) ?? "").replace(/^photo-/, "");
  expect(first).not.toBe("");
  await checkAsOwner(page, "Photos, after an upload");

  // The public moving page's HTML: the photo, captioned as the business's own, in AVIF and WebP with a JPEG last.
  await expect.poll(async () => galleryPhotoIds(await publicHtml(MOVING)), published).toEqual([first]);
  // Live at once with WebP and the JPEG; its AVIF renditions are made after, and the page lists them then.
  await expect
    .poll(async () => gallerySlide(await publicHtml(MOVING), first), { ...published, timeout: 60_000 })
    .toMatch(/<source type="image\/avif"/i);
  const moving = await publicHtml(MOVING);
  expect(moving).toContain("Photos of our own work.");
  const slide = gallerySlide(moving, first);
  expect(slide).toMatch(/<picture>\s*<source type="image\/avif" srcset="[^"]+"/i);
  expect(slide).toMatch(/<source type="image\/webp" srcset="[^"]+"/i);
  expect(slide).toContain(`alt="${firstAlt}"`);
  const files = [...new Set(slide.match(/\/media\/photos\/[^/"\s]+\/\d+\.(?:avif|webp|jpg)/g) ?? [])];
  for (const format of ["avif", "webp", "jpg"]) {
    expect(files.filter((file) => file.endsWith(`.${format}`)).length, format).toBeGreaterThan(0);
  }

  // Every file served carries nothing of the phone's: no EXIF, no XMP, no GPS, not the camera's name.
  for (const file of files) {
    const response = await fetch(new URL(file, e2eSiteServer.baseURL));
    expect(response.status, file).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format, file).toBe(file.endsWith(".jpg") ? "jpeg" : file.endsWith(".webp") ? "webp" : "heif");
    expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc }, file).toEqual({
      exif: undefined,
      xmp: undefined,
      icc: undefined,
    });
    expect(bytes.includes("SecretPhoneCo"), file).toBe(false);
    if (file.endsWith(".webp")) {
      // exifr does not read WebP: its chunks are read instead.
      expect(
        webpChunks(bytes).filter((chunk) => ["EXIF", "XMP ", "ICCP"].includes(chunk)),
        file,
      ).toEqual([]);
    } else {
      expect(await exifr.gps(bytes), file).toBeFalsy();
      expect(await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true }), file).toBeFalsy();
    }
  }

  // A second photo, in the same gallery: it goes at the end.
  const secondAlt = "A bathroom after our move-in clean, the tub and tiles gleaming";
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "IMG_0043.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(800, 600, "#c87828"),
  });
  await page.getByLabel("Describe the photo for people who cannot see it").fill(secondAlt);
  await page.getByLabel("Put them in a gallery (optional)").selectOption({ label: MOVING_GALLERY });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("1 photo added.");
  const secondItem = library.filter({ has: page.getByRole("img", { name: secondAlt, exact: true }) });
  const second = ((await secondItem.getAttribute("id")) ?? "").replace(/^photo-/, "");
  await expect
    .poll(async () => galleryPhotoIds(await publicHtml(MOVING)), published)
    .toEqual([first, second]);

  // The gallery's page: the second moved up, then the first taken out of the gallery.
  await page.getByRole("link", { name: "← Your site" }).click();
  await page.getByRole("link", { name: MOVING_GALLERY, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MOVING_GALLERY);
  const inGallery = page.getByRole("region", { name: "Photos in this gallery" }).getByRole("listitem");
  await expect(inGallery).toHaveCount(2);
  await expect(inGallery.first()).toContainText("1 of 2");
  await checkAsOwner(page, "the moving gallery");
  await page.getByRole("button", { name: /^Move up\b.*A bathroom after our move-in clean/ }).click();
  await expect(page.getByRole("status")).toHaveText("Moved up.");
  await expect(page).toHaveURL(new RegExp(`#photo-${second}$`));
  await expect(inGallery.first()).toContainText(secondAlt);
  await expect
    .poll(async () => galleryPhotoIds(await publicHtml(MOVING)), published)
    .toEqual([second, first]);

  await page
    .getByRole("button", { name: /^Remove from gallery\b.*A kitchen after our move-out clean/ })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Photo taken out of this gallery (it stays in your photos).",
  );
  await expect(inGallery).toHaveCount(1);
  await expect.poll(async () => galleryPhotoIds(await publicHtml(MOVING)), published).toEqual([second]);

  // Undo on Your site brings it back where it was.
  await page.getByRole("link", { name: "← Your site" }).click();
  const changes = page.getByRole("region", { name: "Recent changes" });
  // Other specs publish to the same copy meanwhile: the change is found by what it says, not by its place.
  await expect(
    changes
      .getByRole("listitem")
      .filter({ hasText: `Removed a photo from ${MOVING_GALLERY}` })
      .first(),
  ).toBeVisible();
  await changes
    .getByRole("button", { name: new RegExp(`^Undo\\b.*Removed a photo from ${MOVING_GALLERY}`) })
    .first()
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Undone: that change is taken back; the changes made after it stay.",
  );
  await expect
    .poll(async () => galleryPhotoIds(await publicHtml(MOVING)), published)
    .toEqual([second, first]);

  // A testimonial without the consent tick: the browser stops it, and so does the server, keeping every word.
  await page.getByRole("link", { name: "Testimonials", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testimonials");
  await checkAsOwner(page, "Testimonials");
  const words = "Spotless move-out clean, every cupboard wiped inside and out. We got our whole deposit back";
  const testimonials = page.getByRole("region", { name: "Your testimonials" });
  const form = page.locator("#testimonial-form");
  await form.getByLabel("The customer's words").fill(words);
  await form.getByLabel("Name, as the customer agreed to show it").fill("Maria G.");
  await form.getByLabel("Town (optional)").fill("Abilene");
  await form.getByLabel("Date", { exact: true }).fill("2026-10-01");
  await form.getByLabel("Rating (optional)").selectOption({ label: "5 stars" });
  const consent = form.getByLabel("This customer agreed to be quoted, with this name");
  await expect(consent).not.toBeChecked();
  await form.getByRole("button", { name: "Add testimonial" }).click();
  await expect(consent).toHaveJSProperty("validity.valueMissing", true);
  // Nothing was sent: the page is still the one the link opened.
  await expect(page).toHaveURL(/\/leads\/site\/testimonials$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // A browser that does not check "required" (an old one) sends it anyway: the server refuses it.
  await form.evaluate((element) => {
    (element as HTMLFormElement).noValidate = true;
  });
  await form.getByRole("button", { name: "Add testimonial" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Tick “This customer agreed to be quoted, with this name” first",
  );
  await expect(form.getByLabel("The customer's words")).toHaveValue(words);
  await expect(form.getByLabel("Name, as the customer agreed to show it")).toHaveValue("Maria G.");
  await expect(form.getByLabel("Town (optional)")).toHaveValue("Abilene");
  await expect(form.getByLabel("Date", { exact: true })).toHaveValue("2026-10-01");
  await expect(form.getByLabel("Rating (optional)")).toHaveValue("5");
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await checkAsOwner(page, "Testimonials, one refused");
  expect(await publicHtml("/")).not.toContain("every cupboard wiped");

  // Ticked: added, on the home and reviews pages.
  await consent.check();
  await form.getByRole("button", { name: "Add testimonial" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Testimonial added. It shows under “From our customers” within a few seconds.",
  );
  await expect(testimonials.getByRole("listitem").filter({ hasText: words })).toContainText(
    "Maria G. · Abilene",
  );
  for (const path of ["/", "/reviews"]) {
    await expect
      .poll(async () => (await publicHtml(path)).includes("every cupboard wiped"), published)
      .toBe(true);
  }
  expect(await publicHtml("/")).toContain("From our customers");

  // Hidden: off the site, still listed, marked hidden.
  await testimonials.getByRole("button", { name: /^Hide\b.*Maria G\./ }).click();
  await expect(page.getByRole("status")).toHaveText("Testimonial hidden: the site no longer shows it.");
  await expect(testimonials.getByRole("listitem").filter({ hasText: words })).toContainText(
    "Hidden: not shown on the site",
  );
  for (const path of ["/", "/reviews"]) {
    await expect
      .poll(async () => (await publicHtml(path)).includes("every cupboard wiped"), published)
      .toBe(false);
  }

  // A notice: on every page, the 404 page included, until removed.
  await page.getByRole("link", { name: "← Your site" }).click();
  const notice = "Closed Dec 24 to 26 for the holidays. Happy holidays from BnC!";
  await page.getByRole("textbox", { name: "Notice", exact: true }).fill(notice);
  await page.getByLabel("Show until (the last day, included)").fill("2099-12-31");
  await page.getByRole("button", { name: "Save notice" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Notice saved. It shows at the top of every page within a few seconds.",
  );
  await expect(page.getByText("Shown at the top of every page through Dec 31, 2099.")).toBeVisible();
  await expect.poll(async () => (await publicHtml("/")).includes(notice), published).toBe(true);
  const missing = await publicPage("/no-such-page");
  expect(missing.status).toBe(404);
  expect(missing.html).toContain(notice);
  await checkAsOwner(page, "Your site, with a photo and a notice");

  await page.getByRole("button", { name: "Remove notice" }).click();
  await expect(page.getByRole("status")).toHaveText("Notice removed from the site.");
  await expect.poll(async () => (await publicHtml("/")).includes(notice), published).toBe(false);
  expect((await publicPage("/no-such-page")).html).not.toContain(notice);
});
