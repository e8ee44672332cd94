import { IntlMessageFormat } from "intl-messageformat";
import { type Lang, LOCALES } from "../content/model/languages.ts";
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };

/**
 * The site's own words in each language (app/i18n/en.json, es.json), ICU MessageFormat, formatted by FormatJS's
 * intl-messageformat: "{phone}" a value, "{count, plural, one {# photo} other {# photos}}" a plural. A key missing
 * from a language, an extra one, a message that does not parse or whose values differ from the English one's fails
 * the build (scripts/check-messages.ts), and a key the code asks for that English lacks does not compile. Pages and
 * emails format them on the server; an island is given its words as props and ships no formatter.
 */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;
/** Values of a message with tags ("see our <link>checklists</link>"): a tag is a function of its words. */
export type RichValues<T> = Record<string, string | number | Date | T | ((chunks: Array<string | T>) => T)>;

const catalogs: Record<Lang, Record<MessageKey, string>> = { en, es };

const formats = new Map<string, IntlMessageFormat>();

function formatOf(lang: Lang, key: MessageKey): IntlMessageFormat {
  const id = `${lang}:${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogs[lang][key], LOCALES[lang]);
    formats.set(id, format);
  }
  return format;
}

/** The message in a language, with its values. */
export function translate(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return String(formatOf(lang, key).format(values));
}

/**
 * A message whose words hold elements ("see our <link>cleaning checklists</link>."), in parts: the words, and what
 * each tag's function made of its own words. The whole sentence stays one message, so each language orders it.
 */
export function translateParts<T>(lang: Lang, key: MessageKey, values: RichValues<T>): Array<string | T> {
  const formatted = formatOf(lang, key).format<T>(values as never);
  return Array.isArray(formatted) ? formatted : [formatted];
}

/** Every language's catalog, for the build's check. */
export const CATALOGS = catalogs;
