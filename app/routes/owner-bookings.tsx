import { data, Link, redirect } from "react-router";
import { Section } from "../components/owner/form-kit.tsx";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime } from "../components/owner/owner-format.ts";
import { bookingRules } from "../content/booking.ts";
import { business, telHref } from "../content/business.ts";
import { type BookingsVisit, ownerInboxContext } from "../lib/owner-inbox.ts";
import { signInFirst } from "../lib/owner-return.ts";
import type { Route } from "./+types/owner-bookings.ts";

// Bookings (docs/owner-guide.md, "Bookings"): today's and the week's confirmed visits in order, on a phone; the
// requests waiting for an answer; the days closed; how many visits fit in a window; the calendar subscription.
// Plain forms, Post/Redirect/Get, no script.

export const meta = () => [
  { title: `Bookings | Leads | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES = {
  closed: "Day closed: no request can be made for it.",
  reopened: "Day open again.",
  capacity: "Capacity saved.",
  revoked: "Calendar address stopped: calendars subscribed to it get nothing more.",
  "visit-done": "Visit marked done: the customer's review request goes the next morning.",
  "visit-problem":
    "Problem noted: no review request goes for this visit (mark it done later if it is settled).",
} as const;
type Done = keyof typeof DONE_MESSAGES;

export async function loader({ request, context }: Route.LoaderArgs) {
  const inbox = context.get(ownerInboxContext);
  const owner = await inbox.owner();
  if (!owner) throw signInFirst(request);
  const done = new URL(request.url).searchParams.get("done");
  return {
    owner,
    view: await inbox.bookings(),
    done: done && Object.hasOwn(DONE_MESSAGES, done) ? (done as Done) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const inbox = context.get(ownerInboxContext);
  if (!(await inbox.owner())) throw signInFirst(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = (done: Done) => redirect(`/leads/bookings?done=${done}`, 303);
  if (intent === "close-day") {
    const problem = await inbox.closeDay(String(form.get("day") ?? ""), String(form.get("reason") ?? ""));
    return problem ? data({ problem }, { status: 400 }) : back("closed");
  }
  if (intent === "reopen-day") {
    if (!(await inbox.reopenDay(String(form.get("day") ?? "")))) {
      return data({ problem: "That day was not closed." }, { status: 409 });
    }
    return back("reopened");
  }
  if (intent === "capacity") {
    const visits = Number(form.get("visits"));
    if (!(await inbox.setCapacity(String(form.get("window") ?? ""), visits))) {
      return data({ problem: "Give a whole number of visits from 0 to 20." }, { status: 400 });
    }
    return back("capacity");
  }
  if (intent === "visit-done" || intent === "visit-problem") {
    const leadId = String(form.get("lead") ?? "");
    const marked =
      intent === "visit-done" ? await inbox.markVisitDone(leadId) : await inbox.flagVisitProblem(leadId);
    if (!marked) return data({ problem: "That visit is not a confirmed visit any more." }, { status: 409 });
    return back(intent);
  }
  if (intent === "feed-new") {
    // Shown once, here: only its hash is kept.
    return { feedUrl: await inbox.replaceCalendarFeed() };
  }
  if (intent === "feed-revoke") {
    if (!(await inbox.revokeCalendarFeed()))
      return data({ problem: "No calendar address was working." }, { status: 409 });
    return back("revoked");
  }
  return data({ problem: "That request was not understood." }, { status: 400 });
}

export default function OwnerBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, view, done } = loaderData;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  const feedUrl = actionData && "feedUrl" in actionData ? actionData.feedUrl : undefined;
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

      <Section title={`Today, ${view.today}`}>
        {view.todayVisits.length ? <VisitList visits={view.todayVisits} marks /> : <p>No visits today.</p>}
      </Section>

      <Section title="The next seven days">
        {view.week.length ? (
          view.week.map((day) => (
            <div key={day.day} className="mt-4 first:mt-0">
              <h3 className="font-bold text-slate-900">{day.words}</h3>
              <VisitList visits={day.visits} />
            </div>
          ))
        ) : (
          <p>No visits in the next seven days.</p>
        )}
      </Section>

      <Section title="Waiting for your answer">
        {view.waiting.length ? (
          <ul className="space-y-2">
            {view.waiting.map((request) => (
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
          A waiting request holds its windows for {bookingRules.requestHoldHours} hours, but never the last
          place of a window: only a visit you confirm can fill one. You can confirm any request, held or not.
        </p>
      </Section>

      <Section title="Closed days">
        {view.closedDays.length ? (
          <ul className="space-y-2">
            {view.closedDays.map((day) => (
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
          promised twice.
        </p>
        <div className="space-y-3">
          {view.capacity.map((window) => (
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
                Save
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
        ) : view.feed ? (
          <p className="mt-3">
            An address is working, made {abileneTime(view.feed.createdAt)} by {view.feed.createdBy}.
          </p>
        ) : (
          <p className="mt-3">No address yet.</p>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          <form method="post">
            <button type="submit" name="intent" value="feed-new" className={primaryButton}>
              {view.feed || feedUrl ? "Replace the address" : "Make an address"}
            </button>
          </form>
          {view.feed || feedUrl ? (
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

/** `marks`: today's visits take "Visit done" and "Problem with this visit" (the review request follows or not). */
function VisitList({ visits, marks = false }: { visits: BookingsVisit[]; marks?: boolean }) {
  return (
    <ul className="mt-2 space-y-3">
      {visits.map((visit) => (
        <li key={`${visit.leadId}-${visit.startsAt}`} className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">
            <Link to={`/leads/${visit.leadId}`} className="text-brand-700 underline underline-offset-2">
              {visit.name}
            </Link>{" "}
            · {visit.service}
            {visit.repeats ? ` · ${visit.repeats}` : ""}
          </p>
          <p className="mt-1 text-slate-800">{visit.window}</p>
          <p className="mt-1 wrap-anywhere text-slate-800">
            {`${visit.address ? `${visit.address}, ` : ""}${visit.town ?? "outside the service area"} ${visit.zipCode}`}
          </p>
          {visit.accessNotes ? <p className="mt-1 text-slate-700">Access: {visit.accessNotes}</p> : null}
          <a href={telHref(visit.phone)} className={`${secondaryButton} mt-3`}>
            Call {visit.phone}
          </a>
          {marks ? (
            <form method="post" className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="lead" value={visit.leadId} />
              <button type="submit" name="intent" value="visit-done" className={primaryButton}>
                Visit done
              </button>
              <button type="submit" name="intent" value="visit-problem" className={secondaryButton}>
                Problem with this visit
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
