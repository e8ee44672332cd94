import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * The owner's formatted text (About Us, the Satisfaction Guarantee) to HTML: a small, safe subset of Markdown, the
 * way a phone's keyboard can type it. "## " starts a heading, "- " or "1. " a list item, "**bold**", "*slanted*",
 * "[words](/a-page)" a link, a blank line a new paragraph. Nothing typed is ever run: raw HTML is not Markdown here
 * (markdown-it with `html: false` shows "<script>" as the words "<script>"), and the result still goes through an
 * allowlist (sanitize-html), so no script, no event handler, no javascript: link can reach a page.
 *
 * Server and build only (the pages are rendered there); never imported by an island.
 */

const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false, breaks: false })
  .enable(["heading", "paragraph", "list", "emphasis", "link", "newline", "escape", "backticks"])
  // Headings start at h2 (the page's banner is its h1); deeper levels are h3.
  .set({});

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "p", "br", "ul", "ol", "li", "strong", "em", "a", "code"],
  // `rel` is set by the transform below on links to other sites.
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // "#" is h1 in Markdown: the page has its h1 in the banner, so the owner's top headings are h2, then h3.
    h1: "h2",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const kept: Record<string, string> = external ? { href, rel: "noopener noreferrer" } : { href };
      return { tagName, attribs: kept };
    },
  },
};

/** Formatted text as safe HTML. */
export function formattedToHtml(source: string): string {
  return sanitizeHtml(markdown.render(source.replace(/\r\n?/g, "\n")), sanitizeOptions).trim();
}

/** The words of formatted text without its formatting (for a length check, an excerpt, the history). */
export function formattedToPlain(source: string): string {
  return sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
}
