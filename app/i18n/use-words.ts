import { createElement, Fragment, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { Lang, Text } from "../content/model/languages.ts";
import { inLanguage } from "../content/model/languages.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { getPage, type SitePage, type SitePageId } from "../route-table.ts";
import {
  type MessageKey,
  type MessageValues,
  type RichValues,
  translate,
  translateParts,
} from "./messages.ts";

/**
 * A page's words and links in its own language: `t("nav.home")` its message, `path("get-a-quote")` the address of
 * that page in the same language ("/es/cotizacion" on a Spanish page), `rich("faqs.intro", { link: (words) =>
 * <Link…>{words}</Link> })` a message with elements in it, `say(text)` a content Text in the page's language.
 * Server only: islands are given their words.
 */
export function useWords(): {
  lang: Lang;
  t: (key: MessageKey, values?: MessageValues) => string;
  rich: (key: MessageKey, values: RichValues<ReactNode>) => ReactNode;
  say: (text: Text) => string;
  path: (page: SitePageId) => string;
  page: (page: SitePageId) => SitePage;
} {
  const { lang } = useSiteContent();
  return {
    lang,
    t: (key, values) => translate(lang, key, values),
    rich: (key, values) =>
      translateParts<ReactNode>(lang, key, values).map((part, index) =>
        // The parts of one message, in their fixed order: their place is their key.
        typeof part === "string" ? part : createElement(Fragment, { key: index }, part),
      ),
    say: (text) => inLanguage(text, lang),
    path: (page) => getPage(page, lang).path,
    page: (page) => getPage(page, lang),
  };
}

/** The pathname of the page being rendered. */
export const usePathname = () => useLocation().pathname;
