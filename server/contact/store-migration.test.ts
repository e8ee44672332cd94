import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/service.ts";
import { openSqliteStore } from "../store/open-store.ts";
import { LEADS_FILE } from "../store/sqlite-database.ts";
import { SQLITE_MIGRATIONS } from "../store/sqlite-migrations.ts";

// A store made by the first version of the schema (the one before the owner's inbox), with a lead and its emails
// in it as that version wrote them, opened by today's code: migrated on open, nothing lost or altered.
describe("an existing SQLite store from schema version 1", () => {
  it("is migrated on open without losing or changing a lead or an email", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(path.join(dataDir, LEADS_FILE));
    db.exec("CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (1);");
    db.exec(SQLITE_MIGRATIONS[0] ?? "");
    db.prepare(
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
         referral, status, quarantine_reason, idempotency_key, ip, user_agent, attribution)
       VALUES ('v1lead000001', '2026-01-02T03:04:05.678Z', 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601',
         1200, 'Moving', 'Referral', 'quarantined', 'no bot-check token was sent', 'key-v1-000000000001',
         '203.0.113.1', 'Mozilla/5.0', '{"page":"/get-a-quote"}')`,
    ).run();
    db.prepare(
      `INSERT INTO outbox (lead_id, kind, recipient, reply_to, subject, html, text, status, attempts, next_attempt_at,
         due_since, last_error, created_at, sent_at)
       VALUES ('v1lead000001', 'business', 'owner@example.com', 'ada@example.com', 'BnC Contact Form Submission',
         '<p>Ada</p>', 'Ada', 'dead', 9, 1767323045678, 1767323045678, '550 no such mailbox', 1767323045678, NULL)`,
    ).run();
    db.close();

    const store = openSqliteStore(dataDir);
    try {
      expect(await store.schemaVersion()).toBe(SQLITE_MIGRATIONS.length);
      const found = await store.getLead("v1lead000001");
      expect(found?.lead).toEqual({
        id: "v1lead000001",
        createdAt: new Date("2026-01-02T03:04:05.678Z"),
        form: {
          firstName: "Ada",
          lastName: "Olds",
          phone: "325-555-0100",
          email: "ada@example.com",
          zipCode: "79601",
          squareFootage: 1200,
          services: "Moving",
          referral: "Referral",
          notes: "",
          businessName: "",
          audience: "home",
        },
        attribution: { page: "/get-a-quote" },
        quarantined: true,
        stage: "new",
        source: "form",
        // Every lead before the Spanish form was English.
        lang: "en",
        quarantineReason: "no bot-check token was sent",
        idempotencyKey: "key-v1-000000000001",
        ip: "203.0.113.1",
        userAgent: "Mozilla/5.0",
      });
      expect(found?.emails).toHaveLength(1);
      expect(found?.emails[0]).toMatchObject({
        id: 1,
        leadId: "v1lead000001",
        kind: "business",
        purpose: "notification",
        status: "dead",
        attempts: 9,
        lastError: "550 no such mailbox",
        subject: "BnC Contact Form Submission",
      });
      // The new parts work on the migrated store, and new emails do not reuse an old email's id.
      expect(await store.setStage("v1lead000001", "contacted", "owner@example.com", new Date())).toBe(true);
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
      expect((await store.outboxCounts()).pending).toBe(1);
      expect(await store.retryEmail("v1lead000001", 1, "owner@example.com", new Date())).toBe(true);
    } finally {
      await store.close();
    }
    // Opening again does nothing more.
    const again = openSqliteStore(dataDir);
    expect(await again.schemaVersion()).toBe(SQLITE_MIGRATIONS.length);
    await again.close();
  });
});

// Today's schema before the one store (version 5): leads' times were ISO text and quarantine a "status". Migrated,
// every value reads back the same, the order of leads holds, and no reference is broken.
describe("an existing SQLite store from schema version 5", () => {
  it("is migrated without losing or altering a row", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(path.join(dataDir, LEADS_FILE));
    db.exec("CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (5);");
    for (const migration of SQLITE_MIGRATIONS.slice(0, 5)) db.exec(migration);
    const insert = db.prepare(
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
         referral, status, quarantine_reason, attribution, stage, notes)
       VALUES (?, '2026-05-06T07:08:09.123Z', 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601', 1200,
         'Moving', 'Referral', ?, ?, '{}', 'quoted', 'Gate code 1234')`,
    );
    insert.run("v5lead000001", "quarantined", "the honeypot was filled");
    insert.run("v5lead000002", "normal", null);
    db.exec(
      `INSERT INTO outbox (lead_id, kind, recipient, subject, html, text, status, next_attempt_at, due_since, created_at)
       VALUES ('v5lead000002', 'business', 'owner@example.com', 'S', 'h', 't', 'pending', 1, 1, 1);
       INSERT INTO activity (at, actor, action, lead_id, detail)
       VALUES (1778112000001, 'owner@example.com', 'stage', 'v5lead000001', 'quoted');`,
    );
    db.close();

    const store = openSqliteStore(dataDir);
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
      expect(newest?.emails).toEqual({ pending: 1, sent: 0, dead: 0 });
      expect(await store.leadActivity("v5lead000001")).toEqual([
        expect.objectContaining({ at: new Date(1778112000001), detail: "quoted" }),
      ]);
    } finally {
      await store.close();
    }
    const check = new DatabaseSync(path.join(dataDir, LEADS_FILE), { readOnly: true });
    expect(check.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    expect(check.prepare("SELECT typeof(created_at) AS type FROM leads").all()).toEqual([
      { type: "integer" },
      { type: "integer" },
    ]);
    check.close();
  });
});

