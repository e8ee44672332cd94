import { services } from "../../app/content/services/index.ts";
import { langOf, normalisePath, type SitePage, sitePages } from "../../app/route-table.ts";
import { expect, test } from "./fixtures.ts";

// The site as a search engine reads it: the prerendered HTML of every page, as the service sends it. People search
// "daycare cleaning Abilene": each service page's title must say the service and the place, fit in a search result,
// and the service pages must be linked from enough pages (and from each other) to be found and ranked.

interface PageReading {
  page: SitePage;
  title: string;
  description: string;
  /** Internal pages this page links to, as route table paths. */
  linksTo: Set<string>;
}

const MAX_TITLE_LENGTH = 60;
const MIN_PAGES_LINKING_TO_A_SERVICE = 4;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const knownPaths = new Set(sitePages.map((page) => page.path));
const isServicePage = (page: SitePage) => page.path.startsWith("/services/");
const servicePages = sitePages.filter(isServicePage);

async function readAll(request: import("@playwright/test").APIRequestContext): Promise<PageReading[]> {
  // One page after another: both languages' pages at once, from two workers, reset connections on this machine.
  const readings: PageReading[] = [];
  for (const page of sitePages) readings.push(await readPage(request, page));
  return readings;
}

async function readPage(
  request: import("@playwright/test").APIRequestContext,
  page: SitePage,
): Promise<PageReading> {
  const response = await request.get(page.path);
  expect(response.status(), page.path).toBe(200);
  const html = await response.text();
  const linksTo = new Set<string>();
  for (const [, href = ""] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = normalisePath(decodeEntities(href).split(/[?#]/)[0] ?? "");
    if (knownPaths.has(path) && path !== page.path) linksTo.add(path);
  }
  return {
    page,
    title: decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ""),
    linksTo,
  };
}

test("every title fits a search result, service titles name the service and Abilene, TX, none is repeated", async ({
  request,
}) => {
  const readings = await readAll(request);
  for (const { page, title } of readings) {
    expect(title.length, `${page.path}: "${title}"`).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    if (isServicePage(page)) {
      const service = (page.banner?.title ?? "").replace(/ in Abilene, Texas$/, "");
      expect(title, page.path).toContain(service);
      expect(title, page.path).toContain("Abilene, TX");
    }
  }
  expect(new Set(readings.map((reading) => reading.title)).size).toBe(sitePages.length);
  expect(new Set(readings.map((reading) => reading.description)).size).toBe(sitePages.length);
});

test("each service page links to its related services and is linked from four other pages or more", async ({
  request,
}) => {
  const readings = await readAll(request);
  const byPath = new Map(readings.map((reading) => [reading.page.path, reading]));

  // Homes link to homes, businesses to businesses: every other detail page for the same audience.
  const details = sitePages.filter((page) => page.file === "routes/service-detail.tsx");
  const audience = (page: SitePage) => services[page.contentKey as keyof typeof services].audience;
  for (const page of details) {
    // In the page's own language: a Spanish page links the Spanish pages.
    const siblings = details.filter(
      (other) => other !== page && audience(other) === audience(page) && langOf(other) === langOf(page),
    );
    const links = byPath.get(page.path)?.linksTo ?? new Set();
    for (const sibling of siblings)
      expect(links.has(sibling.path), `${page.path} → ${sibling.path}`).toBe(true);
  }

  const incoming = servicePages.map((target) => ({
    path: target.path,
    from: readings.filter((reading) => reading.linksTo.has(target.path)).map((reading) => reading.page.path),
  }));
  const tooFew = incoming.filter((entry) => entry.from.length < MIN_PAGES_LINKING_TO_A_SERVICE);
  expect(tooFew).toEqual([]);
});
