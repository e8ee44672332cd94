import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PublicEnv } from "../app/lib/public-env.ts";
import {
  langOfPath,
  NOT_FOUND_PRERENDER_PATH,
  NOT_FOUND_PRERENDER_PATH_ES,
  sitePages,
} from "../app/route-table.ts";

/**
 * The prerendered pages, loaded into memory at start: each route table path maps to its HTML (and the Brotli and
 * gzip files written by scripts/postbuild.ts), its ETag, and a Content-Security-Policy that allows exactly the
 * inline scripts that page contains, by hash.
 */

type ContentCoding = "br" | "gzip" | "identity";

export interface PageFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** One ETag per encoding: the bytes differ, so a cache must never take one for the other. */
  etags: Record<ContentCoding, string>;
  csp: string;
}

export interface PageSet {
  byPath: Map<string, PageFile>;
  /** The 404 page, in English and in Spanish (for unknown paths under /es). */
  notFound: PageFile;
  notFoundEs: PageFile;
}

/** The 404 page in the language of the path asked for. */
export function notFoundFor(pages: PageSet, url: string): PageFile {
  return langOfPath(url.split("?")[0] ?? "/") === "es" ? pages.notFoundEs : pages.notFound;
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

/** Where a page's CSP reports violations (server/operations/csp-report.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";

/**
 * The policy of the pages that have no script at all (the owner's, the customer's private pages, the unsubscribe
 * page): nothing but our own styles and images; forms post to us only. A violation is reported to the service like
 * on every other page (the Reporting-Endpoints header names `csp`).
 */
export const NO_SCRIPT_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  `report-uri ${CSP_REPORT_PATH}`,
  "report-to csp",
].join("; ");

/** What the running build uses, as far as its Content-Security-Policy is concerned. */
export interface CspSources {
  /** API_URL's origin, when the pages call the API on another origin. */
  apiOrigin: string;
  /** RECAPTCHA_SITE_KEY was set: the form loads Google's reCAPTCHA script and frame. */
  recaptcha: boolean;
  /** GTM_ID was set: Google Tag Manager loads after cookie consent, and Google Analytics with it. */
  tagManager: boolean;
  /** Hosts images come from besides this site: IMAGES_BASE_URL's origin, the map tiles' (MAP_TILE_URL). */
  imageOrigins: string[];
}

/** The origin of a tile URL template; "{s}" as the first label (Leaflet's subdomains) becomes a CSP wildcard. */
function tileOrigin(template: string): string | undefined {
  const withWildcard = template.replace(/^(https?:\/\/)\{s\}\./, "$1wildcard-subdomain.");
  if (!URL.canParse(withWildcard)) return undefined;
  return new URL(withWildcard).origin.replace("wildcard-subdomain.", "*.");
}

/** The CSP sources a build's public configuration calls for (the values baked into its pages). */
export function cspSourcesFor(
  publicEnv: Pick<
    PublicEnv,
    "API_URL" | "RECAPTCHA_SITE_KEY" | "GTM_ID" | "IMAGES_BASE_URL" | "MAP_TILE_URL"
  >,
): CspSources {
  const imageOrigins = [
    publicEnv.IMAGES_BASE_URL ? new URL(publicEnv.IMAGES_BASE_URL).origin : undefined,
    publicEnv.MAP_TILE_URL ? tileOrigin(publicEnv.MAP_TILE_URL) : undefined,
  ].filter((origin): origin is string => Boolean(origin));
  return {
    apiOrigin: publicEnv.API_URL ? new URL(publicEnv.API_URL).origin : "",
    recaptcha: publicEnv.RECAPTCHA_SITE_KEY !== "",
    tagManager: publicEnv.GTM_ID !== "",
    imageOrigins: [...new Set(imageOrigins)],
  };
}

const NO_THIRD_PARTIES: CspSources = { apiOrigin: "", recaptcha: false, tagManager: false, imageOrigins: [] };

