/**
 * The benchmarks: what a visitor on a cheap phone gets, and what the service can take. Results are medians of
 * several runs (never a single run), written to bench/results/latest.json and latest.md.
 *
 *   npm run bench                      # 3 Lighthouse runs per page, 3 load runs
 *   npm run bench -- --runs 5 / /get-a-quote    # chosen pages
 *
 * 1. Page weight: the JavaScript and CSS each page loads before it is interactive, raw and Brotli-compressed.
 * 2. Lighthouse 13, mobile preset (simulated slow 4G, 4x CPU slowdown): scores and LCP, TBT, CLS.
 * 3. Load: autocannon against the real service on loopback, for a page and for POST /api/contact (stored leads/s).
 * 4. Operations (bench/operations.ts): log bytes per rejected request, slow sockets held after 30 s, /healthz with
 *    300,000 outbox rows; also written alone to bench/results/operations.md.
 *
 *   npm run bench -- --only operations          just the operations benchmarks
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/find-chromium.ts";
import { freePortSync } from "../tests/support/net.ts";
import { operationsBenchmarks } from "./operations.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    "load-seconds": { type: "string", default: "5" },
    only: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages =
  positionals.length > 0
    ? positionals
    : [
        "/",
        "/services",
        "/services/moving-cleaning-services",
        "/get-a-quote",
        "/contact-us",
        "/cleaning-checklists",
      ];

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function startService(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  execFileSync(process.execPath, ["scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });
  const port = freePortSync();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bnc-bench-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      CONTACT_RATE_LIMIT: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the service did not start");
}

/** The JS and CSS a page's HTML asks for up front, in bytes: raw and as served with Brotli. */
function pageWeight(pagePath: string) {
  const clientDir = path.join(root, "build/client");
  const html = readFileSync(path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html"), "utf8");
  const files = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="(\/assets\/[^"]+)"/g)].map(
    (match) => path.join(clientDir, match[1] ?? ""),
  );
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  const js = files.filter((file) => file.endsWith(".js"));
  const css = files.filter((file) => file.endsWith(".css"));
  const sum = (list: string[], suffix = "") =>
    list.reduce((total, file) => total + size(`${file}${suffix}`), 0);
  return {
    htmlBrotliBytes: size(path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html.br")),
    jsBytes: sum(js),
    jsBrotliBytes: sum(js, ".br"),
    cssBytes: sum(css),
    cssBrotliBytes: sum(css, ".br"),
    files: files.length,
  };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  totalBytes: number;
}

async function lighthouseRuns(url: string): Promise<LighthouseRun[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("no Chromium found: run `node scripts/find-chromium.ts --check`");
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: lhr.categories.performance?.score ?? Number.NaN,
        accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
        bestPractices: lhr.categories["best-practices"]?.score ?? Number.NaN,
        seo: lhr.categories.seo?.score ?? Number.NaN,
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        fcpMs: audit("first-contentful-paint"),
        totalBytes: audit("total-byte-weight"),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

function summarise<T extends object>(list: T[]): Record<keyof T, number> {
  const keys = Object.keys(list[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(list.map((item) => Number(item[key])))]),
  ) as Record<keyof T, number>;
}

