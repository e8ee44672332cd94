// Runs photos through the upload pipeline and prints each rendition's size and the time taken, to tune the
// qualities in server/content/photo-pipeline.ts (results in docs/architecture.md, "Photos").
// Usage: node scripts/measure-photos.ts photo.jpg [more photos...]
import { readFileSync } from "node:fs";
import { preparePhoto } from "../server/content/photo-pipeline.ts";

for (const path of process.argv.slice(2)) {
  const bytes = readFileSync(path);
  const started = performance.now();
  const outcome = await preparePhoto(bytes);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!outcome.ok) {
    console.info(`${path}: refused: ${outcome.message}`);
    continue;
  }
  const sizes = outcome.photo.files
    .map((f) => `${f.name} ${(f.bytes.length / 1024).toFixed(0)} KB`)
    .join(", ");
  console.info(`${path} (${(bytes.length / 1024).toFixed(0)} KB) in ${seconds} s: ${sizes}`);
}
