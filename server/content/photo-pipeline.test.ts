import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heicClaiming, interlacedPng16 } from "../../tests/support/photo-bombs.ts";
import { decodeHeic } from "./heic-decoder.ts";
import {
  encodeAvif,
  PHOTO_DECODE_BUDGET,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  type PhotoFile,
  type PhotoOutcome,
  type PreparedPhoto,
  preparePhoto,
} from "./photo-pipeline.ts";
import { photoWorkLoad } from "./photo-work.ts";

// Fixtures are made here with sharp; the one HEIC (sharp cannot write HEVC) is described in fixtures/README.md.
const heicFixture = readFileSync(new URL("./fixtures/p3-gps.heic", import.meta.url));

const GPS_EXIF = {
  IFD0: { Make: "SecretPhoneCo", Copyright: "secret-exif-marker" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "32/1 26/1 5000/100",
    GPSLongitudeRef: "W",
    GPSLongitude: "99/1 44/1 0/1",
  },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="secret-xmp-marker"/></rdf:RDF></x:xmpmeta>';

function accepted(outcome: PhotoOutcome): PreparedPhoto {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return outcome.photo;
}

/** Every file a photo ends up with: what it goes live with (WebP, JPEG), then its AVIF renditions made after. */
async function everyRendition(photo: PreparedPhoto): Promise<PhotoFile[]> {
  return [...photo.files, ...(await encodeAvif(photo.avifSource.bytes, photo.widths))];
}

function solid(width: number, height: number, format: "jpeg" | "png" | "webp"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** Decodes a rendition and returns the sRGB pixel at (x, y). */
async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

/** The largest difference of one channel between two colours. */
function colourDistance(actual: number[], expected: number[]): number {
  return Math.max(...expected.map((c, i) => Math.abs((actual[i] ?? -255) - c)));
}

/** The chunk types of a WebP (RIFF) file: where its EXIF, XMP and ICC profile would be. */
function riffChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    chunks.push(bytes.toString("latin1", at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

async function expectNoMetadata(file: PhotoFile): Promise<void> {
  const meta = await sharp(file.bytes).metadata();
  expect(meta.exif, file.name).toBeUndefined();
  expect(meta.xmp, file.name).toBeUndefined();
  expect(meta.iptc, file.name).toBeUndefined();
  if (file.contentType === "image/webp") {
    // exifr does not read WebP: look at the container's chunks instead.
    expect(riffChunks(file.bytes).filter((c) => !["VP8 ", "VP8L", "VP8X", "ALPH"].includes(c))).toEqual([]);
  } else {
    expect(
      await exifr.parse(file.bytes, { tiff: true, xmp: true, iptc: true, gps: true }),
      file.name,
    ).toBeFalsy();
    expect(await exifr.gps(file.bytes), file.name).toBeFalsy();
  }
  for (const marker of ["secret-exif-marker", "secret-xmp-marker", "SecretPhoneCo"]) {
    expect(file.bytes.includes(marker), `${file.name} holds ${marker}`).toBe(false);
  }
}

describe("preparePhoto: what is kept", () => {
  it("removes GPS, EXIF and XMP from every rendition and turns a sideways phone photo upright", async () => {
    // Stored 1000 x 500, top half red, bottom half blue, with EXIF orientation 6: upright it is 500 x 1000 and the
    // stored top (red) is on the right.
    const width = 1000;
    const height = 500;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) pixels[i * 3 + (i < (width * height) / 2 ? 0 : 2)] = 255;
    const phonePhoto = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .withExif(GPS_EXIF)
      .withMetadata({ orientation: 6 })
      .withXmp(XMP)
      .jpeg()
      .toBuffer();
    // The fixture really carries what must go.
    expect(await exifr.gps(phonePhoto)).toMatchObject({ latitude: expect.closeTo(32.447, 3) });
    expect((await sharp(phonePhoto).metadata()).orientation).toBe(6);

    const photo = accepted(await preparePhoto(phonePhoto));
    expect(photo).toMatchObject({ width: 480, height: 960, widths: [480], jpegWidth: 480 });
    const files = await everyRendition(photo);
    expect(files.map((f) => f.name)).toEqual(["480.webp", "480.jpg", "480.avif"]);
    // The source the AVIF is made from carries nothing either (it is never served, and deleted after).
    const source = await sharp(photo.avifSource.bytes).metadata();
    expect([source.format, source.exif, source.xmp, source.iptc, source.icc]).toEqual([
      "jpeg",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const marker of ["secret-exif-marker", "secret-xmp-marker", "SecretPhoneCo"]) {
      expect(photo.avifSource.bytes.includes(marker), marker).toBe(false);
    }
    for (const file of files) {
      await expectNoMetadata(file);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.width, meta.height, meta.orientation ?? 1], file.name).toEqual([480, 960, 1]);
      const [leftRed = 0, , leftBlue = 0] = await pixelAt(file.bytes, 40, 480);
      const [rightRed = 0, , rightBlue = 0] = await pixelAt(file.bytes, 440, 480);
      expect({ leftRed, leftBlue, rightRed, rightBlue }, file.name).toEqual({
        leftRed: expect.toSatisfy((c: number) => c < 30),
        leftBlue: expect.toSatisfy((c: number) => c > 200),
        rightRed: expect.toSatisfy((c: number) => c > 200),
        rightBlue: expect.toSatisfy((c: number) => c < 30),
      });
    }
  });

  it("renders the galleries' widths that fit, never wider than the photo, with the right names and types", async () => {
    const photo = accepted(await preparePhoto(await solid(1300, 975, "jpeg")));
    expect(photo).toMatchObject({ width: 1200, height: 900, widths: [480, 800, 1200], jpegWidth: 1200 });
    const files = await everyRendition(photo);
    expect(files.map((f) => [f.name, f.contentType])).toEqual([
      ["480.webp", "image/webp"],
      ["800.webp", "image/webp"],
      ["1200.webp", "image/webp"],
      ["1200.jpg", "image/jpeg"],
      ["480.avif", "image/avif"],
      ["800.avif", "image/avif"],
      ["1200.avif", "image/avif"],
    ]);
    for (const file of files) {
      const meta = await sharp(file.bytes).metadata();
      const [width, extension] = file.name.split(".");
      expect(meta.format, file.name).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[extension ?? ""]);
      expect(meta.width, file.name).toBe(Number(width));
      expect(meta.height, file.name).toBe((Number(width) * 3) / 4);
      // Each rendition decodes to the photo's colour.
      expect(
        colourDistance(await pixelAt(file.bytes, 10, 10), [90, 140, 200]),
        file.name,
      ).toBeLessThanOrEqual(6);
    }
  }, 60_000);

  it("stops at 1600 and keeps the JPEG at 1200 for a full-size photo", async () => {
    const photo = accepted(await preparePhoto(await solid(2000, 1500, "jpeg")));
    expect(photo).toMatchObject({
      width: 1600,
      height: 1200,
      widths: [480, 800, 1200, 1600],
      jpegWidth: 1200,
    });
    expect((await everyRendition(photo)).map((f) => f.name)).toEqual([
      "480.webp",
      "800.webp",
      "1200.webp",
      "1600.webp",
      "1200.jpg",
      "480.avif",
      "800.avif",
      "1200.avif",
      "1600.avif",
    ]);
  }, 60_000);

  it("gives a photo narrower than 480 one rendition at its own width", async () => {
    const photo = accepted(await preparePhoto(await solid(300, 200, "png")));
    expect(photo).toMatchObject({ width: 300, height: 200, widths: [300], jpegWidth: 300 });
    expect((await everyRendition(photo)).map((f) => f.name)).toEqual(["300.webp", "300.jpg", "300.avif"]);
  });

  it("takes a PNG with transparency: kept in AVIF and WebP, white in the JPEG", async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 300, height: 400, channels: 4, background: "#cc2200" } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const photo = accepted(await preparePhoto(png));
    expect(photo.widths).toEqual([480]);
    const byName = Object.fromEntries((await everyRendition(photo)).map((f) => [f.name, f.bytes]));
    for (const name of ["480.avif", "480.webp"]) {
      const bytes = byName[name] as Buffer;
      expect((await sharp(bytes).metadata()).hasAlpha, name).toBe(true);
      expect((await pixelAt(bytes, 460, 200))[3], `${name} transparent side`).toBeLessThan(10);
    }
    const jpeg = byName["480.jpg"] as Buffer;
    expect((await pixelAt(jpeg, 460, 200)).every((c) => c > 245)).toBe(true);
    expect((await pixelAt(jpeg, 20, 200))[0]).toBeGreaterThan(180);
  });

  it("takes a WebP", async () => {
    const photo = accepted(await preparePhoto(await solid(800, 600, "webp")));
    expect(photo.widths).toEqual([480, 800]);
  });

  it("takes an iPhone-style HEIC (HEVC, Display P3, GPS): its colours converted to sRGB and its GPS gone", async () => {
    // The fixture holds GPS in its EXIF and pixels in Display P3 that mean sRGB (200, 100, 50).
    const heicExif = (await sharp(heicFixture).metadata()).exif;
    expect(await exifr.gps(heicExif as Buffer)).toMatchObject({ latitude: expect.closeTo(32.447, 3) });
    const photo = accepted(await preparePhoto(heicFixture));
    expect(photo).toMatchObject({ width: 480, height: 360, widths: [480], jpegWidth: 480 });
    for (const file of await everyRendition(photo)) {
      await expectNoMetadata(file);
      // Read as sRGB without its profile it would be about (187, 106, 63): 13 off.
      expect(
        colourDistance(await pixelAt(file.bytes, 240, 180), [200, 100, 50]),
        file.name,
      ).toBeLessThanOrEqual(6);
    }
  });

  it("converts a Display P3 JPEG to sRGB", async () => {
    const p3 = await sharp({
      create: { width: 500, height: 400, channels: 3, background: { r: 200, g: 100, b: 50 } },
    })
      .withIccProfile("p3")
      .jpeg({ quality: 95 })
      .toBuffer();
    const photo = accepted(await preparePhoto(p3));
    for (const file of await everyRendition(photo)) {
      expect(
        colourDistance(await pixelAt(file.bytes, 240, 200), [200, 100, 50]),
        file.name,
      ).toBeLessThanOrEqual(6);
    }
  });
});

