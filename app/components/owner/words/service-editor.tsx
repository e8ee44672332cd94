import { Link } from "react-router";
import type { ModelServiceWords } from "../../../content/model/content-model.ts";
import { editableField } from "../../../content/model/editable.ts";
import { inLanguage, type Lang } from "../../../content/model/languages.ts";
import { own } from "../../../content/model/paths.ts";
import { ErrorSummary, Field, type FormProblem, Section } from "../form-kit.tsx";
import { ItemPlace, ListItem } from "../item-place.tsx";
import { secondaryButton } from "../owner-bar.tsx";
import { DoneMessage } from "../owner-site-parts.tsx";
import { type PostedForm, problemFor, valueFor } from "../posted-form.ts";
import { KeepForms, type Translating, translatedField } from "./in-spanish.tsx";
import { atMost, SaveOrPreview, WordsFormHidden } from "./words-form-parts.tsx";
import { withQuery } from "./words-pages.ts";

/**
 * A service page's own words: its introduction, the benefits' heading, "Why choose us" (one reason a line), and
 * its benefits, each with Edit, and one form to add one or edit the one chosen (then with Move up, Move down and
 * Remove).
 */

const max = (path: string, fallback: number) => editableField(path)?.max ?? fallback;
const SERVICE_FIELDS = ["introHeading", "intro", "benefitsHeading", "whyChooseUs"];

export function ServiceWordsForm({
  action,
  lang,
  serviceKey,
  words,
  posted,
  translating,
}: {
  action: string;
  lang: Lang;
  serviceKey: string;
  words: ModelServiceWords;
  posted?: PostedForm;
  translating?: Translating;
}) {
  type Name = "introHeading" | "intro" | "benefitsHeading" | "whyChooseUs";
  const field = (name: Name, hint: string) => ({
    id: `service-${name}`,
    name,
    defaultValue: valueFor(posted, name, words[name][lang]),
    problem: problemFor(posted, name),
    ...translatedField(translating, {
      id: `service-${name}`,
      path: `services.${serviceKey}.${name}`,
      english: words[name].en,
      hint,
    }),
  });
  return (
    <Section id="service-words" title="The page's words">
      <form method="post" action={`${action}#service-words`} noValidate className="space-y-5">
        <ErrorSummary
          id="service-problems"
          problems={posted?.problems ?? []}
          fieldId={(name) => (SERVICE_FIELDS.includes(name) ? `service-${name}` : undefined)}
        />
        <WordsFormHidden form="service" lang={lang} />
        <Field
          {...field("introHeading", atMost(max("services.x.introHeading.en", 100)))}
          label="Introduction's heading"
          required
        />
        <Field
          {...field(
            "intro",
            `A blank line starts a new paragraph. ${atMost(max("services.x.intro.en", 2500))}`,
          )}
          label="Introduction"
          rows={10}
          required
        />
        <Field
          {...field("benefitsHeading", atMost(max("services.x.benefitsHeading.en", 100)))}
          label="Benefits' heading"
          required
        />
        <Field
          {...field("whyChooseUs", "One reason a line, at most 12 lines of 160 characters.")}
          label="Why choose us"
          rows={7}
        />
        <SaveOrPreview save="Save words" />
      </form>
      <KeepForms
        translating={translating}
        fields={SERVICE_FIELDS.map((name) => ({
          id: `service-${name}`,
          path: `services.${serviceKey}.${name}`,
        }))}
      />
    </Section>
  );
}

