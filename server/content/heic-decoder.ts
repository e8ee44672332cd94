import { Worker } from "node:worker_threads";
import type { HeicTarget } from "./heic-png.ts";

/**
 * A decoded HEIC photo: upright (libheif applies the container's rotation and mirroring), scaled to the largest
 * rendition, as a lossless PNG with the photo's own colour profile.
 */
type HeicDecodeResult = { ok: true; png: Uint8Array } | { ok: false; reason: "unreadable" | "timeout" };

/** Generous for a 48-megapixel phone photo on a busy 2-core machine (a 12-megapixel one takes about 2 s). */
const HEIC_DECODE_TIMEOUT_MS = 60_000;

/**
 * What libheif may hold in its WebAssembly memory for a photo of `pixels`: the decoded planes (at most 3 bytes a
 * pixel: 4:2:0 at 10 bits), their conversion to RGBA (4), the file itself, and 64 MB for the decoder's own state
 * (a 12-megapixel photo was measured to need 80-100 MB). A file that would make it allocate more (a header that
 * lies about what follows) fails instead.
 */
export function heicDecoderMemory(pixels: number, fileBytes: number): number {
  return pixels * 7 + fileBytes + 64 * 1024 * 1024;
}

/**
 * The worker's JavaScript heap: the decoder's glue code and small objects only (the pixels stay in WebAssembly
 * memory, the PNG in a buffer, both outside it).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 };

const workerUrl = new URL("./heic-decode-worker.ts", import.meta.url);

/**
 * Decodes a HEIC (HEVC) photo, which the prebuilt sharp cannot read, in a fresh worker thread that is terminated
 * after `limits.timeoutMs`, with its memory bounded by what a photo of the declared `width` x `height` needs (or
 * `limits.memoryBytes`), and answers it as `target` asks. A fresh worker each time gives the WebAssembly memory back
 * after every photo.
 */
export function decodeHeic(
  bytes: Uint8Array,
  declared: { width: number; height: number } & HeicTarget,
  limits: { timeoutMs?: number; memoryBytes?: number } = {},
): Promise<HeicDecodeResult> {
  const timeoutMs = limits.timeoutMs ?? HEIC_DECODE_TIMEOUT_MS;
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(workerUrl, {
      workerData: {
        ...declared,
        bytes,
        maxMemoryBytes:
          limits.memoryBytes ?? heicDecoderMemory(declared.width * declared.height, bytes.length),
      },
      resourceLimits: WORKER_LIMITS,
      stdout: true, // libheif's own console messages are not the service's log
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const finish = (result: HeicDecodeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }), timeoutMs);
    worker.on("message", (message: { ok: boolean; png?: Uint8Array }) => {
      finish(
        message.ok && message.png ? { ok: true, png: message.png } : { ok: false, reason: "unreadable" },
      );
    });
    worker.on("error", () => finish({ ok: false, reason: "unreadable" }));
    worker.on("exit", () => finish({ ok: false, reason: "unreadable" }));
  });
}
