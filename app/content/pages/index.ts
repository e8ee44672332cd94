import sanitizeHtml from "sanitize-html";
import type { SiteContent } from "../../lib/site-content.ts";
import { sitePractices } from "../legal/site-practices.ts";
import { privacyPolicyHtml } from "./privacy-policy.ts";

/**
 * The static pages (docs/product.md §3 "Static page"): About Us and the Satisfaction Guarantee are the owner's
 * formatted text (app/content/pages/stored-pages.ts, rendered to safe HTML by the content model), the privacy policy
 * is written from what the site does and the owner's facts. Every page's HTML still goes through an allowlist, so
 * that nothing can put a script, an event handler or a javascript: link on the site.
 *
 * Server and build only: the static page route's loader runs there; sanitize-html never reaches visitors' browsers.
 */
export const staticPageSlugs = ["about-us", "satisfaction-guarantee", "privacy-policy"] as const;
export type StaticPageSlug = (typeof staticPageSlugs)[number];

export function isStaticPageSlug(slug: string | undefined): slug is StaticPageSlug {
  return (staticPageSlugs as readonly string[]).includes(slug ?? "");
}

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

/** The page's HTML as the content has it now, sanitised. */
export function staticPageHtml(slug: StaticPageSlug, content: SiteContent): string {
  if (slug === "privacy-policy") return sanitizePageHtml(privacyPolicyHtml(sitePractices, content));
  return sanitizePageHtml(content.words.pages[slug]);
}
