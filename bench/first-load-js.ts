/**
 * The JavaScript a page loads by itself, counted from the build: the chunks its boot script starts
 * (app/lib/deferred-hydration.ts lists them for its preloads), at the size of the Brotli files the service sends.
 * Exact and the same on every run (no timing in it), so one run is the measure. Lighthouse's transfer sizes in
 * latest.md add each response's headers on top.
 *
 *   node bench/first-load-js.ts            (npm run bench runs it too; writes bench/results/first-load-js.md)
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFERRED_BOOT_MARKER } from "../app/lib/deferred-hydration.ts";
import { BUILD_CLIENT_DIR, builtPageFile } from "../tests/support/built-pages.ts";
import { BENCH_PAGES, TARGET_HOME_JS_BROTLI } from "./pages.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The chunks of React, React DOM and React Router themselves, and the route manifest: the same on every page. */
const FRAMEWORK_CHUNK = /^\/assets\/(entry\.client|jsx-runtime|rolldown-runtime|manifest)-/;

interface FirstLoadJs {
  page: string;
  chunks: { path: string; brotliBytes: number }[];
  totalBytes: number;
  frameworkBytes: number;
}

function firstLoadJs(page: string): FirstLoadJs {
  const file = builtPageFile(page);
  const html = readFileSync(file, "utf8");
  const start = html.indexOf(DEFERRED_BOOT_MARKER);
  if (start === -1) throw new Error(`${file}: no deferred boot script (run npm run build)`);
  const boot = html.slice(start, html.indexOf("</script>", start));
  const paths = [...new Set([...boot.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""))];
  const chunks = paths.map((chunk) => {
    const brotli = path.join(BUILD_CLIENT_DIR, `${chunk}.br`);
    // Chunks too small to gain from compression are sent as they are.
    const sent = existsSync(brotli) ? brotli : path.join(BUILD_CLIENT_DIR, chunk);
    return { path: chunk, brotliBytes: statSync(sent).size };
  });
  const sum = (list: typeof chunks) => list.reduce((total, chunk) => total + chunk.brotliBytes, 0);
  return {
    page,
    chunks,
    totalBytes: sum(chunks),
    frameworkBytes: sum(chunks.filter((chunk) => FRAMEWORK_CHUNK.test(chunk.path))),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function firstLoadJsMarkdown(pages: readonly string[], homeTargetBytes: number): string[] {
  const measured = pages.map(firstLoadJs);
  const home = measured.find((entry) => entry.page === "/");
  return [
    "## First-load JavaScript, from the build (Brotli files as sent)",
    "",
    "| page | chunks | total | React, React DOM, React Router, manifest | the page's own code |",
    "|---|---|---|---|---|",
    ...measured.map(
      (entry) =>
        `| ${entry.page} | ${entry.chunks.length} | ${kb(entry.totalBytes)} | ${kb(entry.frameworkBytes)} | ${kb(entry.totalBytes - entry.frameworkBytes)} |`,
    ),
    "",
    home
      ? `Home page target: at most ${kb(homeTargetBytes)}. Measured ${kb(home.totalBytes)}: ${
          home.totalBytes <= homeTargetBytes
            ? "met"
            : `not met, ${kb(home.totalBytes - homeTargetBytes)} over`
        }. The framework alone is ${kb(home.frameworkBytes)}, so a page that hydrates with React Router has ${kb(
          Math.max(0, homeTargetBytes - home.frameworkBytes),
        )} left for its own code. None of it is requested before the first paint and the load event.`
      : "",
  ];
}

if (import.meta.main) {
  const lines = [
    "# First-load JavaScript",
    "",
    ...firstLoadJsMarkdown(BENCH_PAGES, TARGET_HOME_JS_BROTLI),
    "",
  ];
  writeFileSync(path.join(root, "bench/results/first-load-js.md"), lines.join("\n"));
  console.log(lines.join("\n"));
}
