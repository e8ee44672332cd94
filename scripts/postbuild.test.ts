import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageContentModified } from "../app/content/page-dates.ts";
import { parsePublicEnv } from "../app/lib/public-env.ts";
import { type SitePageId, sitePages } from "../app/route-table.ts";
import { BUILD_CLIENT_DIR, builtPageHtml } from "../tests/support/built-pages.ts";

/** What the build tells search engines about the pages: sitemap.xml and robots.txt, read from the build itself. */
const read = (file: string) => {
  if (!existsSync(path.join(BUILD_CLIENT_DIR, file))) throw new Error("No build: run `npm run build` first.");
  return readFileSync(path.join(BUILD_CLIENT_DIR, file), "utf8");
};
const { SITE_URL } = parsePublicEnv(process.env);
const urlOf = (pagePath: string) => `${SITE_URL}${pagePath === "/" ? "/" : pagePath}`;

describe("sitemap.xml", () => {
  it("lists every page with the date its content last changed, not the build's", () => {
    const entries = [
      ...read("sitemap.xml").matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>.*?<\/url>/g),
    ];
    expect(entries.map(([, loc]) => loc)).toEqual(sitePages.map((page) => urlOf(page.path)));
    for (const [index, page] of sitePages.entries()) {
      const lastmod = entries[index]?.[2] ?? "";
      expect(lastmod, page.path).toBe(pageContentModified[(page.key ?? page.id) as SitePageId]);
      expect(lastmod, page.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(lastmod), page.path).toBeLessThanOrEqual(Date.now());
    }
  });

  it("gives a page that shows 'Last updated' the very date it shows", () => {
    const shown = sitePages.flatMap((page) => {
      const html = builtPageHtml(page.path);
      const date = html.match(
        /(?:Last updated|Última actualización:) <time dateTime="(\d{4}-\d{2}-\d{2})">/,
      )?.[1];
      return date ? [{ id: (page.key ?? page.id) as SitePageId, path: page.path, date }] : [];
    });
    // In both languages.
    expect(shown.map((page) => page.id).sort()).toEqual(
      ["about-us", "cookies", "guarantee", "privacy-policy", "security-policy", "terms-and-conditions"]
        .flatMap((id) => [id, id])
        .sort(),
    );
    for (const page of shown) expect(pageContentModified[page.id], page.path).toBe(page.date);
  });
});

describe("robots.txt", () => {
  it("allows the pages, keeps crawlers out of the API and points to the sitemap", () => {
    const robots = read("robots.txt");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
