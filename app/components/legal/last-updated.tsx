import { type Lang, LOCALES } from "../../content/model/languages.ts";
import { translate } from "../../i18n/messages.ts";

/**
 * "January 12, 2026" (English) or "12 de enero de 2026" (Spanish) from an ISO date or timestamp, read as a
 * calendar date (no time zone can shift it a day).
 */
export function formatLongDate(iso: string, lang: Lang = "en"): string {
  const [year = 1970, month = 1, day = 1] = iso.slice(0, 10).split("-").map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The "Last updated" line of a policy page, from its modified date, in the page's language. */
export function LastUpdated({ modified, lang = "en" }: { modified: string; lang?: Lang }) {
  return (
    <p className="mb-8 text-sm text-slate-600">
      {`${translate(lang, "legal.lastUpdated")} `}
      <time dateTime={modified.slice(0, 10)}>{formatLongDate(modified, lang)}</time>
    </p>
  );
}
