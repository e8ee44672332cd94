import { Temporal } from "temporal-polyfill";
import type { BookingRules } from "../../app/content/booking.ts";
import { townForZipCode } from "../../app/content/business.ts";
import { localToday, parseDay } from "../../app/lib/availability.ts";
import { serviceLabel } from "../../app/lib/contact-fields.ts";
import type {
  DaySheet,
  ScheduleDay,
  ScheduleSpan,
  ScheduleView,
  ScheduleVisit,
} from "../../app/lib/owner-bookings.ts";
import { visibleText } from "../../app/lib/plain-text.ts";
import { formatDay, frequencyLabel, windowLabel } from "../../app/lib/visit-words.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import type { Booking } from "../store/bookings.ts";
import type { Lead, Store } from "../store/store.ts";
import { occurrence } from "./booking-desk.ts";
import { priceWords, timeRange, visitsOf, windowName } from "./visit-times.ts";

/**
 * The owner's schedule (docs/owner-guide.md, "Your schedule"): every confirmed visit, whoever booked it, by day,
 * week (Monday to Sunday) or month, from any date; and the crew's sheet of one day. Read from the store's confirmed
 * bookings, a series on each of its days at its own times, its visits moved or cancelled on their own as they are.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The first and last day of the span around `date`, and the days before and after it to move to. */
function spanOf(span: ScheduleSpan, date: Temporal.PlainDate) {
  if (span === "day") {
    return { first: date, last: date, previous: date.subtract({ days: 1 }), next: date.add({ days: 1 }) };
  }
  if (span === "week") {
    const first = date.subtract({ days: date.dayOfWeek - 1 });
    return {
      first,
      last: first.add({ days: 6 }),
      previous: first.subtract({ weeks: 1 }),
      next: first.add({ weeks: 1 }),
    };
  }
  const first = date.with({ day: 1 });
  return {
    first,
    last: first.add({ months: 1 }).subtract({ days: 1 }),
    previous: first.subtract({ months: 1 }),
    next: first.add({ months: 1 }),
  };
}

function titleOf(span: ScheduleSpan, first: Temporal.PlainDate): string {
  if (span === "day") return formatDay(first.toString());
  if (span === "week") return `Week of ${formatDay(first.toString())}`;
  return `${MONTHS[first.month - 1]} ${first.year}`;
}

export class OwnerSchedule {
  readonly #store: Store;
  readonly #now: () => Date;

  constructor(store: Store, now: () => Date = () => new Date()) {
    this.#store = store;
    this.#now = now;
  }

  /** Each visit between two local days, earliest first, with its customer. */
  async #visits(first: Temporal.PlainDate, last: Temporal.PlainDate): Promise<Map<string, ScheduleVisit[]>> {
    const rules = currentBookingRules();
    const now = this.#now();
    const byDay = new Map<string, ScheduleVisit[]>();
    const leads = new Map<string, Lead | undefined>();
    for (const booking of await this.#store.allConfirmedBookings()) {
      // A week either side: whether a visit is done depends on when the next one began.
      const visits = visitsOf(booking, first.subtract({ days: 31 }), last.add({ days: 31 }), rules);
      for (const [index, visit] of visits.entries()) {
        const day = parseDay(visit.day);
        if (!day || Temporal.PlainDate.compare(day, first) < 0 || Temporal.PlainDate.compare(day, last) > 0)
          continue;
        if (!leads.has(booking.leadId))
          leads.set(booking.leadId, (await this.#store.getLead(booking.leadId))?.lead);
        const lead = leads.get(booking.leadId);
        if (!lead) continue;
        const shown = occurrence(booking, visit, visits[index + 1]?.start, now, rules);
        const entry = scheduleVisit(booking, lead, visit, rules, shown.done, shown.canMarkDone);
        byDay.set(visit.day, [...(byDay.get(visit.day) ?? []), entry]);
      }
    }
    for (const visits of byDay.values()) {
      visits.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.name.localeCompare(b.name));
    }
    return byDay;
  }

  /** A day, a week or a month from any date (today when none or an unreadable one is given). */
  async view(span: ScheduleSpan, date?: string): Promise<ScheduleView> {
    const rules = currentBookingRules();
    const today = localToday(this.#now(), rules);
    const asked = (date && parseDay(date)) || today;
    const { first, last, previous, next } = spanOf(span, asked);
    const visits = await this.#visits(first, last);
    const closed = new Map(
      (await this.#store.closedDays(first.toString()))
        .filter((entry) => entry.day <= last.toString())
        .map((entry) => [entry.day, entry.reason]),
    );
    const days: ScheduleDay[] = [];
    for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
      const key = day.toString();
      const dayVisits = visits.get(key) ?? [];
      // A month lists the days that have something; a day and a week list every day.
      if (span === "month" && dayVisits.length === 0 && !closed.has(key)) continue;
      days.push({
        day: key,
        words: formatDay(key),
        visits: dayVisits,
        ...(closed.has(key) ? { closed: closed.get(key) as string } : {}),
        today: key === today.toString(),
      });
    }
    const all = [...visits.values()].flat();
    const cents = all.reduce((sum, visit) => sum + (visit.price ? (visit as PricedVisit).priceCents : 0), 0);
    return {
      span,
      date: asked.toString(),
      title: titleOf(span, first),
      previous: previous.toString(),
      next: next.toString(),
      today: today.toString(),
      days,
      visits: all.length,
      ...(all.some((visit) => visit.price) ? { total: priceWords(cents) } : {}),
    };
  }

  /** The crew's sheet of one day: every visit with what is needed at the door. */
  async sheet(date?: string): Promise<DaySheet> {
    const rules = currentBookingRules();
    const day = (date && parseDay(date)) || localToday(this.#now(), rules);
    const visits = (await this.#visits(day, day)).get(day.toString()) ?? [];
    const closed = (await this.#store.closedDays(day.toString())).find(
      (entry) => entry.day === day.toString(),
    );
    return {
      day: day.toString(),
      words: formatDay(day.toString()),
      visits,
      ...(closed ? { closed: closed.reason } : {}),
    };
  }
}

/** A visit with its price in cents, for the span's total (the page shows the words). */
type PricedVisit = ScheduleVisit & { priceCents: number };

function scheduleVisit(
  booking: Booking,
  lead: Lead,
  visit: { day: string; window: string; start: Date; end: Date },
  rules: BookingRules,
  done: boolean,
  canMarkDone: boolean,
): ScheduleVisit {
  const priced =
    booking.priceCents !== undefined
      ? { price: priceWords(booking.priceCents), priceCents: booking.priceCents }
      : {};
  return {
    leadId: lead.id,
    name: `${lead.form.firstName} ${lead.form.lastName}`,
    businessName: visibleText(lead.form.businessName),
    phone: lead.form.phone,
    town: townForZipCode(currentContent().business, lead.form.zipCode)?.name ?? null,
    zipCode: lead.form.zipCode,
    address: booking.address,
    accessNotes: booking.accessNotes,
    notes: visibleText(lead.form.notes),
    service: serviceLabel(lead.form.services),
    windowName: windowName(visit.window, rules),
    time: timeRange(visit.start, visit.end, rules),
    window: windowLabel(visit.window, rules),
    startsAt: visit.start.toISOString(),
    ...priced,
    ...(booking.frequency ? { repeats: frequencyLabel(booking.frequency) } : {}),
    done,
    canMarkDone,
  };
}
