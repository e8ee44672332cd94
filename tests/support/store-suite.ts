import { afterEach, describe, expect, it } from "vitest";
import type { ContactFormValues } from "../../app/lib/contact-schema.ts";
import { EMAIL_PURPOSE_LABELS } from "../../app/lib/owner-inbox.ts";
import { reviewRequestEmail } from "../../server/booking/review-requests.ts";
import { leadEmails } from "../../server/contact/email-templates.ts";
import type { MailTransport, OutgoingEmail } from "../../server/contact/mail-transports.ts";
import { machineName, OutboxWorker } from "../../server/contact/outbox-worker.ts";
import { businessCutoff } from "../../server/owner/business-hours.ts";
import { LeadInbox } from "../../server/owner/lead-inbox.ts";
import { leadNumbers, sourcesCsv } from "../../server/owner/lead-numbers.ts";
import type { Booking } from "../../server/store/bookings.ts";
import type { LeadStage, NewLead, Store } from "../../server/store/store.ts";
import {
  changeNotification,
  rescheduleRequested,
  visitCancellation,
  visitConfirmation,
  visitDeclined,
  visitReminder,
} from "../../server/visits/booking-emails.ts";
import { waitFor } from "./net.ts";

/**
 * One behavioural suite for every Store (test-only): outbox.test.ts runs it on SQLite, postgres.test.ts on a
 * real PostgreSQL server. A test gets a fresh, empty store from `freshTarget()` and may open it more than once
 * (two connections, as two processes would); everything opened is closed after the test.
 */

interface StoreTarget {
  /** A new connection to this test's store (for SQLite: a new handle on the same file). */
  open(): Promise<Store>;
}

interface StoreSuiteOptions {
  /** A fresh, empty store for one test. */
  freshTarget: () => Promise<StoreTarget>;
  /** The schema version the store must be at after opening. */
  schemaVersion: number;
}

/** The form of a stored lead, as the stores' and the command line's tests build leads from it. */
export const storedLeadForm: ContactFormValues = {
  firstName: "Maria",
  lastName: "Gonzalez",
  phone: "325-555-0123",
  email: "maria@example.com",
  zipCode: "79601",
  squareFootage: 900,
  services: "Moving",
  referral: "Referral",
  notes: "",
  businessName: "",
  audience: "home",
};

let counter = 0;
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  counter += 1;
  return {
    id: `lead${String(counter).padStart(8, "0")}`,
    form: storedLeadForm,
    attribution: {},
    createdAt: new Date(),
    ...overrides,
  };
}

class FailingTransport implements MailTransport {
  readonly name = "smtp" as const;
  attempts: OutgoingEmail[] = [];
  async send(email: OutgoingEmail) {
    this.attempts.push(email);
    throw new Error("connect ECONNREFUSED 127.0.0.1:25");
  }
  close() {}
}

class RecordingTransport implements MailTransport {
  readonly name = "smtp" as const;
  sent: OutgoingEmail[] = [];
  async send(email: OutgoingEmail) {
    this.sent.push(email);
  }
  close() {}
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function describeStore(name: string, options: StoreSuiteOptions): void {
  describe(`the lead store: ${name}`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    async function fresh(): Promise<{ store: Store; target: StoreTarget }> {
      const target = await options.freshTarget();
      const tracked: StoreTarget = {
        async open() {
          const store = await target.open();
          opened.push(store);
          return store;
        },
      };
      return { store: await tracked.open(), target: tracked };
    }

    async function withLead(store: Store, overrides: Partial<NewLead> = {}) {
      const lead = newLead(overrides);
      await store.saveLead(lead, leadEmails(lead, "owner@example.com"));
      return lead;
    }

    it("creates its schema at open and opens an existing store again", async () => {
      const { store, target } = await fresh();
      expect(await store.schemaVersion()).toBe(options.schemaVersion);
      const lead = await withLead(store);
      await store.close();
      const again = await target.open();
      expect(await again.schemaVersion()).toBe(options.schemaVersion);
      expect((await again.getLead(lead.id))?.emails).toHaveLength(2);
    });

    it("names each email of a lead for what it is on the lead's page (a visit confirmation is no acknowledgement)", async () => {
      const { store } = await fresh();
      const lead = newLead();
      const at = new Date("2026-03-02T15:00:00Z");
      const visit = { day: "2026-03-10", window: "morning" };
      const booking: Booking = {
        id: "booking-1",
        leadId: lead.id,
        status: "confirmed",
        requested: { day: "2026-03-11", window: "afternoon" },
        visit: {
          ...visit,
          startsAt: new Date("2026-03-10T13:00:00Z"),
          endsAt: new Date("2026-03-10T17:00:00Z"),
        },
        sequence: 1,
        address: "12 Elm St",
        accessNotes: "",
        exceptions: [],
        createdAt: at,
        updatedAt: at,
      };
      const moved = { ...booking, sequence: 2 };
      const emails = [
        ...leadEmails(lead, "owner@example.com"),
        visitConfirmation(booking, lead, "https://bnc.example/visit/secret", at),
        visitConfirmation(moved, lead, "https://bnc.example/visit/secret", at),
        visitDeclined("We are full that week.", lead),
        rescheduleRequested(booking, lead),
        changeNotification("moved", booking, lead, "owner@example.com"),
        changeNotification("cancelled", booking, lead, "owner@example.com"),
        visitCancellation(booking, lead, at),
        visitReminder(booking, { words: "Tuesday, March 10, 2026, morning" }, lead),
        reviewRequestEmail(
          lead,
          "https://g.page/r/review",
          "https://bnc.example/unsubscribe/x",
          "https://bnc.example",
        ),
      ];
      await store.saveLead(lead, emails);
      const shown = (await new LeadInbox(store).lead(lead.id))?.emails.map(
        (email) => `${EMAIL_PURPOSE_LABELS[email.purpose]}: ${email.subject}`,
      );
      expect(shown).toEqual([
        "New request, to you: BnC Contact Form Submission: Maria Gonzalez, Moving Cleaning, Abilene",
        "Acknowledgement to the customer: We received your quote request - BnC Cleaning",
        "Visit confirmation to the customer: Your cleaning with BnC Cleaning is confirmed",
        "New visit time, to the customer: Your cleaning with BnC Cleaning has a new time",
        "Requested time declined, to the customer: About the time you asked BnC Cleaning for",
        "Move request received, to the customer: Your request to move your cleaning with BnC Cleaning",
        "Customer asks to move the visit, to you: Visit change requested: Maria Gonzalez",
        "Customer cancelled the visit, to you: Visit cancelled: Maria Gonzalez",
        "Cancellation to the customer: Your cleaning with BnC Cleaning is cancelled",
        "Reminder to the customer: Reminder: BnC Cleaning cleans tomorrow",
        "Review request to the customer: Thank you from BnC Cleaning: how did we do?",
      ]);
      // Every name is its own.
      expect(new Set(Object.values(EMAIL_PURPOSE_LABELS)).size).toBe(
        Object.keys(EMAIL_PURPOSE_LABELS).length,
      );
    });

    it("stores a lead with every field and its emails, and reads them back as they were", async () => {
      const { store } = await fresh();
      const lead = newLead({
        form: {
          ...storedLeadForm,
          firstName: "Zoë",
          lastName: `O'Brien "Jr."`,
          squareFootage: 1850.5,
          notes: 'Gate code 4417.\nTwo dogs, "friendly" <really>.',
        },
        attribution: { page: "/get-a-quote", landingPage: "/", utm_source: "google", gclid: "abc" },
        quarantineReason: "the hidden honeypot field was filled in",
        idempotencyKey: "key-roundtrip-0123456789",
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (test)",
        createdAt: new Date("2025-05-06T07:08:09.123Z"),
      });
      const emails = leadEmails(lead, "owner@example.com");
      expect(await store.saveLead(lead, emails)).toEqual({ id: lead.id, created: true });
      const stored = await store.getLead(lead.id);
      const { quarantineReason, ...rest } = lead;
      expect(stored?.lead).toEqual({
        ...rest,
        quarantineReason,
        quarantined: true,
        stage: "new",
        source: "form",
        lang: "en",
      });
      expect(stored?.emails).toHaveLength(emails.length);
      expect(
        stored?.emails.map(({ kind, purpose, to, replyTo, subject, html, text }) => ({
          kind,
          purpose,
          to,
          replyTo,
          subject,
          html,
          text,
        })),
      ).toEqual(emails);
      for (const email of stored?.emails ?? []) {
        expect(email).toMatchObject({ leadId: lead.id, status: "pending", attempts: 0 });
        expect(email.nextAttemptAt.toISOString()).toBe("2025-05-06T07:08:09.123Z");
        expect(email.dueSince.toISOString()).toBe("2025-05-06T07:08:09.123Z");
        expect(email.sentAt).toBeUndefined();
      }
      expect(await store.findByIdempotencyKey("key-roundtrip-0123456789")).toBe(lead.id);
      expect(await store.findByIdempotencyKey("key-unknown-0123456789")).toBeUndefined();
      expect(await store.getLead("nosuchlead00")).toBeUndefined();
    });

    it("keeps the language of the form a lead came from; a lead that names none is English", async () => {
      const { store } = await fresh();
      const spanish = newLead({ lang: "es" });
      const english = newLead();
      await store.saveLead(spanish, []);
      await store.saveLead(english, []);
      expect((await store.getLead(spanish.id))?.lead.lang).toBe("es");
      expect((await store.getLead(english.id))?.lead.lang).toBe("en");
      expect((await store.listLeads(10)).map((entry) => [entry.lead.id, entry.lead.lang]).sort()).toEqual(
        [
          [english.id, "en"],
          [spanish.id, "es"],
        ].sort(),
      );
    });

    it("an idempotency key stores nothing the second time and answers the first lead's id", async () => {
      const { store } = await fresh();
      const lead = newLead({ idempotencyKey: "key-0123456789abcdef" });
      expect(await store.saveLead(lead, leadEmails(lead, "o@example.com"))).toEqual({
        id: lead.id,
        created: true,
      });
      const repeat = newLead({ idempotencyKey: "key-0123456789abcdef" });
      expect(await store.saveLead(repeat, leadEmails(repeat, "o@example.com"))).toEqual({
        id: lead.id,
        created: false,
      });
      expect(await store.getLead(repeat.id)).toBeUndefined();
      expect(await store.outboxCounts()).toEqual({ pending: 2, sent: 0, dead: 0 });
    });

    it("duplicates saved at the same moment through two connections store one lead, none fails", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      const attempts = Array.from({ length: 8 }, (_, index) =>
        newLead({
          idempotencyKey: "key-concurrent-0123456789",
          form: { ...storedLeadForm, firstName: `Try${index}` },
        }),
      );
      const results = await Promise.all(
        attempts.map((lead, index) =>
          (index % 2 ? other : store).saveLead(lead, leadEmails(lead, "o@example.com")),
        ),
      );
      const created = results.filter((result) => result.created);
      expect(created).toHaveLength(1);
      expect(new Set(results.map((result) => result.id))).toEqual(new Set([created[0]?.id]));
      expect(await store.allLeads()).toHaveLength(1);
      expect(await other.outboxCounts()).toEqual({ pending: 2, sent: 0, dead: 0 });
    });

    it("a lease keeps an email from a second worker until it runs out; only the holder records a failure", async () => {
      const t = new Date("2025-01-01T12:00:00Z");
      const { store } = await fresh();
      await withLead(store, { createdAt: t });
      const at = (ms: number) => new Date(t.getTime() + ms);
      const a = await store.claimDueEmails("worker-a", at(0), at(1_000), 10);
      expect(a).toHaveLength(2);
      expect(await store.claimDueEmails("worker-b", at(500), at(1_500), 10)).toHaveLength(0);
      // Worker A "crashed": once its lease ran out, B picks the emails up.
      const b = await store.claimDueEmails("worker-b", at(1_001), at(2_000), 10);
      expect(b.map((email) => email.id)).toEqual(a.map((email) => email.id));
      // A late failure report from A changes nothing: B holds the lease now.
      await store.markFailed(a[0]?.id ?? 0, "worker-a", "late", { nextAttemptAt: at(60_000) });
      expect(
        (await store.claimDueEmails("worker-c", at(2_001), at(3_000), 10)).map((email) => email.id),
      ).toEqual(a.map((email) => email.id));
      // Sent is sent, whoever holds the lease: nobody may send it again.
      await store.markSent(a[0]?.id ?? 0, at(2_100));
      expect(await store.claimDueEmails("worker-d", at(10_000), at(11_000), 10)).toHaveLength(1);
      expect(await store.outboxCounts()).toEqual({ pending: 1, sent: 1, dead: 0 });
    });

    it("workers claiming at the same moment through two connections never get the same email", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      for (let index = 0; index < 10; index += 1) await withLead(store);
      const now = new Date();
      const claimedBy = new Map<number, string[]>();
      const claimer = async (connection: Store, workerId: string) => {
        for (;;) {
          const [email] = await connection.claimDueEmails(workerId, now, new Date(now.getTime() + MINUTE), 1);
          if (!email) return;
          claimedBy.set(email.id, [...(claimedBy.get(email.id) ?? []), workerId]);
        }
      };
      await Promise.all([
        claimer(store, "a1"),
        claimer(store, "a2"),
        claimer(other, "b1"),
        claimer(other, "b2"),
      ]);
      expect(claimedBy.size).toBe(20);
      expect([...claimedBy.values()].filter((holders) => holders.length !== 1)).toEqual([]);
      expect((await store.leaseHolders(now)).length).toBeGreaterThan(0);
    });

