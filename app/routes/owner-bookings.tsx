import { data, Link, redirect } from "react-router";
import { Section } from "../components/owner/form-kit.tsx";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime } from "../components/owner/owner-format.ts";
import { ScheduleDayList, scheduleHref } from "../components/owner/schedule-parts.tsx";
import { bookingSettings } from "../content/booking.ts";
import { business } from "../content/business.ts";
import { isScheduleSpan, ownerBookingsContext, type ScheduleSpan } from "../lib/owner-bookings.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import { signInFirst } from "../lib/owner-return.ts";
import type { Route } from "./+types/owner-bookings.ts";

// Bookings (docs/owner-guide.md, "Bookings" and "Your schedule"): every confirmed visit by day, week or month from
// any date, on a phone; the requests waiting for an answer; the days closed; how many visits fit in a window; the
// calendar subscription; and the ways to the phone booking, the crew's day sheet and the windows. Plain forms and
// links, Post/Redirect/Get, no script.

export const meta = () => [
  { title: `Bookings | Leads | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES = {
  closed: "Day closed: no request can be made for it.",
  reopened: "Day open again.",
  capacity: "Capacity saved.",
  revoked: "Calendar address stopped: calendars subscribed to it get nothing more.",
  "visit-done":
    "Visit marked done: the lead is won, and the customer's review request goes the next morning.",
  "visit-problem":
    "Problem noted: no review request goes for this visit (mark it done later if it is settled).",
} as const;
type Done = keyof typeof DONE_MESSAGES;

const SPAN_NAMES: Record<ScheduleSpan, string> = { day: "Day", week: "Week", month: "Month" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await context.get(ownerInboxContext).owner();
  if (!owner) throw signInFirst(request);
  const bookings = context.get(ownerBookingsContext);
  const query = new URL(request.url).searchParams;
  const view = query.get("view");
  const span: ScheduleSpan = isScheduleSpan(view) ? view : "week";
  const done = query.get("done");
  const [schedule, settings] = await Promise.all([
    bookings.schedule(span, query.get("date") ?? undefined),
    bookings.settings(),
  ]);
  return {
    owner,
    schedule,
    settings,
    done: done && Object.hasOwn(DONE_MESSAGES, done) ? (done as Done) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await context.get(ownerInboxContext).owner())) throw signInFirst(request);
  const bookings = context.get(ownerBookingsContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const view = String(form.get("view") ?? "");
  const date = String(form.get("date") ?? "");
  // Back to the schedule as the owner was reading it.
  const back = (done: Done) =>
    redirect(
      isScheduleSpan(view) && date ? scheduleHref(view, date, done) : `/leads/bookings?done=${done}`,
      303,
    );
  if (intent === "close-day") {
    const problem = await bookings.closeDay(String(form.get("day") ?? ""), String(form.get("reason") ?? ""));
    return problem ? data({ problem }, { status: 400 }) : back("closed");
  }
  if (intent === "reopen-day") {
    if (!(await bookings.reopenDay(String(form.get("day") ?? "")))) {
      return data({ problem: "That day was not closed." }, { status: 409 });
    }
    return back("reopened");
  }
  if (intent === "capacity") {
    const visits = Number(form.get("visits"));
    if (!(await bookings.setCapacity(String(form.get("window") ?? ""), visits))) {
      return data({ problem: "Give a whole number of visits from 0 to 20." }, { status: 400 });
    }
    return back("capacity");
  }
  if (intent === "visit-done" || intent === "visit-problem") {
    const leadId = String(form.get("lead") ?? "");
    const answer =
      intent === "visit-done"
        ? await bookings.markVisitDone(leadId)
        : await bookings.flagVisitProblem(leadId);
    if (answer.kind !== "done")
      return data({ problem: answer.kind === "refused" ? answer.problem : answer.warning }, { status: 409 });
    return back(intent);
  }
  if (intent === "feed-new") {
    // Shown once, here: only its hash is kept.
    return { feedUrl: await bookings.replaceCalendarFeed() };
  }
  if (intent === "feed-revoke") {
    if (!(await bookings.revokeCalendarFeed()))
      return data({ problem: "No calendar address was working." }, { status: 409 });
    return back("revoked");
  }
  return data({ problem: "That request was not understood." }, { status: 400 });
}

export default function OwnerBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, schedule, settings, done } = loaderData;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  const feedUrl = actionData && "feedUrl" in actionData ? actionData.feedUrl : undefined;
  const here = { view: schedule.span, date: schedule.date };
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">Bookings</h1>
      {done ? (
        <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800">
          {problem}
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-2">
        <li>
          <Link to="/leads/bookings/phone" className={primaryButton}>
            Booking by phone
          </Link>
        </li>
        <li>
          <Link
            to={`/leads/bookings/sheet?date=${schedule.span === "day" ? schedule.date : schedule.today}`}
            className={secondaryButton}
          >
            Day sheet for the crew
          </Link>
        </li>
        <li>
          <Link to="/leads/bookings/windows" className={secondaryButton}>
            Windows and days
          </Link>
        </li>
      </ul>

      <Section title="Your schedule">
        <nav aria-label="Schedule view" className="flex flex-wrap items-center gap-2">
          <ul className="grid grid-cols-3 gap-1">
            {(Object.keys(SPAN_NAMES) as ScheduleSpan[]).map((span) => (
              <li key={span}>
                <Link
                  to={scheduleHref(span, schedule.date)}
                  aria-current={span === schedule.span ? "page" : undefined}
                  className={`inline-flex min-h-11 w-full items-center justify-center rounded-full px-4 font-semibold ${
                    span === schedule.span
                      ? "bg-brand-800 text-white"
                      : "text-brand-800 underline underline-offset-4"
                  }`}
                >
                  {SPAN_NAMES[span]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Link to={scheduleHref(schedule.span, schedule.previous)} className={secondaryButton}>
            <span aria-hidden="true">←&nbsp;</span>
            {`Previous ${SPAN_NAMES[schedule.span].toLowerCase()}`}
          </Link>
          <Link to={scheduleHref(schedule.span, schedule.today)} className={secondaryButton}>
            Today
          </Link>
          <Link to={scheduleHref(schedule.span, schedule.next)} className={secondaryButton}>
            {`Next ${SPAN_NAMES[schedule.span].toLowerCase()}`}
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
        <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="view" value={schedule.span} />
          <div>
            <label htmlFor="schedule-date" className="block text-sm font-semibold text-slate-900">
              From any date
            </label>
            <input
              id="schedule-date"
              type="date"
              name="date"
              defaultValue={schedule.date}
              required
              className={inputClasses}
            />
          </div>
          <button type="submit" className={secondaryButton}>
            Show
          </button>
        </form>
        <h3 className="mt-5 text-lg font-bold text-slate-900">{schedule.title}</h3>
        <p className="text-slate-700">
          {`${schedule.visits === 1 ? "1 visit" : `${schedule.visits} visits`}${schedule.total ? ` · ${schedule.total} agreed` : ""}`}
        </p>
        {schedule.days.length ? (
          <ScheduleDayList days={schedule.days} here={here} />
        ) : (
          <p className="mt-3">No visits this month.</p>
        )}
      </Section>

      <Section title="Waiting for your answer">
        {settings.waiting.length ? (
          <ul className="space-y-2">
            {settings.waiting.map((request) => (
              <li key={request.leadId}>
                <Link to={`/leads/${request.leadId}`} className="font-semibold text-brand-700 underline">
                  {request.name}
                </Link>
                : {request.words}
                {request.second ? <>, or else {request.second}</> : null}
                <span className="block text-sm text-slate-700">{request.hold}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>No requests waiting.</p>
        )}
        <p className="mt-2 text-sm text-slate-700">
          A waiting request holds its windows for {bookingSettings.requestHoldHours} hours, but never the last
          place of a window: only a visit you confirm can fill one. You can confirm any request, held or not.
        </p>
      </Section>

      <Section title="Closed days">
        {settings.closedDays.length ? (
          <ul className="space-y-2">
            {settings.closedDays.map((day) => (
              <li key={day.day} className="flex flex-wrap items-center gap-3">
                <span>
                  <strong>{day.words}</strong>: {day.reason}
                </span>
                <form method="post">
                  <input type="hidden" name="day" value={day.day} />
                  <button type="submit" name="intent" value="reopen-day" className={secondaryButton}>
                    Open {day.words} again
                  </button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p>No day closed.</p>
        )}
        <form method="post" className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="close-day" className="block text-sm font-semibold text-slate-900">
              Day to close
            </label>
            <input id="close-day" type="date" name="day" required className={inputClasses} />
          </div>
          <div>
            <label htmlFor="close-reason" className="block text-sm font-semibold text-slate-900">
              Why (for you; visitors only see "closed")
            </label>
            <input id="close-reason" name="reason" maxLength={500} className={inputClasses} />
          </div>
          <button type="submit" name="intent" value="close-day" className={primaryButton}>
            Close day
          </button>
        </form>
      </Section>

      <Section title="Visits per window">
        <p className="mb-3 text-slate-700">
          How many visits your crews can take in each window. Waiting requests count, so a window is never
          promised twice. Add or change windows under{" "}
          <Link to="/leads/bookings/windows" className="font-semibold text-brand-700 underline">
            Windows and days
          </Link>
          .
        </p>
        <div className="space-y-3">
          {settings.capacity.map((window) => (
            <form key={window.window} method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="window" value={window.window} />
              <div>
                <label
                  htmlFor={`capacity-${window.window}`}
                  className="block text-sm font-semibold text-slate-900"
                >
                  {window.label}
                </label>
                <input
                  id={`capacity-${window.window}`}
                  type="number"
                  name="visits"
                  min={0}
                  max={20}
                  defaultValue={window.visits}
                  className={`${inputClasses} w-28`}
                />
              </div>
              <button type="submit" name="intent" value="capacity" className={secondaryButton}>
                Save<span className="sr-only"> {window.label}</span>
              </button>
            </form>
          ))}
        </div>
      </Section>

      <Section title="Calendar subscription">
        <p className="text-slate-700">
          A private address your calendar app (Google Calendar, Apple Calendar, Outlook) subscribes to: it
          shows the confirmed visits. Anyone with the address can read them, so keep it to yourself; replace
          or stop it here at any time.
        </p>
        {feedUrl ? (
          <div role="status" className="mt-3 rounded-lg border border-accent-600/40 bg-accent-500/10 p-3">
            <p className="font-semibold">Your new calendar address (copy it now: it is shown only once):</p>
            <p className="mt-1 font-mono text-sm break-all" data-testid="calendar-address">
              {feedUrl}
            </p>
          </div>
        ) : settings.feed ? (
          <p className="mt-3">
            An address is working, made {abileneTime(settings.feed.createdAt)} by {settings.feed.createdBy}.
          </p>
        ) : (
          <p className="mt-3">No address yet.</p>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          <form method="post">
            <button type="submit" name="intent" value="feed-new" className={primaryButton}>
              {settings.feed || feedUrl ? "Replace the address" : "Make an address"}
            </button>
          </form>
          {settings.feed || feedUrl ? (
            <form method="post">
              <button type="submit" name="intent" value="feed-revoke" className={secondaryButton}>
                Stop the address
              </button>
            </form>
          ) : null}
        </div>
      </Section>

      <OwnerBar email={owner.email} />
    </>
  );
}
