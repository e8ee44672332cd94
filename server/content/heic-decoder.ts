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

const workerUrl = new URL("./heic-decode-worker.ts", import.meta.url);

/**
 * Decodes a HEIC (HEVC) photo, which the prebuilt sharp cannot read, in a fresh worker thread that is terminated
 * after `timeoutMs`. A fresh worker each time gives the WebAssembly memory back after every photo.
 */
export function decodeHeic(bytes: Uint8Array, timeoutMs = HEIC_DECODE_TIMEOUT_MS): Promise<HeicDecodeResult> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(workerUrl, { workerData: bytes });
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
