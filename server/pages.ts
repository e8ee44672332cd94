import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_PRERENDER_PATH, sitePages } from "../app/route-table.ts";

/**
 * The prerendered pages, loaded into memory at start: each route table path maps to its HTML (and the Brotli and
 * gzip files written by scripts/postbuild.ts), its ETag, and a Content-Security-Policy that allows exactly the
 * inline scripts that page contains, by hash.
 */

export interface PageFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  csp: string;
}

export interface PageSet {
  byPath: Map<string, PageFile>;
  notFound: PageFile;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The sha256 of every executable inline script of a page, in CSP source form. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

const GOOGLE_SCRIPT_HOSTS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
  "https://www.googletagmanager.com",
];

export function contentSecurityPolicy(scriptHashes: readonly string[], apiOrigin = ""): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...GOOGLE_SCRIPT_HOSTS].join(" ")}`,
    // Inline style attributes come from React (transforms of sliders) and Leaflet; no inline <style> is needed.
    "style-src 'self' 'unsafe-inline'",
    // Images: our own, the business's storage host, map tiles and Google review photos, all over https.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ""} https://www.google.com/recaptcha/ https://*.google-analytics.com https://*.googletagmanager.com`,
    "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.googletagmanager.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

async function loadPage(buildDir: string, urlPath: string, apiOrigin: string): Promise<PageFile> {
  const file = path.join(buildDir, urlPath === "/" ? "" : urlPath, "index.html");
  const identity = await readFile(file);
  const [br, gzip] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  return {
    identity,
    br,
    gzip,
    etag,
    csp: contentSecurityPolicy(inlineScriptHashes(identity.toString("utf8")), apiOrigin),
  };
}

/** apiUrl: where the pages' scripts call the API (API_URL), "" for the site's own origin. */
export async function loadPages(buildDir: string, apiUrl = ""): Promise<PageSet> {
  const apiOrigin = apiUrl ? new URL(apiUrl).origin : "";
  const entries = await Promise.all(
    sitePages.map(async (page) => [page.path, await loadPage(buildDir, page.path, apiOrigin)] as const),
  );
  return {
    byPath: new Map(entries),
    notFound: await loadPage(buildDir, NOT_FOUND_PRERENDER_PATH, apiOrigin),
  };
}

/** Picks the smallest encoding the client accepts. */
export function negotiateEncoding(
  page: PageFile,
  acceptEncoding: string | undefined,
): "br" | "gzip" | "identity" {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (page.br && /\bbr\b/.test(accepted)) return "br";
  if (page.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}
