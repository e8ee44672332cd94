import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** What the HEIC worker makes of the decoded pixels, as the pipeline asks for it. */
export interface HeicTarget {
  /** The widest rendition: the pixels are scaled down to it before they leave the worker. */
  largest: number;
  hasAlpha: boolean;
  /** The photo's own colour profile (Display P3 from a phone), from its header. */
  icc?: Uint8Array;
}

/**
 * The decoder's RGBA pixels, scaled down to the largest rendition, as a lossless PNG carrying the photo's own colour
 * profile: sharp cannot be told a raw image's profile, and without it a Display P3 photo would come out dull.
 * `rgba` may be a view of the decoder's own memory (nothing copied): `stride` bytes a row.
 */
export async function heicPixelsToPng(
  pixels: { width: number; height: number; stride: number; rgba: Uint8Array },
  target: HeicTarget,
): Promise<Buffer> {
  const rowBytes = pixels.width * 4;
  const packed =
    pixels.stride === rowBytes
      ? pixels.rgba.subarray(0, rowBytes * pixels.height)
      : packRows(pixels.rgba, pixels.stride, rowBytes, pixels.height);
  let image = sharp(packed, { raw: { width: pixels.width, height: pixels.height, channels: 4 } });
  if (!target.hasAlpha) image = image.removeAlpha();
  const png = await image
    .resize({ width: target.largest, withoutEnlargement: true })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
  return target.icc ? withIccChunk(png, target.icc) : png;
}

function packRows(rgba: Uint8Array, stride: number, rowBytes: number, rows: number): Uint8Array {
  const packed = new Uint8Array(rowBytes * rows);
  for (let row = 0; row < rows; row += 1) {
    packed.set(rgba.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  }
  return packed;
}

/** Inserts an iCCP chunk (the profile, deflated) right after the PNG's IHDR chunk. */
function withIccChunk(png: Buffer, icc: Uint8Array): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4; // signature, IHDR's length, type, data and CRC
  const body = Buffer.concat([Buffer.from("icc\0\0", "latin1"), deflateSync(icc)]); // name, NUL, method 0
  const typeAndBody = Buffer.concat([Buffer.from("iCCP", "latin1"), body]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([png.subarray(0, ihdrEnd), length, typeAndBody, crc, png.subarray(ihdrEnd)]);
}
