/**
 * The languages the site's words are kept in. Every text the owner edits is stored per language (`Text`), so a
 * language is added by adding its values, never by changing the model.
 */
export const LANGUAGES = ["en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

/** A text the owner edits, one value per language. */
export type Text = { [L in Lang]: string };

/** A text whose default is these English words (other languages' defaults are added with the language). */
export function text(en: string): Text {
  return { en };
}

/** The value for `lang`, the default language's where that one is still empty. */
export function inLanguage(value: Text, lang: Lang): string {
  return value[lang] || value[DEFAULT_LANG];
}

/** A new text written in `lang`: its value there, and in the default language too until one is written for it. */
export function newText(lang: Lang, value: string): Text {
  return Object.fromEntries(LANGUAGES.map((l) => [l, l === lang || l === DEFAULT_LANG ? value : ""])) as Text;
}
