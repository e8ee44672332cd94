import type { ReactNode } from "react";
import { DEFAULT_LANG, LANGUAGE_NAMES, LANGUAGES, type Lang } from "../../../content/model/languages.ts";
import { excerpt, GAP_WORDS, type TranslationGap } from "../../../content/model/translations.ts";
import { secondaryButton } from "../owner-bar.tsx";
import { withLang } from "./words-pages.ts";

/**
 * The owner's words in Spanish (docs/owner-guide.md, "Your words in Spanish"): the same editors, with `?lang=es`.
 * Each field shows its English beside it, and a flag where the Spanish page does not say what the English says
 * (app/content/model/translations.ts): no Spanish yet (the English shows), or Spanish not updated since the English
 * changed, with "The Spanish is still right" to say no change is needed. The owner's pages stay in English.
 */

/** What an editor needs to write in a language other than English. */
export interface Translating {
  lang: Lang;
  /** Each gap of the page, by its text's path ("faq.q3.answer"). */
  gaps: Readonly<Record<string, TranslationGap["kind"]>>;
  /** The text just said to be still right (its path): it says so where its flag was. */
  kept: string | null;
  /** Where the "still right" forms post (the page's own address, in its language). */
  action: string;
}

/** The longest English shown whole beside a field: longer texts show their start. */
const ENGLISH_SHOWN = 240;

/** The id of the small form that says a field's Spanish is still right. */
const keepFormId = (fieldId: string) => `keep-${fieldId}`;

/**
 * A field's hint and flag: as given in English; in Spanish, the English first ("In English: …"), then the hint,
 * and the flag of its gap. `fieldId` is the field's element id, `path` its text's path.
 */
export function translatedField(
  translating: Translating | undefined,
  field: { id: string; path: string; english: string; hint?: string },
): { hint?: ReactNode; flag?: ReactNode } {
  if (!translating) return field.hint === undefined ? {} : { hint: field.hint };
  const english = field.english.trim();
  const hint = (
    <>
      <span className="font-semibold text-slate-800">In English:</span>{" "}
      {english ? <span lang="en">{`“${excerpt(english, ENGLISH_SHOWN)}”`}</span> : "(nothing yet)"}
      {field.hint ? ` ${field.hint}` : null}
    </>
  );
  const kind = translating.gaps[field.path];
  if (translating.kept === field.path)
    return {
      hint,
      flag: <p className="font-semibold text-accent-700">✓ Noted: the Spanish is still right.</p>,
    };
  return { hint, ...(kind ? { flag: <GapFlag kind={kind} fieldId={field.id} /> } : {}) };
}

/** The flag of a field whose Spanish is missing or older than its English; "still right" for an older one. */
function GapFlag({ kind, fieldId }: { kind: TranslationGap["kind"]; fieldId: string }) {
  return (
    <div className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-amber-950">
      <p className="font-semibold">
        <span aria-hidden="true">⚑ </span>
        {kind === "missing"
          ? `${GAP_WORDS.missing} on the Spanish page.`
          : `${GAP_WORDS.outdated}: the English changed after this Spanish was written.`}
      </p>
      {kind === "outdated" ? (
        // The button belongs to its own small form (after this one): Enter in a box still saves, and the two
        // forms are never nested.
        <button type="submit" form={keepFormId(fieldId)} className={`${secondaryButton} mt-2`}>
          The Spanish is still right
        </button>
      ) : null}
    </div>
  );
}

/** The small forms of the "still right" buttons of a form's fields: put after that form, never inside it. */
export function KeepForms({
  translating,
  fields,
}: {
  translating: Translating | undefined;
  fields: ReadonlyArray<{ id: string; path: string }>;
}) {
  if (!translating) return null;
  const outdated = fields.filter((field) => translating.gaps[field.path] === "outdated");
  return (
    <>
      {outdated.map((field) => (
        <form
          key={field.id}
          id={keepFormId(field.id)}
          method="post"
          action={`${translating.action}#${field.id}`}
          hidden
        >
          <input type="hidden" name="intent" value="keep-translation" />
          <input type="hidden" name="path" value={field.path} />
          <input type="hidden" name="field" value={field.id} />
        </form>
      ))}
    </>
  );
}

/**
 * "Words in: English | Español" at the top of a page that edits words: the language shown is the current page
 * (aria-current), the other a link to the same page in it.
 */
export function LanguageSwitch({
  path,
  lang,
  query = {},
}: {
  path: string;
  lang: Lang;
  query?: Record<string, string>;
}) {
  return (
    <nav aria-label="Language of the words" className="mt-3">
      <p className="flex flex-wrap items-center gap-x-1 text-slate-800">
        <span>Words in:</span>
        {LANGUAGES.map((option, index) => (
          <span key={option} className="inline-flex items-center gap-x-1">
            {index > 0 ? <span aria-hidden="true">|</span> : null}
            <a
              href={withLang(path, option, query)}
              lang={option}
              aria-current={option === lang ? "page" : undefined}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center px-2 font-semibold underline-offset-4 ${
                option === lang ? "rounded-lg bg-brand-800 text-white" : "text-brand-800 underline"
              }`}
            >
              {LANGUAGE_NAMES[option]}
            </a>
          </span>
        ))}
      </p>
    </nav>
  );
}

/** What a page in Spanish says first: which words these are, and what the flags mean. */
export function SpanishIntro({ lang, count }: { lang: Lang; count: number }) {
  if (lang === DEFAULT_LANG) return null;
  return (
    <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
      You are writing the <strong>Spanish</strong> words of this page: its Spanish twin shows them. Each box
      shows its English above it.{" "}
      {count === 0
        ? "Every text here has its Spanish, written from the English as it is now."
        : `${count === 1 ? "1 text is" : `${count} texts are`} flagged below: no Spanish yet (the English shows), or Spanish written before the English changed.`}
    </p>
  );
}
