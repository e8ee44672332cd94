import { describe, expect, it } from "vitest";
import { defaultSiteContent } from "../../lib/site-content-context.ts";
import { isStaticPageSlug, sanitizePageHtml, staticPageHtml, staticPageSlugs } from "./index.ts";

const content = defaultSiteContent;
const { business } = content;

describe("the static pages", () => {
  it("knows the three slugs and no other", () => {
    for (const slug of staticPageSlugs) expect(isStaticPageSlug(slug)).toBe(true);
    expect(isStaticPageSlug("no-such-page")).toBe(false);
    expect(isStaticPageSlug("guarantee")).toBe(false);
  });

  it("puts the business's own details and promises in the pages, following the details", () => {
    const about = staticPageHtml("about-us", content);
    expect(about).toContain(`${business.yearsOfExperience} years`);
    for (const town of business.towns) expect(about).toContain(town.name);
    expect(about).toContain(`<a href="tel:+13255550147">${business.phone}</a>`);
    expect(about).toMatch(/licensed, bonded and insured/i);
    // The services are listed from the route table, each a link to its page.
    expect(about).toContain('<a href="/services/gym-cleaning-services">Gym Cleaning</a>');

    const guarantee = staticPageHtml("satisfaction-guarantee", content);
    expect(guarantee).toMatch(/within 24 hours/);
    expect(guarantee).toMatch(/re-clean[^.]*at no additional cost/);
    expect(guarantee).toContain('href="/terms-and-conditions#cancellation-and-refunds"');
    expect(guarantee).not.toMatch(/\$\s?\d/);

    const privacy = staticPageHtml("privacy-policy", content);
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
      const html = staticPageHtml(slug, content);
      expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
      expect(sanitizePageHtml(html)).toBe(html);
    }
  });
});
