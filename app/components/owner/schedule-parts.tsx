import { Link } from "react-router";
import type { ScheduleDay, ScheduleSpan, ScheduleVisit } from "../../lib/owner-bookings.ts";
import { primaryButton, secondaryButton } from "./owner-bar.tsx";

/**
 * The owner's schedule on a phone (docs/owner-guide.md, "Your schedule"): each day with its visits in order, each
 * visit a card with its time and window, the customer (and their business), the town, the service and the price;
 * its name opens the lead. A visit that has begun takes "Visit done" right there.
 */

/** The schedule's address for a span and a day (what every link and the return after a form use). */
export function scheduleHref(span: ScheduleSpan, date: string, done?: string): string {
  return `/leads/bookings?view=${span}&date=${date}${done ? `&done=${done}` : ""}`;
}

export function ScheduleDayList({
  days,
  here,
}: {
  days: readonly ScheduleDay[];
  /** The view and date the page shows: where a "Visit done" comes back to. */
  here: { view: ScheduleSpan; date: string };
}) {
  return (
    <ol className="mt-3 space-y-5">
      {days.map((day) => (
        <li key={day.day} aria-labelledby={`day-${day.day}`}>
          <h4 id={`day-${day.day}`} className="font-bold text-slate-900">
            {day.words}
            {day.today ? (
              <span className="ml-2 rounded-full bg-brand-800 px-2 py-0.5 text-sm text-white">Today</span>
            ) : null}
          </h4>
          {day.closed ? <p className="text-slate-800">Closed: {day.closed}</p> : null}
          {day.visits.length ? (
            <ul className="mt-2 space-y-3">
              {day.visits.map((visit) => (
                <li key={`${visit.leadId}-${visit.startsAt}`}>
                  <VisitCard visit={visit} here={here} />
                </li>
              ))}
            </ul>
          ) : day.closed ? null : (
            <p className="text-slate-700">No visits.</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function VisitCard({ visit, here }: { visit: ScheduleVisit; here: { view: ScheduleSpan; date: string } }) {
  return (
    <article className="rounded-xl border border-slate-200 p-4" aria-label={`${visit.time}, ${visit.name}`}>
      <p className="font-semibold text-slate-900">
        {`${visit.time} · ${visit.windowName}`}
        {visit.done ? (
          <span className="ml-2 rounded-full bg-accent-700 px-2 py-0.5 text-sm text-white">Done</span>
        ) : null}
      </p>
      <p className="mt-1">
        <Link
          to={`/leads/${visit.leadId}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          {visit.name}
        </Link>
        {visit.businessName ? <span className="wrap-anywhere"> · {visit.businessName}</span> : null}
      </p>
      <p className="mt-1 text-slate-800">
        {[visit.town ?? `Zip code ${visit.zipCode}`, visit.service, visit.price, visit.repeats]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {visit.canMarkDone ? (
        <form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="lead" value={visit.leadId} />
          <input type="hidden" name="view" value={here.view} />
          <input type="hidden" name="date" value={here.date} />
          <button type="submit" name="intent" value="visit-done" className={primaryButton}>
            Visit done<span className="sr-only">: {visit.name}</span>
          </button>
          <button type="submit" name="intent" value="visit-problem" className={secondaryButton}>
            Problem with this visit<span className="sr-only">: {visit.name}</span>
          </button>
        </form>
      ) : null}
    </article>
  );
}
