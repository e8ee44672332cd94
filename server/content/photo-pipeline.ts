// The owner's photo uploads: what a file is (by its bytes), whether it may be taken, what decoding it costs, and its
// re-encoding into the galleries' renditions, upright, in sRGB and without any metadata: WebP and JPEG first (the
// photo goes live with them), AVIF after (encodeAvif, from a near-lossless copy of the same pixels).
// docs/architecture.md, "Photos: what happens to an upload".
import { readFile } from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { AVIF_SOURCE_FILE } from "../store/site-content.ts";
import { decodeHeic } from "./heic-decoder.ts";
import { photoWork } from "./photo-work.ts";

// libvips' operation cache would keep recent images (up to 50 MB) after their photo is done: nothing here is
// ever decoded twice, so it only adds to the service's memory.
sharp.cache(false);

const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const; // widths the galleries' srcset uses
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024; // refuse larger uploads
/** Larger than any phone's camera (48 MP at most today); more is a decompression bomb or not a photo. */
const PHOTO_MAX_PIXELS = 100_000_000;
/**
 * The most memory decoding one photo may take: what the decoder must hold at once (decodeCost). A phone's largest
 * photo passes: 48 megapixels (8064 x 6048) take 268 MB as a HEIC, the heaviest format a phone writes (a baseline
 * JPEG is decoded at a quarter of its size, about 9 MB), and a 50-megapixel one 275 MB; a 100-megapixel 16-bit
 * interlaced PNG (600 MB) does not. With the 170 MB the service holds at rest, one photo at a time stays under 600 MB.
 */
export const PHOTO_DECODE_BUDGET = 320 * 1024 * 1024;
/**
 * A HEIC's compressed bytes per megapixel below which it cannot be a camera's photo: phones write 80-250 KB a
 * megapixel, a flat grey wall still far above this. A 1.5 KB file "of" 100 megapixels is a decoder bomb.
 */
const HEIC_MIN_BYTES_PER_MEGAPIXEL = 2 * 1024;
/** Rows a non-interlaced PNG is held by, read row by row and scaled as it goes (measured: 60 MB, 10,000 wide). */
const STREAMED_ROWS = 2_048;
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
  /** WebP at each width, then the JPEG: what the photo goes live with. */
  files: PhotoFile[];
  /** The same upright sRGB pixels, nearly lossless, without metadata: what encodeAvif makes the AVIF from. */
  avifSource: PhotoFile;
}
/** An uploaded file waiting on disk (the upload route streams bodies there): read only when its turn comes. */
export interface PhotoOnDisk {
  path: string;
  size: number;
}
export type PhotoOutcome = { ok: true; photo: PreparedPhoto } | { ok: false; message: string };

