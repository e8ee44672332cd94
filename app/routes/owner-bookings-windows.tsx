import { data, Link, redirect } from "react-router";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { echo, Field, type FormEcho, FormProblem, formValues } from "../components/owner/visit-forms.tsx";
import { WINDOW_AUDIENCES, type WindowAudience } from "../content/booking.ts";
import { business, WEEKDAYS, type Weekday } from "../content/business.ts";
import { openDaysWords } from "../content/model/hours.ts";
import { own } from "../content/model/paths.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import { signInFirst } from "../lib/owner-return.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import { formatTime } from "../lib/visit-words.ts";
import type { Route } from "./+types/owner-bookings-windows.ts";

// Windows and days (docs/owner-guide.md, "Windows and days"): the arrival windows visits are booked in (a name,
// the times, which quote form offers each: homes, businesses or both) and the weekdays visits can be booked. Part
// of the owner's content (the quote forms and /api/availability follow within seconds); how many visits each
// window takes stays on the Bookings page. Plain forms, Post/Redirect/Get, no script.

export const meta = () => [
  { title: `Windows and days | Leads | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const AUDIENCE_WORDS: Record<WindowAudience, string> = {
  both: "Both forms (homes and businesses)",
  homes: "The quote page (homes)",
  businesses: "The commercial page (businesses)",
};

const DAY_NAMES: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

const DONE_MESSAGES = {
  saved: "Window saved: the quote forms offer it within a few seconds.",
  added:
    "Window added: the quote forms offer it within a few seconds. Set how many visits it takes on the Bookings page.",
  removed: "Window removed: it is no longer offered or booked. Visits booked in it before keep their time.",
  days: "Days saved: the quote forms follow within a few seconds.",
} as const;
type Done = keyof typeof DONE_MESSAGES;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await context.get(ownerInboxContext).owner();
  if (!owner) throw signInFirst(request);
  const model = await context.get(ownerWordsContext).model();
  const windows = Object.keys(model.booking.windows).flatMap((id) => {
    const window = own(model.booking.windows, id);
    return window && !window.retired
      ? [
          {
            id,
            label: window.label.en,
            labelEs: window.label.es,
            starts: window.starts,
            ends: window.ends,
            offeredTo: window.offeredTo,
          },
        ]
      : [];
  });
  windows.sort((a, b) => a.starts.localeCompare(b.starts) || a.id.localeCompare(b.id));
  const done = new URL(request.url).searchParams.get("done");
  return {
    owner,
    windows,
    followHours: model.booking.daysFollowHours,
    days: Object.fromEntries(WEEKDAYS.map((day) => [day, model.booking.days[day]])) as Record<
      Weekday,
      boolean
    >,
    openDays: openDaysWords(model.business.hours),
    done: done && Object.hasOwn(DONE_MESSAGES, done) ? (done as Done) : null,
  };
}

/** Which form the answer belongs to ("add", a window's id, "days"), and why it was refused. */
type Answer = FormEcho & { form: string };

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await context.get(ownerInboxContext).owner())) throw signInFirst(request);
  const words = context.get(ownerWordsContext);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "";
  const back = (done: Done) => redirect(`/leads/bookings/windows?done=${done}`, 303);
  const refused = (which: string, result: { problem: string; field?: string }) =>
    data<Answer>(
      { form: which, problem: result.problem, ...(result.field ? { field: result.field } : {}), values },
      { status: 400 },
    );
  if (intent === "save-window" || intent === "add-window") {
    const id = intent === "save-window" ? (values.id ?? "") : undefined;
    const result = await words.save({
      kind: "window",
      input: {
        ...(id ? { id } : {}),
        lang: "en",
        label: values.label ?? "",
        labelEs: values.labelEs ?? "",
        starts: values.starts ?? "",
        ends: values.ends ?? "",
        offeredTo: values.offeredTo ?? "",
      },
    });
    return result.ok ? back(id ? "saved" : "added") : refused(id ?? "add", result);
  }
  if (intent === "remove-window") {
    const result = await words.changeList({ kind: "remove-window", id: values.id ?? "" });
    return result.ok ? back("removed") : refused(values.id ?? "", result);
  }
  if (intent === "days") {
    const days = Object.fromEntries(WEEKDAYS.map((day) => [day, form.has(`day-${day}`)])) as Record<
      Weekday,
      boolean
    >;
    const result = await words.save({
      kind: "booking-days",
      input: { followHours: values.follow === "hours", days },
    });
    return result.ok ? back("days") : refused("days", result);
  }
  return data<Answer>({ form: "", problem: "That request was not understood.", values }, { status: 400 });
}

function WindowFields({
  prefix,
  form,
  defaults,
}: {
  prefix: string;
  form?: FormEcho;
  defaults?: Record<string, string>;
}) {
  const problemId = `${prefix}-problem`;
  const field = (name: string) => echo(form, name, problemId, defaults?.[name] ?? "");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field id={`${prefix}-label`} label="Name (customers read it: Morning, Evening…)">
          <input
            id={`${prefix}-label`}
            required
            maxLength={30}
            autoComplete="off"
            className={inputClasses}
            {...field("label")}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          id={`${prefix}-label-es`}
          label="Name in Spanish (Mañana, Tarde…; while empty, the Spanish pages show the English name)"
        >
          <input
            id={`${prefix}-label-es`}
            lang="es"
            maxLength={30}
            autoComplete="off"
            className={inputClasses}
            {...field("labelEs")}
          />
        </Field>
      </div>
      <Field id={`${prefix}-starts`} label="Arrival from (Abilene time)">
        <input id={`${prefix}-starts`} type="time" required className={inputClasses} {...field("starts")} />
      </Field>
      <Field id={`${prefix}-ends`} label="Arrival until">
        <input id={`${prefix}-ends`} type="time" required className={inputClasses} {...field("ends")} />
      </Field>
      <div className="sm:col-span-2">
        <Field id={`${prefix}-offered`} label="Which quote form offers it">
          <select
            id={`${prefix}-offered`}
            className={inputClasses}
            {...echo(form, "offeredTo", problemId, defaults?.offeredTo ?? "both")}
          >
            {WINDOW_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {AUDIENCE_WORDS[audience]}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}

export default function OwnerWindowsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, windows, followHours, days, openDays, done } = loaderData;
  const answer = actionData as Answer | undefined;
  const formFor = (which: string) => (answer?.form === which ? answer : undefined);
  return (
    <>
      <p>
        <Link
          to="/leads/bookings"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          ← Bookings
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Windows and days</h1>
      {done ? (
        <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      {answer && answer.form === "" ? <FormProblem id="page-problem" problem={answer.problem} /> : null}

      <section className="mt-8" aria-labelledby="windows-heading">
        <h2 id="windows-heading" className="mb-3 text-xl font-bold text-brand-900">
          Arrival windows
        </h2>
        <p className="text-slate-700">
          The times your crew may arrive. Customers choose one on the quote form; you book visits in any of
          them. Changing a window's times moves no visit already booked: those keep the time their customer
          was sent.
        </p>
        <ul className="mt-4 space-y-4">
          {windows.map((window) => {
            const form = formFor(window.id);
            return (
              <li key={window.id} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-bold text-slate-900">
                  {window.label}: {formatTime(window.starts)} to {formatTime(window.ends)}
                </h3>
                <form method="post" className="mt-3 space-y-3">
                  <input type="hidden" name="id" value={window.id} />
                  <FormProblem id={`${window.id}-problem`} problem={form?.problem} />
                  <WindowFields
                    prefix={window.id}
                    form={form}
                    defaults={{
                      label: window.label,
                      labelEs: window.labelEs,
                      starts: window.starts,
                      ends: window.ends,
                      offeredTo: window.offeredTo,
                    }}
                  />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="intent" value="save-window" className={primaryButton}>
                      Save<span className="sr-only"> {window.label}</span>
                    </button>
                    {windows.length > 1 ? (
                      <button type="submit" name="intent" value="remove-window" className={secondaryButton}>
                        Remove<span className="sr-only"> {window.label}</span>
                      </button>
                    ) : null}
                  </div>
                </form>
              </li>
            );
          })}
        </ul>
        <form method="post" className="mt-6 space-y-3 rounded-xl border border-slate-200 p-4">
          <h3 className="font-bold text-slate-900">Add a window</h3>
          <p className="text-slate-700">For example an evening window for offices after they close.</p>
          <FormProblem id="add-problem" problem={formFor("add")?.problem} />
          <WindowFields prefix="add" form={formFor("add")} />
          <button type="submit" name="intent" value="add-window" className={primaryButton}>
            Add window
          </button>
        </form>
      </section>

      <section className="mt-8" aria-labelledby="days-heading">
        <h2 id="days-heading" className="mb-3 text-xl font-bold text-brand-900">
          Days visits can be booked
        </h2>
        <form method="post" className="space-y-3">
          <FormProblem id="days-problem" problem={formFor("days")?.problem} />
          <fieldset>
            <legend className="font-semibold text-slate-900">Visits can be booked on</legend>
            <label className="mt-2 flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="follow"
                value="hours"
                defaultChecked={followHours}
                className="size-5"
              />
              <span>The days you open ({openDays}): they follow your opening hours</span>
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="follow"
                value="days"
                defaultChecked={!followHours}
                className="size-5"
              />
              <span>These days:</span>
            </label>
            <div
              className="grid grid-cols-2 gap-x-4 pl-8 sm:grid-cols-4"
              {...(formFor("days")?.field === "days" ? { "aria-describedby": "days-problem" } : {})}
            >
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name={`day-${day}`} defaultChecked={days[day]} className="size-5" />
                  <span>{DAY_NAMES[day]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" name="intent" value="days" className={primaryButton}>
            Save days
          </button>
        </form>
      </section>
      <OwnerBar email={owner.email} />
    </>
  );
}
