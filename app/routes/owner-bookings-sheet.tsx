import { Link } from "react-router";
import { inputClasses, OwnerBar, secondaryButton } from "../components/owner/owner-bar.tsx";
import { business } from "../content/business.ts";
import { ownerBookingsContext } from "../lib/owner-bookings.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import { signInFirst } from "../lib/owner-return.ts";
import type { Route } from "./+types/owner-bookings-sheet.ts";

// The crew's day sheet (docs/owner-guide.md, "Your schedule"): one day's visits in order with everything needed at the
// door (address, access notes, the service and what the customer asked for, the phone), printable on one page:
// the browser's Print prints the sheet alone (the frame and the controls are left out in print).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Day sheet, ${loaderData?.sheet.words ?? ""} | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await context.get(ownerInboxContext).owner();
  if (!owner) throw signInFirst(request);
  const date = new URL(request.url).searchParams.get("date") ?? undefined;
  return { owner, sheet: await context.get(ownerBookingsContext).daySheet(date) };
}

export default function OwnerDaySheetPage({ loaderData }: Route.ComponentProps) {
  const { owner, sheet } = loaderData;
  return (
    <>
      <p className="print:hidden">
        <Link
          to={`/leads/bookings?view=day&date=${sheet.day}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          ← Bookings
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl print:mt-0 print:text-xl">
        {`${business.name} · ${sheet.words}`}
      </h1>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-2 print:hidden">
        <div>
          <label htmlFor="sheet-date" className="block text-sm font-semibold text-slate-900">
            Another day
          </label>
          <input
            id="sheet-date"
            type="date"
            name="date"
            defaultValue={sheet.day}
            required
            className={inputClasses}
          />
        </div>
        <button type="submit" className={secondaryButton}>
          Show
        </button>
      </form>
      <p className="mt-3 text-slate-700 print:hidden">
        Print it from your browser's menu: the sheet prints alone.
      </p>
      {sheet.closed ? <p className="mt-3 font-semibold">Closed: {sheet.closed}</p> : null}
      {sheet.visits.length === 0 ? (
        <p className="mt-4">No visits this day.</p>
      ) : (
        <ol className="mt-4 space-y-3 print:space-y-2">
          {sheet.visits.map((visit, index) => (
            <li
              key={`${visit.leadId}-${visit.startsAt}`}
              className="break-inside-avoid rounded-xl border border-slate-300 p-3 print:rounded-none print:p-2"
            >
              <h2 className="font-bold text-slate-900">
                {`${index + 1}. ${visit.time} · ${visit.windowName} · ${visit.name}${visit.businessName ? ` (${visit.businessName})` : ""}`}
              </h2>
              <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 text-sm">
                <dt className="font-semibold">Where</dt>
                <dd className="wrap-anywhere">
                  {`${visit.address ? `${visit.address}, ` : ""}${visit.town ?? "outside the service area"} ${visit.zipCode}`}
                </dd>
                <dt className="font-semibold">Access</dt>
                <dd className="wrap-anywhere">{visit.accessNotes || "None given"}</dd>
                <dt className="font-semibold">Service</dt>
                <dd>{`${visit.service}${visit.repeats ? ` (${visit.repeats.toLowerCase()})` : ""}`}</dd>
                <dt className="font-semibold">Asked for</dt>
                <dd className="whitespace-pre-line wrap-anywhere">{visit.notes || "Nothing more"}</dd>
                <dt className="font-semibold">Phone</dt>
                <dd>{visit.phone}</dd>
                {visit.price ? (
                  <>
                    <dt className="font-semibold">Price</dt>
                    <dd>{visit.price}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <OwnerBar email={owner.email} />
    </>
  );
}