async function load(options: autocannon.Options) {
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const validLead = {
  firstName: "Bench",
  lastName: "Mark",
  phone: "325-555-0147",
  email: "bench@example.com",
  zipCode: "79601",
  squareFootage: 1800,
  services: "DeepCleaning",
  referral: "Internet-Search",
  recaptcha: "",
};

if (values.only === "operations") {
  const { markdown } = await operationsBenchmarks(runs);
  console.log(markdown.join("\n"));
  process.exit(0);
}

const service = await startService();
try {
  const started = new Date().toISOString();
  const weights = Object.fromEntries(pages.map((page) => [page, pageWeight(page)]));

  const lighthouseResults: Record<
    string,
    { median: Record<keyof LighthouseRun, number>; runs: LighthouseRun[] }
  > = {};
  for (const page of pages) {
    const list = await lighthouseRuns(`${service.url}${page}`);
    lighthouseResults[page] = { median: summarise(list), runs: list };
    console.log(`lighthouse ${page}: performance ${lighthouseResults[page].median.performance}`);
  }

  const seconds = Number(values["load-seconds"]);
  const pageLoad = [];
  for (let run = 0; run < 3; run += 1) {
    pageLoad.push(
      await load({
        url: `${service.url}/`,
        connections: 20,
        duration: seconds,
        headers: { "accept-encoding": "br" },
      }),
    );
  }
  const contactAvailable = (
    await fetch(`${service.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead),
    })
  ).ok;
  const contactLoad = [];
  if (contactAvailable) {
    for (let run = 0; run < 3; run += 1) {
      contactLoad.push(
        await load({
          url: `${service.url}/api/contact`,
          method: "POST",
          connections: 10,
          // 3 runs of 3000 stay under the service's highest rate limit (10000 per address per 10 minutes).
          amount: 3000,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validLead),
        }),
      );
    }
  }

  const results = {
    started,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    lighthouseRunsPerPage: runs,
    pageWeight: weights,
    lighthouse: lighthouseResults,
    load: {
      homePage: { runs: pageLoad, median: summarise(pageLoad) },
      contact: contactAvailable
        ? { runs: contactLoad, median: summarise(contactLoad) }
        : "endpoint not available",
    },
  };
  const operations = await operationsBenchmarks(3);
  writeFileSync(
    path.join(root, "bench/results/latest.json"),
    `${JSON.stringify({ ...results, operations: operations.results }, null, 2)}\n`,
  );

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    "# Benchmark results",
    "",
    `Run ${started} on ${results.machine.cpus} cores (${results.machine.cpuModel}), Node ${process.version}.`,
    `Medians of ${runs} Lighthouse runs per page (mobile preset: simulated slow 4G, 4x CPU slowdown) and of 3 load runs.`,
    "",
    "| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | JS (br) | CSS (br) | HTML (br) |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...pages.map((page) => {
      const m = lighthouseResults[page]?.median;
      const w = weights[page];
      if (!m || !w) return `| ${page} | — |`;
      return `| ${page} | ${m.performance.toFixed(2)} | ${m.accessibility.toFixed(2)} | ${m.bestPractices.toFixed(2)} | ${m.seo.toFixed(2)} | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${kb(w.jsBrotliBytes)} | ${kb(w.cssBrotliBytes)} | ${kb(w.htmlBrotliBytes)} |`;
    }),
    "",
    "This machine has no internet: on /contact-us the map's tile requests fail, which Lighthouse counts as console",
    "errors against best practices. Load runs share the 2 cores with the service, so they understate a real server.",
    "",
    "| load (loopback) | req/s | p50 | p99 | non-2xx |",
    "|---|---|---|---|---|",
    `| GET / (20 connections, ${seconds} s) | ${Math.round(results.load.homePage.median.requestsPerSecond)} | ${results.load.homePage.median.latencyP50Ms} ms | ${results.load.homePage.median.latencyP99Ms} ms | ${results.load.homePage.median.non2xx} |`,
    contactAvailable
      ? `| POST /api/contact (10 connections, 3000 leads) | ${Math.round(median(contactLoad.map((r) => r.requestsPerSecond)))} | ${median(contactLoad.map((r) => r.latencyP50Ms))} ms | ${median(contactLoad.map((r) => r.latencyP99Ms))} ms | ${median(contactLoad.map((r) => r.non2xx))} |`
      : "| POST /api/contact | not available | | | |",
    "",
    ...operations.markdown,
  ];
  writeFileSync(path.join(root, "bench/results/latest.md"), lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  service.child.kill("SIGTERM");
  rmSync(service.dataDir, { recursive: true, force: true });
}
