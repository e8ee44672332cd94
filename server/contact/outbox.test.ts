import { describe, expect, it } from "vitest";
import type { ContactFormValues } from "../../app/lib/contact-schema.ts";
import { leadEmails } from "./email-templates.ts";
import type { NewLead } from "./lead-store.ts";
import type { MailTransport, OutgoingEmail } from "./mail-transports.ts";
import { isDeadLocalWorker, OutboxWorker, retryDelay } from "./outbox-worker.ts";
import { SCHEMA_VERSION, SqliteLeadStore } from "./sqlite-lead-store.ts";
import {
  freePort,
  startSmtpTestServer,
  startTestService,
  tempDataDir,
  testConfig,
  validRequest,
  waitFor,
} from "./test-support.ts";

const form: ContactFormValues = {
  firstName: "Maria",
  lastName: "Gonzalez",
  phone: "325-555-0123",
  email: "maria@example.com",
  zipCode: "79601",
  squareFootage: 900,
  services: "Moving",
  referral: "Referral",
};

let counter = 0;
function newLead(overrides: Partial<NewLead> = {}): NewLead {
  counter += 1;
  return {
    id: `lead${String(counter).padStart(8, "0")}`,
    form,
    attribution: {},
    createdAt: new Date(),
    ...overrides,
  };
}

async function storeWithLead(at = new Date()) {
  const store = new SqliteLeadStore(tempDataDir());
  const lead = newLead({ createdAt: at });
  await store.saveLead(lead, leadEmails(lead, "owner@example.com"));
  return { store, lead };
}

describe("the SQLite lead store", () => {
  it("creates its schema at start and opens an existing file again", async () => {
    const dataDir = tempDataDir();
    const first = new SqliteLeadStore(dataDir);
    expect(first.schemaVersion()).toBe(SCHEMA_VERSION);
    const lead = newLead();
    await first.saveLead(lead, leadEmails(lead, "owner@example.com"));
    await first.close();
    const again = new SqliteLeadStore(dataDir);
    expect(again.schemaVersion()).toBe(SCHEMA_VERSION);
    expect((await again.getLead(lead.id))?.emails).toHaveLength(2);
    await again.close();
  });

  it("stores a lead and its emails together; an idempotency key stores nothing the second time", async () => {
    const store = new SqliteLeadStore(tempDataDir());
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

  it("a lease keeps an email from a second worker until it runs out", async () => {
    const t = new Date("2025-01-01T12:00:00Z");
    const { store } = await storeWithLead(t);
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
  });
});

describe("leases of dead processes", () => {
  const self = "web1:4242:abcdef";
  const alive = (pid: number) => pid === 100;
  it("are recognised only on this machine, for a pid that is gone or a previous life of our own pid", () => {
    expect(isDeadLocalWorker("web1:999:123456", self, alive)).toBe(true);
    expect(isDeadLocalWorker("web1:4242:000000", self, alive)).toBe(true);
    expect(isDeadLocalWorker("web1:100:123456", self, alive)).toBe(false);
    expect(isDeadLocalWorker("web2:999:123456", self, alive)).toBe(false);
    expect(isDeadLocalWorker(self, self, alive)).toBe(false);
    expect(isDeadLocalWorker("garbage", self, alive)).toBe(false);
  });

  it("are released by the store so the emails can be claimed again before the lease ends", async () => {
    const { store } = await storeWithLead();
    const now = new Date();
    await store.claimDueEmails("web1:999:123456", now, new Date(now.getTime() + 120_000), 10);
    expect(await store.leaseHolders(now)).toEqual(["web1:999:123456"]);
    expect(
      await store.claimDueEmails("web1:4242:abcdef", now, new Date(now.getTime() + 120_000), 10),
    ).toHaveLength(0);
    expect(await store.releaseLeases("web1:999:123456")).toBe(2);
    expect(
      await store.claimDueEmails("web1:4242:abcdef", now, new Date(now.getTime() + 120_000), 10),
    ).toHaveLength(2);
  });
});

describe("retry delays", () => {
  it("start at OUTBOX_RETRY_MS, double after each failure, and stop growing at an hour", () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelay(30, 30_000)).toBe(60 * 60 * 1_000);
  });
});

