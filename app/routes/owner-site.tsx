import { Link, redirect } from "react-router";
import { ErrorSummary, Field, Section } from "../components/owner/form-kit.tsx";
import { GallerySection } from "../components/owner/gallery-list.tsx";
import { OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime, calendarDate, isCalendarDay } from "../components/owner/owner-format.ts";
import { DoneMessage, doneOf, requireOwner } from "../components/owner/owner-site-parts.tsx";
import {
  formText,
  type PostedForm,
  postedFor,
  postedValues,
  problemFor,
  refuse,
  valueFor,
} from "../components/owner/posted-form.ts";
import {
  UNDONE_MESSAGE,
  UndoButton,
  UndoProblem,
  type UndoRefusal,
  undoPosted,
} from "../components/owner/undo.tsx";
import { business } from "../content/business.ts";
import { translationGaps } from "../content/model/translations.ts";
import {
  MAX_NOTICE_LENGTH,
  type OwnerChange,
  type OwnerSiteOverview,
  ownerSiteContext,
} from "../lib/owner-site.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import { withoutControlCharacters } from "../lib/plain-text.ts";
import { abileneToday } from "../lib/site-content.ts";
import type { Route } from "./+types/owner-site.ts";

// The owner's own site (docs/owner-guide.md, "Your site"): the way to every part the owner changes (the business's
// details, the words, going live, photos, testimonials, the history), the notice, the galleries, and the recent
// changes with their Undo. Each action is a plain form; after it the page comes back with what was done
// (Post/Redirect/Get), or with why nothing changed next to the form, keeping what was typed.