// Schema 7 (before the owner's numbers): a lead's furthest stage and the owner's first action are filled from its
// history on open, so leads answered before the upgrade count as they were.
describe("an existing SQLite store from schema version 7", () => {
  it("is migrated with each lead's furthest stage and first action taken from its history", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(path.join(dataDir, LEADS_FILE));
    db.exec("CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (7);");
    for (const migration of SQLITE_MIGRATIONS.slice(0, 7)) db.exec(migration);
    const insert = db.prepare(
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
         referral, quarantined, attribution, stage)
       VALUES (?, ?, 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601', 1200, 'Moving', 'Referral', 0,
         '{"referrer":"https://www.google.com/"}', ?)`,
    );
    const t = Date.parse("2026-05-04T15:00:00Z");
    insert.run("v7lost", t, "lost");
    insert.run("v7won", t + 1, "won");
    insert.run("v7new", t + 2, "new");
    const activity = db.prepare(
      "INSERT INTO activity (at, actor, action, lead_id, detail) VALUES (?, 'o', ?, ?, ?)",
    );
    activity.run(t + 60_000, "note", "v7lost", "Called");
    activity.run(t + 120_000, "stage", "v7lost", "quoted");
    activity.run(t + 180_000, "stage", "v7lost", "lost");
    db.close();

    const store = openSqliteStore(dataDir);
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

// Schema 14 names what each email is (the owner's lead page shows it): emails stored before are named from their
// kind and the subject our templates wrote; one whose subject says nothing known keeps a plain name.
describe("an existing SQLite store from schema version 13", () => {
  it("names every email stored before by what it is", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(path.join(dataDir, LEADS_FILE));
    db.exec(
      "CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (13);",
    );
    for (const migration of SQLITE_MIGRATIONS.slice(0, 13)) db.exec(migration);
    db.exec(
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
         referral, attribution, stage, quarantined) VALUES ('v13lead00001', 1767323045678, 'Ada', 'Olds', '325-555-0100',
         'ada@example.com', '79601', 1200, 'Moving', 'Referral', '{}', 'new', 0)`,
    );
    const insert = db.prepare(
      `INSERT INTO outbox (lead_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at,
         due_since, created_at) VALUES (?, ?, 'x@example.com', ?, 'x', 'x', 'sent', 1, 1, 1, 1)`,
    );
    const old: [string, string][] = [
      ["business", "BnC Contact Form Submission: Ada Olds, Moving Cleaning, Abilene"],
      ["customer", "We received your quote request - BnC Cleaning"],
      ["customer", "Your cleaning with BnC Cleaning is confirmed"],
      ["customer", "Your cleaning with BnC Cleaning has a new time"],
      ["customer", "About the time you asked BnC Cleaning for"],
      ["customer", "Your request to move your cleaning with BnC Cleaning"],
      ["business", "Visit change requested: Ada Olds"],
      ["business", "Visit cancelled: Ada Olds"],
      ["customer", "Your cleaning with BnC Cleaning is cancelled"],
      ["customer", "Reminder: BnC Cleaning cleans tomorrow"],
      ["customer", "Thank you from BnC Cleaning: how did we do?"],
      ["customer", "Something else"],
    ];
    for (const [kind, subject] of old) insert.run("v13lead00001", kind, subject);
    db.close();

    const store = openSqliteStore(dataDir);
    try {
      expect((await store.getLead("v13lead00001"))?.emails.map((email) => email.purpose)).toEqual([
        "notification",
        "acknowledgement",
        "visit-confirmation",
        "visit-new-time",
        "visit-declined",
        "reschedule-received",
        "change-moved",
        "change-cancelled",
        "visit-cancellation",
        "reminder",
        "review-request",
        "customer-email",
      ]);
    } finally {
      await store.close();
    }
  });
});

