/**
 * Where a quote request came from, in the browser: the page the visitor landed on in this visit, the site that sent
 * them and the campaign parameters of that landing (utm_*, Google Ads click ids). captureAttribution() runs on every
 * page load (app/root.tsx) and keeps the first landing of the browser session in sessionStorage; the form sends it
 * with the path of the page the form was sent from (docs/quote-form.md, "Attribution").
 *
 * Every page runs this module, so it stays tiny: it imports the parameter list (app/lib/attribution-params.ts, no
 * dependencies) and only the type of the request's attribution from the schema, never zod itself.
 */
import { ATTRIBUTION_PARAMS, MAX_ATTRIBUTION_LENGTH } from "./attribution-params.ts";
import type { Attribution } from "./contact-schema.ts";

export type { Attribution };

export const ATTRIBUTION_STORAGE_KEY = "bnc:attribution";

/** What is kept for the session: the request's attribution without the page the form was sent from. */
type LandingAttribution = Omit<Attribution, "page">;

interface PageVisit {
  /** The full address of the page being loaded (location.href). */
  href: string;
  /** document.referrer: empty when the browser sends none. */
  referrer: string;
}

function clip(value: string): string {
  // Control characters have no place in a stored value or an email; the server strips them too.
  return value
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, MAX_ATTRIBUTION_LENGTH);
}

/** The referrer when it is another site (a link from our own pages says nothing about where the visit came from). */
function externalReferrer(referrer: string, origin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin === origin) return undefined;
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return clip(url.href);
  } catch {
    return undefined;
  }
}

/** The attribution a page load stands for on its own: its path, its external referrer and its campaign parameters. */
export function attributionOfVisit(visit: PageVisit): LandingAttribution {
  const url = new URL(visit.href);
  const result: LandingAttribution = { landingPage: clip(url.pathname) };
  const referrer = externalReferrer(visit.referrer, url.origin);
  if (referrer) result.referrer = referrer;
  for (const name of ATTRIBUTION_PARAMS) {
    const value = url.searchParams.get(name);
    if (value?.trim()) result[name] = clip(value);
  }
  return result;
}

function hasCampaign(attribution: LandingAttribution): boolean {
  return ATTRIBUTION_PARAMS.some((name) => Boolean(attribution[name]));
}

/**
 * What the session keeps after this page load. The first landing of the session wins: moving from page to page does
 * not overwrite it. The one exception is a load that carries campaign parameters different from the kept ones (the
 * visitor came back in the same tab through another ad or email link): like analytics tools, that starts a new
 * visit and replaces the landing.
 */
export function mergeAttribution(
  stored: LandingAttribution | undefined,
  current: LandingAttribution,
): LandingAttribution {
  if (!stored) return current;
  if (!hasCampaign(current)) return stored;
  const sameCampaign = ATTRIBUTION_PARAMS.every((name) => (stored[name] ?? "") === (current[name] ?? ""));
  return sameCampaign ? stored : current;
}

/** Reads a stored attribution back, accepting only string values of known keys (storage is visitor-editable). */
export function parseStoredAttribution(raw: string | null): LandingAttribution | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const allowed = new Set<string>(["landingPage", "referrer", ...ATTRIBUTION_PARAMS]);
    const result: Record<string, string> = {};
    for (const [key, item] of Object.entries(value)) {
      if (allowed.has(key) && typeof item === "string" && item) result[key] = clip(item);
    }
    return result as LandingAttribution;
  } catch {
    return undefined;
  }
}

/** Minimal storage, so tests can hand in their own; sessionStorage in the browser. */
export interface AttributionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Used when the browser refuses sessionStorage (blocked storage, some private modes): lasts as long as the page. */
let memoryCopy: LandingAttribution | undefined;

function browserStorage(): AttributionStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Records this page load's attribution for the session. Call once per document load, in the browser (app/root.tsx
 * does it on mount). Never throws: attribution is nice to have, a quote request must not depend on it.
 */
export function captureAttribution(
  visit: PageVisit | undefined = typeof window === "undefined"
    ? undefined
    : { href: window.location.href, referrer: document.referrer },
  storage: AttributionStorage | undefined = browserStorage(),
): LandingAttribution | undefined {
  if (!visit) return undefined;
  try {
    const current = attributionOfVisit(visit);
    let stored: LandingAttribution | undefined;
    try {
      stored = parseStoredAttribution(storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null) ?? memoryCopy;
    } catch {
      stored = memoryCopy;
    }
    const next = mergeAttribution(stored, current);
    memoryCopy = next;
    try {
      storage?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the in-memory copy serves this page.
    }
    return next;
  } catch {
    return undefined;
  }
}

/** The attribution sent with a quote request: the session's landing plus the path of the page of the form. */
export function attributionForSubmit(
  page: string,
  storage: AttributionStorage | undefined = browserStorage(),
): Attribution & { page: string } {
  let stored: LandingAttribution | undefined;
  try {
    stored = parseStoredAttribution(storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null);
  } catch {
    stored = undefined;
  }
  return { ...(stored ?? memoryCopy), page: clip(page) };
}

/** Forgets the in-memory copy: for tests. */
export function resetAttributionMemory(): void {
  memoryCopy = undefined;
}
