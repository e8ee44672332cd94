import type { FaqListKey } from "../../../content/model/content-model.ts";
import type { StoredPageSlug } from "../../../content/pages/stored-pages.ts";
import { services } from "../../../content/services/index.ts";
import { type ServiceKey, serviceKeys } from "../../../content/services/types.ts";
import { getPage } from "../../../route-table.ts";

/**
 * The pages whose words the owner edits (/leads/site/words/:page), each with the public page it shows on: the home
 * page, each service page, the two lists of questions, the two stored pages and the cleaning checklist. Derived
 * from the route table and the services, so a service page added there is editable at once.
 */
export type WordsPage =
  | { key: "home"; kind: "home"; name: string; path: string }
  | { key: ServiceKey; kind: "service"; name: string; path: string }
  | { key: "faqs" | "services"; kind: "faqs"; name: string; path: string }
  | { key: StoredPageSlug; kind: "stored"; name: string; path: string }
  | { key: "checklist"; kind: "checklist"; name: string; path: string };

export const WORDS_PAGES: readonly WordsPage[] = [
  { key: "home", kind: "home", name: "Home page", path: getPage("home").path },
  { key: "faqs", kind: "faqs", name: "FAQ page", path: getPage("faqs").path },
  { key: "services", kind: "faqs", name: "Our Services page", path: getPage("services").path },
  { key: "about-us", kind: "stored", name: "About Us", path: getPage("about-us").path },
  {
    key: "satisfaction-guarantee",
    kind: "stored",
    name: "Satisfaction Guarantee",
    path: getPage("guarantee").path,
  },
  {
    key: "checklist",
    kind: "checklist",
    name: "Cleaning checklists",
    path: getPage("cleaning-checklists").path,
  },
  ...serviceKeys.map(
    (key): WordsPage => ({ key, kind: "service", name: services[key].cardTitle, path: getPage(key).path }),
  ),
];

export function wordsPage(key: string | undefined): WordsPage | undefined {
  return WORDS_PAGES.find((page) => page.key === key);
}

/** Where a page's editor is. */
export const wordsPath = (key: string) => `/leads/site/words/${key}`;

/** The list of questions a page shows (the FAQ page's, the services page's, a service page's own). */
export function faqListOf(page: WordsPage): FaqListKey | undefined {
  return page.kind === "faqs" || page.kind === "service" ? page.key : undefined;
}
