import type { ContentModel } from "../../content/model/content-model.ts";
import { FAQ_LIST_KEYS } from "../../content/model/content-model.ts";
import type { Lang } from "../../content/model/languages.ts";
import { own } from "../../content/model/paths.ts";
import { WORDS_PAGES, withLang, wordsPath } from "./words/words-pages.ts";

/**
 * Where the owner writes the translation of each text (the list "Spanish words" links each gap there): the page
 * whose editor holds it, grouped as the owner meets them, and the address of the field itself, in Spanish.
 */
export interface TextPlace {
  /** The group it is listed under: a page of words, Going live, Photos, or the notice of Your site. */
  group: { key: string; name: string };
  /** The field's editor, in the language, at the field (a question or benefit opened in its form). */
  href: string;
  /** The field's element id on that page. */
  fieldId: string;
}

const wordsGroup = (key: string) => {
  const page = WORDS_PAGES.find((entry) => entry.key === key);
  return { key, name: page?.name ?? key };
};

/** The place of one text (its path without the language), or undefined for a path no page edits. */
export function placeOfText(model: ContentModel, path: string, lang: Lang): TextPlace | undefined {
  const [root = "", a = "", b = "", c = "", d = ""] = path.split(".");
  const at = (key: string, fieldId: string, query: Record<string, string> = {}): TextPlace => ({
    group: wordsGroup(key),
    href: withLang(wordsPath(key), lang, query, fieldId),
    fieldId,
  });
  switch (root) {
    case "home":
      return at("home", `home-${a}`);
    case "claims":
      return at("home", `claim-${a}-${b}-${c}`, { claim: `${a}.${b}` });
    case "services":
      return b === "benefits" ? at(a, `benefit-${d}`, { benefit: c }) : at(a, `service-${b}`);
    case "faq": {
      const list = FAQ_LIST_KEYS.find((key) => own(model.faqLists, key)?.includes(a));
      return list ? at(list, `faq-${b}`, { faq: a }) : undefined;
    }
    case "pages":
      return at(a, "page-text");
    case "facts": {
      const fieldId = `fact-${a}-value`;
      return {
        group: { key: "going-live", name: "Going live" },
        href: withLang("/leads/site/going-live", lang, {}, fieldId),
        fieldId,
      };
    }
    case "photos":
      return {
        group: { key: "photos", name: "Photos" },
        href: `/leads/photos#alt-es-${a}`,
        fieldId: `alt-es-${a}`,
      };
    case "booking":
      return {
        group: { key: "windows", name: "Arrival windows" },
        href: `/leads/bookings/windows#${b}-label-es`,
        fieldId: `${b}-label-es`,
      };
    case "notice":
      return {
        group: { key: "notice", name: "Notice" },
        href: "/leads/site#notice-text-es",
        fieldId: "notice-text-es",
      };
    default:
      return undefined;
  }
}
