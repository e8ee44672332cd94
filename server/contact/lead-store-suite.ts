import { afterEach, describe, expect, it } from "vitest";
import type { ContactFormValues } from "../../app/lib/contact-schema.ts";
import { leadEmails } from "./email-templates.ts";
import type { LeadStore, NewLead } from "./lead-store.ts";
import type { MailTransport, OutgoingEmail } from "./mail-transports.ts";
import { machineName, OutboxWorker } from "./outbox-worker.ts";
import { waitFor } from "./test-support.ts";

/**
 * One behavioural suite for every LeadStore (test-only): outbox.test.ts runs it on SQLite, postgres.test.ts on a
 * real PostgreSQL server. A test gets a fresh, empty store from `freshTarget()` and may open it more than once
 * (two connections, as two processes would); everything opened is closed after the test.
 */

export interface StoreTarget {
  /** A new connection to this test's store (for SQLite: a new handle on the same file). */
  open(): Promise<LeadStore>;
}

export interface LeadStoreSuiteOptions {
  /** A fresh, empty store for one test. */
  freshTarget: () => Promise<StoreTarget>;
  /** The schema version the store must be at after opening. */
  schemaVersion: number;
}

const form: ContactFormValues = {
  firstName: "Maria",
  lastName: "Gonzalez",
  phone: "325-555-0123",
  email: "maria@example.com",
  zipCode: "79601",
  squareFootage: 900,
  services: "Moving",
  referral: "Referral",
  notes: "",
};

let counter = 0;
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  counter += 1;
  return {
    id: `lead${String(counter).padStart(8, "0")}`,
    form,
    attribution: {},
    createdAt: new Date(),
    ...overrides,
  };
}

export class FailingTransport implements MailTransport {
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

export function describeLeadStore(name: string, options: LeadStoreSuiteOptions): void {
  describe(`the lead store: ${name}`, () => {
    const opened: LeadStore[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    async function fresh(): Promise<{ store: LeadStore; target: StoreTarget }> {
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

    async function withLead(store: LeadStore, overrides: Partial<NewLead> = {}) {
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

    it("stores a lead with every field and its emails, and reads them back as they were", async () => {
      const { store } = await fresh();
      const lead = newLead({
        form: {
          ...form,
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
      expect(stored?.lead).toEqual({ ...rest, quarantineReason, status: "quarantined" });
      expect(stored?.emails).toHaveLength(emails.length);
      expect(
        stored?.emails.map(({ kind, to, replyTo, subject, html, text }) => ({
          kind,
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
        newLead({ idempotencyKey: "key-concurrent-0123456789", form: { ...form, firstName: `Try${index}` } }),
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
      const claimer = async (connection: LeadStore, workerId: string) => {
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
      const transport = new FailingTransport();
      const worker = new OutboxWorker({
        store,
        transport,
        from: "BnC <q@bnc.test>",
        retryMs: 1_000,
        now: () => new Date(clock),
      });

      await worker.drain();
      expect(transport.attempts).toHaveLength(2);
      let emails = (await store.getLead(lead.id))?.emails ?? [];
      expect(emails.map((email) => [email.status, email.attempts])).toEqual([
        ["pending", 1],
        ["pending", 1],
      ]);
      expect(emails[0]?.lastError).toContain("ECONNREFUSED");
      expect(emails[0]?.nextAttemptAt.getTime()).toBe(clock + 1_000);
      expect((await store.nextWakeAt())?.getTime()).toBe(clock + 1_000);

      await worker.drain(); // nothing due yet
      expect(transport.attempts).toHaveLength(2);
      clock += 1_000;
      await worker.drain();
      emails = (await store.getLead(lead.id))?.emails ?? [];
      expect(emails[0]?.nextAttemptAt.getTime()).toBe(clock + 2_000);

      clock += 25 * 60 * MINUTE;
      await worker.drain();
      emails = (await store.getLead(lead.id))?.emails ?? [];
      expect(emails.map((email) => email.status)).toEqual(["dead", "dead"]);
      expect(await store.outboxCounts()).toEqual({ pending: 0, sent: 0, dead: 2 });
      expect(await store.nextWakeAt()).toBeUndefined();

      expect(await store.retryDead(new Date(clock))).toBe(2);
      expect(await store.retryDead(new Date(clock))).toBe(0);
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

    it("answers ping while open", async () => {
      const { store } = await fresh();
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
    });
  });
}
