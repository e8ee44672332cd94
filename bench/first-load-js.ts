/**
 * The JavaScript each prerendered page costs a visitor, two ways:
 *
 * - From the build (exact, no timing): the Brotli files of every chunk the page's islands can load: each island's
 *   chunk and its imports (build/islands.json), plus every chunk those reach by import() (the form's rules, the
 *   map's Leaflet), found in the chunks' own code. The inline scripts in the HTML are counted apart: they arrive
 *   with the page, not as requests.
 * - In Chromium, as a visitor gets it (the figure the issue's budgets judge, bench/pages.ts): every script
 *   response's body as transferred (Brotli asked for), before the load event (the budget is none) and in all once
 *   the page is loaded, scrolled to its end in steps (the "visible" islands start on the way) and its first form
 *   field focused. Medians of several runs.
 *
 *   node bench/first-load-js.ts [--runs 3] [--no-react] [pages…]   writes bench/results/first-load-js.md
 *
 * Run alone, it also measures the React build of the islands when there is one, for the comparison:
 *   ISLANDS_RUNTIME=react BUILD_OUT_DIR=build-react npm run build
 * npm run bench runs the measurement against its own service (firstLoadJs, firstLoadJsMarkdown).
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import type { IslandBuild } from "../app/lib/islands/island-build.ts";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/find-chromium.ts";
import { startService } from "./lighthouse.ts";
import { JS_PAGES, JS_TARGETS_BROTLI } from "./pages.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The page's JavaScript as the build has it. */
export interface BuiltPageJs {
  islands: string[];
  /** Every chunk the islands can load; `onDemand` when only an import() inside a chunk reaches it. */
  chunks: { path: string; brotliBytes: number; onDemand: boolean }[];
  canLoadBytes: number;
  onDemandBytes: number;
  /** The inline scripts' code (not JSON-LD, not the speculation rules), as written and Brotli-compressed alone. */
  inlineScripts: number;
  inlineBytes: number;
  inlineBrotliBytes: number;
}

/** One visit in Chromium: script responses' bodies as transferred. */
interface Visit {
  beforeLoadBytes: number;
  beforeLoadRequests: number;
  totalBytes: number;
  totalRequests: number;
  /** Scripts sent without Brotli (a sign the sizes are not what a visitor gets). */
  notBrotli: string[];
  scripts: { path: string; bytes: number; beforeLoad: boolean }[];
}

export interface PageJs {
  page: string;
  target: number | undefined;
  build: BuiltPageJs;
  measured: {
    median: Omit<Visit, "notBrotli" | "scripts">;
    /** The last run's scripts, for the report's detail. */
    scripts: Visit["scripts"];
    notBrotli: string[];
  };
}

/** The islands a page's HTML marks, each once (island-loader.ts reads them so too; it cannot be imported here, as it
 * imports a .tsx module Node does not run). */
const islandsIn = (html: string) => [
  ...new Set([...html.matchAll(/<bnc-island data-island="([a-z0-9-]+)"/g)].map((match) => match[1] ?? "")),
];

/** The served file of a page path: "/" is index.html, "/about-us" is about-us/index.html. */
const pageFile = (clientDir: string, page: string) =>
  path.join(clientDir, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);

/** What the service sends for a file: its .br twin, or the file itself when too small to gain from compressing. */
function brotliSize(clientDir: string, file: string): number {
  const brotli = path.join(clientDir, `${file}.br`);
  return statSync(existsSync(brotli) ? brotli : path.join(clientDir, file)).size;
}

