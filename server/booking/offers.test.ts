import { afterEach, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/service.ts";
import { storedLeadForm } from "../../tests/support/store-suite.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { BookingDesk } from "./booking-desk.ts";
import { CustomerDesk } from "./customer-desk.ts";

// An offer of times past its date (issue 29): the owner offers times on Monday; the customer comes back on
// Thursday, after the 48 hours the times were kept. The pick is refused with the phone number, the page says so,
// the times are free for others, and nothing was booked. A real SQLite store, a clock the test moves.

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

let clock = new Date("2026-03-02T16:00:00Z"); // Monday 10:00 in Abilene

describe("an offer of times past its date", () => {
  it("is refused with the phone number, and its times are free again", async () => {
    const store = openSqliteStore(tempDataDir());
    opened.push(store);
    const options = { siteUrl: "http://site.test", businessEmail: "owner@bnc.test" };
    const desk = new BookingDesk(store, options, () => clock);
    const customers = new CustomerDesk(store, options, () => clock);
    await store.saveLead(
      { id: "offerlead001", form: { ...storedLeadForm }, attribution: {}, createdAt: clock },
      [],
    );
    const offered = await desk.offer(
      "offerlead001",
      {
        slots: [
          { day: "2026-03-10", window: "morning" },
          { day: "2026-03-11", window: "afternoon" },
          { day: "", window: "" },
        ],
        message: "",
        frequency: "",
        price: "",
        address: "",
        accessNotes: "",
      },
      "owner@bnc.test",
    );
    expect(offered).toEqual({ kind: "done" });
    const mail = (await store.getLead("offerlead001"))?.emails.find(
      (email) => email.purpose === "visit-offer",
    );
    const token = mail?.text.match(/\/offer\/([A-Za-z0-9_-]{43})/)?.[1] ?? "";
    expect(mail?.text).toContain("The link is open until Wednesday, March 4 at 10:00 AM (Abilene time).");
    expect((await customers.offer(token))?.state).toBe("open");

    clock = new Date("2026-03-05T16:00:00Z"); // Thursday: 72 hours later
    expect((await customers.offer(token))?.state).toBe("expired");
    const late = await customers.pickOffer(token, { day: "2026-03-10", window: "morning" });
    expect(late.kind).toBe("refused");
    expect(late.kind === "refused" && late.problem).toContain("(325) 555-0147");
    expect((await store.bookingOfLead("offerlead001"))?.status).toBe("offered");
    const calendar = await store.bookingCalendar("2026-03-10", "2026-03-11", clock);
    expect(calendar.holds).toEqual([]);
    // The owner may offer or book again.
    expect((await desk.hasActiveBooking("offerlead001")).active).toBe(false);
  });
});
