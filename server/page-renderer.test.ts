import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteContent, SitePhoto } from "../app/lib/site-content.ts";
import { defaultSiteContent } from "../app/lib/site-content-context.ts";
import { NOT_FOUND_PRERENDER_PATH } from "../app/route-table.ts";
import { BUILD_CLIENT_DIR, builtPageHtml, decodeEntities } from "../tests/support/built-pages.ts";
import { loadPageRenderer, type PageRenderer } from "./page-renderer.ts";

// These tests render pages through the production server bundle (npm test builds first), as the service does when
// the owner changes the site content: the same React components as the prerendered files, another content.

const MOVING = "/services/moving-cleaning-services";
const siteUrl = (
  JSON.parse(readFileSync(path.join(BUILD_CLIENT_DIR, "site-origin.json"), "utf8")) as { siteUrl: string }
).siteUrl;

/** The page without its islands' props: the words an island may show (every caption of the slider) are not read. */
const shown = (html: string) => html.replace(/ data-props="[^"]*"/g, "");

const photo = (id: string, alt: string): SitePhoto => ({
  id,
  alt,
  width: 1600,
  height: 1200,
  widths: [480, 960, 1600],
  jpegWidth: 1200,
  avif: true,
});

const content: SiteContent = {
  ...defaultSiteContent,
  photos: {
    "p-before": photo("p-before", "A kitchen floor before our cleaning, stained and dusty"),
    "p-after": photo("p-after", "The same kitchen floor after our cleaning, spotless"),
  },
  galleries: { moving: ["p-after", "p-before"] },
  comparisons: { moving: { before: "p-before", after: "p-after" } },
  testimonials: [
    {
      id: "t-1",
      text: "They left the old house spotless & we got our deposit back.",
      customerName: "Dana R.",
      place: "Abilene",
      date: "2026-10-03",
      rating: 5,
    },
  ],
  notice: { text: "Closed December 24 to 26 for the holidays.", until: "2999-12-31" },
};

let renderer: PageRenderer;

beforeAll(async () => {
  renderer = await loadPageRenderer({
    serverBuildFile: path.resolve(BUILD_CLIENT_DIR, "..", "server", "index.js"),
    siteUrl,
    cspSources: { apiOrigin: "", recaptcha: false, tagManager: false, imageOrigins: [] },
  });
});

describe("a page rendered with the owner's content", () => {
  it("shows the gallery's photos as our own work, the photo comparison, the notice, and shares the first photo", async () => {
    const { status, html } = await renderer.render(MOVING, content);
    expect(status).toBe(200);
    const text = decodeEntities(shown(html));
    expect(text).toContain("Photos of our own work.");
    expect(text).not.toContain("Illustrations, not photographs of our work.");
    // Every size in AVIF and WebP, the JPEG as the fallback, the box reserved, loaded only near the screen.
    expect(html).toContain(
      'srcSet="/media/photos/p-after/480.avif 480w, /media/photos/p-after/960.avif 960w, /media/photos/p-after/1600.avif 1600w"',
    );
    expect(html).toContain('type="image/webp" srcSet="/media/photos/p-before/480.webp 480w');
    expect(html).toMatch(
      /<img src="\/media\/photos\/p-after\/1200.jpg" alt="The same kitchen floor after our cleaning, spotless" width="1600" height="1200" loading="lazy" decoding="async"/,
    );
    // The comparison is the pair of photos, captioned as photos.
    expect(text).toContain("Photos of our own work: the same place before our cleaning");
    expect(text).toContain('alt="A kitchen floor before our cleaning, stained and dusty"');
    // The notice, above the header.
    const notice = html.indexOf('aria-label="Notice"');
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(html.indexOf("<header"));
    expect(text).toContain("Closed December 24 to 26 for the holidays.");
    // A shared link and the Service node show the gallery's first photo, the JPEG, at its size.
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/media/photos/p-after/1200.jpg"/>`);
    expect(html).toContain('<meta property="og:image:height" content="900"/>');
    expect(html).toContain(`"image":"${siteUrl}/media/photos/p-after/1200.jpg"`);
    // Nothing is asked of the browser to show them: the HTML has them, and no photo address is fetched by script.
    expect(html).not.toContain("/api/site-content");
  });

  it("shows the testimonials on the home page and the reviews page, and the notice on the 404 page", async () => {
    const home = await renderer.render("/", content);
    expect(decodeEntities(home.html)).toContain(
      "They left the old house spotless & we got our deposit back.",
    );
    expect(home.html).toContain("From our customers");
    expect(home.html).toContain("Dana R.");
    const reviews = await renderer.render("/reviews", content);
    expect(decodeEntities(reviews.html)).toContain("we got our deposit back");
    expect(reviews.html).toMatch(/<meta name="description" content="Reviews of our cleaning services/);
    // The 404 page as the build prerenders it (the service sends it, with status 404, for any unknown path).
    const missing = await renderer.render(NOT_FOUND_PRERENDER_PATH, content);
    expect(decodeEntities(missing.html)).toContain("Oops! You're lost.");
    expect(missing.html).toContain("Closed December 24 to 26 for the holidays.");
  });

  it("renders with the default content as the build prerendered: drawings, captioned as drawings, no notice", async () => {
    const { status, html } = await renderer.render(MOVING, defaultSiteContent);
    expect(status).toBe(200);
    expect(shown(html)).toContain("Illustrations, not photographs of our work.");
    expect(shown(html)).toContain("An illustration, not a photograph");
    expect(shown(html)).not.toContain("Photos of our own work");
    expect(html).not.toContain('aria-label="Notice"');
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/images/share-card.png"/>`);
    // The build's own file says the same.
    expect(shown(builtPageHtml(MOVING))).toContain("Illustrations, not photographs of our work.");
    expect(builtPageHtml(MOVING)).not.toContain('aria-label="Notice"');
  });

  it("a notice past its last day is not shown", async () => {
    const { html } = await renderer.render(MOVING, {
      ...defaultSiteContent,
      notice: { text: "Closed for the holidays.", until: "2000-01-01" },
    });
    expect(html).not.toContain("Closed for the holidays.");
  });
});
