import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { bookingSettings } from "../../app/content/booking.ts";

/**
 * Visits as iCalendar (RFC 5545), written by ical-generator: the owner's calendar subscription and the customer's
 * invitations. Times are written in the business's zone (DTSTART;TZID=America/Chicago:…T080000) with its VTIMEZONE
 * from timezones-ical-library, so a calendar shows 8:00 on either side of a daylight-saving change; a recurring
 * visit carries its RRULE, the visits of it moved or cancelled on their own an EXDATE, and a moved one its own
 * VEVENT with the series' UID and a RECURRENCE-ID. A visit's UID is its booking's and never changes; SEQUENCE grows
 * with each change.
 */

export interface CalendarVisit {
  /** The booking's id: the event's UID is made from it, the same in every invitation and the feed. */
  bookingId: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  everyWeeks?: number;
  /** Starts of the series' visits that do not take place there (moved on their own, or cancelled): EXDATE. */
  exclude?: readonly Date[];
  /** This event is one visit of the series, the one that started at this instant (RECURRENCE-ID). */
  recurrenceId?: Date;
  cancelled?: boolean;
}

export interface CalendarOptions {
  /** REQUEST for an invitation, CANCEL for a cancellation; none for a subscription. */
  method?: "REQUEST" | "CANCEL";
  name: string;
  /** The business's address: the organizer of an invitation. */
  organizer?: { name: string; email: string };
  /** The customer: the attendee of an invitation. */
  attendee?: { name: string; email: string };
  /** When this calendar was written (DTSTAMP). */
  now: Date;
}

export function visitUid(bookingId: string): string {
  return `booking-${bookingId}@bnc-cleaning`;
}

function local(at: Date): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(bookingSettings.timeZone);
}

export function visitCalendar(visits: readonly CalendarVisit[], options: CalendarOptions): string {
  const calendar = ical({ name: options.name, prodId: { company: "BnC Cleaning", product: "Bookings" } });
  calendar.timezone({
    name: bookingSettings.timeZone,
    generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null,
  });
  if (options.method === "REQUEST") calendar.method(ICalCalendarMethod.REQUEST);
  if (options.method === "CANCEL") calendar.method(ICalCalendarMethod.CANCEL);
  for (const visit of visits) {
    const event = calendar.createEvent({
      id: visitUid(visit.bookingId),
      sequence: visit.sequence,
      // ical-generator writes a Temporal.ZonedDateTime as its own wall-clock time with the event's TZID.
      start: local(visit.start),
      end: local(visit.end),
      timezone: bookingSettings.timeZone,
      stamp: options.now,
      summary: visit.summary,
      ...(visit.location ? { location: visit.location } : {}),
      ...(visit.description ? { description: visit.description } : {}),
      status: visit.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(visit.everyWeeks
        ? {
            repeating: {
              freq: ICalEventRepeatingFreq.WEEKLY,
              interval: visit.everyWeeks,
              ...(visit.exclude?.length
                ? { exclude: visit.exclude.map(local), excludeTimezone: bookingSettings.timeZone }
                : {}),
            },
          }
        : {}),
      ...(visit.recurrenceId ? { recurrenceId: local(visit.recurrenceId) } : {}),
    });
    if (options.organizer) event.organizer(options.organizer);
    if (options.attendee) event.createAttendee({ ...options.attendee, rsvp: false });
  }
  // ical-generator writes DTSTAMP in the calendar's zone's digits with no zone (its UTC digits for a Date), while
  // RFC 5545 requires UTC with "Z": the digits are UTC, so the Z is added.
  return calendar.toString().replace(/^DTSTAMP:(\d{8}T\d{6})\r$/gm, "DTSTAMP:$1Z\r");
}
