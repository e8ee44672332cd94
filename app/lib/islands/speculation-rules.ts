import { customerPages, OWNER_PATH_PREFIX } from "../../route-table.ts";

/**
 * Moving between pages is a plain page load (no router in the browser), made instant by the browser's Speculation
 * Rules (docs/architecture.md, "Moving between pages"): a page is fetched as soon as the visitor shows they are
 * about to open it (the pointer rests on its link, or a finger touches it), and prerendered when they press. A
 * browser without them loads the page when clicked, as any link; the pages are small and served from memory.
 *
 * Never speculated: the owner's pages (signed-in, with effects on a GET such as a sign-in link), the API, the
 * customer's private pages and files. (No link of ours carries a query: a sent form's answer page is reached by
 * the form, not by a link.)
 */
const notSpeculated = [
  `${OWNER_PATH_PREFIX}*`,
  "/api/*",
  ...customerPages.map((page) => page.path.replace(/:token$/, "*")),
  "/calendar/*",
  "/unsubscribe/*",
  "/media/*",
];

const sitePages = { and: [{ href_matches: "/*" }, { not: { href_matches: notSpeculated } }] };

export const speculationRules = JSON.stringify({
  prefetch: [{ where: sitePages, eagerness: "moderate" }],
  prerender: [{ where: sitePages, eagerness: "conservative" }],
});
