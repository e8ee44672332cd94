import { escapeHtml } from "../../../lib/plain-text.ts";
import { primaryButton, secondaryButton } from "../owner-bar.tsx";

/**
 * A public page rendered with the owner's change, shown as a preview: the page's own HTML, marked at the top as
 * not on the site yet, with Publish (the same fields, saved) and Back to editing (the same fields, back in the
 * form). It is served with the owner pages' policy, which runs no script and no inline style: the page's scripts
 * and style attributes are taken out rather than left to be refused (the page reads the same without them, as
 * it does with JavaScript off), and search engines are told not to index it.
 */
export function previewDocument(
  html: string,
  options: { action: string; fields: Record<string, string>; pageName: string },
): string {
  const hidden = Object.entries(options.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}"/>`)
    .join("");
  const bar =
    `<section aria-label="Preview" class="border-b-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950">` +
    `<div class="mx-auto max-w-4xl">` +
    `<p class="text-lg font-bold">Preview: not on the site yet</p>` +
    `<p class="mt-1">This is how ${escapeHtml(options.pageName)} will look. Nothing changes on the site until you press Publish.</p>` +
    `<form method="post" action="${escapeHtml(options.action)}" class="mt-3 flex flex-wrap gap-3">${hidden}` +
    `<button type="submit" name="intent" value="save" class="${primaryButton}">Publish</button>` +
    `<button type="submit" name="intent" value="edit" class="${secondaryButton}">Back to editing</button>` +
    `</form></div></section>`;
  return (
    html
      // Scripts would be refused by the policy (and reported); data blocks (JSON-LD) are kept, they never run.
      .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
      .replace(/\sstyle="[^"]*"/gi, "")
      .replace(/<title>/i, "<title>Preview: ")
      .replace(/<\/head>/i, '<meta name="robots" content="noindex, nofollow"/></head>')
      .replace(/<body\b[^>]*>/i, (body) => `${body}${bar}`)
  );
}