describe("preparePhoto: what is refused", () => {
  it("refuses a text file whatever its name, by its content", async () => {
    expect(await preparePhoto(Buffer.from("Call me back about the quote, thanks!\n"))).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.notPhoto,
    });
    expect(PHOTO_MESSAGES.notPhoto).toBe(
      "This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC photo.",
    );
  });

  it("refuses an SVG with a script", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>' +
        '<rect width="100" height="100" fill="red"/></svg>',
    );
    expect(await preparePhoto(svg)).toEqual({ ok: false, message: PHOTO_MESSAGES.notPhoto });
  });

  it("refuses a 40 MB file, naming the 20 MB limit, without reading it", async () => {
    const big = Buffer.alloc(40 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const outcome = await preparePhoto(big);
    expect(outcome).toEqual({ ok: false, message: PHOTO_MESSAGES.tooLarge });
    expect(PHOTO_MESSAGES.tooLarge).toContain("20 MB");
    expect(PHOTO_MAX_BYTES).toBe(20 * 1024 * 1024);
  });

  it("refuses a 20,000 x 20,000 decompression bomb from its header, naming the 100 megapixel limit", async () => {
    // A 1 x 1 PNG whose header claims 20,000 x 20,000: were its pixels decoded, it would be refused as damaged.
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    const outcome = await preparePhoto(png);
    expect(outcome).toEqual({ ok: false, message: PHOTO_MESSAGES.tooManyPixels });
    expect(PHOTO_MESSAGES.tooManyPixels).toContain("100 megapixels");
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    expect(await preparePhoto(jpeg.subarray(0, jpeg.length / 2))).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.damaged,
    });
  });

  it("refuses a file that only starts like a photo", async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from("<html><script>x()</script></html>"),
    ]);
    expect(await preparePhoto(fake)).toEqual({ ok: false, message: PHOTO_MESSAGES.damaged });
    const fakeHeic = Buffer.concat([heicFixture.subarray(0, 32), Buffer.alloc(2000, 7)]);
    expect((await preparePhoto(fakeHeic)).ok).toBe(false);
  });

  it("refuses a 100-megapixel 16-bit interlaced PNG by what decoding it costs (600 MB), from its header; a 48-megapixel phone JPEG passes", async () => {
    // Issue 27's bomb: under a megabyte, 10,000 x 10,000 at 16 bits, interlaced, so held whole while decoded.
    const png = await interlacedPng16(10_000, 10_000);
    expect(png.length).toBeLessThan(1024 * 1024);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 10_000,
      height: 10_000,
      depth: "ushort",
      isProgressive: true,
    });
    expect(await preparePhoto(png)).toEqual({ ok: false, message: PHOTO_MESSAGES.tooHeavy });
    expect(PHOTO_MESSAGES.tooHeavy).toContain("320 MB");
    expect(PHOTO_DECODE_BUDGET).toBe(320 * 1024 * 1024);
    // A phone's largest photo: read at a quarter of its size while decoded, well within the budget.
    const phone48 = accepted(await preparePhoto(await solid(8_000, 6_000, "jpeg")));
    expect(phone48).toMatchObject({ width: 1600, height: 1200, widths: [480, 800, 1200, 1600] });
  }, 60_000);

  it("refuses a HEIC of under a kilobyte claiming 9984 x 9984 (or 12 megapixels) as unreadable, before decoding it", async () => {
    // Each is a valid file that libheif decodes to a grey photo of that size (issue 27: +620 MB), were it asked to.
    const bomb = heicClaiming(9_984, 9_984);
    expect(bomb.length).toBeLessThan(1_500);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 9_984,
      height: 9_984,
    });
    expect(await preparePhoto(bomb)).toEqual({ ok: false, message: PHOTO_MESSAGES.damaged });
    // Within every size limit, but 700 bytes cannot honestly hold a 12-megapixel photo.
    expect(await preparePhoto(heicClaiming(4_000, 3_000))).toEqual({
      ok: false,
      message: PHOTO_MESSAGES.damaged,
    });
  });

  it("refuses a 12,000 x 100 strip (more than 10:1)", async () => {
    const strip = await solid(12_000, 100, "png");
    expect(await preparePhoto(strip)).toEqual({ ok: false, message: PHOTO_MESSAGES.tooNarrow });
    expect(PHOTO_MESSAGES.tooNarrow).toContain("10 times");
  });
});

