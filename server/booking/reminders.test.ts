import { afterEach, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/service.ts";
import { storedLeadForm } from "../../tests/support/store-suite.ts";
import type { MailTransport, OutgoingEmail } from "../contact/mail-transports.ts";
import { OutboxWorker } from "../contact/outbox-worker.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { BookingDesk } from "./booking-desk.ts";
import { CustomerDesk } from "./customer-desk.ts";

// The reminder the day before a visit (docs/owner-guide.md, "Bookings"): queued by whichever copy of the service
// looks first, once, through the outbox, at 10:00 Abilene time on either side of a daylight-saving change, and
// never for a visit cancelled or moved. A real SQLite store opened twice (two copies), a clock the test moves.

class RecordingTransport implements MailTransport {
  readonly name = "smtp" as const;
  sent: OutgoingEmail[] = [];
  async send(email: OutgoingEmail) {
    this.sent.push(email);
  }
  close() {}
}

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

let clock = new Date("2026-03-02T16:00:00Z");
function setup() {
  const dir = tempDataDir();
  const a = openSqliteStore(dir);
  const b = openSqliteStore(dir);
  opened.push(a, b);
  const options = { siteUrl: "http://site.test", businessEmail: "owner@bnc.test" };
  return {
    store: a,
    deskA: new BookingDesk(a, options, () => clock),
    deskB: new BookingDesk(b, options, () => clock),
    customers: new CustomerDesk(a, options, () => clock),
  };
}

let counter = 0;
/** A lead asking for a window two weeks out, which the owner confirms into `slot` (any day, as on the phone). */
async function confirmed(store: Store, desk: BookingDesk, slot: { day: string; window: string }) {
  counter += 1;
  const id = `lead${String(counter).padStart(8, "0")}`;
  const saved = await store.saveLead(
    {
      id,
      form: { ...storedLeadForm, email: `c${counter}@example.com` },
      attribution: {},
      createdAt: clock,
      booking: { first: { day: "2026-03-18", window: "morning" } },
    },
    [],
  );
  expect(saved.created, JSON.stringify(saved)).toBe(true);
  expect(await desk.confirm(id, slot, { address: "12 Elm St", accessNotes: "" }, "owner@bnc.test")).toEqual({
    kind: "done",
  });
  return id;
}

const reminders = async (store: Store, leadId: string) =>
  ((await store.getLead(leadId))?.emails ?? []).filter((email) => email.subject.startsWith("Reminder"));

describe("the reminder the day before", () => {
  it("goes at 10:00 Abilene time the day before, once, whichever copy looks; the outbox sends it once", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, deskA, deskB } = setup();
    const id = await confirmed(store, deskA, { day: "2026-03-04", window: "morning" });
    // Tuesday 3 March, 9:59 CST: not yet.
    clock = new Date("2026-03-03T15:59:00Z");
    expect(await deskA.queueReminders()).toBe(0);
    clock = new Date("2026-03-03T16:00:00Z");
    const both = await Promise.all([deskA.queueReminders(), deskB.queueReminders()]);
    expect(both.sort()).toEqual([0, 1]);
    expect(await deskA.queueReminders()).toBe(0);
    const [reminder] = await reminders(store, id);
    expect(reminder?.text).toContain(
      "Wednesday, March 4, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)",
    );
    expect(reminder?.text).toContain("12 Elm St");

    const transport = new RecordingTransport();
    const worker = new OutboxWorker({
      store,
      transport,
      from: "BnC <q@bnc.test>",
      retryMs: 1_000,
      now: () => clock,
    });
    await worker.drain();
    await worker.drain();
    expect(transport.sent.filter((email) => email.subject.startsWith("Reminder"))).toHaveLength(1);
    // Sent is sent: looking again never queues it a second time.
    expect(await deskB.queueReminders()).toBe(0);
    expect(await reminders(store, id)).toHaveLength(1);
  });

  it("across the March change: 10:00 CDT on Sunday 8 March for Monday's visit, not 10:00 CST", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, deskA } = setup();
    const id = await confirmed(store, deskA, { day: "2026-03-09", window: "afternoon" });
    // 10:00 CST would be 16:00Z; CDT began at 2:00 that morning, so 10:00 is 15:00Z.
    clock = new Date("2026-03-08T14:59:00Z");
    expect(await deskA.queueReminders()).toBe(0);
    clock = new Date("2026-03-08T15:00:00Z");
    expect(await deskA.queueReminders()).toBe(1);
    expect(await reminders(store, id)).toHaveLength(1);
  });

  it("never for a cancelled visit, nor for a moved one's old time; the new time gets its own", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, deskA } = setup();
    const cancelledId = await confirmed(store, deskA, { day: "2026-03-05", window: "morning" });
    const movedId = await confirmed(store, deskA, { day: "2026-03-05", window: "afternoon" });

    // The reminders are queued on Wednesday at 10:00 and wait (the mail is down, say).
    clock = new Date("2026-03-04T16:00:00Z");
    expect(await deskA.queueReminders()).toBe(2);
    // A cancellation (through the manage page's path; its visit time is given as further off, so the 24-hour rule,
    // tested elsewhere, does not stop it) deletes the reminder still waiting.
    const booking = await store.bookingOfLead(cancelledId);
    const result = await store.cancelBooking({
      bookingId: booking?.id ?? "",
      visitStartsAt: new Date("2026-03-06T14:00:00Z"),
      at: clock,
      emails: [],
    });
    expect(result.changed).toBe(true);
    expect((await reminders(store, cancelledId)).filter((email) => email.status === "pending")).toHaveLength(
      0,
    );

    // The owner moves the other visit to Friday: its waiting reminder for Thursday goes; Friday's comes Thursday.
    const moved = await store.bookingOfLead(movedId);
    await store.requestReschedule({
      bookingId: moved?.id ?? "",
      slot: { day: "2026-03-06", window: "morning" },
      visitStartsAt: new Date("2026-03-06T19:00:00Z"),
      at: new Date("2026-03-03T16:00:00Z"),
      emails: [],
    });
    expect(
      await deskA.confirm(
        movedId,
        { day: "2026-03-06", window: "morning" },
        { address: "", accessNotes: "" },
        "owner@bnc.test",
      ),
    ).toEqual({ kind: "done" });
    expect(await reminders(store, movedId)).toHaveLength(0);
    expect(await deskA.queueReminders()).toBe(0);
    clock = new Date("2026-03-05T16:00:00Z");
    expect(await deskA.queueReminders()).toBe(1);
    const [fresh] = await reminders(store, movedId);
    expect(fresh?.text).toContain("Friday, March 6, 2026, morning");

    const transport = new RecordingTransport();
    const worker = new OutboxWorker({
      store,
      transport,
      from: "BnC <q@bnc.test>",
      retryMs: 1_000,
      now: () => clock,
    });
    await worker.drain();
    expect(
      transport.sent.map((email) => email.subject).filter((subject) => subject.startsWith("Reminder")),
    ).toHaveLength(1);
    expect(transport.sent.find((email) => email.subject.startsWith("Reminder"))?.text).toContain("Friday");
  });

  it("the manage link stops working once the visit is over", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, deskA, customers } = setup();
    const id = await confirmed(store, deskA, { day: "2026-03-04", window: "morning" });
    const mail = (await store.getLead(id))?.emails.find((email) => email.subject.includes("confirmed"));
    const token = mail?.text.match(/\/visit\/([A-Za-z0-9_-]{43})/)?.[1] ?? "";
    expect((await customers.managedVisit(token))?.words).toContain("Wednesday, March 4, 2026, morning");
    clock = new Date("2026-03-04T17:59:00Z"); // 11:59 CST: still on
    expect(await customers.managedVisit(token)).toBeDefined();
    clock = new Date("2026-03-04T18:00:00Z"); // noon: the window is over
    expect(await customers.managedVisit(token)).toBeUndefined();
    expect(await customers.cancel(token)).toEqual({
      kind: "refused",
      problem: "This link does not work any more.",
    });
  });

  it("not for a visit confirmed after its reminder time: the confirmation is that fresh", async () => {
    clock = new Date("2026-03-03T20:00:00Z");
    const { store, deskA } = setup();
    const id = await confirmed(store, deskA, { day: "2026-03-04", window: "afternoon" });
    expect(await deskA.queueReminders()).toBe(0);
    expect(await reminders(store, id)).toHaveLength(0);
  });
});
