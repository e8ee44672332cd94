import { Link } from "react-router";
import { OwnerBar, secondaryButton } from "../components/owner/owner-bar.tsx";
import { calendarDate, durationText } from "../components/owner/owner-format.ts";
import { business } from "../content/business.ts";
import { hoursShort } from "../content/model/hours.ts";
import { translate } from "../i18n/messages.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import {
  type AnswerWeek,
  isNumbersPeriod,
  NUMBERS_PERIODS,
  type NumbersPeriod,
  PERIOD_LABELS,
  SOURCE_COUNT_LABELS,
  SOURCE_COUNTS,
  SOURCE_VALUE_LABELS,
  SOURCE_VALUES,
  type SourceCounts,
  type SourceRow,
  type SourceValues,
  shareWon,
  valueWords,
} from "../lib/owner-numbers.ts";
import { signInFirst } from "../lib/owner-return.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import type { Route } from "./+types/owner-numbers.ts";

// The owner's numbers (docs/owner-guide.md, "Your numbers"): where jobs come from, and how fast we answer, for a
// period chosen by plain links. Rendered by the service for each request from the lead store; no script, no chart
// library: tables read on a phone and by a screen reader.

export const meta = () => [
  { title: `Your numbers | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const inbox = context.get(ownerInboxContext);
  const owner = await inbox.owner();
  if (!owner) throw signInFirst(request);
  const asked = new URL(request.url).searchParams.get("period");
  const period: NumbersPeriod = isNumbersPeriod(asked) ? asked : "this-month";
  // An unknown period (an old bookmark, a typo) shows the default and says so; nothing echoes what was asked.
  const unknownPeriod = asked !== null && !isNumbersPeriod(asked);
  return { owner, unknownPeriod, numbers: await inbox.numbers(period) };
}

/** "Nov 23": a week's Monday, the year is in the period's line. */
function shortDate(day: string): string {
  return calendarDate(day).replace(/, \d{4}$/, "");
}

/** The form's question, as the visitor read it. */
const REFERRAL_QUESTION = translate("en", "form.field.referral");

const periodHref = (period: NumbersPeriod) => `/leads/numbers?period=${period}`;

export default function OwnerNumbersPage({ loaderData }: Route.ComponentProps) {
  const { owner, numbers, unknownPeriod } = loaderData;
  const range = `${calendarDate(numbers.firstDay)} to ${calendarDate(numbers.lastDay)}`;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">Your numbers</h1>
      <p className="mt-2 text-slate-700">
        Counted from the leads in this inbox, on this server: nothing is sent anywhere. Suspected spam is left
        out.
      </p>
      <nav aria-label="Period" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {NUMBERS_PERIODS.map((period) => {
            const current = period === numbers.period;
            return (
              <li key={period}>
                <Link
                  to={periodHref(period)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ${
                    current
                      ? "bg-brand-800 text-white"
                      : "border border-slate-400 text-brand-800 underline underline-offset-4 hover:bg-slate-100"
                  }`}
                >
                  {PERIOD_LABELS[period]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {unknownPeriod ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-700/40 bg-amber-50 px-4 py-3 text-amber-900"
        >
          That period is not one of the choices above, so this is{" "}
          {PERIOD_LABELS[numbers.period].toLowerCase()}.
        </p>
      ) : null}
      <p className="mt-3 font-semibold text-slate-900">{`${PERIOD_LABELS[numbers.period]}: ${range}`}</p>
      <Sources
        sources={numbers.sources}
        totals={numbers.totals}
        totalValues={numbers.totalValues}
        period={numbers.period}
      />
      <Said said={numbers.said} totals={numbers.totals} totalValues={numbers.totalValues} />
      <AnswerSpeed weeks={numbers.weeks} waiting={numbers.waiting} />
      <OwnerBar email={owner.email} />
    </>
  );
}

const cell = "px-1.5 py-2 sm:px-2 text-right tabular-nums";