/** The chunk files a chunk's code names ("./x-Ab12.js" in a static import, an import() or a preload list). */
function chunksNamedIn(clientDir: string, chunk: string): string[] {
  const code = readFileSync(path.join(clientDir, chunk), "utf8");
  const directory = path.posix.dirname(chunk);
  return [...code.matchAll(/["'`](\.\.?\/[\w./-]+\.js)["'`]/g)].map((match) =>
    path.posix.join(directory, match[1] ?? ""),
  );
}

export function builtPageJs(buildDir: string, page: string): BuiltPageJs {
  const clientDir = path.join(buildDir, "client");
  const record = JSON.parse(readFileSync(path.join(buildDir, "islands.json"), "utf8")) as IslandBuild;
  const html = readFileSync(pageFile(clientDir, page), "utf8");
  const islands = islandsIn(html);
  // What the loader starts: each island's chunk and its static imports.
  const atStart = new Set<string>();
  for (const name of islands) {
    const chunk = record.islands[name];
    if (!chunk) throw new Error(`${page}: the build has no island "${name}"`);
    for (const file of [chunk.file, ...chunk.imports]) atStart.add(file);
  }
  // Then everything those chunks name, followed to the end: the import() targets and what they import.
  const all = new Set(atStart);
  const queue = [...atStart];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const named of chunksNamedIn(clientDir, file)) {
      if (all.has(named)) continue;
      all.add(named);
      queue.push(named);
    }
  }
  const chunks = [...all].map((file) => ({
    path: file,
    brotliBytes: brotliSize(clientDir, file),
    onDemand: !atStart.has(file),
  }));
  const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type=/.test(match[1] ?? "") || /type="module"/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
  const inlineCode = inline.join("\n");
  const sum = (list: typeof chunks) => list.reduce((total, chunk) => total + chunk.brotliBytes, 0);
  return {
    islands,
    chunks,
    canLoadBytes: sum(chunks),
    onDemandBytes: sum(chunks.filter((chunk) => chunk.onDemand)),
    inlineScripts: inline.length,
    inlineBytes: Buffer.byteLength(inlineCode),
    inlineBrotliBytes:
      inline.length === 0
        ? 0
        : brotliCompressSync(inlineCode, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const STEP_PX = 350;
const STEP_WAIT_MS = 120;

/** Scrolls down in steps, as a reader does, so every "visible" island's observer sees its element go by. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atEnd = await page.evaluate((by) => {
      window.scrollBy(0, by);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    }, STEP_PX);
    await page.waitForTimeout(STEP_WAIT_MS);
    if (atEnd) return;
  }
}

/** One visit: load, scroll to the end, focus the first form field, and every script response's bytes. */
async function visit(page: Page, url: string): Promise<Visit> {
  const responses: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const isScript = type === "script" || new URL(response.url()).pathname.endsWith(".js");
    if (!isScript || response.url().startsWith("data:")) return;
    responses.push(
      (async () => ({
        url: response.url(),
        bytes: (await response.request().sizes()).responseBodySize,
        encoding: (await response.headerValue("content-encoding")) ?? "",
      }))(),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  // The loader waits for a painted frame after the load event: give it that before scrolling.
  await page.waitForTimeout(300);
  await scrollToEnd(page);
  const field = page.locator("form input:not([type=hidden]), form select, form textarea").first();
  if ((await field.count()) > 0) {
    await field.scrollIntoViewIfNeeded();
    await field.focus();
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  // When each script was asked for, against the load event, from the page's own clock.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as
      | PerformanceNavigationTiming
      | undefined;
    return {
      loadEventStart: navigation?.loadEventStart ?? 0,
      started: performance
        .getEntriesByType("resource")
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    };
  });
  const scripts = (await Promise.all(responses)).map((response) => {
    const started = timing.started.find((entry) => entry.name === response.url)?.startTime;
    return {
      path: new URL(response.url).pathname,
      bytes: response.bytes,
      encoding: response.encoding,
      // A script the page's clock did not see is counted as early: the budget errs against us, not for us.
      beforeLoad: started === undefined || started < timing.loadEventStart,
    };
  });
  const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.bytes, 0);
  const early = scripts.filter((script) => script.beforeLoad);
  return {
    beforeLoadBytes: sum(early),
    beforeLoadRequests: early.length,
    totalBytes: sum(scripts),
    totalRequests: scripts.length,
    notBrotli: scripts
      .filter((script) => script.encoding !== "br" && script.bytes >= 512)
      .map((script) => script.path),
    scripts: scripts.map(({ path, bytes, beforeLoad }) => ({ path, bytes, beforeLoad })),
  };
}

/** Each page built and measured `runs` times against the service at `serviceUrl`, serving `buildDir`. */
export async function firstLoadJs(options: {
  serviceUrl: string;
  buildDir: string;
  pages: readonly string[];
  runs: number;
}): Promise<PageJs[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found: run `node scripts/find-chromium.ts --check`");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const results: PageJs[] = [];
    for (const page of options.pages) {
      const visits: Visit[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        // A fresh context each run: an empty cache, as a first visit has. A phone's viewport (Lighthouse's).
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          extraHTTPHeaders: { "accept-encoding": "br" },
        });
        try {
          visits.push(await visit(await context.newPage(), `${options.serviceUrl}${page}`));
        } finally {
          await context.close();
        }
      }
      const medianOf = (key: keyof Omit<Visit, "notBrotli" | "scripts">) =>
        median(visits.map((entry) => entry[key]));
      results.push({
        page,
        target: JS_TARGETS_BROTLI[page],
        build: builtPageJs(options.buildDir, page),
        measured: {
          median: {
            beforeLoadBytes: medianOf("beforeLoadBytes"),
            beforeLoadRequests: medianOf("beforeLoadRequests"),
            totalBytes: medianOf("totalBytes"),
            totalRequests: medianOf("totalRequests"),
          },
          scripts: visits.at(-1)?.scripts ?? [],
          notBrotli: [...new Set(visits.flatMap((entry) => entry.notBrotli))],
        },
      });
      console.log(`first-load-js ${page}: ${kb(results.at(-1)?.measured.median.totalBytes ?? 0)}`);
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Met only when the visitor's total is within the budget and nothing came before the load event. */
export const targetMet = (entry: PageJs) =>
  entry.target === undefined
    ? undefined
    : entry.measured.median.totalBytes <= entry.target && entry.measured.median.beforeLoadBytes === 0;

export function firstLoadJsMarkdown(results: readonly PageJs[], runs: number, title: string): string[] {
  const notBrotli = [...new Set(results.flatMap((entry) => entry.measured.notBrotli))];
  return [
    `## ${title}`,
    "",
    `Measured in Chromium (fresh cache, phone viewport, \`accept-encoding: br\`): script response bodies as transferred, medians of ${runs} runs. "In all" is once the page has loaded, been scrolled to its end in ${STEP_PX} px steps and had its first form field focused; the budgets (bench/pages.ts) judge it, with nothing requested before the load event.`,
    "From the build: the Brotli files of every chunk the page's islands can load (on demand: reached only by an import() in a chunk, such as the form's rules), and the inline scripts the HTML carries (their code alone, compressed alone: they arrive inside the page).",
    "",
    "| page | islands | before load | in all (requests) | budget | met | can load, build | of it on demand | inline scripts (raw / br) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...results.map((entry) => {
      const m = entry.measured.median;
      const met = targetMet(entry);
      return `| ${entry.page} | ${entry.build.islands.join(", ") || "none"} | ${kb(m.beforeLoadBytes)} | ${kb(m.totalBytes)} (${m.totalRequests}) | ${entry.target === undefined ? "—" : kb(entry.target)} | ${met === undefined ? "—" : met ? "yes" : "**no**"} | ${kb(entry.build.canLoadBytes)} | ${kb(entry.build.onDemandBytes)} | ${entry.build.inlineScripts}: ${kb(entry.build.inlineBytes)} / ${kb(entry.build.inlineBrotliBytes)} |`;
    }),
    "",
    notBrotli.length > 0
      ? `Sent without Brotli (so the sizes above are not a visitor's): ${notBrotli.join(", ")}.`
      : "Every script of 512 bytes or more came Brotli-compressed.",
  ];
}