    it("leases of a dead worker are released, so its emails can be claimed before the lease ends", async () => {
      const { store } = await fresh();
      await withLead(store);
      const now = new Date();
      const later = new Date(now.getTime() + 2 * MINUTE);
      await store.claimDueEmails("web1:999:123456", now, later, 10);
      expect(await store.leaseHolders(now)).toEqual(["web1:999:123456"]);
      expect(await store.claimDueEmails("web1:4242:abcdef", now, later, 10)).toHaveLength(0);
      expect(await store.releaseLeases("web1:999:123456")).toBe(2);
      expect(await store.leaseHolders(now)).toEqual([]);
      expect(await store.claimDueEmails("web1:4242:abcdef", now, later, 10)).toHaveLength(2);
    });

    it("a starting worker frees only the leases of dead processes on its own machine", async () => {
      const { store } = await fresh();
      const now = new Date();
      const later = new Date(now.getTime() + 2 * MINUTE);
      const here = machineName();
      const hostname = here.split("@")[0] ?? here;
      // A pid above Linux's pid_max: no process has it, on any machine.
      const deadHere = `${here}:999999999:aaaaaa`;
      // Same host name, another machine or pid namespace (another container from the same image).
      const twin = `${hostname}@0000000000:999999999:bbbbbb`;
      const elsewhere = "web7.example@1234567890:999999999:cccccc";
      const leads = [];
      for (const holder of [deadHere, twin, elsewhere]) {
        leads.push(await withLead(store, { createdAt: now }));
        expect(await store.claimDueEmails(holder, now, later, 2)).toHaveLength(2);
      }
      const transport = new RecordingTransport();
      const worker = new OutboxWorker({ store, transport, from: "BnC <q@bnc.test>", retryMs: 1_000 });
      worker.start();
      try {
        await waitFor(async () => (await store.outboxCounts()).sent === 2, "the dead process's emails sent");
      } finally {
        await worker.stop();
      }
      expect(transport.sent.map((email) => email.leadId)).toEqual([leads[0]?.id, leads[0]?.id]);
      expect((await store.leaseHolders(new Date())).sort()).toEqual([elsewhere, twin].sort());
      expect(await store.outboxCounts()).toEqual({ pending: 4, sent: 2, dead: 0 });
    });

    it("retries with doubling delays, then after a day makes a dead letter; retryDead brings it back", async () => {
      let clock = new Date("2025-01-01T12:00:00Z").getTime();
      const { store } = await fresh();
      const lead = await withLead(store, { createdAt: new Date(clock) });
      const signIn = {
        kind: "sign-in" as const,
        purpose: "sign-in" as const,
        to: "owner@example.com",
        subject: "Sign in",
        html: "x",
        text: "x",
      };
      await store.queueEmail(signIn, new Date(clock));
      // Queued while the service was down for 20 minutes: its link has expired, so it is not even tried.
      await store.queueEmail({ ...signIn, subject: "Sign in, long ago" }, new Date(clock - 20 * MINUTE));
      const transport = new FailingTransport();
      const worker = new OutboxWorker({
        store,
        transport,
        from: "BnC <q@bnc.test>",
        retryMs: 1_000,
        now: () => new Date(clock),
      });

      await worker.drain();
      expect(transport.attempts).toHaveLength(3);
      expect(transport.attempts.map((attempt) => attempt.subject)).not.toContain("Sign in, long ago");
      expect(await store.outboxCounts()).toEqual({ pending: 3, sent: 0, dead: 0 });
      let emails = (await store.getLead(lead.id))?.emails ?? [];
      expect(emails.map((email) => [email.status, email.attempts])).toEqual([
        ["pending", 1],
        ["pending", 1],
      ]);
      expect(emails[0]?.lastError).toContain("ECONNREFUSED");
      expect(emails[0]?.nextAttemptAt.getTime()).toBe(clock + 1_000);
      expect((await store.nextWakeAt())?.getTime()).toBe(clock + 1_000);

      await worker.drain(); // nothing due yet
      expect(transport.attempts).toHaveLength(3);
      clock += 1_000;
      await worker.drain();
      emails = (await store.getLead(lead.id))?.emails ?? [];
      expect(emails[0]?.nextAttemptAt.getTime()).toBe(clock + 2_000);

      // The sign-in email is discarded once its link has expired (15 minutes): no dead letter nobody can act on.
      // The lead's emails are still retried.
      clock += 16 * MINUTE;
      await worker.drain();
      expect(await store.outboxCounts()).toEqual({ pending: 2, sent: 0, dead: 0 });

      clock += 25 * 60 * MINUTE;
      await worker.drain();
      emails = (await store.getLead(lead.id))?.emails ?? [];
      expect(emails.map((email) => email.status)).toEqual(["dead", "dead"]);
      expect(await store.outboxCounts()).toEqual({ pending: 0, sent: 0, dead: 2 });
      expect(await store.nextWakeAt()).toBeUndefined();

      // `retry` brings back the lead's emails, each in its lead's history.
      expect(await store.retryDead(new Date(clock), "command line")).toBe(2);
      expect(await store.retryDead(new Date(clock), "command line")).toBe(0);
      expect(await store.outboxCounts()).toEqual({ pending: 2, sent: 0, dead: 0 });
      expect((await store.leadActivity(lead.id)).map((entry) => [entry.action, entry.actor])).toEqual([
        ["email-retried", "command line"],
        ["email-retried", "command line"],
      ]);
      emails = (await store.getLead(lead.id))?.emails ?? [];
      expect(emails.map((email) => [email.status, email.attempts])).toEqual([
        ["pending", 0],
        ["pending", 0],
      ]);
      expect(emails[0]?.dueSince.getTime()).toBe(clock);
      await worker.stop();
    });

    it("nextWakeAt: the earliest due time, or the end of a lease", async () => {
      const t = new Date("2025-02-01T08:00:00Z").getTime();
      const { store } = await fresh();
      expect(await store.nextWakeAt()).toBeUndefined();
      await withLead(store, { createdAt: new Date(t) });
      expect((await store.nextWakeAt())?.getTime()).toBe(t);
      await store.claimDueEmails("w", new Date(t), new Date(t + MINUTE), 10);
      expect((await store.nextWakeAt())?.getTime()).toBe(t + MINUTE + 1);
    });

    it("lists newest first, exports oldest first with email counts, and finds ids by prefix", async () => {
      const { store } = await fresh();
      const t = new Date("2025-03-01T15:00:00Z").getTime();
      const first = await withLead(store, { id: "abc000000001", createdAt: new Date(t) });
      const second = await withLead(store, { id: "abd000000002", createdAt: new Date(t + MINUTE) });
      // Same moment as the second: insertion order breaks the tie.
      const third = await withLead(store, { id: "xyz000000003", createdAt: new Date(t + MINUTE) });
      const now = new Date();
      for (const email of await store.claimDueEmails("w", now, new Date(now.getTime() + MINUTE), 10)) {
        if (email.leadId === first.id) await store.markSent(email.id, now);
        if (email.leadId === second.id) await store.markFailed(email.id, "w", "550", { dead: true });
      }
      expect((await store.listLeads(2)).map((entry) => entry.lead.id)).toEqual([third.id, second.id]);
      const all = await store.allLeads();
      expect(all.map((entry) => [entry.lead.id, entry.emails])).toEqual([
        [first.id, { pending: 0, sent: 2, dead: 0 }],
        [second.id, { pending: 0, sent: 0, dead: 2 }],
        [third.id, { pending: 2, sent: 0, dead: 0 }],
      ]);
      expect(await store.findLeadIds("ab")).toEqual([first.id, second.id]);
      expect(await store.findLeadIds("abd")).toEqual([second.id]);
      expect(await store.findLeadIds("a%")).toEqual([]);
      expect(await store.findLeadIds("q")).toEqual([]);
    });

    it("purges leads older than the cutoff whose emails are done, with their emails; never a pending one", async () => {
      const { store } = await fresh();
      const now = Date.now();
      const cutoff = new Date(now - 730 * DAY);
      const sentOld = await withLead(store, { createdAt: new Date(now - 800 * DAY) });
      const deadOld = await withLead(store, { createdAt: new Date(now - 900 * DAY) });
      const pendingOld = await withLead(store, { createdAt: new Date(now - 1_000 * DAY) });
      const recent = await withLead(store, { createdAt: new Date(now - 10 * DAY) });
      const claimed = await store.claimDueEmails("w", new Date(now), new Date(now + MINUTE), 100);
      for (const email of claimed) {
        if (email.leadId === sentOld.id || email.leadId === recent.id)
          await store.markSent(email.id, new Date());
        else if (email.leadId === deadOld.id) await store.markFailed(email.id, "w", "550", { dead: true });
      }
      await store.releaseLeases("w");
      expect(await store.outboxCounts()).toEqual({ pending: 2, sent: 4, dead: 2 });

      expect(await store.countPurgeableLeads(cutoff)).toBe(2);
      expect(await store.purgeLeadsBefore(cutoff)).toBe(2);
      expect(await store.getLead(sentOld.id)).toBeUndefined();
      expect(await store.getLead(deadOld.id)).toBeUndefined();
      expect((await store.allLeads()).map((entry) => entry.lead.id)).toEqual([pendingOld.id, recent.id]);
      expect(await store.outboxCounts()).toEqual({ pending: 2, sent: 2, dead: 0 });
      expect(await store.countPurgeableLeads(cutoff)).toBe(0);
      expect(await store.purgeLeadsBefore(cutoff)).toBe(0);
    });

    it("keeps the owner's status of a lead with its history; the same status twice records nothing", async () => {
      const { store } = await fresh();
      const lead = await withLead(store);
      const at = new Date("2026-03-04T15:00:00.000Z");
      expect(await store.setStage(lead.id, "contacted", "owner@example.com", at)).toBe(true);
      expect(await store.setStage(lead.id, "contacted", "owner@example.com", at)).toBe(true);
      expect(await store.setStage(lead.id, "won", "command line", new Date(at.getTime() + MINUTE))).toBe(
        true,
      );
      expect(await store.setStage("nosuchlead00", "lost", "owner@example.com", at)).toBe(false);
      expect((await store.getLead(lead.id))?.lead.stage).toBe("won");
      const history = await store.leadActivity(lead.id);
      expect(history.map(({ action, detail, actor }) => ({ action, detail, actor }))).toEqual([
        { action: "stage", detail: "contacted", actor: "owner@example.com" },
        { action: "stage", detail: "won", actor: "command line" },
      ]);
      expect(history[0]?.at.toISOString()).toBe("2026-03-04T15:00:00.000Z");
      expect(history[0]?.leadId).toBe(lead.id);
    });

    it("keeps private notes, in order, and purges them with their lead", async () => {
      const { store } = await fresh();
      const old = await withLead(store, { createdAt: new Date(Date.now() - 900 * DAY) });
      const text = `Called back, wants a Friday slot. "Gate code" 1234 <b>`;
      expect(await store.addNote(old.id, text, "owner@example.com", new Date())).toBe(true);
      expect(await store.addNote("nosuchlead00", "x", "owner@example.com", new Date())).toBe(false);
      expect((await store.leadActivity(old.id)).map((entry) => entry.detail)).toEqual([text]);
      const claimed = await store.claimDueEmails("w", new Date(), new Date(Date.now() + MINUTE), 10);
      for (const email of claimed) await store.markSent(email.id, new Date());
      expect(await store.purgeLeadsBefore(new Date(Date.now() - 800 * DAY))).toBe(1);
      expect(await store.leadActivity(old.id)).toEqual([]);
    });

