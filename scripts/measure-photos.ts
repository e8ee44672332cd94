// Runs photos through the upload pipeline and prints each rendition's size and the time taken: the part a photo
// goes live with (WebP, JPEG) and the AVIF made after, to tune the qualities in server/content/photo-pipeline.ts
// (results in docs/architecture.md, "Photos").
// Usage: node scripts/measure-photos.ts photo.jpg [more photos...]
import { readFileSync } from "node:fs";
import { encodeAvif, preparePhoto } from "../server/content/photo-pipeline.ts";

for (const path of process.argv.slice(2)) {
  const bytes = readFileSync(path);
  const started = performance.now();
  const outcome = await preparePhoto(bytes);
  const live = ((performance.now() - started) / 1000).toFixed(1);
  if (!outcome.ok) {
    console.info(`${path}: refused: ${outcome.message}`);
    continue;
  }
  const avifStarted = performance.now();
  const avif = await encodeAvif(outcome.photo.avifSource.bytes, outcome.photo.widths);
  const avifSeconds = ((performance.now() - avifStarted) / 1000).toFixed(1);
  const sizes = [...outcome.photo.files, ...avif]
    .map((f) => `${f.name} ${(f.bytes.length / 1024).toFixed(0)} KB`)
    .join(", ");
  console.info(
    `${path} (${(bytes.length / 1024).toFixed(0)} KB): live in ${live} s, AVIF ${avifSeconds} s after: ${sizes}`,
  );
}
