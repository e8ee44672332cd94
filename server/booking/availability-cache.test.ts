import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVAILABILITY_API_PATH, readAvailability } from "../../app/lib/availability-api.ts";
import {
  type PostgresTestServer,
  startPostgresTestServer,
} from "../../tests/support/postgres-test-server.ts";
import { startTestService, tempDataDir, testConfig } from "../../tests/support/service.ts";
import { newLead } from "../../tests/support/store-suite.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { AvailabilityCache } from "./availability-route.ts";

// Issue 27, item 11: GET /api/availability was computed afresh for every request (with 82 waiting requests, 20
// concurrent clients took it from 193 to 35 requests a second). It is now served from what the last change
// computed: on a real store, with the clock moved by the test, how often the calendar is computed, and that every
// kind of change (a write on this copy or another, a hold running out, midnight in Abilene) shows at once.

const HOUR = 3_600_000;
/** Monday 2 March 2026, 10:00 in Abilene. */
const monday = new Date("2026-03-02T16:00:00Z");
const owner = "owner@example.com";

function countingCache(store: Store, now: () => Date) {
  let computations = 0;
  const cache = new AvailabilityCache(
    {
      calendarVersion: () => store.calendarVersion(),
      bookingCalendar: (from, to, at) => {
        computations += 1;
        return store.bookingCalendar(from, to, at);
      },
    },
    { now },
  );
  return {
    answer: async () => {
      const answer = readAvailability(JSON.parse(await cache.body()));
      if (!answer) throw new Error("not an availability answer");
      return answer;
    },
    computations: () => computations,
  };
}

describe("the availability answer on SQLite", () => {
  let dataDir: string;
  let store: Store;
  beforeAll(() => {
    dataDir = tempDataDir();
    store = openSqliteStore(dataDir);
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is computed once for any number of requests, and again at once after each change", async () => {
    let clock = monday;
    const cache = countingCache(store, () => clock);
    const first = await cache.answer();
    const same = await Promise.all(Array.from({ length: 50 }, () => cache.answer()));
    for (let request = 0; request < 50; request += 1) same.push(await cache.answer());
    expect(same.every((answer) => JSON.stringify(answer) === JSON.stringify(first))).toBe(true);
    expect(cache.computations()).toBe(1);

    // A day closed (by this copy or any other: the store's version moved).
    await store.closeDay("2026-03-10", "Crew training", owner, monday);
    expect((await cache.answer()).unavailable).toContainEqual({ day: "2026-03-10", closed: true });
    expect(cache.computations()).toBe(2);
    await cache.answer();
    expect(cache.computations()).toBe(2);

    // A capacity of 0 closes the afternoons.
    await store.setCapacity("afternoon", 0, owner, monday);
    expect((await cache.answer()).unavailable).toContainEqual({ day: "2026-03-11", full: ["afternoon"] });
    await store.setCapacity("afternoon", 2, owner, monday);
    expect((await cache.answer()).unavailable).not.toContainEqual({ day: "2026-03-11", full: ["afternoon"] });

    // A visit confirmed and a request waiting in a window of two: full for visitors while the request's hold runs.
    const visit = newLead({
      createdAt: monday,
      booking: { first: { day: "2026-03-12", window: "morning" } },
    });
    await store.saveLead(visit, []);
    const booking = await store.bookingOfLead(visit.id);
    await store.confirmBooking({
      bookingId: booking?.id ?? "",
      slot: { day: "2026-03-12", window: "morning" },
      address: "",
      accessNotes: "",
      actor: owner,
      at: monday,
      emails: [],
    });
    const waiting = newLead({
      createdAt: monday,
      network: "203.0.113.9",
      booking: { first: { day: "2026-03-12", window: "morning" } },
    });
    await store.saveLead(waiting, []);
    expect((await cache.answer()).unavailable).toContainEqual({ day: "2026-03-12", full: ["morning"] });
    const computed = cache.computations();

    // Nothing written, but the hold runs out 72 hours later: the window is open again.
    clock = new Date(monday.getTime() + 71 * HOUR);
    expect((await cache.answer()).unavailable).toContainEqual({ day: "2026-03-12", full: ["morning"] });
    clock = new Date(monday.getTime() + 72 * HOUR + 1);
    expect((await cache.answer()).unavailable).not.toContainEqual({ day: "2026-03-12", full: ["morning"] });
    expect(cache.computations()).toBeGreaterThan(computed);

    // Midnight in Abilene (06:00 UTC in March): the range moves a day.
    clock = new Date("2026-03-06T05:59:00Z");
    expect((await cache.answer()).today).toBe("2026-03-05");
    clock = new Date("2026-03-06T06:01:00Z");
    const friday = await cache.answer();
    expect(friday.today).toBe("2026-03-06");
    expect(friday.earliest).toBe("2026-03-10");
  });
});

describe("the availability answer on PostgreSQL, with another copy of the service writing", () => {
  let server: PostgresTestServer;
  beforeAll(async () => {
    server = await startPostgresTestServer();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("shows a change another copy made in the very next answer", async () => {
    const service = await startTestService(testConfig({ DATABASE_URL: await server.createDatabase() }));
    try {
      const get = async () => {
        const response = await service.app.inject({ url: AVAILABILITY_API_PATH });
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
        const answer = readAvailability(response.json());
        if (!answer) throw new Error("not an availability answer");
        return answer;
      };
      const before = await get();
      const day = before.earliest;
      expect(before.unavailable).not.toContainEqual({ day, closed: true });
      // service.store is a connection of its own to the same database, as another copy's would be.
      await service.store.closeDay(day, "Crew off", owner, new Date());
      expect((await get()).unavailable).toContainEqual({ day, closed: true });
      await service.store.reopenDay(day);
      expect((await get()).unavailable).not.toContainEqual({ day, closed: true });
    } finally {
      await service.stop();
    }
  });
});