export const meta = () => [
  { title: `Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/leads/site";
/** The changes Your site lists with their Undo; History has every one, with what each was and became. */
const RECENT = 5;

const DONE_MESSAGES = {
  notice: "Notice saved. It shows at the top of every page within a few seconds.",
  "notice-removed": "Notice removed from the site.",
  undone: UNDONE_MESSAGE,
} as const;
type Done = keyof typeof DONE_MESSAGES;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const words = context.get(ownerWordsContext);
  const [overview, goingLive, model] = await Promise.all([
    context.get(ownerSiteContext).overview(),
    words.goingLive(),
    words.model(),
  ]);
  const today = abileneToday();
  return {
    owner,
    overview,
    toGoLive: goingLive.filter((item) => item.by === "owner").length,
    needSpanish: translationGaps(model, { today }).length,
    today,
    done: doneOf(request, DONE_MESSAGES),
  };
}

/** One line: control characters and line breaks out, runs of spaces as one. */
function oneLine(value: string): string {
  return withoutControlCharacters(value).replace(/\s+/g, " ").trim();
}

function noticeProblem(notice: { text: string; textEs: string; until: string }, today: string) {
  if (!notice.text)
    return { field: "text", problem: "Write the notice first (or press Remove notice to show none)." };
  if (notice.text.length > MAX_NOTICE_LENGTH)
    return { field: "text", problem: `A notice can have at most ${MAX_NOTICE_LENGTH} characters.` };
  if (notice.textEs.length > MAX_NOTICE_LENGTH)
    return { field: "textEs", problem: `A notice can have at most ${MAX_NOTICE_LENGTH} characters.` };
  if (!isCalendarDay(notice.until))
    return { field: "until", problem: "Choose the last day to show the notice." };
  if (notice.until < today)
    return { field: "until", problem: "That day has passed: choose today or a later day." };
  return undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const site = context.get(ownerSiteContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const values = postedValues(form);
  const back = (done: Done, at: string) => redirect(`${PATH}?done=${done}#${at}`, 303);

  if (intent === "notice") {
    const notice = {
      text: oneLine(formText(form, "text")),
      textEs: oneLine(formText(form, "textEs")),
      until: formText(form, "until"),
    };
    const problem = noticeProblem(notice, abileneToday());
    if (problem) return refuse({ form: "notice", values }, problem);
    const result = await site.setNotice(notice.text, notice.until, notice.textEs);
    if (!result.ok) return refuse({ form: "notice", values }, { problem: result.problem });
    return back("notice", "notice");
  }
  if (intent === "remove-notice") {
    const result = await site.setNotice("", "");
    if (!result.ok) return refuse({ form: "notice", values }, { problem: result.problem });
    return back("notice-removed", "notice");
  }
  if (intent === "undo") return (await undoPosted(site, form)) ?? back("undone", "changes");
  return refuse({ form: "request", values }, { problem: "That request was not understood." });
}

/** The parts of the site the owner changes, each its own page. */
const PARTS = [
  {
    to: "/leads/site/business",
    name: "Business details",
    what: "Phone, email, address, opening hours, towns, social and review links",
  },
  {
    to: "/leads/site/words",
    name: "Words on your pages",
    what: "The home page, each service page, questions, About Us, the checklist",
  },
  { to: "/leads/site/going-live", name: "Going live", what: "The facts only you can confirm" },
  {
    to: "/leads/site/payments",
    name: "Online payment",
    what: "A deposit or the full price when a quote is accepted",
  },
  {
    to: "/leads/site/spanish",
    name: "Spanish words",
    what: "Where your Spanish pages show English, or Spanish older than its English",
  },
  { to: "/leads/photos", name: "Photos", what: "Upload and describe photos of your work" },
  { to: "/leads/site/testimonials", name: "Testimonials", what: "Your customers' words" },
  { to: "/leads/site/history", name: "History", what: "Every change, what it was and became, with Undo" },
] as const;

export default function OwnerSitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, overview, today, done, toGoLive, needSpanish } = loaderData;
  const posted = actionData as (PostedForm | UndoRefusal) | undefined;
  const form = posted && "values" in posted ? posted : undefined;
  const undo = posted && !("values" in posted) ? posted : undefined;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">Your site</h1>
      <p className="mt-2 text-slate-700">
        Everything a visitor reads about your business. A change shows on the site within a few seconds, and
        every change can be undone.
      </p>
      {done ? <DoneMessage>{DONE_MESSAGES[done as Done]}</DoneMessage> : null}
      <ErrorSummary
        id="request-problems"
        problems={postedFor(form, "request")?.problems ?? []}
        fieldId={() => undefined}
      />
      {toGoLive > 0 ? (
        <p className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
          <Link to="/leads/site/going-live" className="font-semibold underline underline-offset-2">
            {`${toGoLive === 1 ? "1 thing" : `${toGoLive} things`} to check before your site is live`}
          </Link>
          : example details or facts only you can confirm.
        </p>
      ) : null}
      {needSpanish > 0 ? (
        <p className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
          <Link to="/leads/site/spanish" className="font-semibold underline underline-offset-2">
            {needSpanish === 1 ? "1 place needs Spanish" : `${needSpanish} places need Spanish`}
          </Link>
          : the Spanish pages show the English there, or Spanish written before the English changed.
        </p>
      ) : null}
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

      <nav aria-labelledby="parts-heading" className="mt-8">
        <h2 id="parts-heading" className="mb-3 text-xl font-bold text-brand-900">
          What you can change
        </h2>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {PARTS.map((part) => (
            <li key={part.to} className="px-4 py-2">
              <Link
                to={part.to}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                {part.name}
              </Link>
              <span className="block text-sm text-slate-700">{part.what}</span>
            </li>
          ))}
        </ul>
      </nav>

      <NoticeSection notice={overview.notice} today={today} posted={postedFor(form, "notice")} />
      <GallerySection galleries={overview.galleries} />
      <ChangesSection changes={overview.recentChanges} refusal={undo} />
      <OwnerBar email={owner.email} />
    </>
  );
}

