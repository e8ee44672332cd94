import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type {
  EmailStatus,
  LeadListEntry,
  LeadStore,
  LeadWithEmails,
  NewLead,
  OutboxCounts,
  OutboxEmail,
  SaveResult,
  StoredEmail,
} from "./lead-store.ts";
import { LEAD_INSERT_COLUMNS, leadInsertValues, rowToEmail, rowToLead } from "./store-rows.ts";

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
  // The quote form's optional "Anything we should know?" (docs/quote-form.md); earlier leads have none.
  `ALTER TABLE leads ADD COLUMN notes TEXT NOT NULL DEFAULT '';`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

type Row = Record<string, SQLInputValue>;

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
        .prepare(
          `INSERT INTO leads (${LEAD_INSERT_COLUMNS.join(", ")})
           VALUES (${LEAD_INSERT_COLUMNS.map(() => "?").join(", ")})`,
        )
        .run(...leadInsertValues(lead, (date) => date.toISOString()));
      const now = lead.createdAt.getTime();
      const insert = this.#db.prepare(
        `INSERT INTO outbox (lead_id, kind, recipient, reply_to, subject, html, text, next_attempt_at, due_since,
           created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const email of emails) {
        insert.run(
          lead.id,
          email.kind,
          email.to,
          email.replyTo ?? null,
          email.subject,
          email.html,
          email.text,
          now,
          now,
          now,
        );
      }
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

  async retryDead(now: Date): Promise<number> {
    const result = this.#db
      .prepare(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, due_since = ?,
           claimed_by = NULL, claim_until = NULL
         WHERE status = 'dead'`,
      )
      .run(now.getTime(), now.getTime());
    return Number(result.changes);
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
      return Number(this.#db.prepare(`DELETE FROM leads WHERE id IN (${doomed})`).run(at).changes);
    });
  }

  async ping(): Promise<void> {
    this.#db.prepare("SELECT 1").get();
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
