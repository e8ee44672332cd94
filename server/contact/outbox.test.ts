import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import {
  freePort,
  numberedName,
  startSmtpTestServer,
  startTestService,
  storeQuoteRequest,
  tempDataDir,
  testConfig,
  waitFor,
} from "../../tests/support/service.ts";
import { describeStore, newLead } from "../../tests/support/store-suite.ts";
import { openSqliteStore } from "../store/open-store.ts";
import { LEADS_FILE } from "../store/sqlite-database.ts";
import { SQLITE_MIGRATIONS } from "../store/sqlite-migrations.ts";
import { leadEmails } from "./email-templates.ts";
import { isDeadLocalWorker, machineName, retryDelay } from "./outbox-worker.ts";

// The store's behaviour (shared with PostgreSQL, see lead-store-suite.ts) on SQLite, then the worker's rules and
// the whole service with a mail server that is down or gives up.
describeStore("SQLite", {
  schemaVersion: SQLITE_MIGRATIONS.length,
  freshTarget: async () => {
    const dataDir = tempDataDir();
    return { open: async () => openSqliteStore(dataDir) };
  },
});

describe("migrating a SQLite store", () => {
  it("gives the leads stored before the notes field an empty note, and keeps everything else", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(path.join(dataDir, LEADS_FILE));
    db.exec(SQLITE_MIGRATIONS[0] ?? "");
    db.exec("CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (1);");
    db.prepare(
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
         referral, status) VALUES ('oldlead00001', '2026-01-02T03:04:05.000Z', 'Ann', 'Lee', '325-555-0100',
         'ann@example.com', '79601', 1200, 'Moving', 'Referral', 'normal')`,
    ).run();
    db.close();
    const store = openSqliteStore(dataDir);
    try {
      expect(await store.schemaVersion()).toBe(SQLITE_MIGRATIONS.length);
      const stored = await store.getLead("oldlead00001");
      expect(stored?.lead.form).toMatchObject({ firstName: "Ann", squareFootage: 1200, notes: "" });
    } finally {
      await store.close();
    }
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

  it("tell machines apart that share a host name: the same name in another pid namespace or boot is not local", () => {
    const here = machineName();
    expect(here.startsWith(os.hostname().replace(/[:@]/g, "-"))).toBe(true);
    if (process.platform === "linux") expect(here).toMatch(/@[0-9a-f]{10}$/);
    const twin = `${here.split("@")[0]}@0000000000`;
    expect(isDeadLocalWorker(`${twin}:999:123456`, `${here}:4242:abcdef`, () => false)).toBe(false);
    expect(isDeadLocalWorker(`${twin}:4242:123456`, `${here}:4242:abcdef`, () => false)).toBe(false);
    expect(isDeadLocalWorker(`${here}:999:123456`, `${here}:4242:abcdef`, () => false)).toBe(true);
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

describe("the outbox worker", () => {
  it("mail server down: leads are accepted, and every email is delivered once when it is back", async () => {
    const port = await freePort();
    const service = await startTestService(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_MS: "100", CONTACT_RATE_LIMIT: "100" }),
    );
    const ids: string[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        ids.push(await storeQuoteRequest(service.app, { firstName: numberedName("Down", index) }));
      }
      await waitFor(async () => {
        const leads = await Promise.all(ids.map((id) => service.store.getLead(id)));
        return leads.every((lead) => lead?.emails.every((email) => email.attempts >= 1 && email.lastError));
      }, "failed attempts while the mail server is down");
      // Mail is down but leads are stored: healthy; not yet "delayed" (MAIL_ALERT_AFTER_MS is an hour).
      const health = await service.app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect(health.body).toBe("ok");

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

  it("a dead lead notification makes /healthz say mail is delayed without failing it; after `retry` it is delivered", async () => {
    const smtp = await startSmtpTestServer();
    const config = testConfig({ SMTP_URL: smtp.url });
    // Before the service starts, a worker gave up on both emails of a lead.
    const before = openSqliteStore(config.dataDir);
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
      expect(health.body).toBe("ok, mail delayed");
      expect(smtp.forLead(lead.id)).toHaveLength(0);

      expect(await service.store.retryDead(new Date(), "command line")).toBe(2);
      await waitFor(async () => (await service.store.outboxCounts()).sent === 2, "the retried emails sent");
      expect(smtp.forLead(lead.id)).toHaveLength(2);
      expect(await service.store.outboxCounts()).toEqual({ pending: 0, sent: 2, dead: 0 });
      await waitFor(
        async () => (await service.app.inject({ url: "/healthz" })).body === "ok",
        "/healthz to say ok again",
      );
    } finally {
      await service.stop();
      await smtp.stop();
    }
  });
});
