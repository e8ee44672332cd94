import { useLocation } from "react-router";
import type { Lang } from "../content/model/languages.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { getPage, type SitePage, type SitePageId } from "../route-table.ts";
import { type MessageKey, type MessageValues, translate } from "./messages.ts";

/**
 * A page's words and links in its own language: `t("nav.home")` its message, `path("get-a-quote")` the address of
 * that page in the same language ("/es/cotizacion" on a Spanish page). Server only: islands are given their words.
 */
export function useWords(): {
  lang: Lang;
  t: (key: MessageKey, values?: MessageValues) => string;
  path: (page: SitePageId) => string;
  page: (page: SitePageId) => SitePage;
} {
  const { lang } = useSiteContent();
  return {
    lang,
    t: (key, values) => translate(lang, key, values),
    path: (page) => getPage(page, lang).path,
    page: (page) => getPage(page, lang),
  };
}

/** The pathname of the page being rendered. */
export const usePathname = () => useLocation().pathname;