// Schema 18 (issue 29, the owner's schedule): a stage "booked" comes between quoted and won, so a won lead's
// furthest stage moves up; a lead the owner only answered by confirming a visit counts as answered; a lead may
// have a second booking after the first.
describe("an existing SQLite store from schema version 17", () => {
  it("keeps won leads won, counts a confirmed visit as the owner's answer, and takes a second booking", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(path.join(dataDir, LEADS_FILE));
    db.exec(
      "CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (17);",
    );
    for (const migration of SQLITE_MIGRATIONS.slice(0, 17)) db.exec(migration);
    const insert = db.prepare(
      `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
         referral, quarantined, attribution, stage, reached)
       VALUES (?, ?, 'Ada', 'Olds', '325-555-0100', 'ada@example.com', '79601', 1200, 'Moving', 'Referral', 0,
         '{}', ?, ?)`,
    );
    const t = Date.parse("2026-05-04T15:00:00Z");
    insert.run("v16won", t, "won", 3);
    insert.run("v16booked", t + 1, "new", 0);
    db.prepare(
      `INSERT INTO bookings (id, lead_id, status, visit_day, visit_window, visit_starts_at, visit_ends_at, sequence,
         created_at, updated_at) VALUES ('b16', 'v16booked', 'confirmed', '2026-05-12', 'morning', ?, ?, 1, ?, ?)`,
    ).run(t + 86_400_000 * 8, t + 86_400_000 * 8 + 4 * 3_600_000, t, t);
    db.prepare(
      "INSERT INTO activity (at, actor, action, lead_id, detail) VALUES (?, 'owner@example.com', 'booking-confirmed', 'v16booked', '2026-05-12 morning')",
    ).run(t + 600_000);
    db.close();

    const store = openSqliteStore(dataDir);
    try {
      const [group] = await store.sourceGroups(new Date(t), new Date(t + 1000));
      expect(group?.counts).toMatchObject({ leads: 2, won: 1, booked: 1 });
      const answers = await store.answerTimes(new Date(t), new Date(t + 1000));
      expect(answers.map((answer) => answer.firstActionAt?.getTime())).toEqual([undefined, t + 600_000]);
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
