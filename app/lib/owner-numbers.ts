/**
 * The owner's numbers (/leads/numbers, docs/owner-guide.md "Your numbers"): where jobs come from and how fast the
 * owner answers, computed by the service from the lead store (server/owner/lead-numbers.ts) and nothing else.
 */

/** The periods the owner can choose; the first is the default. */
export const NUMBERS_PERIODS = ["this-month", "last-month", "90-days", "year"] as const;
export type NumbersPeriod = (typeof NUMBERS_PERIODS)[number];

export const PERIOD_LABELS: Record<NumbersPeriod, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "90-days": "Last 90 days",
  year: "Last 12 months",
};

export function isNumbersPeriod(value: unknown): value is NumbersPeriod {
  return typeof value === "string" && (NUMBERS_PERIODS as readonly string[]).includes(value);
}

/**
 * The counted columns of "Where jobs come from", in order: the page, its CSV and the store's query all read this
 * list. A lead counts as contacted (or quoted) once it reached that stage or a later one, even if it was lost
 * after. A lead counts as booked while it has a confirmed visit (a cancelled or declined one does not count). A new
 * column goes here, its label below, and its SQL in server/store/lead-reports.ts (the compiler asks for it).
 */
export const SOURCE_COUNTS = ["leads", "contacted", "quoted", "booked", "won", "lost"] as const;
export type SourceCount = (typeof SOURCE_COUNTS)[number];

export const SOURCE_COUNT_LABELS: Record<SourceCount, string> = {
  leads: "Leads",
  contacted: "Contacted",
  quoted: "Quoted",
  booked: "Booked",
  won: "Won",
  lost: "Lost",
};

export type SourceCounts = Record<SourceCount, number>;

/**
 * The value of a source's leads, in integer cents (issue 30): quoted (each lead's newest quote), accepted (its
 * accepted quote) and paid online (less refunds). The page, its CSV and the store's query read this list.
 */
export const SOURCE_VALUES = ["quoted", "accepted", "paid"] as const;
export type SourceValue = (typeof SOURCE_VALUES)[number];
export type SourceValues = Record<SourceValue, number>;

export const SOURCE_VALUE_LABELS: Record<SourceValue, string> = {
  quoted: "Value quoted",
  accepted: "Value accepted",
  paid: "Paid online",
};

/** "$1,240", whole dollars for the table (the CSV keeps the cents). */
export function valueWords(cents: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(Math.round(cents / 100));
}

/** One row of the table: a source, its counts and its value. */
export interface SourceRow {
  label: string;
  counts: SourceCounts;
  values: SourceValues;
}

/** One week of "How fast we answer" (Monday to Sunday, Abilene), counted in business hours. */
export interface AnswerWeek {
  /** The Monday, YYYY-MM-DD. */
  weekOf: string;
  leads: number;
  /** Leads with a first action by the owner (a stage set, a note). */
  answered: number;
  /** In business milliseconds; null without an answered lead. */
  medianMs: number | null;
  slowestMs: number | null;
}

export interface LeadNumbers {
  period: NumbersPeriod;
  /** The period's first and last day, YYYY-MM-DD (Abilene). */
  firstDay: string;
  lastDay: string;
  /** Most leads first. */
  sources: SourceRow[];
  /**
   * The same leads by what the customer said ("How did you hear about us?"), most leads first: a referral or a
   * flyer leaves no trace the browser can measure, so it shows here beside the measured source.
   */
  said: SourceRow[];
  totals: SourceCounts;
  totalValues: SourceValues;
  /** Newest week first. */
  weeks: AnswerWeek[];
  /** Leads (not suspected spam) still untouched after one business hour, whenever received. */
  waiting: number;
}

/** Won as a share of the leads, "—" without leads: "25%". */
export function shareWon(counts: SourceCounts): string {
  return counts.leads === 0 ? "—" : `${Math.round((counts.won / counts.leads) * 100)}%`;
}