    it("finds leads by status, quarantine, name, email, phone digits and reference, newest first", async () => {
      const { store } = await fresh();
      const maria = await withLead(store, { createdAt: new Date(Date.now() - 3 * MINUTE) });
      const spam = await withLead(store, {
        form: {
          ...storedLeadForm,
          firstName: "Bot",
          lastName: "Spam_100%",
          email: "x@spam.example",
          phone: "(915) 555-0199",
        },
        quarantineReason: "the hidden honeypot field was filled in",
        createdAt: new Date(Date.now() - 2 * MINUTE),
      });
      const lee = await withLead(store, {
        form: {
          ...storedLeadForm,
          firstName: "Lee",
          lastName: "Chan",
          email: "LEE@Example.com",
          phone: "325.555.0177",
        },
        createdAt: new Date(Date.now() - MINUTE),
      });
      await store.setStage(lee.id, "quoted", "owner@example.com", new Date());
      const ids = async (query: Omit<Parameters<Store["findLeads"]>[0], "limit">) =>
        (await store.findLeads({ limit: 50, ...query })).map((entry) => entry.lead.id);
      expect(await ids({})).toEqual([lee.id, spam.id, maria.id]);
      expect(await ids({ stage: "quoted" })).toEqual([lee.id]);
      expect(await ids({ stage: "new" })).toEqual([spam.id, maria.id]);
      expect(await ids({ quarantined: true })).toEqual([spam.id]);
      expect(await ids({ quarantined: false })).toEqual([lee.id, maria.id]);
      expect(await ids({ search: "lee chan" })).toEqual([lee.id]);
      expect(await ids({ search: "lee@example" })).toEqual([lee.id]);
      expect(await ids({ search: "325-555-0177" })).toEqual([lee.id]);
      expect(await ids({ search: "5550199" })).toEqual([spam.id]);
      expect(await ids({ search: ` ${lee.id.toUpperCase()} ` })).toEqual([lee.id]);
      // Wildcards typed by the owner are letters, not patterns.
      expect(await ids({ search: "spam_100%" })).toEqual([spam.id]);
      expect(await ids({ search: "m_" })).toEqual([spam.id]);
      expect(await ids({ search: "%" })).toEqual([spam.id]);
      expect((await store.findLeads({ limit: 1 })).map((entry) => entry.lead.id)).toEqual([lee.id]);
      // The list says when an email of a lead has failed for good.
      const [business] = (await store.getLead(maria.id))?.emails ?? [];
      await store.claimDueEmails("w", new Date(), new Date(Date.now() + MINUTE), 10);
      if (business) await store.markFailed(business.id, "w", "550 mailbox unavailable", { dead: true });
      const entry = (await store.findLeads({ limit: 50, search: "maria" }))[0];
      expect(entry?.emails.dead).toBe(1);
    });

    it("releases a lead from quarantine with its held-back acknowledgement, once", async () => {
      const { store } = await fresh();
      const lead = await withLead(store, { quarantineReason: "no bot-check token was sent" });
      expect((await store.getLead(lead.id))?.emails.map((email) => email.kind)).toEqual(["business"]);
      const acknowledgement = {
        kind: "customer" as const,
        purpose: "acknowledgement" as const,
        to: storedLeadForm.email,
        subject: "We received your quote request",
        html: "<p>Thanks</p>",
        text: "Thanks",
      };
      expect(
        await store.releaseFromQuarantine(lead.id, acknowledgement, "owner@example.com", new Date()),
      ).toBe(true);
      expect(
        await store.releaseFromQuarantine(lead.id, acknowledgement, "owner@example.com", new Date()),
      ).toBe(false);
      const released = await store.getLead(lead.id);
      expect(released?.lead.quarantined).toBe(false);
      expect(released?.emails.map((email) => [email.kind, email.status])).toEqual([
        ["business", "pending"],
        ["customer", "pending"],
      ]);
      expect((await store.leadActivity(lead.id)).map((entry) => entry.action)).toEqual(["released"]);
      const normal = await withLead(store);
      expect(await store.releaseFromQuarantine(normal.id, acknowledgement, "o", new Date())).toBe(false);
      expect((await store.getLead(normal.id))?.emails).toHaveLength(2);
    });

    it("retries one dead letter of a lead, and only a dead letter of that lead", async () => {
      const { store } = await fresh();
      const lead = await withLead(store);
      const other = await withLead(store);
      const claimed = await store.claimDueEmails("w", new Date(), new Date(Date.now() + MINUTE), 10);
      for (const email of claimed) await store.markFailed(email.id, "w", "550", { dead: true });
      const [first, second] = (await store.getLead(lead.id))?.emails ?? [];
      const [othersFirst] = (await store.getLead(other.id))?.emails ?? [];
      if (!first || !second || !othersFirst) throw new Error("two emails per lead");
      const at = new Date();
      expect(await store.retryEmail(lead.id, othersFirst.id, "owner@example.com", at)).toBe(false);
      expect(await store.retryEmail(lead.id, first.id, "owner@example.com", at)).toBe(true);
      expect(await store.retryEmail(lead.id, first.id, "owner@example.com", at)).toBe(false);
      const after = await store.getLead(lead.id);
      expect(after?.emails.map((email) => email.status)).toEqual(["pending", "dead"]);
      expect(after?.emails[0]?.attempts).toBe(0);
      expect((await store.leadActivity(lead.id)).map((entry) => entry.action)).toEqual(["email-retried"]);
    });

    it("sends an email that belongs to no lead (a sign-in link) through the outbox", async () => {
      const { store } = await fresh();
      const email = {
        kind: "sign-in" as const,
        purpose: "sign-in" as const,
        to: "owner@example.com",
        subject: "Sign in",
        html: "<a>x</a>",
        text: "x",
      };
      await store.queueEmail(email, new Date());
      const [claimed] = await store.claimDueEmails("w", new Date(), new Date(Date.now() + MINUTE), 10);
      expect(claimed).toMatchObject({
        kind: "sign-in",
        purpose: "sign-in",
        to: "owner@example.com",
        leadId: undefined,
      });
      if (claimed) await store.markSent(claimed.id, new Date());
      expect(await store.outboxCounts()).toEqual({ pending: 0, sent: 1, dead: 0 });
    });

