import { Link } from "react-router";
import { editableField } from "../../../content/model/editable.ts";
import { ErrorSummary, Field, type FormProblem, Section } from "../form-kit.tsx";
import { secondaryButton } from "../owner-bar.tsx";
import { Hidden } from "../owner-site-parts.tsx";
import { type PostedForm, problemFor, valueFor } from "../posted-form.ts";
import { atMost, SaveOrPreview, WordsFormHidden } from "./words-form-parts.tsx";

/**
 * A page's questions (the FAQ page's, the services page's, a service page's own): the list in the page's order,
 * each with Edit, Move up, Move down and Remove, and one form to add a question or edit the one chosen.
 */

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
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
}: {
  /** The page's own address: every form posts there. */
  action: string;
  lang: string;
  items: readonly FaqItem[];
  /** The question chosen with Edit. */
  editing: string | null;
  posted?: PostedForm;
  listProblems: FormProblem[];
}) {
  const editedId = posted ? (posted.values.id ?? "") : (editing ?? "");
  const edited = editedId ? items.find((item) => item.id === editedId) : undefined;
  return (
    <Section id="questions" title="Questions and answers">
      <p className="text-slate-700">
        Shown as a list of questions, the first one open, in this order. Search engines read them too.
      </p>
      <ErrorSummary id="questions-problems" problems={listProblems} fieldId={() => undefined} />
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">No questions yet: the page shows none.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {items.map((item, index) => (
            <li key={item.id} id={`faq-item-${item.id}`} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold break-words text-slate-900">{item.question}</p>
              <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">
                {item.answer}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={`${action}?faq=${encodeURIComponent(item.id)}#faq-form`}
                  className={secondaryButton}
                >
                  Edit<Hidden>: {item.question}</Hidden>
                </Link>
                <form method="post" action={`${action}#questions`} className="contents">
                  <input type="hidden" name="intent" value="move-faq" />
                  <input type="hidden" name="id" value={item.id} />
                  {index > 0 ? (
                    <button type="submit" name="direction" value="up" className={secondaryButton}>
                      Move up<Hidden>: {item.question}</Hidden>
                    </button>
                  ) : null}
                  {index < items.length - 1 ? (
                    <button type="submit" name="direction" value="down" className={secondaryButton}>
                      Move down<Hidden>: {item.question}</Hidden>
                    </button>
                  ) : null}
                </form>
                <form method="post" action={`${action}#questions`}>
                  <input type="hidden" name="intent" value="remove-faq" />
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className={secondaryButton}>
                    Remove<Hidden>: {item.question}</Hidden>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ol>
      )}

      <form
        id="faq-form"
        method="post"
        action={`${action}#faq-form`}
        noValidate
        className="mt-6 scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <h3 className="text-lg font-bold break-words text-brand-900">
          {edited ? "Edit the question" : "Add a question"}
        </h3>
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
          hint={atMost(QUESTION_MAX)}
          defaultValue={valueFor(posted, "question", edited?.question ?? "")}
          problem={problemFor(posted, "question")}
        />
        <Field
          id="faq-answer"
          name="answer"
          label="Answer"
          rows={6}
          required
          hint={`A blank line starts a new paragraph. ${atMost(ANSWER_MAX)}`}
          defaultValue={valueFor(posted, "answer", edited?.answer ?? "")}
          problem={problemFor(posted, "answer")}
        />
        <SaveOrPreview save={edited ? "Save question" : "Add question"} />
        {edited ? (
          <Link to={`${action}#questions`} className={secondaryButton}>
            Cancel
          </Link>
        ) : null}
      </form>
    </Section>
  );
}
