import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type PostgresTestServer,
  startPostgresTestServer,
} from "../../tests/support/postgres-test-server.ts";
import {
  expectTwoServicesSendEachEmailOnce,
  postContact,
  startServiceProcess,
  startSmtpTestServer,
  startTestService,
  stopServiceProcesses,
  storeQuoteRequest,
  tempDataDir,
  testConfig,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";
import { describeStore, newLead } from "../../tests/support/store-suite.ts";
import { openPostgresStore } from "../store/open-store.ts";
import { POSTGRES_MIGRATIONS } from "../store/postgres-migrations.ts";
import { LEADS_FILE } from "../store/sqlite-database.ts";
import { leadEmails } from "./email-templates.ts";
import { runLeadsCli } from "./leads-cli.ts";

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

describeStore("PostgreSQL", {
  schemaVersion: POSTGRES_MIGRATIONS.length,
  freshTarget: async () => {
    const url = await server.createDatabase();
    return { open: () => openPostgresStore(url) };
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
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(url)));
    try {
      expect(await Promise.all(stores.map((store) => store.schemaVersion()))).toEqual(
        Array(4).fill(POSTGRES_MIGRATIONS.length),
      );
      expect(await query(url, "SELECT version FROM schema_version")).toEqual([
        { version: POSTGRES_MIGRATIONS.length },
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
    const first = await openPostgresStore(url);
    await first.close();
    await query(url, "UPDATE schema_version SET version = 99");
    const withPassword = url.replace("postgres@", "postgres:hunter2@");
    const refused = await openPostgresStore(withPassword).then(
      () => new Error("it opened"),
      (error: Error) => error,
    );
    expect(refused.message).toContain(
      `cannot be opened: the database has schema version 99, newer than this service knows (${POSTGRES_MIGRATIONS.length})`,
    );
    expect(refused.message).toContain("postgres:***@127.0.0.1");
    expect(refused.message).not.toContain("hunter2");
  });
});

describe("an existing PostgreSQL database from schema version 1", () => {
  it("is migrated on open without losing or changing a lead or an email", async () => {
    const url = await server.createDatabase();
    await query(
      url,
      "CREATE TABLE schema_version (version integer NOT NULL); INSERT INTO schema_version VALUES (1);",
    );
    await query(url, POSTGRES_MIGRATIONS[0] ?? "");
    await query(
      url,
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
         referral, status, quarantine_reason, idempotency_key, ip, user_agent, attribution)
       VALUES ('v1lead000001', '2026-01-02T03:04:05.678Z', 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601',
         1200, 'Moving', 'Referral', 'normal', NULL, 'key-v1-000000000001', '203.0.113.1', 'Mozilla/5.0',
         '{"page":"/get-a-quote"}')`,
    );
    await query(
      url,
      `INSERT INTO outbox (lead_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, due_since,
         created_at, sent_at)
       VALUES ('v1lead000001', 'customer', 'ada@example.com', 'We received it', '<p>Hi</p>', 'Hi', 'sent', 1,
         '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:05.678Z',
         '2026-01-02T03:04:06.000Z')`,
    );
    const store = await openPostgresStore(url);
    try {
      expect(await store.schemaVersion()).toBe(POSTGRES_MIGRATIONS.length);
      const found = await store.getLead("v1lead000001");
      expect(found?.lead).toMatchObject({
        createdAt: new Date("2026-01-02T03:04:05.678Z"),
        form: { firstName: "Ada", lastName: "Olds", squareFootage: 1200, services: "Moving" },
        attribution: { page: "/get-a-quote" },
        quarantined: false,
        stage: "new",
        idempotencyKey: "key-v1-000000000001",
      });
      expect(found?.emails).toEqual([
        expect.objectContaining({
          leadId: "v1lead000001",
          kind: "customer",
          status: "sent",
          sentAt: new Date("2026-01-02T03:04:06.000Z"),
        }),
      ]);
      await store.queueEmail(
        {
          kind: "sign-in",
          purpose: "sign-in",
          to: "owner@example.com",
          subject: "Sign in",
          html: "x",
          text: "x",
        },
        new Date(),
      );
      expect(await store.outboxCounts()).toEqual({ pending: 1, sent: 1, dead: 0 });
    } finally {
      await store.close();
    }
  });
});

describe("a PostgreSQL database made by schema version 5 (before the one store)", () => {
  it("is migrated without losing or altering a row: quarantine becomes a flag, times stay timestamptz", async () => {
    const url = await server.createDatabase();
    await query(
      url,
      "CREATE TABLE schema_version (version integer NOT NULL); INSERT INTO schema_version VALUES (5);",
    );
    for (const migration of POSTGRES_MIGRATIONS.slice(0, 5)) await query(url, migration);
    for (const [id, status] of [
      ["v5lead000001", "quarantined"],
      ["v5lead000002", "normal"],
    ]) {
      await query(
        url,
        `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
           referral, status, quarantine_reason, attribution, stage, notes)
         VALUES ($1, '2026-05-06T07:08:09.123Z', 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601', 1200,
           'Moving', 'Referral', $2, $3, '{}', 'quoted', 'Gate code 1234')`,
        [id, status, status === "quarantined" ? "the honeypot was filled" : null],
      );
    }
    await query(
      url,
      `INSERT INTO activity (at, actor, action, lead_id, detail)
       VALUES ('2026-05-07T00:00:00.001Z', 'owner@example.com', 'stage', 'v5lead000001', 'quoted')`,
    );
    const store = await openPostgresStore(url);
    try {
      const [newest, older] = await store.listLeads(10);
      expect([newest?.lead.id, older?.lead.id]).toEqual(["v5lead000002", "v5lead000001"]);
      expect(older?.lead).toMatchObject({
        createdAt: new Date("2026-05-06T07:08:09.123Z"),
        quarantined: true,
        quarantineReason: "the honeypot was filled",
        stage: "quoted",
        form: { notes: "Gate code 1234" },
      });
      expect(newest?.lead.quarantined).toBe(false);
      expect(await store.leadActivity("v5lead000001")).toEqual([
        expect.objectContaining({ at: new Date("2026-05-07T00:00:00.001Z"), detail: "quoted" }),
      ]);
      expect(await store.findLeads({ quarantined: true, limit: 10 })).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});

// Schema 18 (issue 29, the owner's schedule), as on SQLite: won leads stay won past the new "booked" stage, a
// confirmed visit counts as the owner's answer, and a lead may have several bookings.
describe("a PostgreSQL database made by schema version 17", () => {
  it("keeps won leads won, counts a confirmed visit as the owner's answer, and takes a second booking", async () => {
    const url = await server.createDatabase();
    await query(
      url,
      "CREATE TABLE schema_version (version integer NOT NULL); INSERT INTO schema_version VALUES (17);",
    );
    for (const migration of POSTGRES_MIGRATIONS.slice(0, 17)) await query(url, migration);
    for (const [id, stage, reached, at] of [
      ["v16won", "won", 3, "2026-05-04T15:00:00.000Z"],
      ["v16booked", "new", 0, "2026-05-04T15:00:00.001Z"],
    ] as const) {
      await query(
        url,
        `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
           referral, quarantined, attribution, stage, reached)
         VALUES ($1, $2, 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601', 1200, 'Moving', 'Referral',
           false, '{}', $3, $4)`,
        [id, at, stage, reached],
      );
    }
    await query(
      url,
      `INSERT INTO bookings (id, lead_id, status, visit_day, visit_window, visit_starts_at, visit_ends_at, sequence,
         created_at, updated_at) VALUES ('b16', 'v16booked', 'confirmed', '2026-05-12', 'morning',
         '2026-05-12T13:00:00Z', '2026-05-12T17:00:00Z', 1, '2026-05-04T15:00:00Z', '2026-05-04T15:00:00Z')`,
    );
    await query(
      url,
      `INSERT INTO activity (at, actor, action, lead_id, detail)
       VALUES ('2026-05-04T15:10:00Z', 'owner@example.com', 'booking-confirmed', 'v16booked', '2026-05-12 morning')`,
    );
    const store = await openPostgresStore(url);
    try {
      const from = new Date("2026-05-04T15:00:00Z");
      const [group] = await store.sourceGroups(from, new Date(from.getTime() + 1000));
      expect(group?.counts).toMatchObject({ leads: 2, won: 1, booked: 1 });
      const answers = await store.answerTimes(from, new Date(from.getTime() + 1000));
      expect(answers.map((answer) => answer.firstActionAt?.toISOString())).toEqual([
        undefined,
        "2026-05-04T15:10:00.000Z",
      ]);
      expect((await store.getLead("v16booked"))?.lead).toMatchObject({
        source: "form",
        form: { businessName: "", audience: "home" },
      });
      // The owner books the lead again once its visit is over: a second booking, which the schema refused.
      const again = await store.bookVisit({
        leadId: "v16booked",
        bookingId: "b16-again",
        terms: {
          visit: {
            day: "2026-06-02",
            window: "morning",
            startsAt: new Date("2026-06-02T13:00:00Z"),
            endsAt: new Date("2026-06-02T17:00:00Z"),
          },
          address: "",
          accessNotes: "",
        },
        manageHash: "h16",
        actor: "owner@example.com",
        at: new Date("2026-06-01T15:00:00Z"),
        emails: [],
      });
      expect(again.done).toBe(true);
      expect((await store.bookingOfLead("v16booked"))?.id).toBe("b16-again");
      expect((await store.getLead("v16booked"))?.lead.stage).toBe("booked");
    } finally {
      await store.close();
    }
  });
});

describe("the service on PostgreSQL (DATABASE_URL)", () => {
  afterEach(stopServiceProcesses);

  it("two copies share one rate limit: alternating between them gives no more than CONTACT_RATE_LIMIT", async () => {
    const url = await server.createDatabase();
    const env = { DATABASE_URL: url, CONTACT_RATE_LIMIT: "3" };
    const [a, b] = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
    if (!a || !b) throw new Error("two services expected");
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await fetch(`${(index % 2 ? b : a).url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validRequest({ email: `shared.${index}@example.com` })),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("a posted lead is stored in PostgreSQL, not SQLite, and both emails arrive", async () => {
    const url = await server.createDatabase();
    const smtp = await startSmtpTestServer();
    const service = await startTestService(testConfig({ DATABASE_URL: url, SMTP_URL: smtp.url }));
    try {
      const id = await storeQuoteRequest(service.app, {
        firstName: "Rosa",
        idempotencyKey: "pg-lead-0123456789",
      });

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

      await waitFor(async () => (await service.app.inject({ url: "/healthz" })).body === "ok", "health ok");
    } finally {
      await service.stop();
      await smtp.stop();
    }
  });

  it("/healthz answers 503 when the database goes away, and the service keeps running", async () => {
    const url = await server.createDatabase();
    const service = await startTestService(testConfig({ DATABASE_URL: url }));
    try {
      expect((await service.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      await service.store.close();
      // Drops the database and ends every connection to it, the service's idle ones included.
      await query(server.urlFor("postgres"), `DROP DATABASE ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
      await waitFor(
        async () => (await service.app.inject({ url: "/healthz" })).statusCode === 503,
        "/healthz to answer 503",
      );
      expect((await service.app.inject({ url: "/healthz" })).body).toBe("unavailable");
      const post = await postContact(service.app, validRequest());
      expect(post.statusCode).toBe(500);
      expect((post.json() as { error: string }).error).toContain("could not be saved");
    } finally {
      await service.stop();
    }
  });

  it("`leads -- backup` points to pg_dump when the leads are in PostgreSQL", async () => {
    const url = await server.createDatabase();
    const errors: string[] = [];
    const code = await runLeadsCli(
      ["backup", path.join(tempDataDir(), "copy.sqlite")],
      { DATABASE_URL: url },
      {
        out: () => {},
        err: (text) => errors.push(text),
      },
    );
    expect(code).toBe(1);
    expect(errors.join("\n")).toContain("pg_dump");
  });

  it("/healthz answers 503 while the database is read-only, and 200 once it takes writes again", async () => {
    const url = await server.createDatabase();
    const name = new URL(url).pathname.slice(1);
    const service = await startTestService(testConfig({ DATABASE_URL: url }));
    const health = async () => (await service.app.inject({ url: "/healthz" })).statusCode;
    // New sessions of the database are read-only (as on a standby); ending the open ones makes the pool reconnect.
    const setReadOnly = async (on: boolean) => {
      await query(
        server.urlFor("postgres"),
        `ALTER DATABASE ${name} SET default_transaction_read_only = ${on}`,
      );
      await query(
        server.urlFor("postgres"),
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
    };
    try {
      expect(await health()).toBe(200);
      await setReadOnly(true);
      await waitFor(async () => (await health()) === 503, "/healthz to answer 503 on a read-only database");
      await setReadOnly(false);
      await waitFor(async () => (await health()) === 200, "/healthz to answer 200 again");
    } finally {
      await service.stop();
    }
  });

  it("two service processes on one PostgreSQL database send every email exactly once", async () => {
    const url = await server.createDatabase();
    const store = await openPostgresStore(url);
    try {
      await expectTwoServicesSendEachEmailOnce({ DATA_DIR: tempDataDir(), DATABASE_URL: url }, store);
      expect(await store.allLeads()).toHaveLength(10);
    } finally {
      await store.close();
    }
  }, 90_000);

  it("the owner's command reads DATABASE_URL: list, and purge (a count first, then --yes)", async () => {
    const url = await server.createDatabase();
    const store = await openPostgresStore(url);
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

describe("a PostgreSQL database made by schema version 7 (before the owner's numbers)", () => {
  it("is migrated with each lead's furthest stage and first action taken from its history", async () => {
    const url = await server.createDatabase();
    await query(
      url,
      "CREATE TABLE schema_version (version integer NOT NULL); INSERT INTO schema_version VALUES (7);",
    );
    for (const migration of POSTGRES_MIGRATIONS.slice(0, 7)) await query(url, migration);
    const t = Date.parse("2026-05-04T15:00:00Z");
    for (const [id, offset, stage] of [
      ["v7lost", 0, "lost"],
      ["v7won", 1, "won"],
      ["v7new", 2, "new"],
    ] as const) {
      await query(
        url,
        `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
           referral, quarantined, attribution, stage)
         VALUES ($1, $2, 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601', 1200, 'Moving', 'Referral',
           false, '{"referrer":"https://www.google.com/"}', $3)`,
        [id, new Date(t + offset), stage],
      );
    }
    for (const [minutes, action, detail] of [
      [1, "note", "Called"],
      [2, "stage", "quoted"],
      [3, "stage", "lost"],
    ] as const) {
      await query(
        url,
        "INSERT INTO activity (at, actor, action, lead_id, detail) VALUES ($1, 'o', $2, 'v7lost', $3)",
        [new Date(t + minutes * 60_000), action, detail],
      );
    }
    const store = await openPostgresStore(url);
    try {
      const [group] = await store.sourceGroups(new Date(t), new Date(t + 1000));
      // The lost lead was quoted first; the won one reached won without a history.
      expect(group?.counts).toEqual({ leads: 3, contacted: 2, quoted: 2, booked: 0, won: 1, lost: 1 });
      const answers = await store.answerTimes(new Date(t), new Date(t + 1000));
      expect(answers.map((answer) => answer.firstActionAt?.getTime())).toEqual([
        t + 60_000,
        undefined,
        undefined,
      ]);
      expect(await store.countUntouched(new Date(t + 1000))).toBe(2);
    } finally {
      await store.close();
    }
  });
});