class FailingTransport implements MailTransport {
  readonly name = "smtp" as const;
  attempts: OutgoingEmail[] = [];
  async send(email: OutgoingEmail) {
    this.attempts.push(email);
    throw new Error("connect ECONNREFUSED 127.0.0.1:25");
  }
  close() {}
}

describe("the outbox worker", () => {
  it("retries with doubling delays, then after a day turns the email into a dead letter; retry brings it back", async () => {
    let clock = new Date("2025-01-01T12:00:00Z").getTime();
    const { store, lead } = await storeWithLead(new Date(clock));
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

    await worker.drain(); // nothing due yet
    expect(transport.attempts).toHaveLength(2);
    clock += 1_000;
    await worker.drain();
    emails = (await store.getLead(lead.id))?.emails ?? [];
    expect(emails[0]?.nextAttemptAt.getTime()).toBe(clock + 2_000);

    clock += 25 * 60 * 60 * 1_000;
    await worker.drain();
    emails = (await store.getLead(lead.id))?.emails ?? [];
    expect(emails.map((email) => email.status)).toEqual(["dead", "dead"]);
    expect(await store.outboxCounts()).toEqual({ pending: 0, sent: 0, dead: 2 });

    expect(await store.retryDead(new Date(clock))).toBe(2);
    emails = (await store.getLead(lead.id))?.emails ?? [];
    expect(emails.map((email) => [email.status, email.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    await worker.stop();
  });

  it("mail server down: leads are accepted, and every email is delivered once when it is back", async () => {
    const port = await freePort();
    const service = await startTestService(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_MS: "100", CONTACT_RATE_LIMIT: "100" }),
    );
    const ids: string[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        const response = await service.app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(validRequest({ firstName: `Down${index}` })),
        });
        expect(response.statusCode).toBe(201);
        ids.push((response.json() as { id: string }).id);
      }
      await waitFor(async () => {
        const leads = await Promise.all(ids.map((id) => service.store.getLead(id)));
        return leads.every((lead) => lead?.emails.every((email) => email.attempts >= 1 && email.lastError));
      }, "failed attempts while the mail server is down");
      const health = await service.app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect((health.json() as { checks: { outbox: string } }).checks.outbox).toBe("ok, 6 pending");

      const smtp = await startSmtpTestServer(port);
      try {
        await smtp.waitForMessages(6, 15_000);
        await waitFor(
          async () => (await service.store.outboxCounts()).sent === 6,
          "all six emails marked sent",
        );
        for (const id of ids) expect(smtp.forLead(id)).toHaveLength(2);
        expect(smtp.messages).toHaveLength(6);
      } finally {
        await smtp.stop();
      }
    } finally {
      await service.stop();
    }
  });

  it("a dead letter shows in /healthz without failing it; after `retry` the running service delivers it", async () => {
    const smtp = await startSmtpTestServer();
    const config = testConfig({ SMTP_URL: smtp.url });
    // Before the service starts, a worker gave up on both emails of a lead.
    const before = new SqliteLeadStore(config.dataDir);
    const lead = newLead();
    await before.saveLead(lead, leadEmails(lead, "owner@example.com"));
    const now = new Date();
    for (const email of await before.claimDueEmails("gave-up", now, new Date(now.getTime() + 60_000), 10)) {
      await before.markFailed(email.id, "gave-up", "550 mailbox unavailable", { dead: true });
    }
    await before.close();

    const service = await startTestService(config);
    try {
      const health = await service.app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect((health.json() as { checks: { outbox: string } }).checks.outbox).toContain("2 dead letter(s)");
      expect(smtp.forLead(lead.id)).toHaveLength(0);

      expect(await service.store.retryDead(new Date())).toBe(2);
      await waitFor(async () => (await service.store.outboxCounts()).sent === 2, "the retried emails sent");
      expect(smtp.forLead(lead.id)).toHaveLength(2);
      expect(await service.store.outboxCounts()).toEqual({ pending: 0, sent: 2, dead: 0 });
    } finally {
      await service.stop();
      await smtp.stop();
    }
  });
});
