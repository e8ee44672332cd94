import type { FastifyInstance } from "fastify";
import { type BookingRules, bookingSettings } from "../../app/content/booking.ts";
import {
  checkSlot,
  earliestBookableDay,
  isWorkingDay,
  latestBookableDay,
  localToday,
} from "../../app/lib/availability.ts";
import { AVAILABILITY_API_PATH, type AvailabilityAnswer } from "../../app/lib/availability-api.ts";
import { currentBookingRules, currentContentRevision } from "../current-content.ts";
import type { Bookings } from "../store/bookings.ts";

/**
 * GET /api/availability (the contract: app/lib/availability-api.ts): the bookable range and the days in it the
 * owner closed or filled, computed by the same rules that refuse a request, with the owner's windows and working
 * days as they are now. Nothing personal: counts only, never who holds a place.
 */
export async function availabilityAnswer(
  store: Pick<Bookings, "bookingCalendar">,
  now: Date,
  bookingRules: BookingRules = currentBookingRules(),
): Promise<{ answer: AvailabilityAnswer; validUntil?: Date }> {
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
  return {
    answer: {
      today: today.toString(),
      earliest: earliest.toString(),
      latest: latest.toString(),
      workDays: [...bookingRules.workDays],
      windows: bookingRules.windows.map(({ id, label, starts, ends, offeredTo }) => ({
        id,
        label,
        starts,
        ends,
        offeredTo,
      })),
      unavailable,
    },
    // A waiting request's hold ending changes the answer without any write.
    ...(state.nextHoldEnd ? { validUntil: state.nextHoldEnd } : {}),
  };
}

interface Computed {
  version: string;
  today: string;
  validUntil: number;
  body: string;
}

/**
 * The answer as the last change left it: computed once per version of the calendar (the store's calendar_version,
 * which every write that can change it moves, on whichever copy of the service, in the writing transaction) and of
 * the content (the owner's windows and days: the revision this copy has read), per Abilene day (the range moves at
 * midnight), and until the first waiting hold in it ends. Each request costs one read of that version; requests
 * arriving while it is computed share the one computation.
 */
export class AvailabilityCache {
  readonly #store: Pick<Bookings, "bookingCalendar" | "calendarVersion">;
  readonly #now: () => Date;
  readonly #rules: () => BookingRules;
  readonly #revision: () => number;
  #last: Computed | undefined;
  #pending = new Map<string, Promise<Computed>>();

  constructor(
    store: Pick<Bookings, "bookingCalendar" | "calendarVersion">,
    options: { now?: () => Date; rules?: () => BookingRules; revision?: () => number } = {},
  ) {
    this.#store = store;
    this.#now = options.now ?? (() => new Date());
    this.#rules = options.rules ?? currentBookingRules;
    this.#revision = options.revision ?? currentContentRevision;
  }

  /** The answer's JSON. */
  async body(): Promise<string> {
    // The version is read before the calendar: a write landing between the two is seen by the next request.
    const version = `${await this.#store.calendarVersion()}:${this.#revision()}`;
    const now = this.#now();
    const today = localToday(now, bookingSettings).toString();
    const last = this.#last;
    if (last && last.version === version && last.today === today && now.getTime() < last.validUntil) {
      return last.body;
    }
    const key = `${version}@${today}`;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#compute(version, today, now).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return (await pending).body;
  }

  async #compute(version: string, today: string, now: Date): Promise<Computed> {
    const { answer, validUntil } = await availabilityAnswer(this.#store, now, this.#rules());
    const computed = {
      version,
      today,
      validUntil: validUntil?.getTime() ?? Number.POSITIVE_INFINITY,
      body: JSON.stringify(answer),
    };
    // A slower computation of an older version never replaces a newer one.
    if (!this.#last || newerOrSame(version, this.#last.version)) this.#last = computed;
    return computed;
  }
}

export function registerAvailabilityRoute(app: FastifyInstance, cache: AvailabilityCache): void {
  app.get(AVAILABILITY_API_PATH, async (request, reply) => {
    // Browsers and proxies keep nothing: the service's own copy follows every change at once.
    reply.header("cache-control", "no-store");
    try {
      return reply.type("application/json; charset=utf-8").send(await cache.body());
    } catch (error) {
      // The form still works without it: the server checks the window when the request is sent.
      request.log.error({ err: error }, "availability: the calendar could not be read");
      return reply
        .code(503)
        .send({ error: "The calendar cannot be read right now. Choose a day: we check it when you send." });
    }
  });
}

/** Whether the version "calendar:revision" is at or after another, part by part. */
function newerOrSame(version: string, than: string): boolean {
  const [calendar = 0, revision = 0] = version.split(":").map(Number);
  const [thanCalendar = 0, thanRevision = 0] = than.split(":").map(Number);
  return calendar >= thanCalendar && revision >= thanRevision;
}
