import { describe, expect, it } from "vitest";
import { business } from "../business.ts";
import { getStaticPage, requireStaticPage, sanitizePageHtml, staticPageSlugs } from "./index.ts";

const ISO_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe("the static page loader", () => {
  it.each(staticPageSlugs)("returns %s in the stored shape, published", (slug) => {
    const page = getStaticPage(slug);
    expect(page).toBeDefined();
    if (!page) return;
    expect(page.slug).toBe(slug);
    expect(page.id).toEqual(expect.any(Number));
    expect(page.title.rendered.length).toBeGreaterThan(3);
    expect(page.content.rendered).toMatch(/<(p|h2)>/);
    expect(page.excerpt.rendered).toMatch(/^<p>.+<\/p>$/s);
    expect(page.protected).toBe(false);
    expect(page.status).toBe("published");
    for (const field of ["date", "date_gmt", "modified", "modified_gmt"] as const) {
      expect(page[field]).toMatch(ISO_LOCAL);
      expect(Number(page[field].slice(0, 4))).toBeGreaterThanOrEqual(2024);
      expect(Number(page[field].slice(0, 4))).toBeLessThanOrEqual(2026);
    }
    expect(page.modified >= page.date).toBe(true);
  });

  it("gives each page a distinct id", () => {
    const ids = staticPageSlugs.map((slug) => getStaticPage(slug)?.id);
    expect(new Set(ids).size).toBe(staticPageSlugs.length);
  });

  it("has no page for an unknown slug, and the route loader's variant answers 404", () => {
    expect(getStaticPage("no-such-page")).toBeUndefined();
    expect(getStaticPage("guarantee")).toBeUndefined();
    let thrown: unknown;
    try {
      requireStaticPage("no-such-page");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("puts the business's own details and promises in the pages", () => {
    const about = getStaticPage("about-us")?.content.rendered ?? "";
    expect(about).toContain(`${business.yearsOfExperience} years`);
    for (const town of business.serviceArea) expect(about).toContain(town.name);
    expect(about).toContain(business.phone);
    expect(about).toMatch(/licensed, bonded and insured/i);

    const guarantee = getStaticPage("satisfaction-guarantee")?.content.rendered ?? "";
    expect(guarantee).toMatch(/within 24 hours/);
    expect(guarantee).toMatch(/re-clean[^.]*at no additional cost/);
    expect(guarantee).toContain('href="/terms-and-conditions#cancellation-and-refunds"');
    expect(guarantee).not.toMatch(/\$\s?\d/);

    const privacy = getStaticPage("privacy-policy")?.content.rendered ?? "";
    for (const collected of [
      "name",
      "email",
      "phone",
      "zip code",
      "square footage",
      "Anything we should know?",
      "opt out",
    ]) {
      expect(privacy).toContain(collected);
    }
    expect(privacy).toMatch(/do not sell/);
    expect(privacy).toContain("Texas");
  });
});

describe("the page sanitiser", () => {
  it("strips script elements with their content", () => {
    const html = sanitizePageHtml('<p>Hello</p><script>alert("x")</script><p>World</p>');
    expect(html).toBe("<p>Hello</p><p>World</p>");
  });

  it("strips event handler attributes", () => {
    const html = sanitizePageHtml(
      '<p onclick="steal()">Tap</p><a href="/about-us" onmouseover="steal()">About</a><img src="x" onerror="steal()">',
    );
    expect(html).not.toMatch(/on(click|mouseover|error)/);
    expect(html).not.toContain("steal");
    expect(html).toContain('<a href="/about-us">About</a>');
  });

  it("removes javascript: and data: URLs but keeps site, https, mailto and tel links", () => {
    const html = sanitizePageHtml(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href="JaVaScRiPt:alert(1)">b</a>',
        '<a href=" javascript:alert(1)">c</a>',
        '<a href="data:text/html,<script>alert(1)</script>">d</a>',
        '<a href="/faqs">e</a>',
        '<a href="https://www.openstreetmap.org">f</a>',
        '<a href="mailto:info@example.com">g</a>',
        '<a href="tel:+13255550147">h</a>',
      ].join(""),
    );
    expect(html.toLowerCase()).not.toContain("javascript:");
    expect(html).not.toContain("data:");
    expect(html).toContain('<a href="/faqs">e</a>');
    expect(html).toContain('<a href="https://www.openstreetmap.org" rel="noopener noreferrer">f</a>');
    expect(html).toContain('<a href="mailto:info@example.com">g</a>');
    expect(html).toContain('<a href="tel:+13255550147">h</a>');
  });

  it("drops elements outside the allowlist: iframes, styles, forms and inline styles", () => {
    const html = sanitizePageHtml(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form action="/x"><input name="q"></form><p style="color:red" class="x">Kept</p>',
    );
    expect(html).toBe("<p>Kept</p>");
  });

  it("leaves every stored page unchanged but for its allowed markup", () => {
    for (const slug of staticPageSlugs) {
      const content = getStaticPage(slug)?.content.rendered ?? "";
      expect(content).not.toMatch(/<script|\son\w+=|javascript:/i);
      expect(sanitizePageHtml(content)).toBe(content);
    }
  });
});
