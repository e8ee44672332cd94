import http from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../app/i18n/en.json" with { type: "json" };
import es from "../app/i18n/es.json" with { type: "json" };
import { sitePages } from "../app/route-table.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

// These tests read the production build (npm test builds first): they check what search engines and visitors get
// before any script runs.
let app: FastifyInstance;
// SITE_URL is baked into the pages at build, so the expected origin is the one the build was made with.
const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
const origin = config.public.SITE_URL;

beforeAll(async () => {
  app = await buildApp(config);
});
afterAll(() => app.close());

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1];
}

describe("every page of the route table", () => {
  it("has 26 pages in each language, every path its own", () => {
    expect(sitePages.filter((page) => page.lang === "en")).toHaveLength(26);
    expect(sitePages.filter((page) => page.lang === "es")).toHaveLength(26);
    expect(new Set(sitePages.map((page) => page.path)).size).toBe(52);
  });

  const titles = new Set<string>();
  for (const page of sitePages) {
    it(`${page.path} answers 200 with its own title, description, canonical url and share tags`, async () => {
      const response = await app.inject({ url: page.path });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      const html = response.body;
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title).toBeTruthy();
      expect(titles.has(title as string), `title "${title}" is used twice`).toBe(false);
      titles.add(title as string);
      expect(metaContent(html, "name", "description")?.length ?? 0).toBeGreaterThanOrEqual(50);
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      expect(canonical).toBe(`${origin}${page.path}`);
      expect(metaContent(html, "property", "og:title")).toBe(title);
      expect(metaContent(html, "property", "og:description")).toBe(metaContent(html, "name", "description"));
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      // The content is in the HTML itself: the page's heading is there before any script runs.
      const heading = page.banner?.title ?? (page.lang === "es" ? es : en)["home.hero.title"];
      expect(html).toMatch(
        new RegExp(
          `<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "(?:'|&#x27;)")}</h1>`,
        ),
      );
    });
  }
});

describe("unknown paths", () => {
  it.each(["/no-such-page", "/services/not-a-service", "/__not-found", "/services/index.html"])(
    "%s answers 404 with the 404 page",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Oops! You");
      expect(response.body).toContain("The page you are looking for was not found.");
      expect(response.body).toContain("Back to Home");
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it("an unknown API path answers JSON, not the HTML page", async () => {
    const response = await app.inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not found" });
  });
});

/** A GET over a real socket with the path exactly as written (inject() would normalise backslashes first). */
async function rawGet(urlPath: string): Promise<{ status: number; location?: string; body: string }> {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening");
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: address.port, path: urlPath }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    request.on("error", reject);
  });
}

describe("no way off the site", () => {
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
  });

  it.each(["/\\evil.com/", "/%5Cevil.com/", "//evil.com/", "//evil.com", "/\\/evil.com/"])(
    "%s answers the 404 page, never a redirect",
    async (url) => {
      const response = await rawGet(url);
      expect(response.status).toBe(404);
      expect(response.location).toBeUndefined();
      expect(response.body).toContain("The page you are looking for was not found.");
    },
  );

  it("a trailing slash on an unknown path is the 404 page, not a redirect", async () => {
    const response = await app.inject({ url: "/not-a-page/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });
});

describe("one spelling per page", () => {
  it.each([
    ["/services/", "/services"],
    ["/services/commercial/daycare/?utm_source=flyer", "/services/commercial/daycare?utm_source=flyer"],
    ["/home", "/"],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await app.inject({ url: from });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

describe("files for search engines", () => {
  it("/sitemap.xml lists every page of the route table", async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(sitePages.length);
    for (const page of sitePages) expect(locations).toContain(`${origin}${page.path}`);
  });

  it("/robots.txt names the sitemap", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("delivery", () => {
  it("sends pages compressed when the browser accepts it, and answers 304 to a known ETag", async () => {
    const first = await app.inject({ url: "/services", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    const etag = first.headers.etag as string;
    const again = await app.inject({
      url: "/services",
      headers: { "accept-encoding": "gzip, deflate, br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("caches hashed assets for a year and pages not at all without revalidation", async () => {
    // The moving page has islands: its loader names their chunks.
    const page = await app.inject({ url: "/services/moving-cleaning-services" });
    const script = page.body.match(/"file":"(\/assets\/islands\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await app.inject({ url: script as string });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect(page.headers["cache-control"]).toContain("must-revalidate");
  });

  it("allows only the page's own inline scripts, by hash", async () => {
    const page = await app.inject({ url: "/contact-us" });
    const csp = page.headers["content-security-policy"] as string;
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain("unsafe-inline' https://www.google.com/recaptcha/; style");
    expect(csp).toMatch(/object-src 'none'/);
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("/healthz answers 200 while the service can serve", async () => {
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("ok");
  });
});

describe("an API on another origin (API_URL)", () => {
  it("the pages' Content-Security-Policy follows the build's API_URL, not a different one set at start", async () => {
    const separate = await buildApp(
      loadConfig({ ...process.env, LOG_LEVEL: "silent", API_URL: "https://api.bnc-cleaning.example/v1" }),
    );
    try {
      const csp = (await separate.inject({ url: "/get-a-quote" })).headers[
        "content-security-policy"
      ] as string;
      // The build's pages call the API where the build said; a variable changed after the build changes nothing.
      if (!config.public.API_URL) expect(csp).not.toContain("api.bnc-cleaning.example");
    } finally {
      await separate.close();
    }
  });
});

describe("structured data for search", () => {
  function jsonLd(html: string): Array<Record<string, unknown>> {
    return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
    );
  }

  it("every page names the business, and inner pages their breadcrumb trail", async () => {
    const home = jsonLd((await app.inject({ url: "/" })).body);
    expect(home.map((item) => item["@type"])).toContain("LocalBusiness");
    const gym = jsonLd((await app.inject({ url: "/services/gym-cleaning-services" })).body);
    const trail = gym.find((item) => item["@type"] === "BreadcrumbList") as {
      itemListElement: Array<{ name: string; item: string }>;
    };
    expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Services",
      "Gym Cleaning Services",
    ]);
    expect(trail.itemListElement.at(-1)?.item).toBe(`${origin}/services/gym-cleaning-services`);
  });

  it("the FAQ page lists its ten questions as an FAQPage", async () => {
    const items = jsonLd((await app.inject({ url: "/faqs" })).body);
    const faq = items.find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(10);
  });
});