function NoticeSection({
  notice,
  today,
  posted,
}: {
  notice: OwnerSiteOverview["notice"];
  today: string;
  posted?: PostedForm;
}) {
  return (
    <Section id="notice" title="Notice">
      <p className="text-slate-700">
        {notice === undefined
          ? "No notice is shown. A notice is one short line at the top of every page, for example a holiday closure, until the day you choose."
          : notice.until < today
            ? `Your notice ended on ${calendarDate(notice.until)} and is no longer shown.`
            : `Shown at the top of every page through ${calendarDate(notice.until)}.`}
      </p>
      <form method="post" action={`${PATH}#notice`} noValidate className="mt-4 space-y-4">
        <ErrorSummary
          id="notice-problems"
          problems={posted?.problems ?? []}
          fieldId={(field) =>
            field === "text"
              ? "notice-text"
              : field === "textEs"
                ? "notice-text-es"
                : field === "until"
                  ? "notice-until"
                  : undefined
          }
        />
        <input type="hidden" name="intent" value="notice" />
        <Field
          id="notice-text"
          name="text"
          label="Notice"
          required
          hint={`One line, at most ${MAX_NOTICE_LENGTH} characters. For example: “Closed Dec 24 to 26. Happy holidays!”`}
          defaultValue={valueFor(posted, "text", notice?.text ?? "")}
          problem={problemFor(posted, "text")}
        />
        <Field
          id="notice-text-es"
          name="textEs"
          label="Notice in Spanish (optional)"
          hint="For the Spanish pages, for example: “Cerrado del 24 al 26 de diciembre. ¡Felices fiestas!” Without it, they show the English."
          flag={
            notice?.spanishGap ? (
              <p className="font-semibold text-amber-800">
                <span aria-hidden="true">⚑ </span>
                {notice.spanishGap === "missing"
                  ? "No Spanish yet: the Spanish pages show the English."
                  : "Spanish not updated: the English changed after this Spanish was written."}
              </p>
            ) : undefined
          }
          defaultValue={valueFor(posted, "textEs", notice?.textEs ?? "")}
          problem={problemFor(posted, "textEs")}
        />
        <Field
          id="notice-until"
          name="until"
          label="Show until (the last day, included)"
          type="date"
          required
          min={today}
          narrow
          defaultValue={valueFor(posted, "until", notice?.until ?? "")}
          problem={problemFor(posted, "until")}
        />
        <button type="submit" className={primaryButton}>
          Save notice
        </button>
      </form>
      {notice !== undefined ? (
        <form method="post" action={`${PATH}#notice`} className="mt-3">
          <input type="hidden" name="intent" value="remove-notice" />
          <button type="submit" className={secondaryButton}>
            Remove notice
          </button>
        </form>
      ) : null}
    </Section>
  );
}

function ChangesSection({ changes, refusal }: { changes: OwnerChange[]; refusal?: UndoRefusal }) {
  return (
    <Section id="changes" title="Recent changes">
      {refusal ? <UndoProblem refusal={refusal} back={`${PATH}#changes`} /> : null}
      {changes.length === 0 ? (
        <p className="text-slate-700">No changes yet.</p>
      ) : (
        <>
          <p className="text-slate-700">
            Undo takes back that one change; the changes made after it stay. If a later change depends on it,
            you are asked first.
          </p>
          <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
            {changes.slice(0, RECENT).map((change) => (
              <li key={change.id}>
                <p className="font-semibold break-words text-slate-900">{change.summary}</p>
                {/* Breaks inside a long address only: a date breaks at its spaces, never inside a number. */}
                <p className="text-sm break-words text-slate-600">
                  {change.actor} · {abileneTime(change.at)}
                </p>
                {change.undoable ? (
                  <UndoButton action={`${PATH}#changes`} change={change.id} summary={change.summary} />
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      <Link to="/leads/site/history" className={`${secondaryButton} mt-4`}>
        All changes, with what each was and became
      </Link>
    </Section>
  );
}
