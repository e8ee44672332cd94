import { editableField } from "../../../content/model/editable.ts";
import type { Lang, Text } from "../../../content/model/languages.ts";
import { ErrorSummary, Field, Section } from "../form-kit.tsx";
import { type PostedForm, problemFor, valueFor } from "../posted-form.ts";
import { KeepForms, type Translating, translatedField } from "./in-spanish.tsx";
import { atMost, SaveOrPreview, WordsFormHidden } from "./words-form-parts.tsx";

/**
 * A stored page (About Us, the Satisfaction Guarantee) as formatted text in one big box, with how to format it in
 * plain words: what a phone's keyboard can type, nothing else. Whatever else is typed shows as words, never runs.
 */

const PAGE_MAX = editableField("pages.x.en")?.max ?? 20_000;

export function StoredPageEditor({
  action,
  lang,
  slug,
  text,
  posted,
  translating,
}: {
  action: string;
  lang: Lang;
  slug: string;
  text: Text;
  posted?: PostedForm;
  translating?: Translating;
}) {
  return (
    <Section id="page-words" title="The page's words">
      <FormattingLegend />
      <form method="post" action={`${action}#page-words`} noValidate className="mt-4 space-y-4">
        <ErrorSummary
          id="page-problems"
          problems={posted?.problems ?? []}
          fieldId={(name) => (name === "text" ? "page-text" : undefined)}
        />
        <WordsFormHidden form="page" lang={lang} />
        <Field
          id="page-text"
          name="text"
          label="The page"
          rows={24}
          code
          required
          {...translatedField(translating, {
            id: "page-text",
            path: `pages.${slug}`,
            english: text.en,
            hint: `How to format it is explained above. ${atMost(PAGE_MAX)}`,
          })}
          defaultValue={valueFor(posted, "text", text[lang])}
          problem={problemFor(posted, "text")}
        />
        <SaveOrPreview />
      </form>
      <KeepForms translating={translating} fields={[{ id: "page-text", path: `pages.${slug}` }]} />
    </Section>
  );
}

const code = "rounded bg-slate-100 px-1 font-mono text-slate-900";

function FormattingLegend() {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <p className="font-semibold text-slate-900">How to format</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          A line starting with <code className={code}>## </code> is a heading.
        </li>
        <li>
          A line starting with <code className={code}>- </code> is an item of a list (
          <code className={code}>1. </code> for a numbered list).
        </li>
        <li>
          <code className={code}>**words**</code> shows the words in <strong>bold</strong>.
        </li>
        <li>
          <code className={code}>[words](/a-page)</code> is a link: the words in square brackets, the address
          in round ones (a page of your site starts with /, another site with https://).
        </li>
        <li>A blank line starts a new paragraph.</li>
      </ul>
      <p className="mt-3 font-semibold text-slate-900">Your details, as they are now</p>
      <p className="mt-1">
        <code className={code}>{"{phone}"}</code> shows your phone number,{" "}
        <code className={code}>{"{email}"}</code> your email, <code className={code}>{"{address}"}</code> your
        address, <code className={code}>{"{hours}"}</code> your opening hours,{" "}
        <code className={code}>{"{towns}"}</code> the towns you serve,{" "}
        <code className={code}>{"{years}"}</code> your years of experience and{" "}
        <code className={code}>{"{business}"}</code> your business's name.{" "}
        <code className={code}>{"{home services}"}</code> and{" "}
        <code className={code}>{"{business services}"}</code> list your services, each a link to its page.
      </p>
    </div>
  );
}
