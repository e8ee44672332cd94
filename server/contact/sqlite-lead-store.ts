import { existsSync, mkdirSync, renameSync, rmSync, statfsSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync, type SQLInputValue } from "node:sqlite";
import type {
  Activity,
  AllowanceBucket,
  AllowanceDecision,
  EmailStatus,
  LeadListEntry,
  LeadQuery,
  LeadStage,
  LeadStore,
  LeadWithEmails,
  MailStatus,
  NewActivity,
  NewLead,
  OutboxCounts,
  OutboxEmail,
  OwnerSession,
  SaveResult,
  StoredEmail,
} from "./lead-store.ts";
import {
  insertStatement,
  LEAD_INSERT_COLUMNS,
  leadInsertValues,
  OUTBOX_INSERT_COLUMNS,
  outboxInsertValues,
  PHONE_DIGITS_SQL,
  rowToActivity,
  rowToEmail,
  rowToLead,
  searchPatterns,
} from "./store-rows.ts";

/**
 * The lead store on SQLite (node:sqlite), the default: one file, DATA_DIR/leads.sqlite, in WAL mode so the CLI and
 * a second process can read and write beside the service. synchronous=FULL: a stored lead survives a power cut,
 * not only a crash; at the volume of a quote form the cost does not matter.
 */

export const LEADS_FILE = "leads.sqlite";

/** Each entry moves the schema one version up; never edit a shipped entry, add a new one. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    zip_code TEXT NOT NULL,
    square_footage REAL NOT NULL,
    services TEXT NOT NULL,
    referral TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('normal', 'quarantined')),
    quarantine_reason TEXT,
    idempotency_key TEXT UNIQUE,
    ip TEXT,
    user_agent TEXT,
    attribution TEXT NOT NULL DEFAULT '{}'
  );
  CREATE INDEX leads_created_at ON leads (created_at);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('business', 'customer')),
    recipient TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    due_since INTEGER NOT NULL,
    last_error TEXT,
    claimed_by TEXT,
    claim_until INTEGER,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  `,
  // 2: the owner's inbox: a status per lead, the activity (history, sign-ins), sessions and sign-in links (by the
  // hash of their token), and sign-in emails in the outbox (no lead: the table is rebuilt, SQLite cannot drop a
  // NOT NULL or change a CHECK in place).
  `
  ALTER TABLE leads ADD COLUMN stage TEXT NOT NULL DEFAULT 'new'
    CHECK (stage IN ('new', 'contacted', 'quoted', 'won', 'lost'));
  CREATE TABLE activity (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    lead_id TEXT REFERENCES leads (id),
    detail TEXT
  );
  CREATE INDEX activity_lead ON activity (lead_id, id);
  CREATE TABLE owner_sessions (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    ended_at INTEGER
  );
  CREATE INDEX owner_sessions_email ON owner_sessions (email);
  CREATE TABLE sign_in_links (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX sign_in_links_email ON sign_in_links (email, created_at);
  CREATE TABLE outbox_v2 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT REFERENCES leads (id),
    kind TEXT NOT NULL CHECK (kind IN ('business', 'customer', 'sign-in')),
    recipient TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    due_since INTEGER NOT NULL,
    last_error TEXT,
    claimed_by TEXT,
    claim_until INTEGER,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  INSERT INTO outbox_v2 SELECT * FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v2 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  `,
  // Operations (issue 11): the acknowledgement a limit held back, the outbox's oldest pending email for /healthz
  // (a partial index: as cheap with 300,000 sent emails as with none), the shared rate limits, a health probe row.
  `
  ALTER TABLE leads ADD COLUMN acknowledgement_skipped TEXT;
  CREATE INDEX outbox_pending_since ON outbox (due_since) WHERE status = 'pending';
  CREATE INDEX outbox_dead_kind ON outbox (kind) WHERE status = 'dead';
  CREATE TABLE rate_events (
    bucket TEXT NOT NULL,
    at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX rate_events_bucket ON rate_events (bucket, at);
  CREATE INDEX rate_events_expiry ON rate_events (expires_at);
  CREATE TABLE health_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at INTEGER NOT NULL,
    writer TEXT NOT NULL,
    ballast BLOB NOT NULL
  );
  `,
  // The quote form's optional "Anything we should know?" (docs/quote-form.md); earlier leads have none.
  `ALTER TABLE leads ADD COLUMN notes TEXT NOT NULL DEFAULT '';`,
  // What the owner was last told about a condition (docs/operations.md, "Alerts"), shared by every copy of the
  // service so that one incident is one alert, not one per copy or per restart. No row: nothing is wrong.
  `
  CREATE TABLE alert_state (
    condition TEXT PRIMARY KEY,
    active INTEGER NOT NULL CHECK (active IN (0, 1)),
    changed_at INTEGER NOT NULL,
    changed_by TEXT NOT NULL
  );
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

type Row = Record<string, SQLInputValue>;

/** Leads keep their time as ISO 8601 text (readable in the sqlite3 shell); the outbox as epoch milliseconds. */
const encodeDate = (date: Date) => date.toISOString();

