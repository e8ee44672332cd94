import { describe, expect, it } from "vitest";
import { type BookingRules, defaultBookingRules } from "../content/booking.ts";
import { defaultDetails } from "../content/business.ts";
import {
  type CalendarState,
  checkSlot,
  earliestBookableDay,
  formatSlot,
  holdDays,
  latestBookableDay,
  nearestOpenSlots,
  parseDay,
  roomIn,
  slotInterval,
  visitsIn,
} from "./availability.ts";
import { windowLabel } from "./visit-words.ts";

const rules: BookingRules = {
  ...defaultBookingRules,
  leadTimeWorkingDays: 2,
  maxDaysAhead: 60,
  defaultCapacity: 2,
};
const empty: CalendarState = { closedDays: new Set(), capacity: {}, holds: [] };
/** Monday 2 March 2026, 10:00 in Abilene (CST, UTC-6). */
const monday = new Date("2026-03-02T16:00:00Z");

describe("arrival windows in Abilene time", () => {
  it("are inside the business hours, on the business's days", () => {
    const monday = defaultDetails().hours.monday;
    for (const window of rules.windows) {
      expect(window.starts >= monday.opens && window.ends <= monday.closes).toBe(true);
    }
    expect(rules.workDays).toEqual([1, 2, 3, 4, 5]);
  });

  it("start at 8:00 local on both sides of the March change (CST UTC-6, then CDT UTC-5)", () => {
    expect(slotInterval({ day: "2026-03-06", window: "morning" }, rules)?.start.toISOString()).toBe(
      "2026-03-06T14:00:00.000Z",
    );
    expect(slotInterval({ day: "2026-03-09", window: "morning" }, rules)?.start.toISOString()).toBe(
      "2026-03-09T13:00:00.000Z",
    );
    expect(slotInterval({ day: "2026-03-09", window: "afternoon" }, rules)?.end.toISOString()).toBe(
      "2026-03-09T22:00:00.000Z",
    );
  });

  it("start at 8:00 local on both sides of the November change (CDT, then CST)", () => {
    expect(slotInterval({ day: "2026-10-30", window: "morning" }, rules)?.start.toISOString()).toBe(
      "2026-10-30T13:00:00.000Z",
    );
    expect(slotInterval({ day: "2026-11-02", window: "morning" }, rules)?.start.toISOString()).toBe(
      "2026-11-02T14:00:00.000Z",
    );
  });

  it("count the lead time in working days of the local date, not the UTC one", () => {
    // Sunday 1 November 2026, 23:30 in Abilene is already Monday in UTC; two working days after Sunday is Tuesday.
    expect(earliestBookableDay(new Date("2026-11-02T05:30:00Z"), rules).toString()).toBe("2026-11-03");
    // Friday 6 March: Monday and Tuesday are the two working days, across the weekend and the change.
    expect(earliestBookableDay(new Date("2026-03-06T15:00:00Z"), rules).toString()).toBe("2026-03-10");
    expect(latestBookableDay(monday, rules).toString()).toBe("2026-05-01");
  });

  it("a weekly visit keeps its day across the change, and its 8:00 moves an hour in UTC", () => {
    const hold = { day: "2026-03-03", window: "morning", everyWeeks: 1 };
    const days = holdDays(hold, parseDay("2026-03-01") ?? fail(), parseDay("2026-03-17") ?? fail());
    expect(days).toEqual(["2026-03-03", "2026-03-10", "2026-03-17"]);
    expect(visitsIn({ day: "2026-03-10", window: "morning" }, [hold])).toBe(1);
    expect(visitsIn({ day: "2026-03-11", window: "morning" }, [hold])).toBe(0);
    expect(visitsIn({ day: "2026-03-10", window: "afternoon" }, [hold])).toBe(0);
    const every4 = { day: "2026-10-06", window: "afternoon", everyWeeks: 4 };
    expect(holdDays(every4, parseDay("2026-10-07") ?? fail(), parseDay("2026-12-31") ?? fail())).toEqual([
      "2026-11-03",
      "2026-12-01",
      "2026-12-29",
    ]);
  });
});

function fail(): never {
  throw new Error("not a day");
}

