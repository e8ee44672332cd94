import type { FaqListKey } from "../../../content/model/content-model.ts";
import { DEFAULT_LANG, type Lang } from "../../../content/model/languages.ts";
import type { StoredPageSlug } from "../../../content/pages/stored-pages.ts";
import { services } from "../../../content/services/index.ts";
import { type ServiceKey, serviceKeys } from "../../../content/services/types.ts";
import { getPage, type SitePageId } from "../../../route-table.ts";

/**
 * The pages whose words the owner edits (/leads/site/words/:page), each with the public page it shows on: the home
 * page, each service page, the two lists of questions, the two stored pages and the cleaning checklist. Derived
 * from the route table and the services, so a service page added there is editable at once.
 */
export type WordsPage = (
  | { key: "home"; kind: "home" }
  | { key: ServiceKey; kind: "service" }
  | { key: "faqs" | "services"; kind: "faqs" }
  | { key: StoredPageSlug; kind: "stored" }
  | { key: "checklist"; kind: "checklist" }
) & {
  name: string;
  /** The public page, and its Spanish twin. */
  path: string;
  esPath: string;
};

/** A page's two addresses. */
const paths = (id: SitePageId) => ({ path: getPage(id).path, esPath: getPage(id, "es").path });

export const WORDS_PAGES: readonly WordsPage[] = [
  { key: "home", kind: "home", name: "Home page", ...paths("home") },
  { key: "faqs", kind: "faqs", name: "FAQ page", ...paths("faqs") },
  { key: "services", kind: "faqs", name: "Our Services page", ...paths("services") },
  { key: "about-us", kind: "stored", name: "About Us", ...paths("about-us") },
  { key: "satisfaction-guarantee", kind: "stored", name: "Satisfaction Guarantee", ...paths("guarantee") },
  { key: "checklist", kind: "checklist", name: "Cleaning checklists", ...paths("cleaning-checklists") },
  ...serviceKeys.map(
    (key): WordsPage => ({ key, kind: "service", name: services[key].cardTitle.en, ...paths(key) }),
  ),
];

export function wordsPage(key: string | undefined): WordsPage | undefined {
  return WORDS_PAGES.find((page) => page.key === key);
}

/** Where a page's editor is, in a language ("?lang=es": the same page's Spanish words). */
export const wordsPath = (key: string, lang: Lang = DEFAULT_LANG) =>
  withLang(`/leads/site/words/${key}`, lang);

/**
 * An owner page's address in a language, with more of its query (`?done=saved`) and an anchor: the language goes
 * first, so every answer of a Spanish form (saved, refused, moved, previewed) comes back to the Spanish words.
 */
export function withLang(
  path: string,
  lang: Lang,
  query: Record<string, string> = {},
  hash?: string,
): string {
  const params = new URLSearchParams(lang === DEFAULT_LANG ? query : { lang, ...query });
  const search = params.size > 0 ? `?${params}` : "";
  return `${path}${search}${hash ? `#${hash}` : ""}`;
}

/** An address with more of a query (an address that may have one already: `?lang=es`) and an anchor. */
export function withQuery(address: string, query: Record<string, string>, hash?: string): string {
  const [path = "", search = ""] = address.split("?");
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  return `${path}?${params}${hash ? `#${hash}` : ""}`;
}

/** Whether a page's words are written per language (the checklist's cells are the same in both). */
export const hasTexts = (page: WordsPage) => page.kind !== "checklist";

/** The list of questions a page shows (the FAQ page's, the services page's, a service page's own). */
export function faqListOf(page: WordsPage): FaqListKey | undefined {
  return page.kind === "faqs" || page.kind === "service" ? page.key : undefined;
}
