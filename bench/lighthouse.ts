/**
 * What the Lighthouse benchmarks share (bench/run.ts, bench/owner-photos.ts): the built service on a temporary
 * DATA_DIR, each page's script-free copy served beside it, one Lighthouse run (mobile preset) and medians.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/find-chromium.ts";
import { freePortSync } from "../tests/support/net.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "..");

interface BenchService {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/** The built service (built first if there is no build) on a free port and a fresh DATA_DIR, plus `env`. */
export async function startService(env: Record<string, string> = {}): Promise<BenchService> {
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
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
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

/** A page without its scripts: every <script> but JSON-LD, and every modulepreload, taken out. */
function stripScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * The script-free copies, on a port of their own: pages come from the service with their scripts stripped
 * (Brotli-compressed like the originals); everything else (styles, images) is the service's own answer.
 */
export async function startScriptFreeCopy(serviceUrl: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(serviceUrl);
  const server = createServer((request, response) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          // Styles and images exactly as the service sends them (same bytes, same compression).
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = answer.headers["content-encoding"];
          const html = stripScripts(
            (encoding === "br"
              ? brotliDecompressSync(raw)
              : encoding === "gzip"
                ? gunzipSync(raw)
                : raw
            ).toString("utf8"),
          );
          const body =
            encoding === "br"
              ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
              : encoding === "gzip"
                ? gzipSync(html, { level: 9 })
                : Buffer.from(html);
          response.writeHead(answer.statusCode ?? 502, {
            "content-type": type,
            "cache-control": "no-store",
            ...(encoding ? { "content-encoding": encoding } : {}),
          });
          response.end(body);
        });
      },
    );
    forward.on("error", (error) => response.writeHead(502).end(String(error)));
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts fetched by the page, bytes as transferred (Brotli). */
  scriptBytes: number;
  scriptRequests: number;
  /** Images fetched by the page during the run (lazy ones only if they came near the screen), as transferred. */
  imageBytes: number;
  imageRequests: number;
  totalBytes: number;
  /** Main-thread time in scripts (evaluation, parsing and compiling), mainthread-work-breakdown, 4x CPU slowdown. */
  scriptingMs: number;
}

/** One Lighthouse run's figures, and what it saw beyond them (the LCP element, the images' addresses). */
export interface LighthouseDetails {
  metrics: LighthouseRun;
  /** The element Lighthouse took for the largest contentful paint, as its selector and text snippet. */
  lcpElement: string;
  /** Every image requested: its path, and when (ms after the navigation started, in the unthrottled trace). */
  images: Array<{ path: string; requestedMs: number }>;
  /** The unthrottled trace's load event and largest contentful paint, ms after the navigation started. */
  observedLoadMs: number;
  observedLcpMs: number;
}

interface NodeItem {
  type: "node";
  selector?: string;
  snippet?: string;
}

/** The first element an audit's details name (the LCP element audit nests it in a table inside a list). */
function firstNode(details: unknown): NodeItem | undefined {
  if (typeof details !== "object" || details === null) return undefined;
  if ((details as { type?: unknown }).type === "node") return details as NodeItem;
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return undefined;
}

/** One Lighthouse run, mobile preset (its default), in a fresh headless Chromium. */
export async function lighthouseDetails(url: string): Promise<LighthouseDetails> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("no Chromium found: run `node scripts/find-chromium.ts --check`");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> } | undefined)
        ?.items ?? [];
    const ofType = (type: string) => requests.filter((item) => item.resourceType === type);
    const bytes = (items: Array<Record<string, unknown>>) =>
      items.reduce((total, item) => total + Number(item.transferSize ?? 0), 0);
    const observed = (key: string) =>
      Number(
        (lhr.audits.metrics?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items?.[0]?.[
          key
        ] ?? Number.NaN,
      );
    const mainThread =
      (
        lhr.audits["mainthread-work-breakdown"]?.details as
          | { items?: Array<Record<string, unknown>> }
          | undefined
      )?.items ?? [];
    // The scripting groups only: style, layout and paint would be there without any script too. A run whose audit
    // came back empty (seen now and then on a loaded machine) is not a run without scripts: NaN, left out of medians.
    const scriptingMs =
      mainThread.length === 0
        ? Number.NaN
        : mainThread
            .filter((item) => item.group === "scriptEvaluation" || item.group === "scriptParseCompile")
            .reduce((total, item) => total + Number(item.duration ?? 0), 0);
    const scripts = ofType("Script");
    const images = ofType("Image");
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (the older audit, if present, first).
    const lcpNode =
      firstNode(lhr.audits["largest-contentful-paint-element"]?.details) ??
      firstNode(lhr.audits["lcp-breakdown-insight"]?.details);
    return {
      metrics: {
        performance: lhr.categories.performance?.score ?? Number.NaN,
        accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
        bestPractices: lhr.categories["best-practices"]?.score ?? Number.NaN,
        seo: lhr.categories.seo?.score ?? Number.NaN,
        lcpMs: audit("largest-contentful-paint"),
        fcpMs: audit("first-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        scriptBytes: bytes(scripts),
        scriptRequests: scripts.length,
        imageBytes: bytes(images),
        imageRequests: images.length,
        totalBytes: audit("total-byte-weight"),
        scriptingMs,
      },
      lcpElement: lcpNode ? `${lcpNode.selector ?? ""} ${lcpNode.snippet ?? ""}`.trim() : "",
      images: images.map((item) => ({
        path: new URL(String(item.url)).pathname,
        requestedMs: Number(item.rendererStartTime ?? item.networkRequestTime ?? Number.NaN),
      })),
      observedLoadMs: observed("observedLoad"),
      observedLcpMs: observed("observedLargestContentfulPaint"),
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  return (await lighthouseDetails(url)).metrics;
}

/** The median of each figure over several runs; a figure a run could not measure (NaN) is left out. */
export function summarise<T extends object>(list: T[]): Record<keyof T, number> {
  const keys = Object.keys(list[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(
    keys.map((key) => {
      const measured = list.map((item) => Number(item[key])).filter((value) => !Number.isNaN(value));
      return [key, measured.length === 0 ? Number.NaN : median(measured)];
    }),
  ) as Record<keyof T, number>;
}
