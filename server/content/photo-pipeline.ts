// The owner's photo uploads: what a file is (by its bytes), whether it may be taken, and its re-encoding into the
// galleries' renditions, upright, in sRGB and without any metadata.
// docs/architecture.md, "Photos: what happens to an upload".
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Metadata } from "sharp";
import { decodeHeic } from "./heic-decoder.ts";

const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const; // widths the galleries' srcset uses
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024; // refuse larger uploads
/** Larger than any phone's camera (48 MP at most today); more is a decompression bomb or not a photo. */
const PHOTO_MAX_PIXELS = 100_000_000;
/** Longer side over shorter side: a panorama passes, a 12000 x 100 strip does not. */
const PHOTO_MAX_ASPECT = 10;
/** The JPEG fallback is for old browsers on small screens: never wider than this. */
const JPEG_MAX_WIDTH = 1200;

export interface PhotoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
} // name like "800.avif", "800.webp", "1200.jpg"
export interface PreparedPhoto {
  width: number;
  height: number; // upright size of the largest rendition
  widths: number[]; // the widths rendered as AVIF and WebP, ascending (never upscaled; a photo
  // narrower than 480 gets one rendition at its own width)
  jpegWidth: number; // the one JPEG fallback's width (largest rendered width <= 1200)
  files: PhotoFile[];
}
export type PhotoOutcome = { ok: true; photo: PreparedPhoto } | { ok: false; message: string };

export const PHOTO_MESSAGES = {
  notPhoto: "This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC photo.",
  tooLarge: "This photo is larger than 20 MB. Please choose a photo of at most 20 MB.",
  tooManyPixels:
    "This photo has more than 100 megapixels, which is more than any phone takes. Please choose a photo of at most 100 megapixels.",
  tooNarrow:
    "This photo is too long and narrow: one side is more than 10 times the other. Please crop it or choose another photo.",
  damaged: "This photo could not be read: the file may be damaged or incomplete. Please choose it again.",
  tooSlow: "This photo took too long to read. Please try again, or save it as a JPEG and upload that.",
} as const;

// Tuned for photos: sizes measured in docs/architecture.md.
const AVIF_OPTIONS = { quality: 50, effort: 4 } as const;
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;
const JPEG_OPTIONS = { quality: 80, mozjpeg: true } as const;

// limitInputPixels makes sharp itself refuse a bomb even if a header lied to the check before it; failOn
// "truncated" refuses a cut-off file but takes a phone photo with a harmless libjpeg warning.
const INPUT_OPTIONS = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "truncated" } as const;

type Kind = "jpeg" | "png" | "webp" | "heif";

// HEIF brands of photos (HEVC stills from iPhones and Android phones, and the generic image brands). AVIF's own
// brands are not here: the upload form asks for JPEG, PNG, WebP or HEIC.
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "mif2"]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The file's type from its first bytes (magic numbers), never from its name or the browser's word. */
function detectPhotoKind(bytes: Uint8Array): Kind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12)))
    return "heif";
  return undefined;
}

// One upload at a time: each photo already keeps sharp's libuv threads busy, and the machine has 2 cores shared
// with the quote form, which must stay quick.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Checks an uploaded file and, if it is a photo the site can take, re-encodes it to AVIF and WebP at the
 * galleries' widths plus one JPEG. Refusals carry a message for the owner; nothing is written anywhere.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PhotoOutcome> {
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const kind = detectPhotoKind(bytes);
  if (!kind) return { ok: false, message: PHOTO_MESSAGES.notPhoto };
  return oneAtATime(() => prepare(bytes, kind));
}

