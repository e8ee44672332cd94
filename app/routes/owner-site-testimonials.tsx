import { Link, redirect } from "react-router";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  type FormProblem,
  Section,
  SelectField,
} from "../components/owner/form-kit.tsx";
import { OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { calendarDate, isCalendarDay } from "../components/owner/owner-format.ts";
import {
  BackLink,
  DoneMessage,
  doneOf,
  Hidden,
  requireOwner,
} from "../components/owner/owner-site-parts.tsx";
import {
  checkedFor,
  formText,
  type PostedForm,
  postedFor,
  postedValues,
  problemFor,
  refuse,
  valueFor,
} from "../components/owner/posted-form.ts";
import { business } from "../content/business.ts";
import { DEFAULT_LANG, isLang, LANGUAGES } from "../content/model/languages.ts";
import {
  MAX_CUSTOMER_NAME_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_TESTIMONIAL_LENGTH,
  type OwnerTestimonial,
  ownerSiteContext,
} from "../lib/owner-site.ts";
import { singleLineBreaks, withoutControlCharacters } from "../lib/plain-text.ts";
import { abileneToday } from "../lib/site-content.ts";
import type { Route } from "./+types/owner-site-testimonials.ts";

// The customers' words on the site (docs/owner-guide.md, "Testimonials"): the list with Edit, Hide and Show, and
// one form to add a testimonial or edit the one chosen, only with the customer's agreement.

export const meta = () => [
  { title: `Testimonials | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/leads/site/testimonials";

const DONE_MESSAGES = {
  "testimonial-added": "Testimonial added. It shows under “From our customers” within a few seconds.",
  "testimonial-saved": "Testimonial saved.",
  hidden: "Testimonial hidden: the site no longer shows it.",
  shown: "Testimonial shown on the site again.",
} as const;
type Done = keyof typeof DONE_MESSAGES;

const FIELDS = ["text", "lang", "customerName", "place", "date", "rating", "consent"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const { testimonials } = await context.get(ownerSiteContext).overview();
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = editId ? (testimonials.find((item) => item.id === editId) ?? null) : null;
  return { owner, testimonials, today: abileneToday(), editing, done: doneOf(request, DONE_MESSAGES) };
}

/** One line: control characters and line breaks out, runs of spaces as one. */
function oneLine(value: string): string {
  return withoutControlCharacters(value).replace(/\s+/g, " ").trim();
}

interface TestimonialFields {
  id?: string;
  text: string;
  customerName: string;
  place: string;
  date: string;
  rating: string;
  consent: boolean;
  lang: string;
}

function testimonialProblem(fields: TestimonialFields, today: string): FormProblem | undefined {
  const problem = (field: (typeof FIELDS)[number], words: string) => ({ field, problem: words });
  if (!fields.text) return problem("text", "Write the customer's words first.");
  if (fields.text.length > MAX_TESTIMONIAL_LENGTH) {
    return problem(
      "text",
      `A testimonial can have at most ${MAX_TESTIMONIAL_LENGTH.toLocaleString("en-US")} characters.`,
    );
  }
  if (!fields.customerName)
    return problem("customerName", "Write the customer's name as they agreed to show it.");
  if (fields.customerName.length > MAX_CUSTOMER_NAME_LENGTH) {
    return problem("customerName", `The name can have at most ${MAX_CUSTOMER_NAME_LENGTH} characters.`);
  }
  if (fields.place.length > MAX_PLACE_LENGTH)
    return problem("place", `The town can have at most ${MAX_PLACE_LENGTH} characters.`);
  if (!isCalendarDay(fields.date)) return problem("date", "Choose the date the customer gave these words.");
  if (fields.date > today) return problem("date", "The date cannot be in the future.");
  if (fields.rating !== "" && !/^[1-5]$/.test(fields.rating))
    return problem("rating", "Choose a rating from 1 to 5, or none.");
  if (!isLang(fields.lang))
    return problem("lang", "Choose the language the customer wrote in: English or Spanish.");
  if (!fields.consent) {
    return problem(
      "consent",
      "Tick “This customer agreed to be quoted, with this name” first: the site shows no customer's words without their agreement.",
    );
  }
  return undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const site = context.get(ownerSiteContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const values = postedValues(form);
  const back = (done: Done) => redirect(`${PATH}?done=${done}#testimonials`, 303);

  if (intent === "testimonial") {
    const id = formText(form, "id");
    const fields: TestimonialFields = {
      ...(id ? { id } : {}),
      // Browsers send a text area's line breaks as CRLF while its maxlength counts them as one character.
      text: withoutControlCharacters(singleLineBreaks(formText(form, "text"))).trim(),
      customerName: oneLine(formText(form, "customerName")),
      place: oneLine(formText(form, "place")),
      date: formText(form, "date"),
      rating: formText(form, "rating"),
      consent: form.get("consent") === "yes",
      lang: formText(form, "lang") || DEFAULT_LANG,
    };
    const problem = testimonialProblem(fields, abileneToday());
    if (problem) return refuse({ form: "testimonial", values }, problem);
    const result = await site.saveTestimonial(fields);
    if (!result.ok) return refuse({ form: "testimonial", values }, { problem: result.problem });
    return back(id ? "testimonial-saved" : "testimonial-added");
  }
  if (intent === "hide" || intent === "show") {
    const result = await site.setTestimonialHidden(formText(form, "testimonial"), intent === "hide");
    if (!result.ok) return refuse({ form: "testimonials", values }, { problem: result.problem });
    return back(intent === "hide" ? "hidden" : "shown");
  }
  return refuse({ form: "testimonials", values }, { problem: "That request was not understood." });
}

export default function OwnerTestimonialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, testimonials, today, editing, done } = loaderData;
  const posted = actionData as PostedForm | undefined;
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Testimonials</h1>
      <p className="mt-2 text-slate-700">
        Your customers' words, shown as “From our customers” on the home and reviews pages. Only with the
        customer's agreement, and with their name as they agreed to show it.
      </p>
      {done ? <DoneMessage>{DONE_MESSAGES[done as Done]}</DoneMessage> : null}
      <Section id="testimonials" title="Your testimonials">
        <ErrorSummary
          id="testimonials-problems"
          problems={postedFor(posted, "testimonials")?.problems ?? []}
          fieldId={() => undefined}
        />
        {testimonials.length === 0 ? (
          <p className="text-slate-700">No testimonials yet.</p>
        ) : (
          <ul className="space-y-3">
            {testimonials.map((testimonial) => (
              <TestimonialItem key={testimonial.id} testimonial={testimonial} />
            ))}
          </ul>
        )}
      </Section>
      <TestimonialForm today={today} editing={editing} posted={postedFor(posted, "testimonial")} />
      <OwnerBar email={owner.email} />
    </>
  );
}

