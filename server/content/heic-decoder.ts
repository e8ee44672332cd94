import { Worker } from "node:worker_threads";

/** RGBA pixels of a decoded HEIC photo, upright (libheif applies the container's rotation and mirroring). */
interface HeicPixels {
  width: number;
  height: number;
  data: Uint8Array;
}

type HeicDecodeResult = { ok: true; pixels: HeicPixels } | { ok: false; reason: "unreadable" | "timeout" };

/** Generous for a 48-megapixel phone photo on a busy 2-core machine (a 12-megapixel one takes about 2 s). */
const HEIC_DECODE_TIMEOUT_MS = 60_000;

/**
 * What libheif may hold in its WebAssembly memory for a photo of `pixels`: the decoded planes (at most 3 bytes a
 * pixel: 4:2:0 at 10 bits), their conversion to RGBA (4), the file itself, and 64 MB for the decoder's own state.
 * A file that would make it allocate more (a header that lies about what follows) fails instead.
 */
export function heicDecoderMemory(pixels: number, fileBytes: number): number {
  return pixels * 7 + fileBytes + 64 * 1024 * 1024;
}

/**
 * The worker's JavaScript heap: the decoder's glue code and small objects only (pixels are in WebAssembly memory
 * and one transferred buffer, outside it). Measured to need under 20 MB.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 };

const workerUrl = new URL("./heic-decode-worker.ts", import.meta.url);

/**
 * Decodes a HEIC (HEVC) photo, which the prebuilt sharp cannot read, in a fresh worker thread that is terminated
 * after `limits.timeoutMs`, with its memory bounded by what a photo of the declared `width` x `height` needs (or
 * `limits.memoryBytes`). A fresh worker each time gives the WebAssembly memory back after every photo.
 */
export function decodeHeic(
  bytes: Uint8Array,
  declared: { width: number; height: number },
  limits: { timeoutMs?: number; memoryBytes?: number } = {},
): Promise<HeicDecodeResult> {
  const timeoutMs = limits.timeoutMs ?? HEIC_DECODE_TIMEOUT_MS;
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(workerUrl, {
      workerData: {
        bytes,
        width: declared.width,
        height: declared.height,
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
    worker.on(
      "message",
      (message: { ok: boolean; width?: number; height?: number; data?: Uint8ClampedArray }) => {
        if (message.ok && message.width && message.height && message.data) {
          const data = new Uint8Array(message.data.buffer, message.data.byteOffset, message.data.byteLength);
          finish({ ok: true, pixels: { width: message.width, height: message.height, data } });
        } else {
          finish({ ok: false, reason: "unreadable" });
        }
      },
    );
    worker.on("error", () => finish({ ok: false, reason: "unreadable" }));
    worker.on("exit", () => finish({ ok: false, reason: "unreadable" }));
  });
}