async function prepare(bytes: Uint8Array, kind: Kind): Promise<PhotoOutcome> {
  // The header only: no pixel is decoded before the size checks, which give their own messages (sharp's pixel
  // limit would refuse a bomb's header as unreadable).
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.damaged };
  }
  if (header.format !== kind) return { ok: false, message: PHOTO_MESSAGES.notPhoto };
  const { width, height } = header.autoOrient;
  if (!width || !height) return { ok: false, message: PHOTO_MESSAGES.damaged };
  if (width * height > PHOTO_MAX_PIXELS) return { ok: false, message: PHOTO_MESSAGES.tooManyPixels };
  if (Math.max(width, height) / Math.min(width, height) > PHOTO_MAX_ASPECT) {
    return { ok: false, message: PHOTO_MESSAGES.tooNarrow };
  }

  const widths = renditionWidths(width);
  const largest = widths[widths.length - 1] ?? width;

  let source: Uint8Array = bytes;
  if (kind === "heif" && header.compression !== "av1") {
    // The prebuilt sharp has no HEVC decoder: decode in WebAssembly, then hand sharp the pixels.
    const decoded = await decodeHeic(bytes);
    if (!decoded.ok) {
      return {
        ok: false,
        message: decoded.reason === "timeout" ? PHOTO_MESSAGES.tooSlow : PHOTO_MESSAGES.damaged,
      };
    }
    try {
      source = await pixelsWithProfile(decoded.pixels, largest, header.hasAlpha === true, header.icc);
    } catch {
      return { ok: false, message: PHOTO_MESSAGES.damaged };
    }
  }

  try {
    // Decoded once: upright, at the largest width, converted to sRGB from its own profile (Display P3 from a
    // phone). Raw pixels carry no metadata at all, so nothing of the original file can reach the renditions.
    const base = await sharp(source, INPUT_OPTIONS)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels,
    } as const;
    const fromBase = (w: number) => sharp(base.data, { raw }).resize({ width: w, withoutEnlargement: true });

    const files: PhotoFile[] = [];
    for (const w of widths) {
      files.push({
        name: `${w}.avif`,
        contentType: "image/avif",
        bytes: await fromBase(w).avif(AVIF_OPTIONS).toBuffer(),
      });
      files.push({
        name: `${w}.webp`,
        contentType: "image/webp",
        bytes: await fromBase(w).webp(WEBP_OPTIONS).toBuffer(),
      });
    }
    const jpegWidth = [...widths].reverse().find((w) => w <= JPEG_MAX_WIDTH) ?? widths[0] ?? largest;
    // JPEG has no transparency: a transparent PNG's background becomes white, as on the site's pages.
    const jpeg = await fromBase(jpegWidth).flatten({ background: "#ffffff" }).jpeg(JPEG_OPTIONS).toBuffer();
    files.push({ name: `${jpegWidth}.jpg`, contentType: "image/jpeg", bytes: jpeg });

    return { ok: true, photo: { width: raw.width, height: raw.height, widths, jpegWidth, files } };
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.damaged };
  }
}

/** The galleries' widths that fit the upright photo (never upscaled); a narrower photo keeps its own width. */
function renditionWidths(uprightWidth: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((w) => w <= uprightWidth);
  return fitting.length > 0 ? fitting : [uprightWidth];
}

/**
 * The decoder's pixels, scaled down to the largest rendition, as a lossless PNG carrying the photo's own colour
 * profile: sharp cannot be told a raw image's profile, and without it a Display P3 photo would come out dull.
 */
async function pixelsWithProfile(
  pixels: { width: number; height: number; data: Uint8Array },
  largest: number,
  hasAlpha: boolean,
  icc: Buffer | undefined,
): Promise<Uint8Array> {
  let image = sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
    limitInputPixels: PHOTO_MAX_PIXELS,
  });
  if (!hasAlpha) image = image.removeAlpha();
  const png = await image
    .resize({ width: largest, withoutEnlargement: true })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
  return icc ? withIccChunk(png, icc) : png;
}

/** Inserts an iCCP chunk (the profile, deflated) right after the PNG's IHDR chunk. */
function withIccChunk(png: Buffer, icc: Buffer): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4; // signature, IHDR's length, type, data and CRC
  const body = Buffer.concat([Buffer.from("icc\0\0", "latin1"), deflateSync(icc)]); // name, NUL, method 0
  const typeAndBody = Buffer.concat([Buffer.from("iCCP", "latin1"), body]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([png.subarray(0, ihdrEnd), length, typeAndBody, crc, png.subarray(ihdrEnd)]);
}