/** Two builds side by side: the visitor's total per page. */
function comparisonMarkdown(preact: readonly PageJs[], react: readonly PageJs[]): string[] {
  return [
    "## The islands' runtime: Preact's compat layer (shipped) against React and React DOM",
    "",
    "The same pages and components; only the browser side of the islands differs (the server renders with React in both). In all, as a visitor gets it (medians), and what the build says the islands can load.",
    "",
    "| page | budget | Preact: in all | React: in all | Preact: can load | React: can load |",
    "|---|---|---|---|---|---|",
    ...preact.map((entry) => {
      const other = react.find((item) => item.page === entry.page);
      return `| ${entry.page} | ${entry.target === undefined ? "—" : kb(entry.target)} | ${kb(entry.measured.median.totalBytes)} | ${other ? kb(other.measured.median.totalBytes) : "—"} | ${kb(entry.build.canLoadBytes)} | ${other ? kb(other.build.canLoadBytes) : "—"} |`;
    }),
  ];
}

/** The build's shared runtime chunk (Preact or React behind hydrateIsland), Brotli. */
function runtimeChunkBytes(buildDir: string): number {
  const record = JSON.parse(readFileSync(path.join(buildDir, "islands.json"), "utf8")) as IslandBuild;
  const chunk = Object.values(record.islands)
    .flatMap((island) => island.imports)
    .find((file) => /\/hydrate-island-/.test(file));
  return chunk ? brotliSize(path.join(buildDir, "client"), chunk) : 0;
}

async function measureBuild(buildDir: string, pages: readonly string[], runs: number) {
  const env = { BUILD_DIR: path.relative(root, path.join(buildDir, "client")) };
  const service = await startService(env);
  try {
    return await firstLoadJs({ serviceUrl: service.url, buildDir, pages, runs });
  } finally {
    service.child.kill("SIGTERM");
    rmSync(service.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: "string", default: "3" }, "no-react": { type: "boolean", default: false } },
  });
  const runs = Math.max(1, Number(values.runs));
  const pages = positionals.length > 0 ? positionals : JS_PAGES;
  const buildDir = path.join(root, "build");
  const reactDir = path.join(root, "build-react");
  const preact = await measureBuild(buildDir, pages, runs);
  const withReact = !values["no-react"] && existsSync(path.join(reactDir, "islands.json"));
  const react = withReact ? await measureBuild(reactDir, pages, runs) : [];
  const lines = [
    "# First-load JavaScript",
    "",
    // The byte figures do not move with the machine's load; the note is there for anyone comparing timings.
    `Run ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")} at the end.`,
    "",
    ...firstLoadJsMarkdown(preact, runs, "The site as built (islands on Preact's compat layer)"),
    "",
    ...(withReact
      ? [
          ...firstLoadJsMarkdown(
            react,
            runs,
            "The same islands on React and React DOM (ISLANDS_RUNTIME=react)",
          ),
          "",
          ...comparisonMarkdown(preact, react),
          "",
          `The shared runtime chunk (hydrate-island-*.js, with the framework in it): ${kb(runtimeChunkBytes(buildDir))} on Preact, ${kb(runtimeChunkBytes(reactDir))} on React.`,
          "",
        ]
      : []),
  ];
  writeFileSync(path.join(root, "bench/results/first-load-js.md"), lines.join("\n"));
  writeFileSync(
    path.join(root, "bench/results/first-load-js.json"),
    `${JSON.stringify({ runs, preact, react }, null, 2)}\n`,
  );
  console.log(lines.join("\n"));
}
