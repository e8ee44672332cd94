// Decodes one HEIC photo in a worker thread (heic-decode: libheif in WebAssembly), so the decoder's CPU time and
// memory stay off the service's event loop and the parent can stop it after its time limit. The WebAssembly memory
// may grow only to what a photo of the checked size needs (`maxMemoryBytes`): a file whose contents would make
// libheif allocate more fails here, as "could not be read", instead of taking the service's memory.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import type { DecodedHeic, HeicImage } from "heic-decode";
import { withMemoryLimit } from "./wasm-memory-limit.ts";

interface Job {
  bytes: Uint8Array;
  /** The size the file's header declares, which the checks before passed: the decoder must find exactly it. */
  width: number;
  height: number;
  maxMemoryBytes: number;
}

const require = createRequire(import.meta.url);
const job = workerData as Job;
try {
  const wasm = readFileSync(require.resolve("libheif-js/libheif-wasm/libheif.wasm"));
  const libheif = require("libheif-js/libheif-wasm/libheif.js")({
    wasmBinary: withMemoryLimit(wasm, job.maxMemoryBytes),
  });
  const { all } = require("heic-decode/lib.js")(libheif) as {
    all: (input: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose(): void }>;
  };
  const images = await all({ buffer: job.bytes });
  try {
    const [first] = images;
    // heic-decode decodes the first image, as sharp's header describes it: anything else is not this photo.
    if (!first || first.width !== job.width || first.height !== job.height) throw new Error("another size");
    const { width, height, data }: DecodedHeic = await first.decode();
    parentPort?.postMessage({ ok: true, width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
} catch {
  parentPort?.postMessage({ ok: false });
}
