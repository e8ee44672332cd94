import { data, Link, redirect } from "react-router";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime, calendarDate, isCalendarDay } from "../components/owner/owner-format.ts";
import { Section } from "../components/owner/form-kit.tsx";
import {
  DoneMessage,
  doneOf,
  Hidden,
  Problem,
  requireOwner,
} from "../components/owner/owner-site-parts.tsx";
import { business } from "../content/business.ts";
import {
  MAX_CUSTOMER_NAME_LENGTH,
  MAX_NOTICE_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_TESTIMONIAL_LENGTH,
  type OwnerChange,
  type OwnerSiteOverview,
  type OwnerTestimonial,
  ownerSiteContext,
} from "../lib/owner-site.ts";
import { singleLineBreaks, withoutControlCharacters } from "../lib/plain-text.ts";
import { abileneToday } from "../lib/site-content.ts";
import type { Route } from "./+types/owner-site.ts";

// The owner's own site (docs/owner-guide.md, "Your site"): the notice, the testimonials, the galleries and every
// recent change with its Undo. Each action is a plain form; after it the page comes back with what was done
// (Post/Redirect/Get), or with why nothing changed next to the form, keeping what was typed.

export const meta = () => [
  { title: `Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES = {
  notice: "Notice saved. It shows at the top of every page within a few seconds.",
  "notice-removed": "Notice removed from the site.",
  "testimonial-added": "Testimonial added. It shows under “From our customers” within a few seconds.",
  "testimonial-saved": "Testimonial saved.",
  hidden: "Testimonial hidden: the site no longer shows it.",
  shown: "Testimonial shown on the site again.",
  undone: "Undone: that change is taken back; the changes made after it stay.",
} as const;

type Done = keyof typeof DONE_MESSAGES;

/** A testimonial's fields as typed (kept when refused, so nothing typed is lost). */
interface TestimonialFields {
  id?: string;
  text: string;
  customerName: string;
  place: string;
  date: string;
  rating: string;
  consent: boolean;
}

type SiteProblem =
  | { problem: string; form: "notice"; notice: { text: string; until: string } }
  | { problem: string; form: "testimonial"; testimonial: TestimonialFields }
  | { problem: string; form: "testimonials" | "changes" | "page" }
  | {
      problem: string;
      form: "undo-confirm";
      change: number;
      alsoUndone: Array<{ id: number; summary: string }>;
    };

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const overview = await context.get(ownerSiteContext).overview();
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = editId ? (overview.testimonials.find((item) => item.id === editId) ?? null) : null;
  return { owner, overview, today: abileneToday(), editing, done: doneOf(request, DONE_MESSAGES) };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** One line: control characters and line breaks out, runs of spaces as one. */
function oneLine(value: string): string {
  return withoutControlCharacters(value).replace(/\s+/g, " ").trim();
}

function testimonialProblem(fields: TestimonialFields, today: string): string | undefined {
  if (!fields.text) return "Write the customer's words first.";
  if (fields.text.length > MAX_TESTIMONIAL_LENGTH) {
    return `A testimonial can have at most ${MAX_TESTIMONIAL_LENGTH.toLocaleString("en-US")} characters.`;
  }
  if (!fields.customerName) return "Write the customer's name as they agreed to show it.";
  if (fields.customerName.length > MAX_CUSTOMER_NAME_LENGTH) {
    return `The name can have at most ${MAX_CUSTOMER_NAME_LENGTH} characters.`;
  }
  if (fields.place.length > MAX_PLACE_LENGTH)
    return `The town can have at most ${MAX_PLACE_LENGTH} characters.`;
  if (!isCalendarDay(fields.date)) return "Choose the date the customer gave these words.";
  if (fields.date > today) return "The date cannot be in the future.";
  if (fields.rating !== "" && !/^[1-5]$/.test(fields.rating)) return "Choose a rating from 1 to 5, or none.";
  if (!fields.consent) {
    return "Tick “This customer agreed to be quoted, with this name” first: the site shows no customer's words without their agreement.";
  }
  return undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const site = context.get(ownerSiteContext);
  const form = await request.formData();
  const intent = text(form, "intent");
  const today = abileneToday();
  const back = (done: Done) => redirect(`/leads/site?done=${done}`, 303);
  const refuse = (problem: SiteProblem) => data(problem, { status: 400 });

  if (intent === "notice") {
    const notice = { text: oneLine(text(form, "text")), until: text(form, "until") };
    const problem = !notice.text
      ? "Write the notice first (or press Remove notice to show none)."
      : notice.text.length > MAX_NOTICE_LENGTH
        ? `A notice can have at most ${MAX_NOTICE_LENGTH} characters.`
        : !isCalendarDay(notice.until)
          ? "Choose the last day to show the notice."
          : notice.until < today
            ? "That day has passed: choose today or a later day."
            : undefined;
    if (problem) return refuse({ problem, form: "notice", notice });
    const result = await site.setNotice(notice.text, notice.until);
    if (!result.ok) return refuse({ problem: result.problem, form: "notice", notice });
    return back("notice");
  }
  if (intent === "remove-notice") {
    const result = await site.setNotice("", "");
    if (!result.ok)
      return refuse({ problem: result.problem, form: "notice", notice: { text: "", until: "" } });
    return back("notice-removed");
  }
  if (intent === "testimonial") {
    const id = text(form, "id");
    const fields: TestimonialFields = {
      ...(id ? { id } : {}),
      // Browsers send a text area's line breaks as CRLF while its maxlength counts them as one character.
      text: withoutControlCharacters(singleLineBreaks(text(form, "text"))).trim(),
      customerName: oneLine(text(form, "customerName")),
      place: oneLine(text(form, "place")),
      date: text(form, "date"),
      rating: text(form, "rating"),
      consent: form.get("consent") === "yes",
    };
    const problem = testimonialProblem(fields, today);
    if (problem) return refuse({ problem, form: "testimonial", testimonial: fields });
    const result = await site.saveTestimonial(fields);
    if (!result.ok) return refuse({ problem: result.problem, form: "testimonial", testimonial: fields });
    return back(id ? "testimonial-saved" : "testimonial-added");
  }
  if (intent === "hide" || intent === "show") {
    const result = await site.setTestimonialHidden(text(form, "testimonial"), intent === "hide");
    if (!result.ok) return refuse({ problem: result.problem, form: "testimonials" });
    return back(intent === "hide" ? "hidden" : "shown");
  }
  if (intent === "undo") {
    const changeId = Number(text(form, "change"));
    if (!Number.isInteger(changeId) || changeId <= 0) {
      return refuse({ problem: "That change was not found.", form: "changes" });
    }
    const result = await site.undo(changeId, form.get("confirmed") === "yes");
    if (!result.ok && result.alsoUndone) {
      return refuse({
        problem: result.problem,
        form: "undo-confirm",
        change: changeId,
        alsoUndone: result.alsoUndone,
      });
    }
    if (!result.ok) return refuse({ problem: result.problem, form: "changes" });
    return back("undone");
  }
  return refuse({ problem: "That request was not understood.", form: "page" });
}

export default function OwnerSitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, overview, today, editing, done } = loaderData;
  const problem = actionData as SiteProblem | undefined;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">Your site</h1>
      <p className="mt-2 text-slate-700">
        Your photos, your customers' words and a notice. A change shows on the site within a few seconds, and
        every change can be undone under Recent changes.
      </p>
      {done ? <DoneMessage>{DONE_MESSAGES[done as Done]}</DoneMessage> : null}
      {problem?.form === "page" ? <Problem id="page-problem">{problem.problem}</Problem> : null}
      {overview.photosNeedingText > 0 ? (
        <p className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
          <Link to="/leads/photos" className="font-semibold underline underline-offset-2">
            {overview.photosNeedingText === 1
              ? "1 photo needs a text alternative"
              : `${overview.photosNeedingText} photos need a text alternative`}
          </Link>
          : a photo is shown nowhere until it is described.
        </p>
      ) : null}

      <NoticeSection
        notice={overview.notice}
        today={today}
        refused={problem?.form === "notice" ? problem : undefined}
      />
      <GallerySection galleries={overview.galleries} />
      <TestimonialSection
        testimonials={overview.testimonials}
        today={today}
        editing={editing}
        listProblem={problem?.form === "testimonials" ? problem.problem : undefined}
        refused={problem?.form === "testimonial" ? problem : undefined}
      />
      <ChangesSection
        changes={overview.recentChanges}
        problem={problem?.form === "changes" ? problem.problem : undefined}
        question={problem?.form === "undo-confirm" ? problem : undefined}
      />
      <OwnerBar email={owner.email} />
    </>
  );
}

function NoticeSection({
  notice,
  today,
  refused,
}: {
  notice: OwnerSiteOverview["notice"];
  today: string;
  refused?: { problem: string; notice: { text: string; until: string } };
}) {
  const values = refused?.notice ?? notice ?? { text: "", until: "" };
  const describedBy = refused ? "notice-limit notice-problem" : "notice-limit";
  return (
    <Section id="notice" title="Notice">
      <p className="text-slate-700">
        {notice === undefined
          ? "No notice is shown. A notice is one short line at the top of every page, for example a holiday closure, until the day you choose."
          : notice.until < today
            ? `Your notice ended on ${calendarDate(notice.until)} and is no longer shown.`
            : `Shown at the top of every page through ${calendarDate(notice.until)}.`}
      </p>
      {refused ? <Problem id="notice-problem">{refused.problem}</Problem> : null}
      <form method="post" action="/leads/site" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="notice" />
        <div>
          <label htmlFor="notice-text" className="block font-semibold text-slate-900">
            Notice
          </label>
          <input
            id="notice-text"
            name="text"
            type="text"
            required
            maxLength={MAX_NOTICE_LENGTH}
            defaultValue={values.text}
            aria-invalid={refused ? true : undefined}
            aria-describedby={describedBy}
            className={inputClasses}
          />
          <p id="notice-limit" className="mt-1 text-sm text-slate-600">
            One line, at most {MAX_NOTICE_LENGTH} characters. For example: “Closed Dec 24 to 26. Happy
            holidays!”
          </p>
        </div>
        <div>
          <label htmlFor="notice-until" className="block font-semibold text-slate-900">
            Show until (the last day, included)
          </label>
          <input
            id="notice-until"
            name="until"
            type="date"
            required
            min={today}
            defaultValue={values.until}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "notice-problem" : undefined}
            className={`${inputClasses} sm:max-w-xs`}
          />
        </div>
        <button type="submit" className={primaryButton}>
          Save notice
        </button>
      </form>
      {notice !== undefined ? (
        <form method="post" action="/leads/site" className="mt-3">
          <input type="hidden" name="intent" value="remove-notice" />
          <button type="submit" className={secondaryButton}>
            Remove notice
          </button>
        </form>
      ) : null}
    </Section>
  );
}

function GallerySection({ galleries }: { galleries: OwnerSiteOverview["galleries"] }) {
  return (
    <Section id="galleries" title="Photos and galleries">
      <p className="text-slate-700">
        Upload your photos, describe each one, then put them in a page's gallery. A gallery without photos
        shows the page's drawings.
      </p>
      <Link to="/leads/photos" className={`${primaryButton} mt-3`}>
        Upload and describe photos
      </Link>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {galleries.map((gallery) => (
          <li
            key={gallery.key}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2"
          >
            <span className="min-w-0">
              <Link
                to={`/leads/galleries/${gallery.key}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                {gallery.name}
              </Link>
              <span className="block text-sm text-slate-700">
                {gallery.photoCount === 0
                  ? "No photos: shows the drawings"
                  : `${gallery.photoCount} ${gallery.photoCount === 1 ? "photo" : "photos"}`}
                {gallery.hasComparison ? " · before and after pair" : ""}
              </span>
            </span>{" "}
            <a
              href={gallery.path}
              className="inline-flex min-h-11 items-center text-sm text-brand-800 underline underline-offset-4"
            >
              See the page<Hidden>: {gallery.name}</Hidden>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const EMPTY_TESTIMONIAL: TestimonialFields = {
  text: "",
  customerName: "",
  place: "",
  date: "",
  rating: "",
  consent: false,
};

function fieldsOf(testimonial: OwnerTestimonial): TestimonialFields {
  return {
    id: testimonial.id,
    text: testimonial.text,
    customerName: testimonial.customerName,
    place: testimonial.place ?? "",
    date: testimonial.date,
    rating: testimonial.rating === undefined ? "" : String(testimonial.rating),
    // Asked again on every edit: the owner confirms the customer agreed to these words with this name.
    consent: false,
  };
}

function TestimonialSection({
  testimonials,
  today,
  editing,
  listProblem,
  refused,
}: {
  testimonials: OwnerTestimonial[];
  today: string;
  editing: OwnerTestimonial | null;
  listProblem?: string;
  refused?: { problem: string; testimonial: TestimonialFields };
}) {
  const values = refused?.testimonial ?? (editing ? fieldsOf(editing) : EMPTY_TESTIMONIAL);
  const invalid = refused ? true : undefined;
  return (
    <Section id="testimonials" title="Testimonials">
      <p className="text-slate-700">
        Your customers' words, shown as “From our customers” on the home and reviews pages. Only with the
        customer's agreement, and with their name as they agreed to show it.
      </p>
      {listProblem ? <Problem id="testimonials-problem">{listProblem}</Problem> : null}
      {testimonials.length === 0 ? (
        <p className="mt-3 text-slate-700">No testimonials yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {testimonials.map((testimonial) => (
            <TestimonialItem key={testimonial.id} testimonial={testimonial} />
          ))}
        </ul>
      )}

      <form
        id="testimonial-form"
        method="post"
        action="/leads/site"
        className="mt-6 scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <h3 className="text-lg font-bold text-brand-900">
          {values.id ? "Edit the testimonial" : "Add a testimonial"}
        </h3>
        {refused ? <Problem id="testimonial-problem">{refused.problem}</Problem> : null}
        <input type="hidden" name="intent" value="testimonial" />
        {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
        <div>
          <label htmlFor="testimonial-text" className="block font-semibold text-slate-900">
            The customer's words
          </label>
          <textarea
            id="testimonial-text"
            name="text"
            rows={5}
            required
            maxLength={MAX_TESTIMONIAL_LENGTH}
            defaultValue={values.text}
            aria-invalid={invalid}
            aria-describedby={refused ? "testimonial-limit testimonial-problem" : "testimonial-limit"}
            className={inputClasses}
          />
          <p id="testimonial-limit" className="mt-1 text-sm text-slate-600">
            As they wrote or said them, at most {MAX_TESTIMONIAL_LENGTH.toLocaleString("en-US")} characters.
          </p>
        </div>
        <div>
          <label htmlFor="testimonial-name" className="block font-semibold text-slate-900">
            Name, as the customer agreed to show it
          </label>
          <input
            id="testimonial-name"
            name="customerName"
            type="text"
            required
            maxLength={MAX_CUSTOMER_NAME_LENGTH}
            autoComplete="off"
            defaultValue={values.customerName}
            aria-invalid={invalid}
            aria-describedby="testimonial-name-hint"
            className={inputClasses}
          />
          <p id="testimonial-name-hint" className="mt-1 text-sm text-slate-600">
            For example “Maria G.” or “The Lopez family”.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="testimonial-place" className="block font-semibold text-slate-900">
              Town (optional)
            </label>
            <input
              id="testimonial-place"
              name="place"
              type="text"
              maxLength={MAX_PLACE_LENGTH}
              autoComplete="off"
              defaultValue={values.place}
              aria-invalid={invalid}
              className={inputClasses}
            />
          </div>
          <div>
            <label htmlFor="testimonial-date" className="block font-semibold text-slate-900">
              Date
            </label>
            <input
              id="testimonial-date"
              name="date"
              type="date"
              required
              max={today}
              defaultValue={values.date}
              aria-invalid={invalid}
              className={inputClasses}
            />
          </div>
          <div>
            <label htmlFor="testimonial-rating" className="block font-semibold text-slate-900">
              Rating (optional)
            </label>
            <select
              id="testimonial-rating"
              name="rating"
              defaultValue={values.rating}
              aria-invalid={invalid}
              className={inputClasses}
            >
              <option value="">No rating</option>
              {["5", "4", "3", "2", "1"].map((stars) => (
                <option key={stars} value={stars}>
                  {stars === "1" ? "1 star" : `${stars} stars`}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* The label wraps the box: the whole line, at least 44 px high, is what a thumb taps. */}
        <label
          htmlFor="testimonial-consent"
          className="flex min-h-11 items-center gap-3 font-semibold text-slate-900"
        >
          <input
            id="testimonial-consent"
            name="consent"
            type="checkbox"
            value="yes"
            required
            defaultChecked={values.consent}
            aria-invalid={refused && !values.consent ? true : undefined}
            className="size-7 shrink-0 accent-brand-800"
          />
          <span>This customer agreed to be quoted, with this name</span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            {values.id ? "Save testimonial" : "Add testimonial"}
          </button>
          {values.id ? (
            <Link to="/leads/site#testimonials" className={secondaryButton}>
              Cancel
            </Link>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

function TestimonialItem({ testimonial }: { testimonial: OwnerTestimonial }) {
  const byline = [
    testimonial.customerName,
    testimonial.place,
    calendarDate(testimonial.date),
    testimonial.rating === undefined ? undefined : `${testimonial.rating} of 5 stars`,
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
      <blockquote className="whitespace-pre-line break-words text-slate-900">{testimonial.text}</blockquote>
      <p className="mt-2 text-sm text-slate-700">{byline}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/leads/site?edit=${encodeURIComponent(testimonial.id)}#testimonial-form`}
          className={secondaryButton}
        >
          Edit<Hidden>: {testimonial.customerName}</Hidden>
        </Link>
        <form method="post" action="/leads/site">
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

/** An undo that would take later changes back too: what else would go, and the owner's choice. */
function UndoQuestion({ question }: { question: Extract<SiteProblem, { form: "undo-confirm" }> }) {
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p className="font-semibold">{question.problem}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {question.alsoUndone.map((change) => (
          <li key={change.id} className="break-words">
            {change.summary}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        <form method="post" action="/leads/site#changes">
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="change" value={question.change} />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" className={primaryButton}>
            Undo {question.alsoUndone.length === 1 ? "both" : "all of them"}
          </button>
        </form>
        <Link to="/leads/site#changes" className={secondaryButton}>
          Keep everything
        </Link>
      </div>
    </div>
  );
}

function ChangesSection({
  changes,
  problem,
  question,
}: {
  changes: OwnerChange[];
  problem?: string;
  question?: Extract<SiteProblem, { form: "undo-confirm" }>;
}) {
  return (
    <Section id="changes" title="Recent changes">
      {problem ? <Problem id="changes-problem">{problem}</Problem> : null}
      {question ? <UndoQuestion question={question} /> : null}
      {changes.length === 0 ? (
        <p className="text-slate-700">No changes yet.</p>
      ) : (
        <>
          <p className="text-slate-700">
            Undo takes back that one change; the changes made after it stay. If a later change depends on it,
            you are asked first.
          </p>
          <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
            {changes.map((change) => (
              <li key={change.id}>
                <p className="font-semibold break-words text-slate-900">{change.summary}</p>
                {/* Breaks inside a long address only: a date breaks at its spaces, never inside a number. */}
                <p className="text-sm break-words text-slate-600">
                  {change.actor} · {abileneTime(change.at)}
                </p>
                {change.undoable ? (
                  <form method="post" action="/leads/site" className="mt-2">
                    <input type="hidden" name="intent" value="undo" />
                    <input type="hidden" name="change" value={change.id} />
                    <button type="submit" className={secondaryButton}>
                      Undo<Hidden>: {change.summary}</Hidden>
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}