    it("uses a sign-in link once, and never after it expired", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      const now = new Date();
      const later = new Date(now.getTime() + 15 * MINUTE);
      await store.createSignInLink("hash-a", "owner@example.com", later, now);
      await store.createSignInLink("hash-b", "owner@example.com", later, now);
      // Two clicks at once (two connections, as two copies of the service): one signs in.
      const results = await Promise.all([
        store.consumeSignInLink("hash-a", now),
        other.consumeSignInLink("hash-a", now),
      ]);
      expect(results.filter(Boolean)).toEqual(["owner@example.com"]);
      expect(await store.consumeSignInLink("hash-a", now)).toBeUndefined();
      expect(await store.consumeSignInLink("hash-b", later)).toBeUndefined();
      expect(await store.consumeSignInLink("no-such-hash", now)).toBeUndefined();
      expect(await store.countSignInLinks("owner@example.com", new Date(now.getTime() - MINUTE))).toBe(2);
      expect(await store.countSignInLinks("owner@example.com", new Date(now.getTime() + MINUTE))).toBe(0);
    });

    it("keeps sessions until they expire or end, one or all of an owner's", async () => {
      const { store } = await fresh();
      const now = new Date();
      const month = new Date(now.getTime() + 30 * DAY);
      await store.createSession("s1", "owner@example.com", month, now);
      await store.createSession("s2", "owner@example.com", month, now);
      await store.createSession("s3", "partner@example.com", month, now);
      expect(await store.findSession("s1", now)).toMatchObject({ email: "owner@example.com" });
      expect(await store.findSession("s1", month)).toBeUndefined();
      await store.endSession("s1", now);
      expect(await store.findSession("s1", now)).toBeUndefined();
      expect(await store.endAllSessions("owner@example.com", now)).toBe(1);
      expect(await store.findSession("s2", now)).toBeUndefined();
      expect(await store.findSession("s3", now)).toMatchObject({ email: "partner@example.com" });
      await store.recordActivity({ at: now, actor: "owner@example.com", action: "signed-out-everywhere" });
    });

    it("sign out everywhere also ends the owner's sign-in links not used yet, and no one else's", async () => {
      const { store } = await fresh();
      const now = new Date();
      const soon = new Date(now.getTime() + 15 * MINUTE);
      await store.createSignInLink("asked-before", "owner@example.com", soon, now);
      await store.createSignInLink("partner-link", "partner@example.com", soon, now);
      await store.endAllSessions("owner@example.com", now);
      expect(await store.consumeSignInLink("asked-before", now)).toBeUndefined();
      expect(await store.consumeSignInLink("partner-link", now)).toBe("partner@example.com");
      // A link asked for afterwards works as usual.
      await store.createSignInLink("asked-after", "owner@example.com", soon, now);
      expect(await store.consumeSignInLink("asked-after", now)).toBe("owner@example.com");
    });

    it("keeps one record of each alert condition for every copy: one copy changes it, the others see it changed", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      const at = new Date();
      // Never recorded: off, and turning it off changes nothing.
      expect(await store.changeAlertState("mail-delayed", false, at, "copy-a")).toBe(false);
      // Two copies see mail delayed at once: exactly one of them changes the record (and alerts).
      const started = await Promise.all([
        store.changeAlertState("mail-delayed", true, at, "copy-a"),
        other.changeAlertState("mail-delayed", true, at, "copy-b"),
      ]);
      expect(started.filter(Boolean)).toHaveLength(1);
      expect(await store.changeAlertState("mail-delayed", true, at, "copy-a")).toBe(false);
      // Conditions are kept apart; a reopened store (a restart) remembers.
      expect(await store.changeAlertState("leads-cannot-be-stored", false, at, "copy-a")).toBe(false);
      await other.close();
      const restarted = await target.open();
      expect(await restarted.changeAlertState("mail-delayed", true, at, "copy-b")).toBe(false);
      const recovered = await Promise.all([
        store.changeAlertState("mail-delayed", false, at, "copy-a"),
        restarted.changeAlertState("mail-delayed", false, at, "copy-b"),
      ]);
      expect(recovered.filter(Boolean)).toHaveLength(1);
      expect(await store.changeAlertState("mail-delayed", true, at, "copy-a")).toBe(true);
    });

    it("lists the sign-ins and sign-outs, newest first, apart from any lead's history", async () => {
      const { store } = await fresh();
      const now = new Date();
      const lead = await withLead(store);
      await store.recordActivity({ at: now, actor: "owner@example.com", action: "signed-in" });
      await store.setStage(lead.id, "contacted", "owner@example.com", now);
      await store.recordActivity({ at: now, actor: "partner@example.com", action: "signed-in" });
      await store.recordActivity({ at: now, actor: "owner@example.com", action: "signed-out" });
      expect((await store.accessActivity(10)).map((entry) => [entry.action, entry.actor])).toEqual([
        ["signed-out", "owner@example.com"],
        ["signed-in", "partner@example.com"],
        ["signed-in", "owner@example.com"],
      ]);
      expect(await store.accessActivity(1)).toHaveLength(1);
    });

    it("shares an allowance between connections: never more takes than the limit, and it outlives a reopen", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      const now = new Date("2025-04-01T10:00:00Z");
      const bucket = { key: "visitor-a", limit: 5, windowMs: 10 * MINUTE };
      // Twelve takes at the same moment through two connections (two copies of the service): five win.
      const decisions = await Promise.all(
        Array.from({ length: 12 }, (_, index) => (index % 2 ? other : store).takeAllowance([bucket], now)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      await store.close();
      const reopened = await target.open();
      const refused = await reopened.takeAllowance([bucket], new Date(now.getTime() + MINUTE));
      expect(refused).toEqual({ allowed: false, key: "visitor-a", retryAfterMs: 9 * MINUTE });
      // Another key has its own allowance; the window slides: once the first takes are 10 minutes old, room again.
      expect(await reopened.takeAllowance([{ ...bucket, key: "visitor-b" }], now)).toEqual({ allowed: true });
      expect(await reopened.takeAllowance([bucket], new Date(now.getTime() + 10 * MINUTE + 1))).toEqual({
        allowed: true,
      });
    });

    it("takes from several buckets all or nothing", async () => {
      const { store } = await fresh();
      const now = new Date("2025-04-02T10:00:00Z");
      const perAddress = { key: "ack:maria", limit: 3, windowMs: DAY };
      const total = { key: "ack:all", limit: 4, windowMs: 60 * MINUTE };
      for (let index = 0; index < 3; index += 1) {
        expect((await store.takeAllowance([perAddress, total], now)).allowed).toBe(true);
      }
      expect(await store.takeAllowance([perAddress, total], now)).toMatchObject({
        allowed: false,
        key: "ack:maria",
      });
      // The refused take did not use the total's last slot: another address still gets it, then nobody does.
      expect((await store.takeAllowance([{ ...perAddress, key: "ack:jo" }, total], now)).allowed).toBe(true);
      expect(await store.takeAllowance([{ ...perAddress, key: "ack:lee" }, total], now)).toMatchObject({
        allowed: false,
        key: "ack:all",
      });
    });

    it("renews a lease only for its holder", async () => {
      const { store } = await fresh();
      await withLead(store);
      const now = new Date();
      const [email] = await store.claimDueEmails("w1", now, new Date(now.getTime() + 1_000), 1);
      expect(await store.renewLease(email?.id ?? 0, "w1", new Date(now.getTime() + MINUTE))).toBe(true);
      expect(await store.renewLease(email?.id ?? 0, "w2", new Date(now.getTime() + 2 * MINUTE))).toBe(false);
      // Renewed: still held after the first lease would have ended.
      const later = new Date(now.getTime() + 2_000);
      expect(
        (await store.claimDueEmails("w2", later, new Date(later.getTime() + MINUTE), 10)).map((e) => e.id),
      ).not.toContain(email?.id);
    });

    it("tells /healthz the oldest pending email and the business's dead letters, and takes a probe write", async () => {
      const { store } = await fresh();
      expect(await store.mailStatus()).toEqual({ oldestPendingSince: undefined, deadBusinessEmails: 0 });
      const t = new Date("2025-05-01T09:00:00Z");
      await withLead(store, { createdAt: t });
      await withLead(store, { createdAt: new Date(t.getTime() + MINUTE) });
      expect((await store.mailStatus()).oldestPendingSince?.toISOString()).toBe(t.toISOString());
      const claimed = await store.claimDueEmails("w", t, new Date(t.getTime() + MINUTE), 2);
      for (const email of claimed) await store.markFailed(email.id, "w", "550", { dead: true });
      expect(await store.mailStatus()).toEqual({
        oldestPendingSince: new Date(t.getTime() + MINUTE),
        deadBusinessEmails: 1,
      });
      expect(await store.unsentCounts()).toEqual({ pending: 2, dead: 2 });
      await expect(store.probeWrite(new Date(), "test")).resolves.toBeUndefined();
      await expect(store.probeWrite(new Date(), "test")).resolves.toBeUndefined();
    });

    it("keeps the note of an acknowledgement held back by a limit", async () => {
      const { store } = await fresh();
      const lead = await withLead(store, {
        acknowledgementSkipped: "3 acknowledgements to this address today",
      });
      expect((await store.getLead(lead.id))?.lead.acknowledgementSkipped).toBe(
        "3 acknowledgements to this address today",
      );
    });

    it("the owner's sources table: known sources and stages give known numbers; spam and other months are left out", async () => {
      const { store } = await fresh();
      const march = (day: number) => new Date(`2026-03-${String(day).padStart(2, "0")}T15:00:00Z`);
      /** A lead of March with this attribution, then the owner's stages in order (a day later each). */
      const seed = async (
        day: number,
        attribution: NewLead["attribution"],
        stages: LeadStage[] = [],
        extra: Partial<NewLead> = {},
      ) => {
        const lead = await withLead(store, { createdAt: march(day), attribution, ...extra });
        for (const [index, stage] of stages.entries()) {
          await store.setStage(
            lead.id,
            stage,
            "owner@example.com",
            new Date(march(day).getTime() + (index + 1) * DAY),
          );
        }
        return lead;
      };
      /** A lead of March that asked for a visit on `visitDay`; the owner confirms it when `confirm`. */
      const withVisit = async (
        day: number,
        attribution: NewLead["attribution"],
        visitDay: string,
        confirm: boolean,
      ) => {
        const lead = await seed(day, attribution, [], {
          booking: { first: { day: visitDay, window: "morning" } },
        });
        const booking = await store.bookingOfLead(lead.id);
        if (!booking) throw new Error("the visit request was not stored");
        if (confirm) {
          const result = await store.confirmBooking({
            bookingId: booking.id,
            slot: { day: visitDay, window: "morning" },
            address: "",
            accessNotes: "",
            actor: "owner@example.com",
            at: march(day),
            emails: [],
          });
          expect(result.confirmed).toBe(true);
        }
        return lead;
      };
      // What the customers said: "Referral" (storedLeadForm's) unless told here.
      const said = (referral: ContactFormValues["referral"]) => ({ form: { ...storedLeadForm, referral } });
      await seed(
        2,
        { gclid: "Cj0KCQ", utm_campaign: "brand" },
        ["contacted", "quoted", "won"],
        said("Internet-Search"),
      );
      await seed(3, { gbraid: "0AAAA" });
      await seed(
        4,
        { fbclid: "IwAR2", referrer: "https://l.facebook.com/" },
        ["quoted", "lost"],
        said("Social-Media"),
      );
      // Booked: a Google search lead with a confirmed visit; a visit still only asked for is not booked.
      await withVisit(7, { referrer: "https://www.google.com/search" }, "2026-03-20", true);
      await withVisit(8, { gclid: "Cj0Req" }, "2026-03-19", false);
      await seed(5, { referrer: "https://www.google.com/" }, ["contacted"]);
      await seed(6, { referrer: "https://www.google.co.uk/", landingPage: "/faqs" }, ["won"]);
      await seed(9, { referrer: "https://www.bing.com/" }, ["lost"]);
      await seed(10, { utm_campaign: "Spring", utm_source: "newsletter", referrer: "https://google.com/" }, [
        "quoted",
      ]);
      await seed(11, { referrer: "https://www.yelp.com/biz/bnc-cleaning" });
      await seed(12, {});
      // Not counted: suspected spam still in quarantine, and a lead of February.
      await seed(13, { gclid: "spam" }, [], { quarantineReason: "the hidden honeypot field was filled in" });
      await withLead(store, { createdAt: new Date("2026-02-28T15:00:00Z"), attribution: { gclid: "feb" } });

      const numbers = await leadNumbers(store, "last-month", new Date("2026-04-10T15:00:00Z"));
      expect([numbers.firstDay, numbers.lastDay]).toEqual(["2026-03-01", "2026-03-31"]);
      const table = numbers.sources.map(({ label, counts }) => [label, ...Object.values(counts)]);
      // label, leads, contacted, quoted, booked, won, lost: most leads first, then most won, then by name. The
      // confirmed visit made its lead "booked", a stage past contacted and quoted, so it counts in both.
      expect(table).toEqual([
        ["Google Ads", 3, 1, 1, 0, 1, 0],
        ["Google search", 3, 3, 2, 1, 1, 0],
        ["Campaign “spring”", 1, 1, 1, 0, 0, 0],
        ["Direct (no referrer)", 1, 0, 0, 0, 0, 0],
        ["Meta ads (Facebook, Instagram)", 1, 1, 1, 0, 0, 1],
        ["Other search engines", 1, 0, 0, 0, 0, 1],
        ["yelp.com", 1, 0, 0, 0, 0, 0],
      ]);
      expect(numbers.totals).toEqual({ leads: 11, contacted: 6, quoted: 5, booked: 1, won: 2, lost: 2 });
      // Beside the measured source, what the customers said; the direct lead of the 12th said "Referral".
      expect(numbers.said.map(({ label, counts }) => [label, ...Object.values(counts)])).toEqual([
        ["Referral", 9, 4, 3, 1, 1, 1],
        ["Internet Search", 1, 1, 1, 0, 1, 0],
        ["Social Media", 1, 1, 1, 0, 0, 1],
      ]);
      const csv = sourcesCsv(numbers)
        .replace(/^\uFEFF/, "")
        .split("\n");
      expect(csv[0]).toBe(
        '"Breakdown","Source","Leads","Contacted","Quoted","Booked","Won","Lost","Share won","Value quoted (USD)","Value accepted (USD)","Paid online (USD)"',
      );
      // No quote was priced here: the value columns say 0.00 (the priced quote's test has values).
      expect(csv[1]).toBe(
        '"Measured source","Google Ads","3","1","1","0","1","0","33%","0.00","0.00","0.00"',
      );
      expect(csv[8]).toBe('"Measured source","Total","11","6","5","1","2","2","18%","0.00","0.00","0.00"');
      expect(csv[9]).toBe('"Customer said","Referral","9","4","3","1","1","1","11%","0.00","0.00","0.00"');
      expect(csv.at(-1)).toBe('"Customer said","Total","11","6","5","1","2","2","18%","0.00","0.00","0.00"');
      // This month (April) has none of them.
      expect((await leadNumbers(store, "this-month", new Date("2026-04-10T15:00:00Z"))).totals.leads).toBe(0);
    });

    it("how fast the owner answers, in business hours per week; untouched leads after one business hour come first", async () => {
      const { store } = await fresh();
      const actor = "owner@example.com";
      const at = (iso: string) => new Date(iso);
      const received = async (iso: string, extra: Partial<NewLead> = {}) =>
        withLead(store, { createdAt: at(iso), ...extra });
      const monday = await received("2026-03-02T10:00:00-06:00");
      await store.addNote(monday.id, "Called, left a message", actor, at("2026-03-02T10:30:00-06:00"));
      const lateTuesday = await received("2026-03-03T16:30:00-06:00");
      await store.setStage(lateTuesday.id, "contacted", actor, at("2026-03-04T08:30:00-06:00"));
      const wednesday = await received("2026-03-04T09:00:00-06:00");
      await store.setStage(wednesday.id, "quoted", actor, at("2026-03-04T11:00:00-06:00"));
      await store.addNote(wednesday.id, "Sent the quote", actor, at("2026-03-04T12:00:00-06:00"));
      const forgotten = await received("2026-03-05T09:00:00-06:00");
      const nextWeek = await received("2026-03-10T09:00:00-05:00");
      await store.setStage(nextWeek.id, "contacted", actor, at("2026-03-10T09:15:00-05:00"));
      const spam = await received("2026-03-10T10:00:00-05:00", { quarantineReason: "score 0.1" });
      const justNow = await received("2026-03-10T12:30:00-05:00");

      const now = at("2026-03-10T13:00:00-05:00");
      const numbers = await leadNumbers(store, "this-month", now);
      const minutes = (ms: number | null) => (ms === null ? null : ms / 60_000);
      expect(
        numbers.weeks.map((week) => [
          week.weekOf,
          week.leads,
          week.answered,
          minutes(week.medianMs),
          minutes(week.slowestMs),
        ]),
      ).toEqual([
        ["2026-03-09", 2, 1, 15, 15],
        ["2026-03-02", 4, 3, 60, 120],
      ]);
      // Received by noon (one business hour before 1 PM) and untouched: the forgotten one only (spam is not waiting).
      expect(numbers.waiting).toBe(1);

      const listed = await store.findLeads({ limit: 10, untouchedFirstBefore: businessCutoff(now) });
      expect(listed.map((entry) => entry.lead.id)).toEqual([
        forgotten.id,
        justNow.id,
        spam.id,
        nextWeek.id,
        wednesday.id,
        lateTuesday.id,
        monday.id,
      ]);
      expect(listed.map((entry) => entry.untouched)).toEqual([true, true, true, false, false, false, false]);
      // A filter still applies to both parts.
      const contacted = await store.findLeads({ limit: 10, stage: "contacted", untouchedFirstBefore: now });
      expect(contacted.map((entry) => entry.lead.id)).toEqual([nextWeek.id, lateTuesday.id]);
    });

    // Bookings (docs/architecture.md, "Booking"). The visitor's moment is Monday 2 March 2026, 10:00 in Abilene;
    // the rules are app/content/booking.ts (two working days' notice, 60 days ahead, Monday to Friday).
    const mondayMorning = new Date("2026-03-02T16:00:00Z");
    const ask = (day: string, window = "morning") => ({ day, window });

    async function request(store: Store, booking: NewLead["booking"], createdAt = mondayMorning) {
      const lead = newLead({ createdAt, ...(booking ? { booking } : {}) });
      return { lead, result: await store.saveLead(lead, leadEmails(lead, "owner@example.com")) };
    }

    /** The owner confirms a lead's request into a window (no email, no manage link). */
    async function confirmInto(store: Store, leadId: string, slot: { day: string; window: string }) {
      const booking = await store.bookingOfLead(leadId);
      const result = await store.confirmBooking({
        bookingId: booking?.id ?? "",
        slot,
        address: "",
        accessNotes: "",
        actor: "owner@example.com",
        at: mondayMorning,
        emails: [],
      });
      if (!result.confirmed) throw new Error(`not confirmed: ${result.reason}`);
      return result.booking;
    }

    it("stores a request with its lead; a Saturday, a closed day, a full window, a day past 60 days and the past store nothing", async () => {
      const { store } = await fresh();
      await store.setCapacity("morning", 1, "owner@example.com", mondayMorning);
      expect(await store.closeDay("2026-03-12", "Crew training", "owner@example.com", mondayMorning)).toBe(
        true,
      );
      expect(await store.closeDay("2026-03-12", "again", "owner@example.com", mondayMorning)).toBe(false);

      // A visit confirmed on Tuesday morning takes its one place.
      const taker = newLead({ createdAt: mondayMorning, booking: { first: ask("2026-03-10") } });
      await store.saveLead(taker, []);
      await confirmInto(store, taker.id, ask("2026-03-10"));
      const { lead, result } = await request(store, {
        first: ask("2026-03-13"),
        second: ask("2026-03-11", "afternoon"),
        frequency: "every-2-weeks",
      });
      expect(result).toEqual({ id: lead.id, created: true });
      const booking = await store.bookingOfLead(lead.id);
      expect(booking).toMatchObject({
        status: "requested",
        requested: ask("2026-03-13"),
        second: ask("2026-03-11", "afternoon"),
        frequency: "every-2-weeks",
        sequence: 0,
      });
      expect(booking?.visit).toBeUndefined();

      const refusals: [string, string, string][] = [
        ["2026-03-07", "morning", "not-a-working-day"],
        ["2026-03-12", "afternoon", "closed"],
        // The visit confirmed on Tuesday morning fills its one place.
        ["2026-03-10", "morning", "full"],
        ["2026-05-04", "morning", "too-far"],
        ["2026-03-02", "morning", "past"],
        ["2026-03-03", "morning", "too-soon"],
      ];
      for (const [day, window, reason] of refusals) {
        const refused = await request(store, { first: ask("2026-03-13"), second: ask(day, window) });
        expect(refused.result.refused, `${day} ${window}`).toEqual({ slot: ask(day, window), reason });
        expect(refused.result.created).toBe(false);
        expect(await store.getLead(refused.lead.id)).toBeUndefined();
      }
      expect(await store.allLeads()).toHaveLength(2);
      expect(await store.outboxCounts()).toEqual({ pending: 2, sent: 0, dead: 0 });
      // A repeated post of the stored request answers its lead, not a refusal for the place it took itself.
      const again = newLead({ createdAt: mondayMorning, idempotencyKey: "key-booking-0123456789" });
      const first = await store.saveLead({ ...again, booking: { first: ask("2026-03-16") } }, []);
      expect(first.created).toBe(true);
      expect(
        await store.saveLead({ ...again, id: "another-id", booking: { first: ask("2026-03-16") } }, []),
      ).toEqual({ id: again.id, created: false });
      // A lead without a request is stored as before, with no booking.
      const plain = await withLead(store);
      expect(await store.bookingOfLead(plain.id)).toBeUndefined();
    });

    it("a waiting request of suspected spam holds no place, so a bot cannot fill the calendar", async () => {
      const { store } = await fresh();
      await store.setCapacity("morning", 1, "owner@example.com", mondayMorning);
      const bot = newLead({
        createdAt: mondayMorning,
        quarantineReason: "the hidden honeypot field was filled in",
        booking: { first: ask("2026-03-10") },
      });
      expect((await store.saveLead(bot, [])).created).toBe(true);
      expect(await store.bookingOfLead(bot.id)).toMatchObject({ status: "requested" });
      // A real visitor still gets the only morning place of that Tuesday.
      const { result } = await request(store, { first: ask("2026-03-10") });
      expect(result.created).toBe(true);
      expect(result.refused).toBeUndefined();
    });

    it("the owner confirms any window with room, even inside the lead time; never a closed day or a full window", async () => {
      const { store } = await fresh();
      const owner = "owner@example.com";
      await store.setCapacity("morning", 1, owner, mondayMorning);
      await store.closeDay("2026-03-13", "Holiday", owner, mondayMorning);
      const { lead: a } = await request(store, { first: ask("2026-03-10") });
      const { lead: b } = await request(store, { first: ask("2026-03-11") });
      const bookingB = await store.bookingOfLead(b.id);
      const bookingA = await store.bookingOfLead(a.id);
      if (!bookingA || !bookingB) throw new Error("the requests were not stored");
      const confirm = (bookingId: string, slot: { day: string; window: string }) =>
        store.confirmBooking({
          bookingId,
          slot,
          address: "12 Elm St",
          accessNotes: "Key under the mat",
          manageHash: "a".repeat(64),
          actor: owner,
          at: mondayMorning,
          emails: [
            {
              kind: "customer",
              purpose: "visit-confirmation",
              to: "maria@example.com",
              subject: "Confirmed",
              html: "<p>x</p>",
              text: "x",
            },
          ],
        });
      // A visit confirmed on Wednesday morning fills its one place: A cannot be put there, nor on the closed Friday.
      const { lead: c } = await request(store, { first: ask("2026-03-12") });
      await confirmInto(store, c.id, ask("2026-03-11"));
      expect(await confirm(bookingA.id, ask("2026-03-11"))).toEqual({ confirmed: false, reason: "full" });
      expect(await confirm(bookingA.id, ask("2026-03-13"))).toEqual({ confirmed: false, reason: "closed" });
      expect(await confirm(bookingA.id, ask("2026-03-11", "evening"))).toEqual({
        confirmed: false,
        reason: "unknown-window",
      });
      // Tomorrow, inside the lead time, agreed on the phone: the owner may. Its own request no longer holds Tuesday.
      const confirmed = await confirm(bookingA.id, ask("2026-03-03"));
      expect(confirmed).toMatchObject({
        confirmed: true,
        booking: {
          status: "confirmed",
          visit: { day: "2026-03-03", window: "morning", startsAt: new Date("2026-03-03T14:00:00Z") },
          sequence: 1,
          address: "12 Elm St",
          accessNotes: "Key under the mat",
        },
      });
      expect((await store.bookingOfLead(a.id))?.requested).toBeUndefined();
      expect(await confirm(bookingA.id, ask("2026-03-04"))).toEqual({
        confirmed: false,
        reason: "not-waiting",
      });
      expect((await request(store, { first: ask("2026-03-10") })).result.created).toBe(true);
      // A waiting request does not keep the owner out of its window: the owner chooses among requests.
      await request(store, { first: ask("2026-03-16") });
      const { lead: d } = await request(store, { first: ask("2026-03-17") });
      await confirmInto(store, d.id, ask("2026-03-16"));
      const history = await store.leadActivity(a.id);
      expect(history.map((event) => [event.action, event.detail])).toEqual([
        ["booking-confirmed", "2026-03-03 morning"],
        // The stage follows the job: a confirmed visit books the lead.
        ["stage", "booked"],
      ]);
      expect((await store.getLead(a.id))?.lead.stage).toBe("booked");
      expect((await store.getLead(a.id))?.emails.map((email) => email.subject)).toContain("Confirmed");

      // Declining frees the request's place.
      expect(
        await store.declineBooking(bookingB.id, "Fully booked that week", owner, mondayMorning, []),
      ).toBe(true);
      expect(await store.declineBooking(bookingB.id, "twice", owner, mondayMorning, [])).toBe(false);
      expect((await store.bookingOfLead(b.id))?.status).toBe("declined");
      expect((await store.bookingOfLead(b.id))?.heldFrom).toBeUndefined();

      expect(
        (
          await store.confirmedBookings(new Date("2026-03-01T00:00:00Z"), new Date("2026-03-08T00:00:00Z"))
        ).map((booking) => booking.leadId),
      ).toEqual([a.id]);
    });

    it("a confirmed visit across the November change starts at 8:00 Central; a weekly one holds its window every week", async () => {
      const { store } = await fresh();
      await store.setCapacity("morning", 1, "owner@example.com", mondayMorning);
      const friday = new Date("2026-10-30T15:00:00Z");
      const { lead } = await request(store, { first: ask("2026-11-03"), frequency: "weekly" }, friday);
      const booking = await store.bookingOfLead(lead.id);
      const result = await store.confirmBooking({
        bookingId: booking?.id ?? "",
        slot: ask("2026-11-03"),
        address: "",
        accessNotes: "",
        actor: "owner@example.com",
        at: friday,
        emails: [],
      });
      expect(result.confirmed && result.booking.visit?.startsAt.toISOString()).toBe(
        "2026-11-03T14:00:00.000Z",
      );
      const nextWeek = await request(store, { first: ask("2026-11-10") }, friday);
      expect(nextWeek.result.refused).toEqual({ slot: ask("2026-11-10"), reason: "full" });
      const calendar = await store.bookingCalendar("2026-11-01", "2026-11-30", friday);
      expect(calendar.capacity).toEqual({ morning: 1 });
      expect(calendar.holds).toEqual([{ day: "2026-11-03", window: "morning", everyWeeks: 1 }]);
    });

    it("two copies confirming into the last place of a window at the same moment confirm one", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      await store.setCapacity("afternoon", 1, "owner@example.com", mondayMorning);
      const ids: string[] = [];
      for (const day of ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12"]) {
        const { lead } = await request(store, { first: ask(day) });
        ids.push((await store.bookingOfLead(lead.id))?.id ?? "");
      }
      const results = await Promise.all(
        ids.map((bookingId, index) =>
          (index % 2 ? other : store).confirmBooking({
            bookingId,
            slot: ask("2026-03-16", "afternoon"),
            address: "",
            accessNotes: "",
            actor: `owner-${index}@example.com`,
            at: mondayMorning,
            emails: [],
          }),
        ),
      );
      expect(results.filter((result) => result.confirmed)).toHaveLength(1);
      expect(results.filter((result) => !result.confirmed && result.reason === "full")).toHaveLength(3);
      expect(
        await other.confirmedBookings(new Date("2026-03-16T00:00:00Z"), new Date("2026-03-17T00:00:00Z")),
      ).toHaveLength(1);
    });

    it("two visitors asking for the last place at the same moment: one request is stored, the other refused", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      // A window of two with one visit confirmed: one place left, which one waiting request may hold.
      const { lead: confirmed } = await request(store, { first: ask("2026-03-11") });
      await confirmInto(store, confirmed.id, ask("2026-03-10"));
      const results = await Promise.all(
        [store, other, store, other].map(async (connection) => {
          const lead = newLead({ createdAt: mondayMorning, booking: { first: ask("2026-03-10") } });
          return connection.saveLead(lead, []);
        }),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(results.filter((result) => result.refused?.reason === "full")).toHaveLength(3);
      expect(await store.allLeads()).toHaveLength(2);
    });

    it("keeps closed days and capacity per window until the owner changes them", async () => {
      const { store, target } = await fresh();
      await store.closeDay("2026-12-25", "Christmas", "owner@example.com", mondayMorning);
      await store.closeDay("2026-03-20", "Crew off", "owner@example.com", mondayMorning);
      await store.setCapacity("morning", 3, "owner@example.com", mondayMorning);
      await store.setCapacity("morning", 2, "owner@example.com", mondayMorning);
      const again = await target.open();
      expect((await again.closedDays("2026-03-01")).map((day) => [day.day, day.reason])).toEqual([
        ["2026-03-20", "Crew off"],
        ["2026-12-25", "Christmas"],
      ]);
      expect(await again.capacities()).toEqual({ morning: 2 });
      expect(await again.reopenDay("2026-03-20")).toBe(true);
      expect(await again.reopenDay("2026-03-20")).toBe(false);
      expect((await store.closedDays("2026-12-26")).length).toBe(0);
    });

    it("a customer's move holds its new window until the owner answers; a cancellation frees it; both refused inside 24 hours", async () => {
      const { store } = await fresh();
      // Thursday afternoon has a visit confirmed and one place left.
      const { lead: other } = await request(store, { first: ask("2026-03-11") });
      await confirmInto(store, other.id, ask("2026-03-12", "afternoon"));
      const { lead } = await request(store, { first: ask("2026-03-10") });
      const booking = await store.bookingOfLead(lead.id);
      const confirmed = await store.confirmBooking({
        bookingId: booking?.id ?? "",
        slot: ask("2026-03-10"),
        address: "",
        accessNotes: "",
        manageHash: "b".repeat(64),
        actor: "owner@example.com",
        at: mondayMorning,
        emails: [],
      });
      if (!confirmed.confirmed || !confirmed.booking.visit) throw new Error("not confirmed");
      expect((await store.bookingByManageHash("b".repeat(64)))?.id).toBe(booking?.id);
      const startsAt = confirmed.booking.visit.startsAt;
      const change = { bookingId: confirmed.booking.id, visitStartsAt: startsAt, emails: [] };
      // Inside 24 hours of 10 March 8:00 (CDT is not yet: 14:00Z): refused, nothing changes.
      const late = new Date(startsAt.getTime() - 23 * 3_600_000);
      expect(
        await store.requestReschedule({ ...change, slot: ask("2026-03-12", "afternoon"), at: late }),
      ).toEqual({
        changed: false,
        reason: "too-late",
      });
      expect(await store.cancelBooking({ ...change, at: late })).toEqual({
        changed: false,
        reason: "too-late",
      });
      // Earlier: the move holds the last place (the afternoon of the 12th is full for anyone else), the visit stays.
      const moved = await store.requestReschedule({
        ...change,
        slot: ask("2026-03-12", "afternoon"),
        at: mondayMorning,
      });
      expect(moved.changed).toBe(true);
      expect((await request(store, { first: ask("2026-03-12", "afternoon") })).result.refused?.reason).toBe(
        "full",
      );
      expect((await store.bookingOfLead(lead.id))?.visit?.day).toBe("2026-03-10");
      expect((await store.leadActivity(lead.id)).map((event) => event.action)).toContain(
        "booking-reschedule-requested",
      );
      const cancelled = await store.cancelBooking({ ...change, at: mondayMorning });
      expect(cancelled).toMatchObject({ changed: true, booking: { status: "cancelled", sequence: 2 } });
      expect((await request(store, { first: ask("2026-03-12", "afternoon") })).result.created).toBe(true);
      expect(await store.cancelBooking({ ...change, at: mondayMorning })).toEqual({
        changed: false,
        reason: "not-confirmed",
      });
    });

    it("queues a visit's reminder once per key across connections, and never for a visit changed since it was read", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      const { lead } = await request(store, { first: ask("2026-03-10") });
      const booking = await store.bookingOfLead(lead.id);
      const confirmed = await store.confirmBooking({
        bookingId: booking?.id ?? "",
        slot: ask("2026-03-10"),
        address: "",
        accessNotes: "",
        actor: "owner@example.com",
        at: mondayMorning,
        emails: [],
      });
      if (!confirmed.confirmed) throw new Error("not confirmed");
      const reminder = {
        bookingId: confirmed.booking.id,
        sequence: confirmed.booking.sequence,
        key: `${confirmed.booking.id}:2026-03-10`,
        email: {
          kind: "customer" as const,
          purpose: "reminder" as const,
          to: "maria@example.com",
          subject: "Reminder",
          html: "<p>x</p>",
          text: "x",
        },
        at: mondayMorning,
      };
      const queued = await Promise.all([store.queueReminder(reminder), other.queueReminder(reminder)]);
      expect(queued.sort()).toEqual([false, true]);
      expect(
        (await store.getLead(lead.id))?.emails.filter((email) => email.subject === "Reminder"),
      ).toHaveLength(1);
      // Read before a change: a stale sequence queues nothing.
      expect(await store.queueReminder({ ...reminder, key: "other", sequence: reminder.sequence - 1 })).toBe(
        false,
      );
    });

    it("a waiting request holds only its own days, never a window's last place, for 72 hours; a network holds at most two places", async () => {
      const { store } = await fresh();
      const hold = async (booking: NewLead["booking"], network: string, createdAt = mondayMorning) => {
        const lead = newLead({ createdAt, booking, network });
        return { lead, result: await store.saveLead(lead, []) };
      };
      const heldFrom = async (leadId: string) => (await store.bookingOfLead(leadId))?.heldFrom;
      // A weekly request holds its first and second choice on their own days, not the weeks after them.
      const weekly = await hold(
        { first: ask("2026-03-10"), second: ask("2026-03-11"), frequency: "weekly" },
        "203.0.113.1",
      );
      expect(weekly.result.created).toBe(true);
      const calendar = await store.bookingCalendar("2026-03-01", "2026-04-30", mondayMorning);
      expect(calendar.holds).toEqual([
        { day: "2026-03-10", window: "morning", waiting: true },
        { day: "2026-03-11", window: "morning", waiting: true },
      ]);
      expect(calendar.nextHoldEnd).toEqual(new Date(mondayMorning.getTime() + 72 * 3_600_000));
      // Its network has held its two places: its next request is stored, a lead like any other, holding nothing.
      const again = await hold({ first: ask("2026-03-12") }, "203.0.113.1");
      expect(again.result.created).toBe(true);
      expect(await heldFrom(again.lead.id)).toBeUndefined();
      expect(await heldFrom(weekly.lead.id)).toEqual(mondayMorning);
      // Any number of waiting requests leave a window of two open: none is confirmed.
      for (const network of ["203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
        const other = await hold({ first: ask("2026-03-10") }, network);
        expect(other.result.created).toBe(true);
        expect(await heldFrom(other.lead.id)).toEqual(mondayMorning);
      }
      // With a visit confirmed there, the waiting requests take what is left for visitors.
      const confirmed = await hold({ first: ask("2026-03-13") }, "203.0.113.5");
      await confirmInto(store, confirmed.lead.id, ask("2026-03-10"));
      expect((await hold({ first: ask("2026-03-10") }, "203.0.113.6")).result.refused?.reason).toBe("full");
      // 72 hours on, the holds have run out: the window has a place again, the requests still wait for the owner,
      // and the network may hold places again.
      const later = new Date(mondayMorning.getTime() + 72 * 3_600_000 + 60_000);
      expect((await store.bookingCalendar("2026-03-10", "2026-03-10", later)).holds).toEqual([
        { day: "2026-03-10", window: "morning" },
      ]);
      expect((await hold({ first: ask("2026-03-10") }, "203.0.113.6", later)).result.created).toBe(true);
      expect((await store.bookingOfLead(weekly.lead.id))?.status).toBe("requested");
      const renewed = await hold({ first: ask("2026-03-16") }, "203.0.113.1", later);
      expect(await heldFrom(renewed.lead.id)).toEqual(later);
      // The owner sees every waiting request, held or not, the longest waiting first.
      const waiting = await store.waitingBookings();
      expect(waiting.map((entry) => entry.booking.leadId).slice(0, 2)).toEqual([
        weekly.lead.id,
        again.lead.id,
      ]);
      expect(waiting).toHaveLength(7);
      expect(waiting[0]).toMatchObject({ name: "Maria Gonzalez", quarantined: false });
    });

    it("the calendar's version moves with every change that can change what visitors may ask for, on every connection", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      const owner = "owner@example.com";
      let last = await other.calendarVersion();
      const moved = async (what: string) => {
        const now = await other.calendarVersion();
        expect(now, what).toBeGreaterThan(last);
        last = now;
      };
      await withLead(store);
      expect(await other.calendarVersion(), "a lead without a visit").toBe(last);
      const { lead } = await request(store, { first: ask("2026-03-10") });
      await moved("a request");
      await store.closeDay("2026-03-20", "Crew off", owner, mondayMorning);
      await moved("a closed day");
      await store.reopenDay("2026-03-20");
      await moved("a day open again");
      await store.setCapacity("morning", 3, owner, mondayMorning);
      await moved("a capacity");
      const spam = newLead({
        createdAt: mondayMorning,
        quarantineReason: "the hidden honeypot field was filled in",
        booking: { first: ask("2026-03-11") },
      });
      await store.saveLead(spam, []);
      await moved("a request kept as spam");
      const acknowledgement = {
        kind: "customer" as const,
        purpose: "acknowledgement" as const,
        to: "maria@example.com",
        subject: "Thanks",
        html: "<p>x</p>",
        text: "x",
      };
      await store.releaseFromQuarantine(spam.id, acknowledgement, owner, mondayMorning);
      await moved("not spam");
      await confirmInto(store, lead.id, ask("2026-03-10"));
      await moved("a confirmation");
      const spamBooking = await store.bookingOfLead(spam.id);
      await store.declineBooking(spamBooking?.id ?? "", "Full", owner, mondayMorning, []);
      await moved("a decline");
    });

    it("one visit's link asks for at most three moves in 24 hours; the move already waiting, asked again, changes nothing", async () => {
      const { store } = await fresh();
      const { lead } = await request(store, { first: ask("2026-03-20") });
      const visit = await confirmInto(store, lead.id, ask("2026-03-20"));
      const email = {
        kind: "business" as const,
        purpose: "change-moved" as const,
        to: "owner@example.com",
        subject: "Move",
        html: "x",
        text: "x",
      };
      const move = (day: string, at = mondayMorning) =>
        store.requestReschedule({
          bookingId: visit.id,
          visitStartsAt: visit.visit?.startsAt ?? new Date(0),
          slot: ask(day),
          at,
          emails: [email],
        });
      const moves = async () =>
        (await store.getLead(lead.id))?.emails.filter((sent) => sent.subject === "Move").length;
      expect((await move("2026-03-16")).changed).toBe(true);
      expect(await move("2026-03-16")).toEqual({ changed: false, reason: "already-asked" });
      expect(await moves()).toBe(1);
      expect((await move("2026-03-17")).changed).toBe(true);
      expect((await move("2026-03-18")).changed).toBe(true);
      expect(await move("2026-03-19")).toEqual({ changed: false, reason: "too-many-moves" });
      expect(await moves()).toBe(3);
      expect((await store.bookingOfLead(lead.id))?.requested).toEqual(ask("2026-03-18"));
      // A day later the link may ask again.
      const nextDay = new Date(mondayMorning.getTime() + 24 * 3_600_000 + 60_000);
      expect((await move("2026-03-19", nextDay)).changed).toBe(true);
    });

    it("purges a lead's booking with the lead", async () => {
      const { store } = await fresh();
      const old = new Date(Date.now() - 800 * DAY);
      const lead = newLead({ createdAt: old, booking: { first: ask("2026-03-10") } });
      // The rules judge the request at its own time: 800 days ago, 10 March 2026 was too far; store one at once.
      const stored = await store.saveLead({ ...lead, createdAt: mondayMorning }, []);
      expect(stored.created).toBe(true);
      expect(await store.purgeLeadsBefore(new Date())).toBe(1);
      expect(await store.bookingOfLead(lead.id)).toBeUndefined();
    });

    it("keeps each content revision, and gives one with the one before it and every later one (what undo reads)", async () => {
      const { store } = await fresh();
      const at = new Date("2026-03-02T16:00:00Z");
      const write = (document: string, summary: string) =>
        store.reviseContent(() => ({ document, summary }), "owner@example.com", at);
      const first = await write('{"version":2,"overrides":{"notice.text":"A"}}', "first");
      const second = await write('{"version":2,"overrides":{"notice.text":"B"}}', "second");
      const third = await write('{"version":2,"overrides":{"notice.text":"C"}}', "third");
      expect((await store.revisionsAround(second.id)).map((revision) => revision.summary)).toEqual([
        "first",
        "second",
        "third",
      ]);
      expect((await store.revisionsAround(first.id)).map((revision) => revision.id)).toEqual([
        first.id,
        second.id,
        third.id,
      ]);
      expect(await store.revisionsAround(third.id + 1)).toEqual([expect.objectContaining({ id: third.id })]);
      // Undo writes like any change: under the lock, on top of the newest (a stale plan is refused by its writer).
      const undo = await store.reviseContent(
        (latest) => {
          expect(latest?.id).toBe(third.id);
          return { document: first.document, summary: "Undid: second" };
        },
        "owner@example.com",
        at,
      );
      expect(await store.latestRevisionId()).toBe(undo.id);
    });

    // The owner's schedule (issue 29): visits the owner books, moves and cancels, bookings taken by phone, offers
    // of times and the customer's pick, on both stores. Monday 2 March 2026, 10:00 in Abilene; windows are the
    // defaults (morning 8:00-12:00 = 14:00-18:00 UTC in March before the change).
    const timed = (day: string, window = "morning") => {
      const [start, end] = window === "morning" ? ["14:00", "18:00"] : ["19:00", "23:00"];
      return {
        day,
        window,
        startsAt: new Date(`${day}T${start}:00Z`),
        endsAt: new Date(`${day}T${end}:00Z`),
      };
    };
    const owner = "owner@example.com";
    const terms = (day: string, window = "morning", extra: Record<string, unknown> = {}) => ({
      visit: timed(day, window),
      address: "12 Elm St",
      accessNotes: "Gate 4417",
      ...extra,
    });

    it("the owner books any lead: a new booking, confirmed, the lead booked and answered; never over a visit to come", async () => {
      const { store } = await fresh();
      const lead = await withLead(store, { createdAt: mondayMorning });
      const booked = await store.bookVisit({
        leadId: lead.id,
        bookingId: "owner-book-1",
        terms: terms("2026-03-10", "morning", { priceCents: 12_050, frequency: "every-2-weeks" }),
        manageHash: "hash-book-1",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(booked.done).toBe(true);
      const booking = await store.bookingOfLead(lead.id);
      expect(booking).toMatchObject({
        id: "owner-book-1",
        status: "confirmed",
        priceCents: 12_050,
        frequency: "every-2-weeks",
        sequence: 1,
        address: "12 Elm St",
        exceptions: [],
      });
      expect((await store.bookingByManageHash("hash-book-1"))?.id).toBe("owner-book-1");
      expect((await store.getLead(lead.id))?.lead.stage).toBe("booked");
      const [answer] = await store.answerTimes(mondayMorning, new Date(mondayMorning.getTime() + 1));
      expect(answer?.firstActionAt).toEqual(mondayMorning);
      // A series is a visit to come: booking again is refused, nothing written.
      const again = await store.bookVisit({
        leadId: lead.id,
        bookingId: "owner-book-2",
        terms: terms("2026-03-11"),
        manageHash: "hash-book-2",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(again).toEqual({ done: false, reason: "active" });
      // A full window and a closed day are refused as for a confirmation.
      await store.setCapacity("afternoon", 0, owner, mondayMorning);
      const other = await withLead(store, { createdAt: mondayMorning });
      const full = await store.bookVisit({
        leadId: other.id,
        bookingId: "owner-book-3",
        terms: terms("2026-03-12", "afternoon"),
        manageHash: "hash-book-3",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(full).toEqual({ done: false, reason: "full" });
      expect(await store.bookingOfLead(other.id)).toBeUndefined();
    });

    it("a booking taken by phone stores the lead (source phone, answered at once) and its visit together", async () => {
      const { store } = await fresh();
      const lead = newLead({
        createdAt: mondayMorning,
        source: "phone",
        form: { ...storedLeadForm, businessName: "Big Country Gym", audience: "business" },
      });
      const saved = await store.savePhoneBooking({
        lead,
        bookingId: "phone-1",
        terms: terms("2026-03-03"),
        manageHash: "hash-phone-1",
        actor: owner,
        emails: [],
      });
      expect(saved.done).toBe(true);
      const stored = (await store.getLead(lead.id))?.lead;
      expect(stored).toMatchObject({ source: "phone", stage: "booked" });
      expect(stored?.form).toMatchObject({ businessName: "Big Country Gym", audience: "business" });
      const [group] = await store.sourceGroups(mondayMorning, new Date(mondayMorning.getTime() + 1));
      expect(group).toEqual({
        fields: { source: "phone" },
        counts: { leads: 1, contacted: 1, quoted: 1, booked: 1, won: 0, lost: 0 },
        values: { quoted: 0, accepted: 0, paid: 0 },
      });
      const [answer] = await store.answerTimes(mondayMorning, new Date(mondayMorning.getTime() + 1));
      expect(answer?.firstActionAt).toEqual(mondayMorning);
      expect((await store.allConfirmedBookings()).map((booking) => booking.id)).toEqual(["phone-1"]);
      // Into a closed day, nothing is stored: no lead either.
      await store.closeDay("2026-03-04", "Crew off", owner, mondayMorning);
      const refused = newLead({ createdAt: mondayMorning, source: "phone" });
      expect(
        await store.savePhoneBooking({
          lead: refused,
          bookingId: "phone-2",
          terms: terms("2026-03-04"),
          manageHash: "hash-phone-2",
          actor: owner,
          emails: [],
        }),
      ).toEqual({ done: false, reason: "closed" });
      expect(await store.getLead(refused.id)).toBeUndefined();
    });

    it("moves and cancels a visit, one of a series or all of it; the places follow; a stale page changes nothing", async () => {
      const { store } = await fresh();
      await store.setCapacity("morning", 1, owner, mondayMorning);
      const lead = await withLead(store, { createdAt: mondayMorning });
      await store.bookVisit({
        leadId: lead.id,
        bookingId: "series-1",
        terms: terms("2026-03-10", "morning", { frequency: "weekly" }),
        manageHash: "hash-series-1",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      const full = async (day: string, window = "morning") =>
        (await store.bookingCalendar(day, day, mondayMorning)).holds.filter(
          (hold) => !hold.waiting && hold.window === window,
        );
      const visitsOn = async (day: string, window = "morning") => {
        const { holds } = await store.bookingCalendar(day, day, mondayMorning);
        const { visitsIn } = await import("../../app/lib/availability.ts");
        return visitsIn({ day, window }, holds);
      };
      expect(await visitsOn("2026-03-17")).toBe(1);
      // One visit of the series (17 March) moves to Wednesday afternoon: its morning is free, the afternoon taken.
      const moved = await store.moveVisit({
        bookingId: "series-1",
        sequence: 1,
        of: "2026-03-17",
        to: timed("2026-03-18", "afternoon"),
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(moved.done).toBe(true);
      expect(moved.done && moved.booking.exceptions).toEqual([
        { day: "2026-03-17", kind: "moved", to: timed("2026-03-18", "afternoon") },
      ]);
      expect(moved.done && moved.booking.sequence).toBe(2);
      expect(await visitsOn("2026-03-17")).toBe(0);
      expect(await visitsOn("2026-03-18", "afternoon")).toBe(1);
      expect(await visitsOn("2026-03-24")).toBe(1);
      // A page read before the move (sequence 1) changes nothing.
      expect(
        await store.cancelVisit({
          bookingId: "series-1",
          sequence: 1,
          actor: owner,
          at: mondayMorning,
          emails: [],
        }),
      ).toEqual({ done: false, reason: "changed" });
      // A day that is no visit of the series is refused.
      expect(
        await store.cancelVisit({
          bookingId: "series-1",
          sequence: 2,
          of: "2026-03-19",
          actor: owner,
          at: mondayMorning,
          emails: [],
        }),
      ).toEqual({ done: false, reason: "not-a-visit" });
      // One visit cancelled: that morning is free, the series goes on.
      const one = await store.cancelVisit({
        bookingId: "series-1",
        sequence: 2,
        of: "2026-03-24",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(one.done && one.booking.status).toBe("confirmed");
      expect(await visitsOn("2026-03-24")).toBe(0);
      expect(await visitsOn("2026-03-31")).toBe(1);
      expect(await full("2026-03-31")).toHaveLength(1);
      // The whole series moves to Thursday afternoons: it starts again there, its exceptions gone.
      const all = await store.moveVisit({
        bookingId: "series-1",
        sequence: 3,
        to: timed("2026-03-12", "afternoon"),
        manageHash: "hash-series-2",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(all.done && all.booking).toMatchObject({
        visit: timed("2026-03-12", "afternoon"),
        exceptions: [],
        sequence: 4,
      });
      expect(await visitsOn("2026-03-10")).toBe(0);
      expect(await visitsOn("2026-03-19", "afternoon")).toBe(1);
      expect((await store.bookingByManageHash("hash-series-2"))?.id).toBe("series-1");
      // All of it cancelled: no place taken anywhere.
      const cancelled = await store.cancelVisit({
        bookingId: "series-1",
        sequence: 4,
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(cancelled.done && cancelled.booking.status).toBe("cancelled");
      expect(await visitsOn("2026-03-19", "afternoon")).toBe(0);
      expect((await store.leadActivity(lead.id)).map((event) => [event.action, event.detail])).toEqual([
        ["visit-booked", "2026-03-10 morning"],
        ["stage", "booked"],
        ["visit-moved", "2026-03-17 morning to 2026-03-18 afternoon"],
        ["visit-cancelled", "2026-03-24 morning"],
        ["visit-moved", "2026-03-10 morning to 2026-03-12 afternoon (the whole series)"],
        ["visit-cancelled", "2026-03-12 afternoon and the visits after it"],
      ]);
    });

    it("an offer keeps its windows until picked; the pick confirms one and frees the others; a late pick is refused", async () => {
      const { store } = await fresh();
      await store.setCapacity("morning", 1, owner, mondayMorning);
      await store.setCapacity("afternoon", 1, owner, mondayMorning);
      // A request declined with an offer of three windows.
      const { lead } = await request(store, { first: ask("2026-03-05") });
      const windows = [ask("2026-03-10"), ask("2026-03-10", "afternoon"), ask("2026-03-11")];
      const expiresAt = new Date(mondayMorning.getTime() + 48 * 3_600_000);
      const made = await store.makeOffer({
        leadId: lead.id,
        newBookingId: "unused",
        offer: { id: "offer-1", tokenHash: "offer-hash-1", windows, message: "Thursday is full.", expiresAt },
        priceCents: 9_000,
        address: "3 Oak St",
        accessNotes: "",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(made.made && made.booking).toMatchObject({
        status: "offered",
        declineReason: "Thursday is full.",
      });
      expect((await store.getLead(lead.id))?.lead.stage).toBe("new");
      const shown = async (slot: { day: string; window: string }, at = mondayMorning) => {
        const { holds } = await store.bookingCalendar(slot.day, slot.day, at);
        const { visitsIn } = await import("../../app/lib/availability.ts");
        return visitsIn(slot, holds);
      };
      for (const slot of windows) expect(await shown(slot)).toBe(1);
      // The request's own windows are free again.
      const asked = await store.bookingCalendar("2026-03-05", "2026-03-05", mondayMorning);
      expect(asked.holds.filter((hold) => hold.day === "2026-03-05")).toEqual([]);
      // Another lead cannot be offered or booked into a kept window.
      const other = await withLead(store, { createdAt: mondayMorning });
      const taken = await store.makeOffer({
        leadId: other.id,
        newBookingId: "offer-other",
        offer: {
          id: "offer-2",
          tokenHash: "offer-hash-2",
          windows: [windows[0] as { day: string; window: string }, ask("2026-03-12")],
          message: "",
          expiresAt,
        },
        address: "",
        accessNotes: "",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      expect(taken).toEqual({ made: false, reason: "full", slot: windows[0] });
      const offer = await store.offerByHash("offer-hash-1");
      expect(offer).toMatchObject({ id: "offer-1", windows, message: "Thursday is full.", expiresAt });
      expect((await store.latestOffer(offer?.bookingId ?? ""))?.id).toBe("offer-1");
      // A window not offered is refused; the second is picked; a second pick finds it picked.
      const pickedAt = new Date(mondayMorning.getTime() + 3_600_000);
      expect(
        await store.pickOffer({
          offerId: "offer-1",
          slot: timed("2026-03-13"),
          manageHash: "m1",
          at: pickedAt,
          emails: [],
        }),
      ).toEqual({ picked: false, reason: "not-offered" });
      const picked = await store.pickOffer({
        offerId: "offer-1",
        slot: timed("2026-03-10", "afternoon"),
        manageHash: "m1",
        at: pickedAt,
        emails: [],
      });
      expect(picked.picked && picked.booking).toMatchObject({
        status: "confirmed",
        visit: timed("2026-03-10", "afternoon"),
        priceCents: 9_000,
        address: "3 Oak St",
        sequence: 1,
      });
      expect((await store.getLead(lead.id))?.lead.stage).toBe("booked");
      expect(await shown(ask("2026-03-10"), pickedAt)).toBe(0);
      expect(await shown(ask("2026-03-11"), pickedAt)).toBe(0);
      expect(await shown(ask("2026-03-10", "afternoon"), pickedAt)).toBe(1);
      expect(
        (
          await store.pickOffer({
            offerId: "offer-1",
            slot: timed("2026-03-11"),
            manageHash: "m2",
            at: pickedAt,
            emails: [],
          })
        ).picked,
      ).toBe(false);
      // An offer past its time: its windows are free, and a pick is refused as expired.
      const late = await withLead(store, { createdAt: mondayMorning });
      await store.makeOffer({
        leadId: late.id,
        newBookingId: "offer-late",
        offer: {
          id: "offer-3",
          tokenHash: "offer-hash-3",
          windows: [ask("2026-03-16"), ask("2026-03-17")],
          message: "",
          expiresAt,
        },
        address: "",
        accessNotes: "",
        actor: owner,
        at: mondayMorning,
        emails: [],
      });
      const after = new Date(expiresAt.getTime() + 1);
      expect(await shown(ask("2026-03-16"), after)).toBe(0);
      expect(
        await store.pickOffer({
          offerId: "offer-3",
          slot: timed("2026-03-16"),
          manageHash: "m3",
          at: after,
          emails: [],
        }),
      ).toEqual({ picked: false, reason: "expired" });
      expect((await store.bookingOfLead(late.id))?.status).toBe("offered");
    });

    // The priced quote (issue 30): sent with its windows as an offer, revised, accepted in one window, declined,
    // withdrawn; payments recorded once per event and per session; refunds once; the values for the numbers.
    const sendQuoteTo = (
      store: Store,
      leadId: string,
      n: number,
      windows: { day: string; window: string }[],
      extra: { totalCents?: number; dueCents?: number; expiresAt?: Date; at?: Date } = {},
    ) =>
      store.sendQuote({
        quote: {
          id: `quote-${n}`,
          leadId,
          tokenHash: `quote-hash-${n}`,
          totalCents: extra.totalCents ?? 24_000,
          lines: [
            { label: "Deep Cleaning", cents: (extra.totalCents ?? 24_000) - 3_000 },
            { label: "Oven interior", cents: 3_000 },
          ],
          included: "Kitchen, two baths",
          validUntil: "2026-03-09",
          expiresAt: extra.expiresAt ?? new Date("2026-03-10T05:00:00Z"),
          payment: extra.dueCents ? "deposit" : "none",
          dueCents: extra.dueCents ?? 0,
          sentAt: extra.at ?? mondayMorning,
          sentBy: owner,
        },
        offer: {
          newBookingId: `quote-booking-${n}`,
          offer: {
            id: `quote-offer-${n}`,
            tokenHash: `quote-offer-hash-${n}`,
            windows,
            message: "",
            expiresAt: extra.expiresAt ?? new Date("2026-03-10T05:00:00Z"),
          },
          priceCents: extra.totalCents ?? 24_000,
          address: "",
          accessNotes: "",
        },
        emails: [],
      });

    it("a quote is sent with its windows kept, revised, and accepted in one of them: the visit confirmed, the lead booked", async () => {
      const { store } = await fresh();
      const lead = await withLead(store, { createdAt: mondayMorning });
      const first = await sendQuoteTo(store, lead.id, 1, [ask("2026-03-10"), ask("2026-03-11")]);
      expect(first.sent && first.quote).toMatchObject({ version: 1, status: "sent", totalCents: 24_000 });
      expect((await store.getLead(lead.id))?.lead.stage).toBe("quoted");
      // A revision supersedes the first: its link answers the old quote as superseded, its windows are free.
      const revised = await sendQuoteTo(store, lead.id, 2, [ask("2026-03-12"), ask("2026-03-13")], {
        totalCents: 26_000,
        at: new Date(mondayMorning.getTime() + 60_000),
      });
      expect(revised.sent && revised.quote).toMatchObject({ version: 2, status: "sent", totalCents: 26_000 });
      expect((await store.quoteByHash("quote-hash-1"))?.status).toBe("superseded");
      const accept = (quoteId: string, slot = timed("2026-03-13")) =>
        store.acceptQuote({
          quoteId,
          pick: {
            slot,
            manageHash: `m-${quoteId}`,
            at: new Date(mondayMorning.getTime() + 120_000),
            emails: [],
          },
        });
      expect(await accept("quote-1", timed("2026-03-10"))).toEqual({ picked: false, reason: "withdrawn" });
      await store.markQuoteOpened("quote-2", new Date(mondayMorning.getTime() + 90_000));
      await store.markQuoteOpened("quote-2", new Date(mondayMorning.getTime() + 95_000));
      const accepted = await accept("quote-2");
      expect(accepted.picked && accepted.booking).toMatchObject({
        status: "confirmed",
        visit: timed("2026-03-13"),
        priceCents: 26_000,
      });
      const quote = await store.quoteByHash("quote-hash-2");
      expect(quote).toMatchObject({
        status: "accepted",
        openedAt: new Date(mondayMorning.getTime() + 90_000),
      });
      expect((await store.getLead(lead.id))?.lead.stage).toBe("booked");
      expect(await accept("quote-2")).toEqual({ picked: false, reason: "answered" });
      const history = (await store.leadActivity(lead.id)).map((event) => event.action);
      expect(history.filter((action) => action === "quote-opened")).toHaveLength(1);
      expect(history).toContain("quote-accepted");
      expect(history.filter((action) => action === "quote-sent")).toHaveLength(2);
    });

    it("an expired, declined or withdrawn quote cannot be accepted, and its windows are free again", async () => {
      const { store } = await fresh();
      const expiring = await withLead(store, { createdAt: mondayMorning });
      const expiresAt = new Date(mondayMorning.getTime() + 3_600_000);
      await sendQuoteTo(store, expiring.id, 1, [ask("2026-03-10")], { expiresAt });
      const late = new Date(expiresAt.getTime() + 1);
      expect(
        await store.acceptQuote({
          quoteId: "quote-1",
          pick: { slot: timed("2026-03-10"), manageHash: "m", at: late, emails: [] },
        }),
      ).toEqual({ picked: false, reason: "expired" });
      const declining = await withLead(store, { createdAt: mondayMorning });
      await sendQuoteTo(store, declining.id, 2, [ask("2026-03-11")]);
      expect(
        await store.declineQuote({ quoteId: "quote-2", reason: "Too dear", at: mondayMorning, emails: [] }),
      ).toEqual({ done: true });
      expect((await store.quoteById("quote-2"))?.declineReason).toBe("Too dear");
      const withdrawing = await withLead(store, { createdAt: mondayMorning });
      await sendQuoteTo(store, withdrawing.id, 3, [ask("2026-03-12")]);
      expect(await store.withdrawQuote({ quoteId: "quote-3", actor: owner, at: mondayMorning })).toBe(true);
      expect(await store.withdrawQuote({ quoteId: "quote-3", actor: owner, at: mondayMorning })).toBe(false);
      expect(
        await store.acceptQuote({
          quoteId: "quote-3",
          pick: { slot: timed("2026-03-12"), manageHash: "m3", at: mondayMorning, emails: [] },
        }),
      ).toEqual({ picked: false, reason: "withdrawn" });
      // The declined and withdrawn quotes' windows can be offered to someone else.
      const other = await withLead(store, { createdAt: mondayMorning });
      await store.setCapacity("morning", 1, owner, mondayMorning);
      const again = await sendQuoteTo(store, other.id, 4, [ask("2026-03-11"), ask("2026-03-12")]);
      expect(again.sent).toBe(true);
      // A question reaches the lead's history while the quote is open.
      expect(
        await store.askAboutQuote({
          quoteId: "quote-4",
          question: "Do you bring supplies?",
          at: mondayMorning,
          emails: [],
        }),
      ).toEqual({ done: true });
      expect(
        (await store.leadActivity(other.id)).some((event) => event.detail === "Do you bring supplies?"),
      ).toBe(true);
    });

    it("a payment is recorded once per event and once per session; a refund once; the values follow", async () => {
      const { store } = await fresh();
      const lead = await withLead(store, { createdAt: mondayMorning });
      await sendQuoteTo(store, lead.id, 1, [ask("2026-03-10"), ask("2026-03-11")], { dueCents: 6_000 });
      await store.acceptQuote({
        quoteId: "quote-1",
        pick: { slot: timed("2026-03-11"), manageHash: "m", at: mondayMorning, emails: [] },
      });
      await store.setCheckoutSession("quote-1", "cs_test_1");
      expect((await store.quoteById("quote-1"))?.checkoutSession).toBe("cs_test_1");
      const pay = (eventId: string, sessionId = "cs_test_1", quoteId = "quote-1") =>
        store.recordPayment({
          quoteId,
          eventId,
          sessionId,
          paymentIntent: "pi_1",
          amountCents: 6_000,
          currency: "usd",
          at: mondayMorning,
          emails: [],
        });
      const first = await pay("evt_1");
      expect(first.recorded && first.payment).toMatchObject({
        amountCents: 6_000,
        currency: "usd",
        refundedCents: 0,
      });
      expect(await pay("evt_1")).toEqual({ recorded: false, reason: "duplicate" });
      expect(await pay("evt_2")).toEqual({ recorded: false, reason: "duplicate" });
      expect(await pay("evt_3", "cs_other", "quote-unknown")).toEqual({
        recorded: false,
        reason: "unknown-quote",
      });
      expect(await store.paymentsOfLead(lead.id)).toHaveLength(1);
      expect((await store.paymentByIntent("pi_1"))?.sessionId).toBe("cs_test_1");
      expect(await store.paymentByIntent("pi_none")).toBeUndefined();
      // Another lead with a quote not accepted, and one in quarantine, for the values.
      const quotedOnly = await withLead(store, { createdAt: mondayMorning });
      await sendQuoteTo(store, quotedOnly.id, 2, [ask("2026-03-12")], { totalCents: 15_000 });
      const spam = await withLead(store, { createdAt: mondayMorning, quarantineReason: "bot" });
      await sendQuoteTo(store, spam.id, 3, [ask("2026-03-13")], { totalCents: 99_900 });
      const period = [new Date("2026-03-01T06:00:00Z"), new Date("2026-04-01T05:00:00Z")] as const;
      expect(await store.quoteValues(...period)).toEqual({ quoted: 39_000, accepted: 24_000, paid: 6_000 });
      // The numbers page and its CSV: the same values by source (both leads came direct), quarantine left out.
      const numbers = await leadNumbers(store, "this-month", new Date("2026-03-20T17:00:00Z"));
      expect(numbers.totalValues).toEqual({ quoted: 39_000, accepted: 24_000, paid: 6_000 });
      expect(numbers.sources.map((row) => row.values)).toEqual([
        { quoted: 39_000, accepted: 24_000, paid: 6_000 },
      ]);
      const csv = sourcesCsv(numbers).split("\n");
      expect(csv[0]).toContain('"Value quoted (USD)","Value accepted (USD)","Paid online (USD)"');
      expect(csv.find((line) => line.startsWith('"Measured source","Total",'))).toMatch(
        /,"390\.00","240\.00","60\.00"$/,
      );
      const paymentId = first.recorded ? first.payment.id : "";
      expect(
        await store.recordRefund({
          paymentId,
          refundId: "re_1",
          cents: 6_000,
          actor: owner,
          at: mondayMorning,
        }),
      ).toBe(true);
      expect(
        await store.recordRefund({
          paymentId,
          refundId: "re_1",
          cents: 6_000,
          actor: owner,
          at: mondayMorning,
        }),
      ).toBe(false);
      expect((await store.paymentById(paymentId))?.refundId).toBe("re_1");
      expect(await store.quoteValues(...period)).toEqual({ quoted: 39_000, accepted: 24_000, paid: 0 });
      expect((await store.leadActivity(lead.id)).map((event) => event.action)).toEqual(
        expect.arrayContaining(["payment-received", "payment-refunded"]),
      );
    });

    it("a window is in use while a visit, a request or an open offer is in it; a lead's newest booking is its own", async () => {
      const { store } = await fresh();
      expect(await store.windowInUse("afternoon", mondayMorning)).toBe(false);
      const { lead } = await request(store, { first: ask("2026-03-05", "afternoon") });
      expect(await store.windowInUse("afternoon", mondayMorning)).toBe(true);
      await store.declineBooking(
        (await store.bookingOfLead(lead.id))?.id ?? "",
        "No",
        owner,
        mondayMorning,
        [],
      );
      expect(await store.windowInUse("afternoon", mondayMorning)).toBe(false);
      await store.bookVisit({
        leadId: lead.id,
        bookingId: "after-decline",
        terms: { visit: timed("2026-03-06", "afternoon"), address: "", accessNotes: "" },
        manageHash: "hash-after",
        actor: owner,
        // Booked a minute after the request was declined: the lead's newest booking is this one.
        at: new Date(mondayMorning.getTime() + 60_000),
        emails: [],
      });
      expect((await store.bookingOfLead(lead.id))?.id).toBe("after-decline");
      expect(await store.windowInUse("afternoon", mondayMorning)).toBe(true);
      expect(await store.windowInUse("afternoon", new Date("2026-03-07T00:00:00Z"))).toBe(false);
      // The review requests' months: a request sent to the address (any case) since a moment.
      expect(await store.reviewRequestSentSince("maria@example.com", mondayMorning)).toBe(false);
    });

    it("a photo waits for its AVIF renditions in the store: one copy claims it at a time, another takes it over after the lease, and the stamp every copy polls moves when they arrive", async () => {
      const { store, target } = await fresh();
      const other = await target.open();
      const at = new Date("2026-10-01T15:00:00Z");
      const photo = (id: string, avif: boolean, minutes: number) => ({
        id,
        uploadedAt: new Date(at.getTime() + minutes * MINUTE),
        uploadedBy: "owner@example.com",
        width: 800,
        height: 600,
        widths: [480, 800],
        jpegWidth: 800,
        avif,
      });
      const file = (name: string, contentType: string) => ({ name, contentType, bytes: Buffer.from(name) });
      const live = [
        file("480.webp", "image/webp"),
        file("800.webp", "image/webp"),
        file("800.jpg", "image/jpeg"),
      ];
      await store.savePhoto(photo("pendingfirst1", false, 0), [...live, file("avif-source", "image/jpeg")]);
      await store.savePhoto(photo("pendingnext12", false, 1), [...live, file("avif-source", "image/jpeg")]);
      await store.savePhoto(photo("alreadydone12", true, 2), live);
      const stamp = await store.contentStamp();

      // The oldest pending photo, leased for ten minutes: no other connection gets it meanwhile.
      const lease = new Date(at.getTime() + 10 * MINUTE);
      expect(await store.claimPendingAvif(at, lease)).toMatchObject({ id: "pendingfirst1", avif: false });
      expect(await other.claimPendingAvif(at, lease)).toMatchObject({ id: "pendingnext12" });
      expect(await other.claimPendingAvif(at, lease)).toBeUndefined();
      // The first copy stopped without finishing: after its lease the photo is another's.
      const later = new Date(at.getTime() + 11 * MINUTE);
      expect(await other.claimPendingAvif(later, new Date(later.getTime() + 10 * MINUTE))).toMatchObject({
        id: "pendingfirst1",
      });

      const avif = [file("480.avif", "image/avif"), file("800.avif", "image/avif")];
      expect(await other.completeAvif("pendingfirst1", avif, later)).toBe(true);
      // Finished twice (a lease that ran out while the first was still at it): the second changes nothing.
      expect(await store.completeAvif("pendingfirst1", avif, later)).toBe(false);
      expect(await store.completeAvif("no-such-photo", avif, later)).toBe(false);
      expect((await store.photoFile("pendingfirst1", "800.avif"))?.contentType).toBe("image/avif");
      expect(await store.photoFile("pendingfirst1", "avif-source")).toBeUndefined();
      const byId = new Map((await store.photos()).map((entry) => [entry.id, entry.avif]));
      expect(Object.fromEntries(byId)).toEqual({
        pendingfirst1: true,
        pendingnext12: false,
        alreadydone12: true,
      });
      const after = await store.contentStamp();
      expect(after.revision).toBe(stamp.revision);
      expect(after.renditions).not.toBe(stamp.renditions);
    });

    it("answers ping while open", async () => {
      const { store } = await fresh();
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
    });
  });
}
