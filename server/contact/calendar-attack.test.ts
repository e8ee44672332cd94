import { afterEach, describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../app/content/booking.ts";
import { earliestBookableDay, isWorkingDay } from "../../app/lib/availability.ts";
import { AVAILABILITY_API_PATH, readAvailability } from "../../app/lib/availability-api.ts";
import {
  postContact,
  startTestService,
  type TestService,
  testConfig,
  validRequest,
} from "../../tests/support/service.ts";

// Issue 27, item 1: a stranger sent weekly recurring quote requests, each naming a first and a second window, from
// two addresses, took every window for 60 days and kept holding them every week, and every real visitor read "No
// window is open in the next 60 days". The same attack against the real service (its API, the form's rate limit
// of 5 requests per address in 10 minutes, a real SQLite store), from 2 and from 10 addresses; then a real visitor
// asks for a window in the next ten working days.

let service: TestService | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

/** The first `count` days a visitor may ask for, today's rules. */
function nextWorkingDays(count: number): string[] {
  const days: string[] = [];
  for (
    let day = earliestBookableDay(new Date(), defaultBookingRules);
    days.length < count;
    day = day.add({ days: 1 })
  ) {
    if (isWorkingDay(day, defaultBookingRules)) days.push(day.toString());
  }
  return days;
}

/**
 * Every request the attacker's addresses may send (5 each): weekly, each naming two of the ten windows of a week,
 * each window named twice in every ten requests, so ten of them held every window of every week before.
 */
async function attack(app: TestService["app"], addresses: number): Promise<number[]> {
  const week = nextWorkingDays(5).flatMap((day) =>
    defaultBookingRules.windows.map((window) => ({ day, window: window.id })),
  );
  const statuses: number[] = [];
  for (let index = 0; index < addresses * 5; index += 1) {
    const first = week[index % week.length];
    const second = week[(index + 1) % week.length];
    if (!first || !second) throw new Error("no window");
    const response = await postContact(
      app,
      validRequest({
        email: `stranger.${index}@example.com`,
        services: "Recurring",
        frequency: "weekly",
        visitDay: first.day,
        visitWindow: first.window,
        secondDay: second.day,
        secondWindow: second.window,
      }),
      { remoteAddress: `203.0.113.${1 + (index % addresses)}` },
    );
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe("a stranger's waiting requests cannot close the calendar", () => {
  for (const addresses of [2, 10]) {
    it(`after weekly requests from ${addresses} addresses, every window of the next ten working days is still open to a real visitor`, async () => {
      service = await startTestService(testConfig());
      const statuses = await attack(service.app, addresses);
      // What a visitor's form is told: no day of the next ten working days is closed or full.
      const tenDays = nextWorkingDays(10);
      const shown = readAvailability((await service.app.inject({ url: AVAILABILITY_API_PATH })).json());
      if (!shown) throw new Error("no availability answer");
      expect(shown.unavailable.filter((entry) => tenDays.includes(entry.day))).toEqual([]);

      // A real visitor, from another address, asks for the very first window the attack named, then the last day.
      for (const [index, day] of [tenDays[0], tenDays[9]].entries()) {
        const visitor = await postContact(
          service.app,
          validRequest({ email: `real.visitor.${index}@example.com`, visitDay: day, visitWindow: "morning" }),
          { remoteAddress: `198.51.100.${7 + index}` },
        );
        expect(visitor.statusCode, visitor.body).toBe(201);
      }

      // Every request is a lead the owner sees (none refused, none lost), each with its two windows.
      expect(statuses).toEqual(statuses.map(() => 201));
      const waiting = await service.store.waitingBookings();
      expect(waiting).toHaveLength(addresses * 5 + 2);
      expect(waiting.filter(({ booking }) => booking.requested && booking.second)).toHaveLength(
        addresses * 5,
      );
    });
  }
});
