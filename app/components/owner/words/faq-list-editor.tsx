import { Link } from "react-router";
import { editableField } from "../../../content/model/editable.ts";
import { inLanguage, type Lang, type Text } from "../../../content/model/languages.ts";
import { ErrorSummary, Field, type FormProblem, Section } from "../form-kit.tsx";
import { ItemPlace, ListItem } from "../item-place.tsx";
import { secondaryButton } from "../owner-bar.tsx";
import { DoneMessage } from "../owner-site-parts.tsx";
import { type PostedForm, problemFor, valueFor } from "../posted-form.ts";
import { KeepForms, type Translating, translatedField } from "./in-spanish.tsx";
import { atMost, SaveOrPreview, WordsFormHidden } from "./words-form-parts.tsx";
import { withQuery } from "./words-pages.ts";

/**
 * A page's questions (the FAQ page's, the services page's, a service page's own): the list in the page's order,
 * each with Edit, and one form to add a question or edit the one chosen, which then has Move up, Move down and
 * Remove.
 */

export interface FaqItem {
  id: string;
  question: Text;
  answer: Text;
}

const QUESTION_MAX = editableField("faq.x.question.en")?.max ?? 160;
const ANSWER_MAX = editableField("faq.x.answer.en")?.max ?? 1500;

export function FaqListEditor({
  action,
  lang,
  items,
  editing,
  posted,
  listProblems,
  done,
  translating,
}: {
  /** The page's own address: every form posts there. */
  action: string;
  lang: Lang;
  translating?: Translating;
  items: readonly FaqItem[];
  /** The question chosen with Edit. */
  editing: string | null;
  posted?: PostedForm;
  listProblems: FormProblem[];
  /** What was just done to a question: shown at the list, or at the question being edited. */
  done?: string;
}) {
  const editedId = posted ? (posted.values.id ?? "") : (editing ?? "");
  const edited = editedId ? items.find((item) => item.id === editedId) : undefined;
  const base = edited ? `faq.${edited.id}` : "";
  const gapOf = (id: string) =>
    translating && (translating.gaps[`faq.${id}.question`] ?? translating.gaps[`faq.${id}.answer`]);
  // In Spanish, the questions written in English are translated: a new one is added in English first.
  const showForm = !translating || edited;
  return (
    <Section id="questions" title="Questions and answers">
      <p className="text-slate-700">
        Shown as a list of questions, the first one open, in this order. Search engines read them too.
      </p>
      <ErrorSummary id="questions-problems" problems={listProblems} fieldId={() => undefined} />
      {done && !edited ? <DoneMessage>{done}</DoneMessage> : null}
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">No questions yet: the page shows none.</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {items.map((item) => (
            <ListItem
              key={item.id}
              id={`faq-item-${item.id}`}
              title={inLanguage(item.question, lang)}
              detail={inLanguage(item.answer, lang)}
              flag={gapOf(item.id) || undefined}
              edit={withQuery(action, { faq: item.id }, "faq-form")}
            />
          ))}
        </ol>
      )}

      {showForm ? (
        <div id="faq-form" className="mt-6 scroll-mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <form method="post" action={`${action}#faq-form`} noValidate className="space-y-4">
            <h3 className="text-lg font-bold break-words text-brand-900">
              {edited ? "Edit the question" : "Add a question"}
            </h3>
            {done && edited ? <DoneMessage>{done}</DoneMessage> : null}
            <ErrorSummary
              id="faq-problems"
              problems={posted?.problems ?? []}
              fieldId={(field) => (field === "question" || field === "answer" ? `faq-${field}` : undefined)}
            />
            <WordsFormHidden form="faq" lang={lang} />
            {edited ? <input type="hidden" name="id" value={edited.id} /> : null}
            <Field
              id="faq-question"
              name="question"
              label="Question"
              required
              {...translatedField(translating, {
                id: "faq-question",
                path: `${base}.question`,
                english: edited?.question.en ?? "",
                hint: atMost(QUESTION_MAX),
              })}
              defaultValue={valueFor(posted, "question", edited?.question[lang] ?? "")}
              problem={problemFor(posted, "question")}
            />
            <Field
              id="faq-answer"
              name="answer"
              label="Answer"
              rows={6}
              required
              {...translatedField(translating, {
                id: "faq-answer",
                path: `${base}.answer`,
                english: edited?.answer.en ?? "",
                hint: `A blank line starts a new paragraph. ${atMost(ANSWER_MAX)}`,
              })}
              defaultValue={valueFor(posted, "answer", edited?.answer[lang] ?? "")}
              problem={problemFor(posted, "answer")}
            />
            <SaveOrPreview save={edited ? "Save question" : "Add question"} />
            {edited ? (
              <Link to={`${action}#questions`} className={secondaryButton}>
                Close
              </Link>
            ) : null}
          </form>
          {edited ? (
            <KeepForms
              translating={translating}
              fields={[
                { id: "faq-question", path: `${base}.question` },
                { id: "faq-answer", path: `${base}.answer` },
              ]}
            />
          ) : null}
          {edited ? (
            <ItemPlace
              id={edited.id}
              name={inLanguage(edited.question, lang)}
              index={items.indexOf(edited)}
              count={items.length}
              moveIntent="move-faq"
              removeIntent="remove-faq"
              backTo={`${action}#faq-form`}
              listAt={`${action}#questions`}
            />
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-slate-700">
          Choose a question to write its Spanish. To add one, add it in English first.
        </p>
      )}
    </Section>
  );
}
