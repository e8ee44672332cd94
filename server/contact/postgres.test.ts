import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadEmails } from "./email-templates.ts";
import { describeLeadStore, newLead } from "./lead-store-suite.ts";
import { POSTGRES_SCHEMA_VERSION, PostgresLeadStore } from "./postgres-lead-store.ts";
import { type PostgresTestServer, startPostgresTestServer } from "./postgres-test-server.ts";
import { LEADS_FILE } from "./sqlite-lead-store.ts";
import {
  expectTwoServicesSendEachEmailOnce,
  startSmtpTestServer,
  startTestService,
  stopServiceProcesses,
  tempDataDir,
  testConfig,
  validRequest,
  waitFor,
} from "./test-support.ts";

// The lead store on a real PostgreSQL server: a throwaway cluster for this file, a fresh database per test. The
// same behavioural suite as SQLite, what only PostgreSQL has (concurrent migration, a newer schema), and the whole
// service on it: in process, as two processes, and the owner's command.

let server: PostgresTestServer;

beforeAll(async () => {
  server = await startPostgresTestServer();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describeLeadStore("PostgreSQL", {
  schemaVersion: POSTGRES_SCHEMA_VERSION,
  freshTarget: async () => {
    const url = await server.createDatabase();
    return { open: () => PostgresLeadStore.open(url) };
  },
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe("the PostgreSQL store at open", () => {
  it("copies of the service starting at the same moment on an empty database migrate it once", async () => {
    const url = await server.createDatabase();
    const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresLeadStore.open(url)));
    try {
      expect(await Promise.all(stores.map((store) => store.schemaVersion()))).toEqual(
        Array(4).fill(POSTGRES_SCHEMA_VERSION),
      );
      expect(await query(url, "SELECT version FROM schema_version")).toEqual([
        { version: POSTGRES_SCHEMA_VERSION },
      ]);
      const columns = await query<{ column_name: string; data_type: string }>(
        url,
        `SELECT column_name, data_type FROM information_schema.columns
         WHERE table_name = 'outbox' AND column_name IN ('next_attempt_at', 'claim_until', 'created_at')`,
      );
      expect(columns.map((column) => column.data_type)).toEqual([
        "timestamp with time zone",
        "timestamp with time zone",
        "timestamp with time zone",
      ]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it("refuses a database migrated by a newer version, and never shows the password", async () => {
    const url = await server.createDatabase();
    const first = await PostgresLeadStore.open(url);
    await first.close();
    await query(url, "UPDATE schema_version SET version = 99");
    const withPassword = url.replace("postgres@", "postgres:hunter2@");
    const refused = await PostgresLeadStore.open(withPassword).then(
      () => new Error("it opened"),
      (error: Error) => error,
    );
    expect(refused.message).toContain(
      `cannot be opened: the database has schema version 99, newer than this service knows (${POSTGRES_SCHEMA_VERSION})`,
    );
    expect(refused.message).toContain("postgres:***@127.0.0.1");
    expect(refused.message).not.toContain("hunter2");
  });
});

describe("the service on PostgreSQL (DATABASE_URL)", () => {
  afterEach(stopServiceProcesses);

  it("a posted lead is stored in PostgreSQL, not SQLite, and both emails arrive", async () => {
    const url = await server.createDatabase();
    const smtp = await startSmtpTestServer();
    const service = await startTestService(testConfig({ DATABASE_URL: url, SMTP_URL: smtp.url }));
    try {
      const response = await service.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(validRequest({ firstName: "Rosa", idempotencyKey: "pg-lead-0123456789" })),
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };

      const rows = await query<{ first_name: string; idempotency_key: string }>(
        url,
        "SELECT first_name, idempotency_key FROM leads WHERE id = $1",
        [id],
      );
      expect(rows).toEqual([{ first_name: "Rosa", idempotency_key: "pg-lead-0123456789" }]);
      expect(existsSync(path.join(service.config.dataDir, LEADS_FILE))).toBe(false);

      await smtp.waitForMessages(2);
      expect(
        smtp
          .forLead(id)
          .flatMap((mail) => mail.to)
          .sort(),
      ).toEqual([service.config.BUSINESS_EMAIL, "maria.gonzalez@example.com"].sort());
      await waitFor(async () => (await service.store.outboxCounts()).sent === 2, "both emails marked sent");

      const health = await service.app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect((health.json() as { checks: Record<string, string> }).checks).toMatchObject({
        store: "ok",
        outbox: "ok",
      });
    } finally {
      await service.stop();
      await smtp.stop();
    }
  });

  it("/healthz answers 503 naming the store when the database goes away, and the service keeps running", async () => {
    const url = await server.createDatabase();
    const service = await startTestService(testConfig({ DATABASE_URL: url }));
    try {
      expect((await service.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      await service.store.close();
      // Drops the database and ends every connection to it, the service's idle ones included.
      await query(server.urlFor("postgres"), `DROP DATABASE ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
      const health = await service.app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(503);
      expect((health.json() as { checks: { store: string } }).checks.store).toMatch(/does not exist/);
      const post = await service.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(validRequest()),
      });
      expect(post.statusCode).toBe(500);
      expect((post.json() as { error: string }).error).toContain("could not be saved");
    } finally {
      await service.stop();
    }
  });

  it("two service processes on one PostgreSQL database send every email exactly once", async () => {
    const url = await server.createDatabase();
    const store = await PostgresLeadStore.open(url);
    try {
      await expectTwoServicesSendEachEmailOnce({ DATA_DIR: tempDataDir(), DATABASE_URL: url }, store);
      expect(await store.allLeads()).toHaveLength(10);
    } finally {
      await store.close();
    }
  }, 90_000);

  it("the owner's command reads DATABASE_URL: list, and purge (a count first, then --yes)", async () => {
    const url = await server.createDatabase();
    const store = await PostgresLeadStore.open(url);
    const old = newLead({ id: "oldlead00001", createdAt: new Date(Date.now() - 1_000 * 24 * 3_600_000) });
    const recent = newLead({ id: "newlead00002", form: { ...old.form, firstName: "Recent" } });
    try {
      for (const lead of [old, recent]) await store.saveLead(lead, leadEmails(lead, "owner@example.com"));
      const now = new Date();
      for (const email of await store.claimDueEmails("cli", now, new Date(now.getTime() + 60_000), 10)) {
        await store.markSent(email.id, now);
      }
    } finally {
      await store.close();
    }
    const run = promisify(execFile);
    const leads = (...args: string[]) =>
      run(process.execPath, ["server/contact/leads-cli.ts", ...args], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...process.env, DATA_DIR: tempDataDir(), DATABASE_URL: url },
      });

    expect((await leads("list")).stdout).toMatch(/newlead00002[^\n]*\n[^\n]*oldlead00001/);
    expect((await leads("purge")).stdout).toContain(
      "1 quote request(s) received before ", // the date depends on today
    );
    expect((await leads("list")).stdout).toContain("oldlead00001");
    expect((await leads("purge", "--yes")).stdout).toMatch(/^Deleted 1 quote request\(s\) received before /);
    const after = (await leads("list")).stdout;
    expect(after).toContain("newlead00002");
    expect(after).not.toContain("oldlead00001");
  }, 30_000);
});