describe("preparePhoto: several at once", () => {
  it("answers each of several photos sent together, a refused one holding up none of the others", async () => {
    const truncated = (await solid(800, 600, "jpeg")).subarray(0, 300);
    const outcomes = await Promise.all([
      preparePhoto(await solid(900, 600, "jpeg")),
      preparePhoto(truncated),
      preparePhoto(heicFixture),
      preparePhoto(await solid(500, 500, "webp")),
    ]);
    expect(outcomes.map((o) => (o.ok ? o.photo.widths : o.message))).toEqual([
      [480, 800],
      PHOTO_MESSAGES.damaged,
      [480],
      [480],
    ]);
  }, 60_000);
});

describe("one photo's work at a time in the service", () => {
  it("runs uploads one at a time and before any AVIF rendition waiting, never two pieces at once", async () => {
    const big = accepted(await preparePhoto(await solid(2_000, 1_500, "jpeg")));
    const uploads = await Promise.all([900, 1000, 1100].map((width) => solid(width, 700, "jpeg")));
    const done: string[] = [];
    let most = 0;
    let waitingMost = 0;
    const sampler = setInterval(() => {
      const load = photoWorkLoad();
      most = Math.max(most, load.running, sharp.counters().process);
      waitingMost = Math.max(waitingMost, load.waiting);
    }, 1);
    try {
      const avif = encodeAvif(big.avifSource.bytes, big.widths).then(() => done.push("avif"));
      const prepared = uploads.map((bytes, index) =>
        preparePhoto(bytes).then((outcome) => done.push(`upload ${index + 1}: ${outcome.ok}`)),
      );
      await Promise.all([avif, ...prepared]);
    } finally {
      clearInterval(sampler);
    }
    // The AVIF's first width was under way; the three uploads went before its other three.
    expect(done).toEqual(["upload 1: true", "upload 2: true", "upload 3: true", "avif"]);
    expect(most).toBe(1);
    expect(waitingMost).toBeGreaterThanOrEqual(3);
  }, 60_000);
});

