/**
 * The languages the site's words are kept in. Every text the owner edits is stored per language (`Text`), so a
 * language is added by adding its values, never by changing the model.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

/** Each language's tag for the pages (`lang`, hreflang), dates and numbers: the site speaks to Texas. */
export const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US" };

/** What a page's link to its other-language twin says, in that language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", es: "Español" };

export function isLang(value: string | undefined): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value ?? "");
}

/** A text the owner edits, one value per language. */
export type Text = { [L in Lang]: string };

/** A text with its words in each language ("" where not written yet: the default language's shows). */
export function text(en: string, es = ""): Text {
  return { en, es };
}

/** The value for `lang`, the default language's where that one is still empty. */
export function inLanguage(value: Text, lang: Lang): string {
  return value[lang] || value[DEFAULT_LANG];
}

/** A new text written in `lang`: its value there, and in the default language too until one is written for it. */
export function newText(lang: Lang, value: string): Text {
  return Object.fromEntries(LANGUAGES.map((l) => [l, l === lang || l === DEFAULT_LANG ? value : ""])) as Text;
}

/**
 * A name as it reads inside a sentence: English keeps a service's title case ("a free estimate for Deep Cleaning"),
 * Spanish writes a common noun in lower case ("una cotización gratis de limpieza profunda"; "Airbnb" keeps its own).
 */
export function inSentence(name: string, lang: Lang): string {
  return lang === "en" ? name : name.charAt(0).toLocaleLowerCase(LOCALES[lang]) + name.slice(1);
}