describe("which windows a visitor may ask for", () => {
  it("accepts a working day at least the lead time ahead with room", () => {
    expect(checkSlot({ day: "2026-03-04", window: "morning" }, monday, rules, empty)).toBeNull();
    expect(checkSlot({ day: "2026-05-01", window: "afternoon" }, monday, rules, empty)).toBeNull();
  });

  it("refuses a Saturday, a closed day, a full window, a day past 60 days, the past, inside the lead time", () => {
    const state: CalendarState = {
      closedDays: new Set(["2026-03-05"]),
      capacity: { morning: 1 },
      holds: [{ day: "2026-03-06", window: "morning" }],
    };
    expect(checkSlot({ day: "2026-03-07", window: "morning" }, monday, rules, state)).toBe(
      "not-a-working-day",
    );
    expect(checkSlot({ day: "2026-03-05", window: "morning" }, monday, rules, state)).toBe("closed");
    expect(checkSlot({ day: "2026-03-06", window: "morning" }, monday, rules, state)).toBe("full");
    expect(checkSlot({ day: "2026-03-06", window: "afternoon" }, monday, rules, state)).toBeNull();
    expect(checkSlot({ day: "2026-05-04", window: "morning" }, monday, rules, state)).toBe("too-far");
    expect(checkSlot({ day: "2026-03-02", window: "morning" }, monday, rules, state)).toBe("past");
    expect(checkSlot({ day: "2026-02-27", window: "afternoon" }, monday, rules, state)).toBe("past");
    expect(checkSlot({ day: "2026-03-03", window: "afternoon" }, monday, rules, state)).toBe("too-soon");
    expect(checkSlot({ day: "2026-02-30", window: "morning" }, monday, rules, state)).toBe("invalid-day");
    expect(checkSlot({ day: "2026-03-04", window: "evening" }, monday, rules, state)).toBe("unknown-window");
  });

  it("never shows a window full by waiting requests alone: they hold at most one place fewer than its capacity", () => {
    const tuesday = { day: "2026-03-10", window: "morning" };
    const waiting = (count: number) =>
      Array.from({ length: count }, () => ({ ...tuesday, waiting: true as const }));
    const withHolds = (holds: CalendarState["holds"], capacity = 2): CalendarState => ({
      ...empty,
      capacity: { morning: capacity },
      holds,
    });
    // Ten waiting requests for a window of two: a visitor may still ask for it, and the owner may confirm into it.
    expect(checkSlot(tuesday, monday, rules, withHolds(waiting(10)))).toBeNull();
    expect(roomIn(tuesday, withHolds(waiting(10)), rules)).toBeNull();
    // With one visit confirmed, one waiting request fills what is left for visitors; the owner still has a place.
    const oneConfirmed = withHolds([tuesday, ...waiting(1)]);
    expect(checkSlot(tuesday, monday, rules, oneConfirmed)).toBe("full");
    expect(roomIn(tuesday, oneConfirmed, rules)).toBeNull();
    // A window of one is full only once a visit is confirmed in it, for the owner and for visitors.
    expect(checkSlot(tuesday, monday, rules, withHolds(waiting(5), 1))).toBeNull();
    expect(checkSlot(tuesday, monday, rules, withHolds([tuesday], 1))).toBe("full");
    expect(roomIn(tuesday, withHolds([tuesday, ...waiting(1)], 1), rules)).toBe("full");
    // A window set to 0 is closed to everyone.
    expect(checkSlot(tuesday, monday, rules, withHolds([], 0))).toBe("full");
  });

  it("offers the nearest open windows: the day itself first, then the nearest days, earlier before later", () => {
    const state: CalendarState = {
      closedDays: new Set(["2026-03-12"]),
      capacity: { morning: 1, afternoon: 1 },
      holds: [{ day: "2026-03-11", window: "morning" }],
    };
    expect(nearestOpenSlots({ day: "2026-03-11", window: "morning" }, monday, rules, state)).toEqual([
      { day: "2026-03-11", window: "afternoon" },
      { day: "2026-03-10", window: "morning" },
      { day: "2026-03-10", window: "afternoon" },
    ]);
    // A Saturday: Friday before Monday.
    expect(nearestOpenSlots({ day: "2026-03-14", window: "morning" }, monday, rules, empty, 2)).toEqual([
      { day: "2026-03-13", window: "morning" },
      { day: "2026-03-13", window: "afternoon" },
    ]);
    // Too soon: the first bookable day.
    expect(nearestOpenSlots({ day: "2026-03-02", window: "morning" }, monday, rules, empty, 1)).toEqual([
      { day: "2026-03-04", window: "morning" },
    ]);
  });

  it("says a window in words, in Abilene time", () => {
    expect(formatSlot({ day: "2026-03-10", window: "morning" }, rules)).toBe(
      "Tuesday, March 10, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)",
    );
  });

  it('says a Spanish slot as a Texan would: "en la tarde" after the date, "la 1:00 p.m." in the singular', () => {
    const spanish = {
      windows: [
        { id: "afternoon", label: "Tarde", starts: "13:00", ends: "17:00", offeredTo: "both" as const },
      ],
    };
    expect(formatSlot({ day: "2026-03-10", window: "afternoon" }, spanish, undefined, "es")).toBe(
      "martes, 10 de marzo de 2026, en la tarde (llegada entre la 1:00 p.m. y las 5:00 p.m., hora de Abilene)",
    );
    expect(windowLabel("afternoon", spanish, "es")).toBe(
      "Tarde (llegada entre la 1:00 p.m. y las 5:00 p.m.)",
    );
  });
});
