import type { FastifyInstance } from "fastify";
import { bookingRules } from "../../app/content/booking.ts";
import {
  checkSlot,
  earliestBookableDay,
  isWorkingDay,
  latestBookableDay,
  localToday,
} from "../../app/lib/availability.ts";
import { AVAILABILITY_API_PATH, type AvailabilityAnswer } from "../../app/lib/availability-api.ts";
import type { Store } from "../store/store.ts";

/**
 * GET /api/availability (the contract: app/lib/availability-api.ts): the bookable range and the days in it the
 * owner closed or filled, computed by the same rules that refuse a request. Nothing personal: counts only, never
 * who holds a place. Not cached: a place taken a minute ago must show.
 */
export async function availabilityAnswer(store: Store, now: Date): Promise<AvailabilityAnswer> {
  const today = localToday(now, bookingRules);
  const earliest = earliestBookableDay(now, bookingRules);
  const latest = latestBookableDay(now, bookingRules);
  const state = await store.bookingCalendar(earliest.toString(), latest.toString(), now);
  const unavailable: AvailabilityAnswer["unavailable"] = [];
  for (let day = earliest; day.until(latest, { largestUnit: "days" }).days >= 0; day = day.add({ days: 1 })) {
    if (!isWorkingDay(day, bookingRules)) continue;
    const date = day.toString();
    if (state.closedDays.has(date)) {
      unavailable.push({ day: date, closed: true });
      continue;
    }
    const full = bookingRules.windows
      .map((window) => window.id)
      .filter((window) => checkSlot({ day: date, window }, now, bookingRules, state) === "full");
    if (full.length) unavailable.push({ day: date, full });
  }
  return { today: today.toString(), earliest: earliest.toString(), latest: latest.toString(), unavailable };
}

export function registerAvailabilityRoute(app: FastifyInstance, store: Store): void {
  app.get(AVAILABILITY_API_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      return await availabilityAnswer(store, new Date());
    } catch (error) {
      // The form still works without it: the server checks the window when the request is sent.
      request.log.error({ err: error }, "availability: the calendar could not be read");
      return reply
        .code(503)
        .send({ error: "The calendar cannot be read right now. Choose a day: we check it when you send." });
    }
  });
}