function TestimonialForm({
  today,
  editing,
  posted,
}: {
  today: string;
  editing: OwnerTestimonial | null;
  posted?: PostedForm;
}) {
  const id = posted ? posted.values.id : editing?.id;
  const stored = (field: string) => {
    if (!editing || posted) return "";
    if (field === "place") return editing.place ?? "";
    if (field === "rating") return editing.rating === undefined ? "" : String(editing.rating);
    if (field === "lang") return editing.lang ?? DEFAULT_LANG;
    return String(editing[field as "text" | "customerName" | "date"]);
  };
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `testimonial-${name}`,
    name,
    defaultValue: valueFor(posted, name, stored(name)),
    problem: problemFor(posted, name),
  });
  return (
    <form
      id="testimonial-form"
      method="post"
      action={`${PATH}#testimonial-form`}
      className="mt-8 scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 className="text-xl font-bold text-brand-900">
        {id ? "Edit the testimonial" : "Add a testimonial"}
      </h2>
      <ErrorSummary
        id="testimonial-problems"
        problems={posted?.problems ?? []}
        fieldId={(name) => ((FIELDS as readonly string[]).includes(name) ? `testimonial-${name}` : undefined)}
      />
      <input type="hidden" name="intent" value="testimonial" />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Field
        {...field("text")}
        label="The customer's words"
        rows={5}
        required
        maxLength={MAX_TESTIMONIAL_LENGTH}
        hint={`As they wrote or said them, at most ${MAX_TESTIMONIAL_LENGTH.toLocaleString("en-US")} characters.`}
      />
      <SelectField
        {...field("lang")}
        defaultValue={valueFor(posted, "lang", stored("lang") || DEFAULT_LANG)}
        label="The language they wrote in"
        hint="Their words are shown as they wrote them on the English and the Spanish pages, never translated."
        options={LANGUAGES.map((lang) => ({ value: lang, label: lang === "es" ? "Spanish" : "English" }))}
      />
      <Field
        {...field("customerName")}
        label="Name, as the customer agreed to show it"
        required
        maxLength={MAX_CUSTOMER_NAME_LENGTH}
        hint="For example “Maria G.” or “The Lopez family”."
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...field("place")} label="Town (optional)" maxLength={MAX_PLACE_LENGTH} />
        <Field {...field("date")} label="Date" type="date" required max={today} />
        <SelectField
          {...field("rating")}
          label="Rating (optional)"
          options={[
            { value: "", label: "No rating" },
            ...["5", "4", "3", "2", "1"].map((stars) => ({
              value: stars,
              label: stars === "1" ? "1 star" : `${stars} stars`,
            })),
          ]}
        />
      </div>
      <CheckboxField
        id="testimonial-consent"
        name="consent"
        label="This customer agreed to be quoted, with this name"
        required
        // Asked again on every edit: the owner confirms the customer agreed to these words with this name.
        defaultChecked={checkedFor(posted, "consent", false)}
        problem={problemFor(posted, "consent")}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton}>
          {id ? "Save testimonial" : "Add testimonial"}
        </button>
        {id ? (
          <Link to={`${PATH}#testimonials`} className={secondaryButton}>
            Cancel
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function TestimonialItem({ testimonial }: { testimonial: OwnerTestimonial }) {
  const byline = [
    testimonial.customerName,
    testimonial.place,
    calendarDate(testimonial.date),
    testimonial.rating === undefined ? undefined : `${testimonial.rating} of 5 stars`,
    testimonial.lang === "es" ? "in Spanish" : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <li
      className={`rounded-xl border p-4 ${testimonial.hidden ? "border-dashed border-slate-400 bg-slate-50" : "border-slate-200 bg-white"}`}
    >
      {testimonial.hidden ? (
        <p className="mb-2 inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-900">
          Hidden: not shown on the site
        </p>
      ) : null}
      <blockquote lang={testimonial.lang} className="whitespace-pre-line break-words text-slate-900">
        {testimonial.text}
      </blockquote>
      <p className="mt-2 text-sm text-slate-700">{byline}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`${PATH}?edit=${encodeURIComponent(testimonial.id)}#testimonial-form`}
          className={secondaryButton}
        >
          Edit<Hidden>: {testimonial.customerName}</Hidden>
        </Link>
        <form method="post" action={PATH}>
          <input type="hidden" name="intent" value={testimonial.hidden ? "show" : "hide"} />
          <input type="hidden" name="testimonial" value={testimonial.id} />
          <button type="submit" className={secondaryButton}>
            {testimonial.hidden ? "Show" : "Hide"}
            <Hidden>: {testimonial.customerName}</Hidden>
          </button>
        </form>
      </div>
    </li>
  );
}