/**
 * The health probe commits this many bytes: about a lead with its two emails. A disk with room for the probe has
 * room for a lead; one without fails the probe, and /healthz says so.
 */
export const PROBE_BYTES = 16 * 1024;

/** Leads old enough to purge (created_at is ISO 8601 text in UTC, so text order is time order). */
const PURGEABLE = `created_at < ? AND NOT EXISTS (
  SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id AND outbox.status = 'pending')`;

export class SqliteLeadStore implements LeadStore {
  readonly file: string;
  get location(): string {
    return this.file;
  }
  readonly #db: DatabaseSync;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, LEADS_FILE);
    this.#db = new DatabaseSync(this.file, { timeout: 5_000 });
    this.#db.exec("PRAGMA journal_mode = WAL");
    this.#db.exec("PRAGMA synchronous = FULL");
    this.#db.exec("PRAGMA foreign_keys = ON");
    this.#db.exec("PRAGMA busy_timeout = 5000");
    this.#migrate();
  }

  #migrate(): void {
    this.#transaction(() => {
      this.#db.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
      const row = this.#db.prepare("SELECT version FROM schema_version").get() as
        | { version: number }
        | undefined;
      const current = row?.version ?? 0;
      if (current > MIGRATIONS.length) {
        throw new Error(
          `${this.file} has schema version ${current}, newer than this service knows (${MIGRATIONS.length}): run the newer version`,
        );
      }
      for (const sql of MIGRATIONS.slice(current)) this.#db.exec(sql);
      if (row) this.#db.prepare("UPDATE schema_version SET version = ?").run(MIGRATIONS.length);
      else this.#db.prepare("INSERT INTO schema_version (version) VALUES (?)").run(MIGRATIONS.length);
    });
  }

  /** BEGIN IMMEDIATE takes the write lock at once, so a read-then-write inside cannot race another process. */
  #transaction<T>(work: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  async schemaVersion(): Promise<number> {
    const row = this.#db.prepare("SELECT version FROM schema_version").get() as
      | { version: number }
      | undefined;
    return row?.version ?? 0;
  }

  async saveLead(lead: NewLead, emails: readonly OutboxEmail[]): Promise<SaveResult> {
    return this.#transaction(() => {
      if (lead.idempotencyKey) {
        const existing = this.#findByKey(lead.idempotencyKey);
        if (existing) return { id: existing, created: false };
      }
      this.#db
        .prepare(insertStatement("leads", LEAD_INSERT_COLUMNS, () => "?"))
        .run(...leadInsertValues(lead, encodeDate));
      for (const email of emails) this.#insertEmail(lead.id, email, lead.createdAt);
      return { id: lead.id, created: true };
    });
  }

  #findByKey(key: string): string | undefined {
    const row = this.#db.prepare("SELECT id FROM leads WHERE idempotency_key = ?").get(key) as
      | { id: string }
      | undefined;
    return row?.id;
  }

  async findByIdempotencyKey(key: string): Promise<string | undefined> {
    return this.#findByKey(key);
  }

  async getLead(id: string): Promise<LeadWithEmails | undefined> {
    const row = this.#db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as Row | undefined;
    if (!row) return undefined;
    const emails = this.#db.prepare("SELECT * FROM outbox WHERE lead_id = ? ORDER BY id").all(id) as Row[];
    return { lead: rowToLead(row), emails: emails.map(rowToEmail) };
  }

  async findLeadIds(prefix: string): Promise<string[]> {
    const rows = this.#db
      .prepare("SELECT id FROM leads WHERE substr(id, 1, ?) = ? ORDER BY created_at LIMIT 10")
      .all(prefix.length, prefix) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  async listLeads(limit: number): Promise<LeadListEntry[]> {
    const rows = this.#db
      .prepare("SELECT * FROM leads ORDER BY created_at DESC, rowid DESC LIMIT ?")
      .all(limit) as Row[];
    return this.#withCounts(rows);
  }

  async allLeads(): Promise<LeadListEntry[]> {
    const rows = this.#db.prepare("SELECT * FROM leads ORDER BY created_at, rowid").all() as Row[];
    return this.#withCounts(rows);
  }

  #withCounts(rows: Row[]): LeadListEntry[] {
    const counts = this.#db.prepare(
      "SELECT status, count(*) AS n FROM outbox WHERE lead_id = ? GROUP BY status",
    );
    return rows.map((row) => {
      const emails: Record<EmailStatus, number> = { pending: 0, sent: 0, dead: 0 };
      for (const count of counts.all(row.id as string) as Array<{ status: EmailStatus; n: number }>) {
        emails[count.status] = count.n;
      }
      return { lead: rowToLead(row), emails };
    });
  }

  async findLeads(query: LeadQuery): Promise<LeadListEntry[]> {
    const where: string[] = [];
    const values: SQLInputValue[] = [];
    if (query.stage) {
      where.push("stage = ?");
      values.push(query.stage);
    }
    if (query.quarantined !== undefined) {
      where.push("status = ?");
      values.push(query.quarantined ? "quarantined" : "normal");
    }
    if (query.search?.trim()) {
      const { text, digits, id } = searchPatterns(query.search);
      where.push(
        `(lower(first_name || ' ' || last_name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\'
          OR id LIKE ? ESCAPE '\\'${digits ? ` OR ${PHONE_DIGITS_SQL} LIKE ?` : ""})`,
      );
      values.push(text, text, id, ...(digits ? [digits] : []));
    }
    const rows = this.#db
      .prepare(
        `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY created_at DESC, rowid DESC LIMIT ?`,
      )
      .all(...values, query.limit) as Row[];
    return this.#withCounts(rows);
  }

  #insertActivity(activity: NewActivity): void {
    this.#db
      .prepare("INSERT INTO activity (at, actor, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)")
      .run(
        activity.at.getTime(),
        activity.actor,
        activity.action,
        activity.leadId ?? null,
        activity.detail ?? null,
      );
  }

  async setStage(leadId: string, stage: LeadStage, actor: string, at: Date): Promise<boolean> {
    return this.#transaction(() => {
      const row = this.#db.prepare("SELECT stage FROM leads WHERE id = ?").get(leadId) as
        | { stage: string }
        | undefined;
      if (!row) return false;
      if (row.stage === stage) return true;
      this.#db.prepare("UPDATE leads SET stage = ? WHERE id = ?").run(stage, leadId);
      this.#insertActivity({ at, actor, action: "stage", leadId, detail: stage });
      return true;
    });
  }

  async addNote(leadId: string, text: string, actor: string, at: Date): Promise<boolean> {
    return this.#transaction(() => {
      if (!this.#db.prepare("SELECT 1 FROM leads WHERE id = ?").get(leadId)) return false;
      this.#insertActivity({ at, actor, action: "note", leadId, detail: text });
      return true;
    });
  }

  async releaseFromQuarantine(
    leadId: string,
    acknowledgement: OutboxEmail,
    actor: string,
    at: Date,
  ): Promise<boolean> {
    return this.#transaction(() => {
      const changed = this.#db
        .prepare("UPDATE leads SET status = 'normal' WHERE id = ? AND status = 'quarantined'")
        .run(leadId).changes;
      if (!changed) return false;
      this.#insertEmail(leadId, acknowledgement, at);
      this.#insertActivity({ at, actor, action: "released", leadId });
      return true;
    });
  }

  async retryEmail(leadId: string, emailId: number, actor: string, at: Date): Promise<boolean> {
    return this.#transaction(() => {
      const row = this.#db
        .prepare("SELECT kind, recipient FROM outbox WHERE id = ? AND lead_id = ? AND status = 'dead'")
        .get(emailId, leadId) as { kind: string; recipient: string } | undefined;
      if (!row) return false;
      this.#db
        .prepare(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, due_since = ?,
             claimed_by = NULL, claim_until = NULL
           WHERE id = ?`,
        )
        .run(at.getTime(), at.getTime(), emailId);
      this.#insertActivity({
        at,
        actor,
        action: "email-retried",
        leadId,
        detail: `${row.kind} to ${row.recipient}`,
      });
      return true;
    });
  }

  async leadActivity(leadId: string): Promise<Activity[]> {
    const rows = this.#db
      .prepare("SELECT * FROM activity WHERE lead_id = ? ORDER BY id")
      .all(leadId) as Row[];
    return rows.map(rowToActivity);
  }

  async recordActivity(activity: NewActivity): Promise<void> {
    this.#insertActivity(activity);
  }

  async accessActivity(limit: number): Promise<Activity[]> {
    const rows = this.#db
      .prepare("SELECT * FROM activity WHERE lead_id IS NULL ORDER BY id DESC LIMIT ?")
      .all(limit) as Row[];
    return rows.map(rowToActivity);
  }

  #insertEmail(leadId: string | null, email: OutboxEmail, at: Date): void {
    this.#db
      .prepare(insertStatement("outbox", OUTBOX_INSERT_COLUMNS, () => "?"))
      .run(...outboxInsertValues(leadId, email, at, (date) => date.getTime()));
  }

  async queueEmail(email: OutboxEmail, at: Date): Promise<void> {
    this.#insertEmail(null, email, at);
  }

  async createSignInLink(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void> {
    this.#db
      .prepare("INSERT INTO sign_in_links (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .run(tokenHash, email, at.getTime(), expiresAt.getTime());
  }

  async consumeSignInLink(tokenHash: string, at: Date): Promise<string | undefined> {
    const row = this.#db
      .prepare(
        `UPDATE sign_in_links SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         RETURNING email`,
      )
      .get(at.getTime(), tokenHash, at.getTime()) as { email: string } | undefined;
    return row?.email;
  }

  async countSignInLinks(email: string, since: Date): Promise<number> {
    const row = this.#db
      .prepare("SELECT count(*) AS n FROM sign_in_links WHERE email = ? AND created_at >= ?")
      .get(email, since.getTime()) as { n: number };
    return Number(row.n);
  }

  async createSession(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void> {
    this.#db
      .prepare("INSERT INTO owner_sessions (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .run(tokenHash, email, at.getTime(), expiresAt.getTime());
  }

  async findSession(tokenHash: string, at: Date): Promise<OwnerSession | undefined> {
    const row = this.#db
      .prepare("SELECT * FROM owner_sessions WHERE token_hash = ? AND ended_at IS NULL AND expires_at > ?")
      .get(tokenHash, at.getTime()) as Row | undefined;
    if (!row) return undefined;
    return {
      email: String(row.email),
      createdAt: new Date(Number(row.created_at)),
      expiresAt: new Date(Number(row.expires_at)),
    };
  }

  async endSession(tokenHash: string, at: Date): Promise<void> {
    this.#db
      .prepare("UPDATE owner_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL")
      .run(at.getTime(), tokenHash);
  }

  async endAllSessions(email: string, at: Date): Promise<number> {
    const result = this.#db
      .prepare(
        "UPDATE owner_sessions SET ended_at = ? WHERE email = ? AND ended_at IS NULL AND expires_at > ?",
      )
      .run(at.getTime(), email, at.getTime());
    return Number(result.changes);
  }

  async claimDueEmails(workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<StoredEmail[]> {
    const at = now.getTime();
    const rows = this.#db
      .prepare(
        `UPDATE outbox SET claimed_by = ?, claim_until = ?
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (claim_until IS NULL OR claim_until < ?)
           ORDER BY next_attempt_at, id LIMIT ?
         )
         RETURNING *`,
      )
      .all(workerId, leaseUntil.getTime(), at, at, limit) as Row[];
    return rows.map(rowToEmail).sort((a, b) => a.id - b.id);
  }

  async markSent(emailId: number, now: Date): Promise<void> {
    this.#db
      .prepare(
        `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL,
           claimed_by = NULL, claim_until = NULL
         WHERE id = ? AND status = 'pending'`,
      )
      .run(now.getTime(), emailId);
  }

  async discardSignInEmail(emailId: number, workerId: string): Promise<void> {
    this.#db
      .prepare(
        "DELETE FROM outbox WHERE id = ? AND claimed_by = ? AND kind = 'sign-in' AND status = 'pending'",
      )
      .run(emailId, workerId);
  }

  async markFailed(
    emailId: number,
    workerId: string,
    error: string,
    outcome: { nextAttemptAt: Date } | { dead: true },
  ): Promise<void> {
    const dead = "dead" in outcome;
    this.#db
      .prepare(
        `UPDATE outbox SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
           claimed_by = NULL, claim_until = NULL
         WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
      )
      .run(
        dead ? "dead" : "pending",
        error.slice(0, 1_000),
        dead ? Date.now() : outcome.nextAttemptAt.getTime(),
        emailId,
        workerId,
      );
  }

  async leaseHolders(now: Date): Promise<string[]> {
    const rows = this.#db
      .prepare(
        "SELECT DISTINCT claimed_by FROM outbox WHERE status = 'pending' AND claimed_by IS NOT NULL AND claim_until >= ?",
      )
      .all(now.getTime()) as Array<{ claimed_by: string }>;
    return rows.map((row) => row.claimed_by);
  }

  async releaseLeases(workerId: string): Promise<number> {
    const result = this.#db
      .prepare(
        "UPDATE outbox SET claimed_by = NULL, claim_until = NULL WHERE status = 'pending' AND claimed_by = ?",
      )
      .run(workerId);
    return Number(result.changes);
  }

  async nextWakeAt(): Promise<Date | undefined> {
    const row = this.#db
      .prepare(
        "SELECT min(max(next_attempt_at, coalesce(claim_until + 1, 0))) AS at FROM outbox WHERE status = 'pending'",
      )
      .get() as { at: number | null } | undefined;
    return row?.at == null ? undefined : new Date(row.at);
  }

  async retryDead(now: Date, actor: string): Promise<number> {
    return this.#transaction(() => {
      const rows = this.#db
        .prepare(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, due_since = ?,
             claimed_by = NULL, claim_until = NULL
           WHERE status = 'dead' AND kind != 'sign-in'
           RETURNING lead_id, kind, recipient`,
        )
        .all(now.getTime(), now.getTime()) as Array<{ lead_id: string; kind: string; recipient: string }>;
      for (const row of rows) {
        this.#insertActivity({
          at: now,
          actor,
          action: "email-retried",
          leadId: row.lead_id,
          detail: `${row.kind} to ${row.recipient}`,
        });
      }
      return rows.length;
    });
  }

  async outboxCounts(): Promise<OutboxCounts> {
    const counts: OutboxCounts = { pending: 0, sent: 0, dead: 0 };
    const rows = this.#db.prepare("SELECT status, count(*) AS n FROM outbox GROUP BY status").all() as Array<{
      status: EmailStatus;
      n: number;
    }>;
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  async countPurgeableLeads(cutoff: Date): Promise<number> {
    const row = this.#db
      .prepare(`SELECT count(*) AS n FROM leads WHERE ${PURGEABLE}`)
      .get(cutoff.toISOString()) as { n: number };
    return Number(row.n);
  }

  async purgeLeadsBefore(cutoff: Date): Promise<number> {
    return this.#transaction(() => {
      const doomed = `SELECT id FROM leads WHERE ${PURGEABLE}`;
      const at = cutoff.toISOString();
      this.#db.prepare(`DELETE FROM outbox WHERE lead_id IN (${doomed})`).run(at);
      this.#db.prepare(`DELETE FROM activity WHERE lead_id IN (${doomed})`).run(at);
      return Number(this.#db.prepare(`DELETE FROM leads WHERE id IN (${doomed})`).run(at).changes);
    });
  }

  async renewLease(emailId: number, workerId: string, leaseUntil: Date): Promise<boolean> {
    const result = this.#db
      .prepare("UPDATE outbox SET claim_until = ? WHERE id = ? AND status = 'pending' AND claimed_by = ?")
      .run(leaseUntil.getTime(), emailId, workerId);
    return Number(result.changes) === 1;
  }

  async mailStatus(): Promise<MailStatus> {
    const oldest = this.#db
      .prepare("SELECT min(due_since) AS at FROM outbox WHERE status = 'pending'")
      .get() as { at: number | null };
    const dead = this.#db
      .prepare("SELECT count(*) AS n FROM outbox WHERE status = 'dead' AND kind = 'business'")
      .get() as { n: number };
    return {
      oldestPendingSince: oldest.at == null ? undefined : new Date(oldest.at),
      deadBusinessEmails: Number(dead.n),
    };
  }

  async unsentCounts(): Promise<{ pending: number; dead: number }> {
    const count = (status: EmailStatus) =>
      Number(
        (this.#db.prepare("SELECT count(*) AS n FROM outbox WHERE status = ?").get(status) as { n: number })
          .n,
      );
    return { pending: count("pending"), dead: count("dead") };
  }

  async takeAllowance(buckets: readonly AllowanceBucket[], now: Date): Promise<AllowanceDecision> {
    const at = now.getTime();
    // BEGIN IMMEDIATE: one writer at a time, across processes, so two takes never both see the last free slot.
    return this.#transaction(() => {
      this.#db.prepare("DELETE FROM rate_events WHERE expires_at <= ?").run(at);
      for (const bucket of buckets) {
        const since = at - bucket.windowMs;
        const { n } = this.#db
          .prepare("SELECT count(*) AS n FROM rate_events WHERE bucket = ? AND at > ?")
          .get(bucket.key, since) as { n: number };
        if (Number(n) < bucket.limit) continue;
        // The take that frees a slot: the (n - limit + 1)-th oldest in the window leaves it first.
        const row = this.#db
          .prepare("SELECT at FROM rate_events WHERE bucket = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?")
          .get(bucket.key, since, Number(n) - bucket.limit) as { at: number } | undefined;
        const freeAt = (row?.at ?? at) + bucket.windowMs;
        return { allowed: false, key: bucket.key, retryAfterMs: Math.max(1, freeAt - at) };
      }
      const insert = this.#db.prepare("INSERT INTO rate_events (bucket, at, expires_at) VALUES (?, ?, ?)");
      for (const bucket of buckets) insert.run(bucket.key, at, at + bucket.windowMs);
      return { allowed: true };
    });
  }

  async ping(): Promise<void> {
    this.#db.prepare("SELECT 1").get();
  }

  async changeAlertState(condition: string, active: boolean, at: Date, writer: string): Promise<boolean> {
    const changed = active
      ? this.#db
          .prepare(
            `INSERT INTO alert_state (condition, active, changed_at, changed_by) VALUES (?, 1, ?, ?)
             ON CONFLICT (condition) DO UPDATE SET active = 1, changed_at = excluded.changed_at,
               changed_by = excluded.changed_by
             WHERE alert_state.active = 0
             RETURNING condition`,
          )
          .all(condition, at.getTime(), writer)
      : this.#db
          .prepare(
            `UPDATE alert_state SET active = 0, changed_at = ?, changed_by = ?
             WHERE condition = ? AND active = 1
             RETURNING condition`,
          )
          .all(at.getTime(), writer, condition);
    return changed.length > 0;
  }

  async probeWrite(now: Date, writer: string): Promise<void> {
    // A disk with less room than a few leads is full for our purposes, even if the WAL still has space to reuse.
    const { bavail, bsize } = statfsSync(path.dirname(this.file));
    if (bavail * bsize < 4 * PROBE_BYTES) throw new Error("the disk of the lead store is full");
    // Fresh random bytes each time: the pages really are written, and committed to disk.
    const ballast = crypto.getRandomValues(new Uint8Array(PROBE_BYTES));
    this.#transaction(() => {
      this.#db
        .prepare(
          `INSERT INTO health_probe (id, at, writer, ballast) VALUES (1, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET at = excluded.at, writer = excluded.writer, ballast = excluded.ballast`,
        )
        .run(now.getTime(), writer, ballast);
    });
  }

  /**
   * An online backup to `file` (SQLite's backup API through node:sqlite) while the service keeps writing: one step
   * copies every page under a read lock, a consistent snapshot that never blocks writers (WAL). Written beside the
   * target and renamed once checked, so `file` is either a complete, verified copy or not there at all.
   */
  async backupTo(file: string): Promise<{ leads: number; bytes: number }> {
    if (existsSync(file)) throw new Error(`${file} exists already: choose a new file name`);
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    try {
      // All pages in one step: a smaller step would start over each time the service writes meanwhile.
      await backup(this.#db, partial, { rate: 1_000_000_000 });
      const copy = new DatabaseSync(partial);
      try {
        const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
        if (check.integrity_check !== "ok")
          throw new Error(`the copy failed its integrity check: ${check.integrity_check}`);
        const { n } = copy.prepare("SELECT count(*) AS n FROM leads").get() as { n: number };
        const { bytes } = copy
          .prepare("SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()")
          .get() as { bytes: number };
        copy.close();
        renameSync(partial, file);
        return { leads: Number(n), bytes: Number(bytes) };
      } finally {
        if (copy.isOpen) copy.close();
      }
    } finally {
      rmSync(partial, { force: true });
    }
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
