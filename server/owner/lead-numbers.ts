import { referralLabel } from "../../app/lib/contact-fields.ts";
import {
  type AnswerWeek,
  type LeadNumbers,
  type NumbersPeriod,
  SOURCE_COUNT_LABELS,
  SOURCE_COUNTS,
  SOURCE_VALUE_LABELS,
  SOURCE_VALUES,
  type SourceCounts,
  type SourceRow,
  type SourceValues,
  shareWon,
} from "../../app/lib/owner-numbers.ts";
import type { Store } from "../store/store.ts";
import {
  abileneDay,
  abileneDayNumber,
  abileneInstant,
  businessCutoff,
  businessMsBetween,
  type CalendarDay,
  dayNumberText,
  dayText,
  mondayOf,
  shiftDay,
} from "./business-hours.ts";
import { classifySource } from "./lead-source.ts";
import { csvCell } from "./leads-csv.ts";

/**
 * The owner's numbers (/leads/numbers, docs/owner-guide.md "Your numbers"), computed from the lead store for a
 * period of Abilene days: where the leads came from and how far each source's leads went, and how fast the owner
 * answered, week by week in business hours.
 */

const emptyCounts = (): SourceCounts =>
  Object.fromEntries(SOURCE_COUNTS.map((name) => [name, 0])) as SourceCounts;

function add(into: SourceCounts, counts: SourceCounts): void {
  for (const name of SOURCE_COUNTS) into[name] += counts[name];
}

const emptyValues = (): SourceValues =>
  Object.fromEntries(SOURCE_VALUES.map((name) => [name, 0])) as SourceValues;

function addValues(into: SourceValues, values: SourceValues): void {
  for (const name of SOURCE_VALUES) into[name] += values[name];
}

/** The period's days in Abilene: [first, end) with end the day after the last. */
export function periodDays(period: NumbersPeriod, now: Date): { first: CalendarDay; end: CalendarDay } {
  const today = abileneDay(now);
  const monthStart = { ...today, day: 1 };
  const tomorrow = shiftDay(today, 1);
  switch (period) {
    case "this-month":
      return { first: monthStart, end: tomorrow };
    case "last-month": {
      const previous = shiftDay(monthStart, -1);
      return { first: { ...previous, day: 1 }, end: monthStart };
    }
    case "90-days":
      return { first: shiftDay(today, -89), end: tomorrow };
    case "year":
      return { first: shiftDay(today, -364), end: tomorrow };
  }
}

/** Most leads first, then most won, then by name. */
const mostLeadsFirst = (a: SourceRow, b: SourceRow) =>
  b.counts.leads - a.counts.leads || b.counts.won - a.counts.won || a.label.localeCompare(b.label);

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function leadNumbers(store: Store, period: NumbersPeriod, now: Date): Promise<LeadNumbers> {
  const { first, end } = periodDays(period, now);
  const from = new Date(abileneInstant(first, "00:00"));
  const to = new Date(abileneInstant(end, "00:00"));
  const [groups, referrals, answers, waiting] = await Promise.all([
    store.sourceGroups(from, to),
    store.referralGroups(from, to),
    store.answerTimes(from, to),
    store.countUntouched(businessCutoff(now)),
  ]);

  const rows = new Map<string, SourceRow>();
  const totals = emptyCounts();
  const totalValues = emptyValues();
  for (const group of groups) {
    const source = classifySource(group.fields);
    let row = rows.get(source.key);
    if (!row) {
      row = { label: source.label, counts: emptyCounts(), values: emptyValues() };
      rows.set(source.key, row);
    }
    add(row.counts, group.counts);
    add(totals, group.counts);
    addValues(row.values, group.values);
    addValues(totalValues, group.values);
  }
  const sources = [...rows.values()].sort(mostLeadsFirst);
  const said = referrals
    .map((group) => ({ label: referralLabel(group.referral), counts: group.counts, values: group.values }))
    .sort(mostLeadsFirst);

  // Weeks by their Monday's day number: a year of leads is 100,000 of these, so no dates are made per lead.
  const weeks = new Map<number, { leads: number; times: number[] }>();
  for (const answer of answers) {
    const monday = mondayOf(abileneDayNumber(answer.receivedAt.getTime()));
    let week = weeks.get(monday);
    if (!week) {
      week = { leads: 0, times: [] };
      weeks.set(monday, week);
    }
    week.leads += 1;
    if (answer.firstActionAt) week.times.push(businessMsBetween(answer.receivedAt, answer.firstActionAt));
  }
  const answerWeeks: AnswerWeek[] = [...weeks.entries()]
    .sort(([a], [b]) => b - a)
    .map(([monday, week]) => ({
      weekOf: dayNumberText(monday),
      leads: week.leads,
      answered: week.times.length,
      medianMs: median(week.times),
      slowestMs: week.times.length ? week.times.reduce((a, b) => Math.max(a, b)) : null,
    }));

  const lastDay = shiftDay(end, -1);
  return {
    period,
    firstDay: dayText(first),
    lastDay: dayText(lastDay),
    sources,
    said,
    totals,
    totalValues,
    weeks: answerWeeks,
    waiting,
  };
}

/** The CSV's first column: which breakdown a row belongs to. */
export const CSV_BREAKDOWNS = { sources: "Measured source", said: "Customer said" } as const;

/**
 * "Where jobs come from" as CSV: the same rows and columns as the page, first by the measured source, then by what
 * the customer said, each with its totals last; the first column says which. The period is in the file's name (the
 * header stays the first line, as spreadsheets expect).
 */
export function sourcesCsv(numbers: LeadNumbers): string {
  const header = [
    "Breakdown",
    "Source",
    ...SOURCE_COUNTS.map((name) => SOURCE_COUNT_LABELS[name]),
    "Share won",
    // Dollars with their cents, a number a spreadsheet sums.
    ...SOURCE_VALUES.map((name) => `${SOURCE_VALUE_LABELS[name]} (USD)`),
  ];
  const line = (breakdown: string, label: string, counts: SourceCounts, values: SourceValues) =>
    [
      breakdown,
      label,
      ...SOURCE_COUNTS.map((name) => counts[name]),
      shareWon(counts),
      ...SOURCE_VALUES.map((name) => (values[name] / 100).toFixed(2)),
    ]
      .map(csvCell)
      .join(",");
  const block = (breakdown: string, rows: SourceRow[]) => [
    ...rows.map((row) => line(breakdown, row.label, row.counts, row.values)),
    line(breakdown, "Total", numbers.totals, numbers.totalValues),
  ];
  return `\uFEFF${[
    header.map(csvCell).join(","),
    ...block(CSV_BREAKDOWNS.sources, numbers.sources),
    ...block(CSV_BREAKDOWNS.said, numbers.said),
  ].join("\n")}`;
}