function CountCells({ counts, values }: { counts: SourceCounts; values: SourceValues }) {
  return (
    <>
      {SOURCE_COUNTS.map((name) => (
        <td key={name} className={cell}>
          {counts[name]}
        </td>
      ))}
      <td className={cell}>{shareWon(counts)}</td>
      {SOURCE_VALUES.map((name) => (
        <td key={name} className={cell}>
          {valueWords(values[name])}
        </td>
      ))}
    </>
  );
}

/** The counts after "Leads", each under its name: a source's card on a phone. */
const CARD_COUNTS = SOURCE_COUNTS.filter((name) => name !== "leads");

function SourceCards({
  sources,
  totals,
  totalValues,
}: {
  sources: SourceRow[];
  totals: SourceCounts;
  totalValues: SourceValues;
}) {
  return (
    <ul className="mt-3 space-y-2 sm:hidden">
      {[...sources, { label: "Total", counts: totals, values: totalValues }].map((row) => (
        <li
          key={row.label}
          className={`rounded-xl border p-3 ${row.label === "Total" ? "border-slate-400 bg-slate-50" : "border-slate-200"}`}
        >
          <p className="flex items-baseline justify-between gap-3 font-semibold text-slate-900">
            <span className="min-w-0 wrap-anywhere">{row.label}</span>{" "}
            <span className="shrink-0 tabular-nums">{`${row.counts.leads} ${row.counts.leads === 1 ? "lead" : "leads"}`}</span>
          </p>
          {/* Three to a row: six labels side by side ran together on a 390 px phone ("ContactedQuoted"). */}
          <dl className="mt-2 grid grid-cols-3 gap-x-2 gap-y-2 text-center">
            {CARD_COUNTS.map((name) => (
              <div key={name} className="min-w-0">
                <dt className="text-xs text-slate-600">{SOURCE_COUNT_LABELS[name]}</dt>
                <dd className="font-semibold tabular-nums">{row.counts[name]}</dd>
              </div>
            ))}
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">Share won</dt>
              <dd className="font-semibold tabular-nums">{shareWon(row.counts)}</dd>
            </div>
            {SOURCE_VALUES.map((name) => (
              <div key={name} className="min-w-0">
                <dt className="text-xs text-slate-600">{SOURCE_VALUE_LABELS[name]}</dt>
                <dd className="font-semibold tabular-nums">{valueWords(row.values[name])}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** One breakdown of the period's leads: a card per row on a phone, from 640 px one table; the totals last. */
function Breakdown({
  rows,
  totals,
  totalValues,
  firstColumn,
}: {
  rows: SourceRow[];
  totals: SourceCounts;
  totalValues: SourceValues;
  firstColumn: string;
}) {
  if (rows.length === 0) return <p className="mt-3 text-slate-700">No leads in this period.</p>;
  return (
    <>
      <SourceCards sources={rows} totals={totals} totalValues={totalValues} />
      {/* Seven columns do not fit a phone: there each row is a card (above), from 640 px this table. */}
      <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 sm:block">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-1.5 py-2 sm:px-2 text-left">
                {firstColumn}
              </th>
              {SOURCE_COUNTS.map((name) => (
                <th key={name} scope="col" className="px-1.5 py-2 sm:px-2 text-right">
                  {SOURCE_COUNT_LABELS[name]}
                </th>
              ))}
              <th scope="col" className="px-1.5 py-2 sm:px-2 text-right">
                Share won
              </th>
              {SOURCE_VALUES.map((name) => (
                <th key={name} scope="col" className="px-1.5 py-2 sm:px-2 text-right">
                  {SOURCE_VALUE_LABELS[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-200">
                <th
                  scope="row"
                  className="px-1.5 py-2 sm:px-2 text-left font-semibold wrap-anywhere text-slate-900"
                >
                  {row.label}
                </th>
                <CountCells counts={row.counts} values={row.values} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-400 font-bold">
            <tr>
              <th scope="row" className="px-1.5 py-2 sm:px-2 text-left">
                Total
              </th>
              <CountCells counts={totals} values={totalValues} />
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

function Sources({
  sources,
  totals,
  totalValues,
  period,
}: {
  sources: SourceRow[];
  totals: SourceCounts;
  totalValues: SourceValues;
  period: NumbersPeriod;
}) {
  return (
    <section aria-labelledby="sources-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sources-heading" className="text-xl font-bold text-brand-900">
          Where jobs come from
        </h2>{" "}
        <a href={`/leads/numbers.csv?period=${period}`} className={secondaryButton} download>
          Download CSV
        </a>
      </div>
      <Breakdown rows={sources} totals={totals} totalValues={totalValues} firstColumn="Source" />
      <p className="mt-3 text-sm text-slate-700">
        Contacted and quoted count the leads that got that far, even if lost later; booked counts the leads
        with a confirmed visit now; won and lost are where the leads are now. Share won is won out of all
        leads. A lead’s source is the first page of its visit: an ad click (Google Ads, Meta ads), a tagged
        campaign link, a search engine, another site that linked to us, or direct (typed in, a bookmark, or a
        browser that did not say). The values are in dollars: quoted is each lead’s newest quote, accepted its
        accepted quote, and paid online what the customers paid through Stripe, less refunds.
      </p>
    </section>
  );
}

/** The same leads by the customer's own answer: what a browser cannot measure (a referral, a flyer, a magazine). */
function Said({
  said,
  totals,
  totalValues,
}: {
  said: SourceRow[];
  totals: SourceCounts;
  totalValues: SourceValues;
}) {
  return (
    <section aria-labelledby="said-heading" className="mt-10">
      <h2 id="said-heading" className="text-xl font-bold text-brand-900">
        What customers told us
      </h2>
      <p className="mt-2 text-slate-700">
        {`The same leads by their answer to “${REFERRAL_QUESTION}” on the form. A friend’s word or a flyer leaves no trace a browser can measure: a lead counted as direct above may say “Referral” here.`}
      </p>
      <Breakdown rows={said} totals={totals} totalValues={totalValues} firstColumn="They said" />
    </section>
  );
}

function AnswerSpeed({ weeks, waiting }: { weeks: AnswerWeek[]; waiting: number }) {
  const { business: details } = useSiteContent();
  return (
    <section aria-labelledby="speed-heading" className="mt-10">
      <h2 id="speed-heading" className="text-xl font-bold text-brand-900">
        How fast we answer
      </h2>
      <p
        className={`mt-3 rounded-xl px-4 py-3 ${waiting > 0 ? "bg-accent-500/10 text-slate-900" : "bg-slate-50 text-slate-700"}`}
      >
        {waiting === 0 ? (
          "Every lead has been answered within a business hour or is newer than that."
        ) : (
          <>
            <strong>{`${waiting} ${waiting === 1 ? "lead has" : "leads have"} waited more than one business hour`}</strong>
            {` without a stage or a note. ${waiting === 1 ? "It is" : "They are"} listed first in the `}
            <Link to="/leads" className="font-semibold text-brand-800 underline underline-offset-4">
              inbox
            </Link>
            .
          </>
        )}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        The time from a lead to your first stage change or note, counted in business hours (
        {hoursShort(details.hours)}
        ): a request sent at night and answered at 8:30 the next morning took 30 minutes. Median: half the
        leads were answered faster. Slowest: the longest wait that week.
      </p>
      {weeks.length === 0 ? (
        <p className="mt-3 text-slate-700">No leads in this period.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full border-collapse text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-1.5 py-2 sm:px-2 text-left">
                  Week of
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-2 text-right">
                  Leads
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-2 text-right">
                  Answered
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-2 text-right">
                  Median
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-2 text-right">
                  Slowest
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekOf} className="border-t border-slate-200">
                  <th scope="row" className="px-1.5 py-2 sm:px-2 text-left font-semibold text-slate-900">
                    {shortDate(week.weekOf)}
                  </th>
                  <td className={cell}>{week.leads}</td>
                  <td className={cell}>{week.answered}</td>
                  <td className={cell}>{week.medianMs === null ? "—" : durationText(week.medianMs)}</td>
                  <td className={cell}>{week.slowestMs === null ? "—" : durationText(week.slowestMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
