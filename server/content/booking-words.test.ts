import { describe, expect, it } from "vitest";
import { rulesOf } from "../../app/content/booking.ts";
import { WEEKDAYS } from "../../app/content/business.ts";
import { defaultModel } from "../../app/content/model/content-model.ts";
import { bookingOf } from "../../app/content/model/resolve.ts";
import type { WindowInput } from "../../app/lib/owner-words.ts";
import { OwnerMistake } from "./site-editor.ts";
import { applyListChange, applyWordsChange, FieldMistake } from "./words-editor.ts";

// The owner's arrival windows and booking days as content (issue 29): each change checked (a name, a start before
// its end, which form offers it, at least one day), a removed window kept for the visits booked in it, and the rules
// derived from the model (never a global the service writes into).

const window = (input: Partial<WindowInput> = {}): WindowInput => ({
  lang: "en",
  label: "Evening",
  starts: "18:00",
  ends: "21:00",
  offeredTo: "businesses",
  ...input,
});

function refused(work: () => unknown): { field?: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof FieldMistake) return { field: error.field, message: error.message };
    if (error instanceof OwnerMistake) return { message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("the owner's arrival windows", () => {
  it("adds an evening window for businesses; the rules list the windows earliest first", () => {
    const { model, summary } = applyWordsChange(defaultModel(), { kind: "window", input: window() });
    expect(summary).toBe("Added the arrival window Evening");
    const booking = bookingOf(model, "en");
    expect(
      booking.windows.map((entry) => [entry.id, entry.label, entry.starts, entry.ends, entry.offeredTo]),
    ).toEqual([
      ["morning", "Morning", "08:00", "12:00", "both"],
      ["afternoon", "Afternoon", "13:00", "17:00", "both"],
      ["evening", "Evening", "18:00", "21:00", "businesses"],
    ]);
    expect(rulesOf(booking).windows).toHaveLength(3);
  });

  it("refuses a window ending before it starts, a name it already has, an audience it does not know", () => {
    expect(
      refused(() => applyWordsChange(defaultModel(), { kind: "window", input: window({ ends: "17:00" }) })),
    ).toEqual({
      field: "ends",
      message: "The window must end after it starts.",
    });
    expect(
      refused(() =>
        applyWordsChange(defaultModel(), { kind: "window", input: window({ label: " morning " }) }),
      ),
    ).toEqual({ field: "label", message: "You have a window named morning already." });
    expect(
      refused(() =>
        applyWordsChange(defaultModel(), { kind: "window", input: window({ offeredTo: "everyone" }) }),
      ),
    ).toMatchObject({ field: "offeredTo" });
    expect(
      refused(() => applyWordsChange(defaultModel(), { kind: "window", input: window({ starts: "6 pm" }) })),
    ).toMatchObject({ field: "starts" });
    expect(
      refused(() =>
        applyWordsChange(defaultModel(), { kind: "window", input: window({ label: "x".repeat(31) }) }),
      ),
    ).toMatchObject({ field: "label" });
  });

  it("a removed window is kept for the visits booked in it, and the last one cannot go", () => {
    const { model } = applyListChange(defaultModel(), { kind: "remove-window", id: "afternoon" });
    const booking = bookingOf(model, "en");
    expect(booking.windows.map((entry) => entry.id)).toEqual(["morning"]);
    expect(booking.retiredWindows.map((entry) => entry.label)).toEqual(["Afternoon"]);
    expect(refused(() => applyListChange(model, { kind: "remove-window", id: "morning" }))).toEqual({
      message: "Visits need at least one arrival window.",
    });
    expect(
      refused(() => applyWordsChange(model, { kind: "window", input: window({ id: "afternoon" }) })),
    ).toEqual({
      message: "That window is no longer in use.",
    });
  });
});

describe("the days visits can be booked", () => {
  const allDays = (open: boolean) =>
    Object.fromEntries(WEEKDAYS.map((day) => [day, open])) as Record<(typeof WEEKDAYS)[number], boolean>;

  it("follow the opening hours until the owner chooses their own", () => {
    const model = defaultModel();
    model.business.hours.saturday = { open: true, opens: "09:00", closes: "13:00" };
    expect(bookingOf(model, "en").workDays).toEqual([1, 2, 3, 4, 5, 6]);
    const { model: chosen } = applyWordsChange(model, {
      kind: "booking-days",
      input: { followHours: false, days: { ...allDays(false), monday: true, wednesday: true } },
    });
    expect(bookingOf(chosen, "en").workDays).toEqual([1, 3]);
  });

  it("refuses no day at all", () => {
    expect(
      refused(() =>
        applyWordsChange(defaultModel(), {
          kind: "booking-days",
          input: { followHours: false, days: allDays(false) },
        }),
      ),
    ).toEqual({ field: "days", message: "Choose at least one day visits can be booked." });
  });
});
