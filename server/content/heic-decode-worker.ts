// Decodes one HEIC photo in a worker thread (heic-decode: libheif in WebAssembly), so the decoder's CPU time
// and memory stay off the service's event loop and the parent can stop it after its time limit.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const input = workerData as Uint8Array;
try {
  const { width, height, data } = await decode({ buffer: input });
  parentPort?.postMessage({ ok: true, width, height, data }, [data.buffer]);
} catch {
  parentPort?.postMessage({ ok: false });
}