export function BenefitsEditor({
  action,
  lang,
  serviceKey,
  words,
  editing,
  posted,
  listProblems,
  done,
  translating,
}: {
  action: string;
  lang: Lang;
  serviceKey: string;
  translating?: Translating;
  words: ModelServiceWords;
  editing: string | null;
  /** What was just done to a benefit: shown at the list, or at the benefit being edited. */
  done?: string;
  posted?: PostedForm;
  listProblems: FormProblem[];
}) {
  const benefits = words.benefitOrder.flatMap((id) => {
    const benefit = own(words.benefits, id);
    return benefit ? [{ id, title: benefit.title, text: benefit.text }] : [];
  });
  const editedId = posted ? (posted.values.id ?? "") : (editing ?? "");
  const edited = editedId ? benefits.find((benefit) => benefit.id === editedId) : undefined;
  const base = edited ? `services.${serviceKey}.benefits.${edited.id}` : "";
  const gapOf = (id: string) =>
    translating &&
    (translating.gaps[`services.${serviceKey}.benefits.${id}.title`] ??
      translating.gaps[`services.${serviceKey}.benefits.${id}.text`]);
  // In Spanish, only the benefits written in English are translated: a new one is added in English first.
  const showForm = !translating || edited;
  return (
    <Section id="benefits" title="Benefits">
      <p className="text-slate-700">Shown under the benefits' heading, in this order.</p>
      <ErrorSummary id="benefits-problems" problems={listProblems} fieldId={() => undefined} />
      {done && !edited ? <DoneMessage>{done}</DoneMessage> : null}
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {benefits.map((benefit) => (
          <ListItem
            key={benefit.id}
            id={`benefit-item-${benefit.id}`}
            title={inLanguage(benefit.title, lang)}
            detail={inLanguage(benefit.text, lang)}
            flag={gapOf(benefit.id) || undefined}
            edit={withQuery(action, { benefit: benefit.id }, "benefit-form")}
          />
        ))}
      </ol>
      {showForm ? (
        <div
          id="benefit-form"
          className="mt-6 scroll-mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
        >
          <form method="post" action={`${action}#benefit-form`} noValidate className="space-y-4">
            <h3 className="text-lg font-bold break-words text-brand-900">
              {edited ? "Edit the benefit" : "Add a benefit"}
            </h3>
            {done && edited ? <DoneMessage>{done}</DoneMessage> : null}
            <ErrorSummary
              id="benefit-problems"
              problems={posted?.problems ?? []}
              fieldId={(name) => (name === "title" || name === "text" ? `benefit-${name}` : undefined)}
            />
            <WordsFormHidden form="benefit" lang={lang} />
            {edited ? <input type="hidden" name="id" value={edited.id} /> : null}
            <Field
              id="benefit-title"
              name="title"
              label="Benefit"
              required
              {...translatedField(translating, {
                id: "benefit-title",
                path: `${base}.title`,
                english: edited?.title.en ?? "",
                hint: atMost(max("services.x.benefits.x.title.en", 60)),
              })}
              defaultValue={valueFor(posted, "title", edited?.title[lang] ?? "")}
              problem={problemFor(posted, "title")}
            />
            <Field
              id="benefit-text"
              name="text"
              label="In a sentence or two"
              rows={3}
              required
              {...translatedField(translating, {
                id: "benefit-text",
                path: `${base}.text`,
                english: edited?.text.en ?? "",
                hint: atMost(max("services.x.benefits.x.text.en", 300)),
              })}
              defaultValue={valueFor(posted, "text", edited?.text[lang] ?? "")}
              problem={problemFor(posted, "text")}
            />
            <SaveOrPreview save={edited ? "Save benefit" : "Add benefit"} />
            {edited ? (
              <Link to={`${action}#benefits`} className={secondaryButton}>
                Close
              </Link>
            ) : null}
          </form>
          {edited ? (
            <KeepForms
              translating={translating}
              fields={[
                { id: "benefit-title", path: `${base}.title` },
                { id: "benefit-text", path: `${base}.text` },
              ]}
            />
          ) : null}
          {edited ? (
            <ItemPlace
              id={edited.id}
              name={inLanguage(edited.title, lang)}
              index={benefits.indexOf(edited)}
              count={benefits.length}
              moveIntent="move-benefit"
              removeIntent="remove-benefit"
              backTo={`${action}#benefit-form`}
              listAt={`${action}#benefits`}
            />
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-slate-700">
          Choose a benefit to write its Spanish. To add one, add it in English first.
        </p>
      )}
    </Section>
  );
}