export const PHOTO_MESSAGES = {
  notPhoto: "This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC photo.",
  tooLarge: "This photo is larger than 20 MB. Please choose a photo of at most 20 MB.",
  tooManyPixels:
    "This photo has more than 100 megapixels, which is more than any phone takes. Please choose a photo of at most 100 megapixels.",
  tooHeavy:
    "This photo would take more than 320 MB of memory to read (it is very large, or stored with more colour depth than a phone uses). Please save it as a JPEG, or choose a smaller photo.",
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
// "truncated" refuses a cut-off file but takes a phone photo with a harmless libjpeg warning; sequentialRead lets
// libvips read top to bottom and scale as it goes instead of holding the whole image; unlimited false keeps
// libvips' own guards against oversized PNG text chunks and the like (the default, stated).
const INPUT_OPTIONS = {
  limitInputPixels: PHOTO_MAX_PIXELS,
  failOn: "truncated",
  sequentialRead: true,
  unlimited: false,
} as const;

export type PhotoKind = "jpeg" | "png" | "webp" | "heif";
type Kind = PhotoKind;

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

/**
 * Checks an uploaded file and, if it is a photo the site can take, re-encodes it to WebP at the galleries' widths
 * plus one JPEG, and keeps its pixels, nearly losslessly, for the AVIF renditions made after (encodeAvif). One photo at a
 * time in the whole service (photo-work.ts); a file on disk is read only when its turn comes. Refusals carry a
 * message for the owner; nothing is written anywhere.
 */
export async function preparePhoto(input: Uint8Array | PhotoOnDisk): Promise<PhotoOutcome> {
  const size = input instanceof Uint8Array ? input.length : input.size;
  if (size > PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  return photoWork("now", async () => {
    const bytes = input instanceof Uint8Array ? input : await readFile(input.path);
    const kind = detectPhotoKind(bytes);
    if (!kind) return { ok: false, message: PHOTO_MESSAGES.notPhoto };
    return prepare(bytes, kind);
  });
}

/**
 * The AVIF renditions of a prepared photo, from its source pixels, one width at a time, each after any upload
 * waiting (photo-work.ts): they take most of a photo's time, so the photo is live before them.
 */
export async function encodeAvif(source: Uint8Array, widths: readonly number[]): Promise<PhotoFile[]> {
  const files: PhotoFile[] = [];
  for (const width of widths) {
    const bytes = await photoWork("later", () =>
      sharp(source, INPUT_OPTIONS).resize({ width, withoutEnlargement: true }).avif(AVIF_OPTIONS).toBuffer(),
    );
    files.push({ name: `${width}.avif`, contentType: "image/avif", bytes });
  }
  return files;
}

/**
 * Bytes the decoder must hold at once to read this photo, from its header: width x height x channels x bytes a
 * sample for what is decoded whole; less where the decoder streams or scales while reading.
 */
export function decodeCost(header: Metadata, kind: PhotoKind, largest: number): number {
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  const channels = header.channels ?? 4;
  const sample = header.depth === "ushort" || header.depth === "short" ? 2 : header.depth === "uchar" ? 1 : 4;
  const turned = (header.orientation ?? 1) >= 5; // a quarter turn needs every row before the first one out
  switch (kind) {
    case "heif":
      // libheif holds the decoded planes (1.5 bytes a pixel at 8 bits) and their RGBA (4); its whole memory is
      // capped on its own (heic-decoder.ts), and the pixels leave it already scaled down.
      return width * height * 5.5;
    case "jpeg": {
      if (header.isProgressive) {
        // Every DCT coefficient (2 bytes) of every component is kept until the last scan: 4:2:0 has 1.5 a pixel.
        const perPixel = header.chromaSubsampling?.startsWith("4:2:0") ? 1.5 : channels;
        return width * height * perPixel * 2;
      }
      // A baseline JPEG is decoded at 1/2, 1/4 or 1/8 of its size while it is read, down to the largest rendition.
      const uprightWidth = turned ? height : width;
      const shrink = [8, 4, 2].find((factor) => uprightWidth / factor >= largest) ?? 1;
      return Math.ceil(width / shrink) * Math.ceil(height / shrink) * channels * sample;
    }
    case "png":
      // Interlaced (Adam7's seven passes) or turned, the whole image; otherwise row by row.
      return header.isProgressive || turned
        ? width * height * channels * sample
        : width * Math.min(height, STREAMED_ROWS) * channels * sample;
    default:
      return width * height * channels * sample;
  }
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
  // A HEIC too small for its size is no photo (a 1.5 KB "100 megapixels"): refused before a worker starts.
  if (kind === "heif" && bytes.length < (width * height * HEIC_MIN_BYTES_PER_MEGAPIXEL) / 1_000_000) {
    return { ok: false, message: PHOTO_MESSAGES.damaged };
  }
  if (decodeCost(header, kind, largest) > PHOTO_DECODE_BUDGET)
    return { ok: false, message: PHOTO_MESSAGES.tooHeavy };

  let source: Uint8Array = bytes;
  if (kind === "heif" && header.compression !== "av1") {
    // The prebuilt sharp has no HEVC decoder: decode in WebAssembly (a worker), which hands back the pixels at the
    // largest rendition's width with the photo's own profile. libheif must find the size sharp read from it.
    const decoded = await decodeHeic(bytes, {
      width: header.width ?? 0,
      height: header.height ?? 0,
      largest,
      hasAlpha: header.hasAlpha === true,
      ...(header.icc ? { icc: header.icc } : {}),
    });
    if (!decoded.ok) {
      return {
        ok: false,
        message: decoded.reason === "timeout" ? PHOTO_MESSAGES.tooSlow : PHOTO_MESSAGES.damaged,
      };
    }
    source = decoded.png;
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
        name: `${w}.webp`,
        contentType: "image/webp",
        bytes: await fromBase(w).webp(WEBP_OPTIONS).toBuffer(),
      });
    }
    const jpegWidth = [...widths].reverse().find((w) => w <= JPEG_MAX_WIDTH) ?? widths[0] ?? largest;
    // JPEG has no transparency: a transparent PNG's background becomes white, as on the site's pages.
    const jpeg = await fromBase(jpegWidth).flatten({ background: "#ffffff" }).jpeg(JPEG_OPTIONS).toBuffer();
    files.push({ name: `${jpegWidth}.jpg`, contentType: "image/jpeg", bytes: jpeg });
    const avifSource = await avifSourceOf(base.data, raw);

    return {
      ok: true,
      photo: { width: raw.width, height: raw.height, widths, jpegWidth, files, avifSource },
    };
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.damaged };
  }
}

/**
 * The pixels the AVIF renditions are made from later, stored with the photo until then (in the database, so any copy
 * can make them): a JPEG at quality 95 without chroma subsampling, about 0.4 MB for a 1600 px photo where a
 * lossless PNG was 4-5 MB written at every upload; what it loses is far below what AVIF at quality 50 drops. A
 * photo with transparency keeps it: a PNG then.
 */
async function avifSourceOf(
  pixels: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<PhotoFile> {
  const image = sharp(pixels, { raw });
  if (raw.channels === 4 || raw.channels === 2) {
    return {
      name: AVIF_SOURCE_FILE,
      contentType: "image/png",
      bytes: await image.png({ compressionLevel: 1 }).toBuffer(),
    };
  }
  const bytes = await image.jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
  return { name: AVIF_SOURCE_FILE, contentType: "image/jpeg", bytes };
}

/** The galleries' widths that fit the upright photo (never upscaled); a narrower photo keeps its own width. */
function renditionWidths(uprightWidth: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((w) => w <= uprightWidth);
  return fitting.length > 0 ? fitting : [uprightWidth];
}