describe("decodeHeic", () => {
  /** What a decode answered: the PNG's size, or why it failed. */
  const outcome = async (result: Awaited<ReturnType<typeof decodeHeic>>) => {
    if (!result.ok) return result;
    const { width, height, format } = await sharp(result.png).metadata();
    return { ok: true, width, height, format };
  };

  it("lets libheif allocate only what a photo of the declared size needs, and hands back only the scaled-down photo", async () => {
    const grey = heicClaiming(4_000, 3_000);
    const size = { width: 4_000, height: 3_000, largest: 1_600, hasAlpha: false };
    expect(await outcome(await decodeHeic(grey, size))).toEqual({
      ok: true,
      width: 1_600,
      height: 1_200,
      format: "png",
    });
    // The same file with its WebAssembly memory held under what 12 megapixels need (about 90 MB): refused.
    expect(await decodeHeic(grey, size, { memoryBytes: 48 * 1024 * 1024 })).toEqual({
      ok: false,
      reason: "unreadable",
    });
    // A header that says 1280 x 960 over a 9984 x 9984 canvas: the decoder's memory follows the header, so it fails.
    const lying = heicClaiming(9_984, 9_984, { width: 1_280, height: 960 });
    expect(await decodeHeic(lying, { ...size, width: 1_280, height: 960 })).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });

  it("decodes in a worker and stops it at its time limit", async () => {
    const size = { width: 640, height: 480, largest: 480, hasAlpha: false };
    expect(await outcome(await decodeHeic(heicFixture, size))).toEqual({
      ok: true,
      width: 480,
      height: 360,
      format: "png",
    });
    expect(await decodeHeic(heicFixture, size, { timeoutMs: 1 })).toEqual({ ok: false, reason: "timeout" });
    expect(await decodeHeic(Buffer.from("not a heic at all, not even close"), size)).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });
});
