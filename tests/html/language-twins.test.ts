import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePublicEnv } from "../../app/lib/public-env.ts";
import { langOf, type SitePage, sitePages, twinOf } from "../../app/route-table.ts";
import { BUILD_CLIENT_DIR, builtPageHtml, decodeEntities } from "../support/built-pages.ts";
import { startTestService, type TestService, testConfig } from "../support/service.ts";

// Issue 31, "Every page", driven by the route table: each English page has its Spanish twin at its own address
// under /es (200, lang="es-US"), each names itself as canonical, both name each other with hreflang (en-US, es-US,
// and x-default for English), both ways, and sitemap.xml lists both with the same alternates.

const { SITE_URL } = parsePublicEnv(process.env);
const url = (pagePath: string) => `${SITE_URL}${pagePath}`;
const english = sitePages.filter((page) => langOf(page) === "en");

/** The alternates a page's HTML names, by hreflang. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return Object.fromEntries(links.map(([, lang = "", href = ""]) => [lang, decodeEntities(href)]));
}

const canonical = (html: string) =>
  decodeEntities(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "");

let service: TestService;
beforeAll(async () => {
  service = await startTestService(testConfig());
}, 60_000);
afterAll(() => service?.stop());

describe("every page in English and in Spanish", () => {
  it("has a Spanish twin under /es, served with lang es-US and its own title", async () => {
    expect(english.length).toBeGreaterThan(20);
    for (const page of english) {
      const twin = twinOf(page);
      expect(twin.path === "/es" || twin.path.startsWith("/es/"), twin.path).toBe(true);
      const answer = await service.app.inject({ url: twin.path });
      expect(answer.statusCode, twin.path).toBe(200);
      expect(answer.body, twin.path).toContain('<html lang="es-US">');
      expect(answer.body, twin.path).not.toContain(`<title>${page.title}`);
      const englishAnswer = await service.app.inject({ url: page.path });
      expect(englishAnswer.body, page.path).toContain('<html lang="en-US">');
    }
  });

  it("names itself canonical and both versions with hreflang, both ways, English as x-default", () => {
    for (const page of sitePages as readonly SitePage[]) {
      const html = builtPageHtml(page.path);
      const twin = twinOf(page);
      const [en, es] = langOf(page) === "en" ? [page, twin] : [twin, page];
      expect(canonical(html), page.path).toBe(url(page.path));
      expect(alternates(html), page.path).toEqual({
        "en-US": url(en.path),
        "es-US": url(es.path),
        "x-default": url(en.path),
      });
    }
  });

  it("is listed in sitemap.xml with the same alternates", () => {
    const sitemap = readFileSync(path.join(BUILD_CLIENT_DIR, "sitemap.xml"), "utf8");
    for (const page of sitePages as readonly SitePage[]) {
      const entry = sitemap.match(
        new RegExp(`<url><loc>${url(page.path).replace(/[.?]/g, "\\$&")}</loc>.*?</url>`),
      )?.[0];
      expect(entry, page.path).toBeDefined();
      const twin = twinOf(page);
      const [en, es] = langOf(page) === "en" ? [page, twin] : [twin, page];
      expect(entry).toContain(`hreflang="en-US" href="${url(en.path)}"`);
      expect(entry).toContain(`hreflang="es-US" href="${url(es.path)}"`);
      expect(entry).toContain(`hreflang="x-default" href="${url(en.path)}"`);
    }
  });

  it("links to the other language on the page itself, with no redirect by browser language", async () => {
    for (const page of english) {
      const twin = twinOf(page);
      expect(builtPageHtml(page.path), page.path).toContain(
        `href="${twin.path}" hrefLang="es-US" lang="es-US"`,
      );
      expect(builtPageHtml(twin.path), twin.path).toContain(
        `href="${page.path}" hrefLang="en-US" lang="en-US"`,
      );
    }
    const asked = await service.app.inject({ url: "/", headers: { "accept-language": "es-MX,es;q=0.9" } });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="en-US">');
  });

  it("answers an unknown path under /es with the Spanish 404 page", async () => {
    const answer = await service.app.inject({ url: "/es/no-existe" });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<html lang="es-US">');
    const english404 = await service.app.inject({ url: "/no-such-page" });
    expect(english404.body).toContain('<html lang="en-US">');
  });
});
