import { defaultBookingRules } from "../../app/content/booking.ts";
import { earliestBookableDay } from "../../app/lib/availability.ts";

/**
 * The first day a visitor may ask for that falls on this ISO weekday (1 Monday … 5 Friday), `weeks` weeks later:
 * a request the booking rules accept whatever day the tests run (test-only).
 */
export function bookable(weekday: number, weeks = 0): string {
  let day = earliestBookableDay(new Date(), defaultBookingRules);
  while (day.dayOfWeek !== weekday) day = day.add({ days: 1 });
  return day.add({ weeks }).toString();
}
