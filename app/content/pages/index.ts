import sanitizeHtml from "sanitize-html";
import { aboutUs } from "./about-us.ts";
import { privacyPolicy } from "./privacy-policy.ts";
import { satisfactionGuarantee } from "./satisfaction-guarantee.ts";
import type { StaticPage } from "./types.ts";

export { type StaticPage, type StaticPageSlug, staticPageSlugs } from "./types.ts";

/**
 * The stored static pages and their loader. The HTML is our own content, but it is still sanitised with an
 * allowlist so that a bad edit cannot put a script, an event handler or a javascript: link on the site.
 *
 * Build-time only: this module is imported by the static page route's `loader`, which runs during prerendering
 * (React Router removes the loader and its imports from the browser bundle); the sanitised result is serialised
 * into the page. sanitize-html therefore never reaches visitors' browsers.
 */

const stored: readonly StaticPage[] = [aboutUs, satisfactionGuarantee, privacyPolicy];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "code",
    "blockquote",
    "address",
    "abbr",
  ],
  // `rel` is set by the transform below on links to other sites.
  allowedAttributes: { a: ["href", "title", "rel"], abbr: ["title"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Scripts and styles are dropped with their content, not left behind as visible text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // Links leaving the site open in the same tab but tell the other site nothing about ours.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
};

/** Cleans stored HTML down to the allowlist: no scripts, no event handlers, no javascript: or data: URLs. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions).trim();
}

function sanitised(page: StaticPage): StaticPage {
  return {
    ...page,
    title: { rendered: sanitizeHtml(page.title.rendered, { allowedTags: [], allowedAttributes: {} }) },
    content: { rendered: sanitizePageHtml(page.content.rendered) },
    excerpt: { rendered: sanitizePageHtml(page.excerpt.rendered) },
  };
}

/** The published page with this slug, sanitised; undefined for an unknown slug. */
export function getStaticPage(slug: string): StaticPage | undefined {
  const page = stored.find((candidate) => candidate.slug === slug && candidate.status === "published");
  return page ? sanitised(page) : undefined;
}

/** Like getStaticPage, for route loaders: an unknown slug throws a 404 Response, which shows the 404 page. */
export function requireStaticPage(slug: string): StaticPage {
  const page = getStaticPage(slug);
  if (!page) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return page;
}
