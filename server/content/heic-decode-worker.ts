// Decodes one HEIC photo in a worker thread (libheif in WebAssembly, the build heic-decode ships), so the decoder's
// CPU time and memory stay off the service's event loop and the parent can stop it after its time limit. The
// WebAssembly memory may grow only to what a photo of the checked size needs (`maxMemoryBytes`): a file whose
// contents would make libheif allocate more fails here, as "could not be read", instead of taking the service's
// memory. The decoded RGBA is read where libheif left it (no copy) and leaves the worker only as a PNG at the
// largest rendition's width: a 48-megapixel photo's 192 MB of pixels never cross to the service's thread.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import { type HeicTarget, heicPixelsToPng } from "./heic-png.ts";
import { withMemoryLimit } from "./wasm-memory-limit.ts";

interface Job extends HeicTarget {
  bytes: Uint8Array;
  /** The size the file's header declares, which the checks before passed: the decoder must find exactly it. */
  width: number;
  height: number;
  maxMemoryBytes: number;
}

/** The part of libheif-js's API used here (its own typings describe the low-level calls only loosely). */
interface Libheif {
  ready?: Promise<unknown>;
  HeifDecoder: new () => {
    decode(
      bytes: Uint8Array,
    ): Array<{ handle: unknown; get_width(): number; get_height(): number; free(): void }>;
    decoder: { delete(): void };
  };
  heif_js_decode_image2(
    handle: unknown,
    colorspace: unknown,
    chroma: unknown,
  ): {
    code?: unknown;
    image: unknown;
    channels: Array<{ id: unknown; width: number; height: number; stride: number; data: Uint8Array }>;
  } | null;
  heif_image_release(image: unknown): void;
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGBA: unknown };
  heif_channel: { heif_channel_interleaved: unknown };
}

const require = createRequire(import.meta.url);
const job = workerData as Job;
try {
  const wasm = readFileSync(require.resolve("libheif-js/libheif-wasm/libheif.wasm"));
  const libheif = require("libheif-js/libheif-wasm/libheif.js")({
    wasmBinary: withMemoryLimit(wasm, job.maxMemoryBytes),
  }) as Libheif;
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(job.bytes);
  try {
    const [first] = images;
    // The first image, as sharp's header describes it: anything else is not this photo.
    if (!first || first.get_width() !== job.width || first.get_height() !== job.height)
      throw new Error("size");
    const decoded = libheif.heif_js_decode_image2(
      first.handle,
      libheif.heif_colorspace.heif_colorspace_RGB,
      libheif.heif_chroma.heif_chroma_interleaved_RGBA,
    );
    if (!decoded || decoded.code) throw new Error("not decoded");
    const channel = decoded.channels.find(
      (entry) => entry.id === libheif.heif_channel.heif_channel_interleaved,
    );
    if (!channel || channel.width !== job.width || channel.height !== job.height)
      throw new Error("no pixels");
    const png = await heicPixelsToPng(
      { width: channel.width, height: channel.height, stride: channel.stride, rgba: channel.data },
      job,
    );
    libheif.heif_image_release(decoded.image);
    parentPort?.postMessage({ ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) });
  } finally {
    for (const image of images) image.free();
    decoder.decoder.delete();
  }
} catch {
  parentPort?.postMessage({ ok: false });
}