/**
 * A page's Content-Security-Policy: only what the running configuration uses. Each allowance beyond 'self':
 * - script-src: the page's own inline scripts by hash (no 'unsafe-inline'); reCAPTCHA's loader (google.com) and
 *   its code (gstatic.com) only with RECAPTCHA_SITE_KEY; the tag manager only with GTM_ID.
 * - style-src 'unsafe-inline': style attributes set by React (the sliders' transforms) and Leaflet; no <style>
 *   element and no script is allowed by it.
 * - img-src data:: Vite inlines images under 2 KiB as data: URIs (Leaflet's layer and marker icons); the image
 *   host and the tile host are named, never "https:".
 * - connect-src: the API's origin when it is not this site's; reCAPTCHA and Google Analytics only when configured.
 * - frame-src: reCAPTCHA's challenge frame and the tag manager's, only when configured.
 * - frame-ancestors 'none': no site may frame these pages (clickjacking); form-action 'self': the form posts here.
 * - report-uri and report-to: violations are reported to the service, which logs them (rate-limited).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  sources: CspSources = NO_THIRD_PARTIES,
): string {
  const scripts = [
    ...scriptHashes,
    ...(sources.recaptcha ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : []),
    ...(sources.tagManager ? ["https://www.googletagmanager.com"] : []),
  ];
  const connections = [
    ...(sources.apiOrigin ? [sources.apiOrigin] : []),
    ...(sources.recaptcha ? ["https://www.google.com/recaptcha/"] : []),
    ...(sources.tagManager ? ["https://*.google-analytics.com", "https://*.googletagmanager.com"] : []),
  ];
  const frames = [
    ...(sources.recaptcha
      ? ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]
      : []),
    ...(sources.tagManager ? ["https://www.googletagmanager.com"] : []),
  ];
  const list = (values: readonly string[]) => (values.length ? ` ${values.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self'${list(scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${list(sources.imageOrigins)}`,
    "font-src 'self'",
    `connect-src 'self'${list(connections)}`,
    `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}

/** Names the endpoint of `report-to csp` (the Reporting API); sent with every page. */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** A page's bytes as the service keeps them: its compressed copies (when made), ETags and CSP. */
export function pageFileOf(identity: Buffer, sources: CspSources, br?: Buffer, gzip?: Buffer): PageFile {
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    identity,
    br,
    gzip,
    etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` },
    csp: contentSecurityPolicy(inlineScriptHashes(identity.toString("utf8")), sources),
  };
}

async function loadPage(buildDir: string, urlPath: string, sources: CspSources): Promise<PageFile> {
  const file = path.join(buildDir, urlPath === "/" ? "" : urlPath, "index.html");
  const identity = await readFile(file);
  const [br, gzip] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
  return pageFileOf(identity, sources, br, gzip);
}

/** The build's pages, each with the CSP its configuration calls for (cspSourcesFor the build's public env). */
export async function loadPages(buildDir: string, sources: CspSources = NO_THIRD_PARTIES): Promise<PageSet> {
  const entries = await Promise.all(
    sitePages.map(async (page) => [page.path, await loadPage(buildDir, page.path, sources)] as const),
  );
  return {
    byPath: new Map(entries),
    notFound: await loadPage(buildDir, NOT_FOUND_PRERENDER_PATH, sources),
    notFoundEs: await loadPage(buildDir, NOT_FOUND_PRERENDER_PATH_ES, sources),
  };
}

/** The quality value of each coding an Accept-Encoding header names (lower-cased), "*" included. */
function acceptedCodings(acceptEncoding: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(parameter);
      if (match?.[1]) quality = Number(match[1]);
    }
    codings.set(name.toLowerCase(), quality);
  }
  return codings;
}

/**
 * The encoding to send (RFC 9110, 12.5.3): the one with the highest quality value among those available, the
 * smaller one on a tie (br, then gzip, then identity). `q=0` means "not acceptable": `br;q=0` is never Brotli. A
 * coding not named takes the quality of "*" if given; identity is acceptable unless refused by name or by "*;q=0",
 * but below any coding the client named.
 * Without an Accept-Encoding header, identity. When nothing acceptable is available, identity all the same (a page
 * the client can read beats a 406).
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ("br" | "gzip")[],
): ContentCoding {
  if (!acceptEncoding?.trim()) return "identity";
  const codings = acceptedCodings(acceptEncoding);
  const wildcard = codings.get("*");
  // Identity not named is acceptable, but any named coding is preferred to it (a browser lists what it wants).
  const quality = (coding: ContentCoding) =>
    codings.get(coding) ?? (coding === "identity" ? (wildcard === 0 ? 0 : 0.001) : (wildcard ?? 0));
  let best: ContentCoding = "identity";
  let bestQuality = quality("identity");
  for (const coding of ["gzip", "br"] as const) {
    if (!available.includes(coding)) continue;
    const q = quality(coding);
    if (q > 0 && q >= bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  return best;
}

/** The encodings a page has copies of. */
export function availableEncodings(page: Pick<PageFile, "br" | "gzip">): ("br" | "gzip")[] {
  return [...(page.br ? (["br"] as const) : []), ...(page.gzip ? (["gzip"] as const) : [])];
}

/**
 * Whether If-None-Match names this ETag: a list ("a", "b"), weak tags (W/"a", compared weakly as RFC 9110 says for
 * If-None-Match) or "*".
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}
