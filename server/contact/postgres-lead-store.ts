import pg from "pg";
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
 * The lead store on PostgreSQL (the `pg` package), used when DATABASE_URL is set: several copies of the service, on
 * one machine or many, share one database behind a load balancer. The semantics are the SQLite store's, kept by the
 * same behavioural test suite (lead-store-suite.ts):
 * - the schema is created or migrated at open, in one transaction under an advisory lock (two copies starting at
 *   once do not both migrate); `schema_version` holds the version, a newer database than the code refuses to open;
 * - a lead and its emails are one transaction; the idempotency key is UNIQUE and inserted with ON CONFLICT DO
 *   NOTHING, so a concurrent duplicate waits for the first transaction and answers its id instead of failing;
 * - an email is leased with one UPDATE over a `FOR UPDATE SKIP LOCKED` sub-select: two workers never win the same
 *   row, and neither waits for the other;
 * - times are `timestamptz`; the workers' clocks decide due times and lease ends (keep the machines on NTP).
 */

/** Each entry moves the schema one version up; never edit a shipped entry, add a new one. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE leads (
    id text PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    created_at timestamptz NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    phone text NOT NULL,
    email text NOT NULL,
    zip_code text NOT NULL,
    square_footage double precision NOT NULL,
    services text NOT NULL,
    referral text NOT NULL,
    status text NOT NULL CHECK (status IN ('normal', 'quarantined')),
    quarantine_reason text,
    idempotency_key text UNIQUE,
    ip text,
    user_agent text,
    attribution jsonb NOT NULL DEFAULT '{}'
  );
  CREATE INDEX leads_created_at ON leads (created_at);
  CREATE TABLE outbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lead_id text NOT NULL REFERENCES leads (id),
    kind text NOT NULL CHECK (kind IN ('business', 'customer')),
    recipient text NOT NULL,
    reply_to text,
    subject text NOT NULL,
    html text NOT NULL,
    text text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    due_since timestamptz NOT NULL,
    last_error text,
    claimed_by text,
    claim_until timestamptz,
    created_at timestamptz NOT NULL,
    sent_at timestamptz
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  `,
  // The quote form's optional "Anything we should know?" (docs/quote-form.md); earlier leads have none.
  `ALTER TABLE leads ADD COLUMN notes text NOT NULL DEFAULT '';`,
];

export const POSTGRES_SCHEMA_VERSION = MIGRATIONS.length;

/** pg_advisory_xact_lock key of the migration ("bnc-lead" in ASCII): one migrating process at a time. */
const MIGRATION_LOCK = 0x626e_632d_6c65_6164n;

/** Few connections per copy of the service: a quote form's load is tiny, and many copies share the server. */
const POOL_MAX = 4;

type Row = Record<string, unknown>;

/** Leads old enough to purge ($1 is the cutoff). */
const PURGEABLE = `created_at < $1 AND NOT EXISTS (
  SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id AND outbox.status = 'pending')`;

/** The URL without its password, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unreadable DATABASE_URL)";
  }
}

export class PostgresLeadStore implements LeadStore {
  readonly location: string;
  readonly #pool: pg.Pool;
  #closed = false;

  private constructor(pool: pg.Pool, location: string) {
    this.#pool = pool;
    this.location = location;
  }

  /** Connects, creates or migrates the schema, and answers the store; fails with a message naming DATABASE_URL. */
  static async open(databaseUrl: string): Promise<PostgresLeadStore> {
    const location = redactDatabaseUrl(databaseUrl);
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: POOL_MAX,
      idleTimeoutMillis: 30_000,
      // /healthz and a start must not hang on a database that does not answer.
      connectionTimeoutMillis: 5_000,
      statement_timeout: 30_000,
      application_name: "bnc-leads",
    });
    // A connection that breaks while idle (the database restarted) is dropped by the pool; the next query opens a
    // new one or fails, and its caller reports it. Without a listener the error would end the process.
    pool.on("error", () => {});
    const store = new PostgresLeadStore(pool, location);
    try {
      await store.#migrate();
    } catch (error) {
      await pool.end().catch(() => {});
      const reason = error instanceof Error ? error.message || error.name : String(error);
      throw new Error(`the PostgreSQL lead store (DATABASE_URL ${location}) cannot be opened: ${reason}`, {
        cause: error,
      });
    }
    return store;
  }

  async #migrate(): Promise<void> {
    await this.#transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK.toString()]);
      await client.query("CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)");
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_version");
      const current = rows[0]?.version ?? 0;
      if (current > MIGRATIONS.length) {
        throw new Error(
          `the database has schema version ${current}, newer than this service knows (${MIGRATIONS.length}): run the newer version`,
        );
      }
      for (const sql of MIGRATIONS.slice(current)) await client.query(sql);
      if (rows[0]) await client.query("UPDATE schema_version SET version = $1", [MIGRATIONS.length]);
      else await client.query("INSERT INTO schema_version (version) VALUES ($1)", [MIGRATIONS.length]);
    });
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      client.release();
      return result;
    } catch (error) {
      try {
        await client.query("ROLLBACK");
        client.release();
      } catch (rollbackError) {
        // The connection itself is broken: throw it away instead of returning it to the pool.
        client.release(rollbackError instanceof Error ? rollbackError : true);
      }
      throw error;
    }
  }

  async #rows(sql: string, values: unknown[] = []): Promise<Row[]> {
    return (await this.#pool.query<Row>(sql, values)).rows;
  }

  async #count(sql: string, values: unknown[] = []): Promise<number> {
    return (await this.#pool.query(sql, values)).rowCount ?? 0;
  }

  async schemaVersion(): Promise<number> {
    const [row] = await this.#rows("SELECT version FROM schema_version");
    return Number(row?.version ?? 0);
  }

  async saveLead(lead: NewLead, emails: readonly OutboxEmail[]): Promise<SaveResult> {
    return this.#transaction(async (client) => {
      // A concurrent duplicate blocks here until the first transaction ends, then inserts nothing.
      const inserted = await client.query(
        `INSERT INTO leads (${LEAD_INSERT_COLUMNS.join(", ")})
         VALUES (${LEAD_INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(", ")})
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [...leadInsertValues(lead, (date) => date)],
      );
      if (inserted.rowCount === 0 && lead.idempotencyKey) {
        // Read Committed: this statement sees the first transaction's committed lead.
        const { rows } = await client.query<{ id: string }>(
          "SELECT id FROM leads WHERE idempotency_key = $1",
          [lead.idempotencyKey],
        );
        const existing = rows[0]?.id;
        if (!existing) throw new Error("a lead with this idempotency key exists but cannot be read");
        return { id: existing, created: false };
      }
      for (const email of emails) {
        await client.query(
          `INSERT INTO outbox (lead_id, kind, recipient, reply_to, subject, html, text, next_attempt_at, due_since,
             created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8)`,
          [
            lead.id,
            email.kind,
            email.to,
            email.replyTo ?? null,
            email.subject,
            email.html,
            email.text,
            lead.createdAt,
          ],
        );
      }
      return { id: lead.id, created: true };
    });
  }

  async findByIdempotencyKey(key: string): Promise<string | undefined> {
    const [row] = await this.#rows("SELECT id FROM leads WHERE idempotency_key = $1", [key]);
    return row ? String(row.id) : undefined;
  }

  async getLead(id: string): Promise<LeadWithEmails | undefined> {
    const [row] = await this.#rows("SELECT * FROM leads WHERE id = $1", [id]);
    if (!row) return undefined;
    const emails = await this.#rows("SELECT * FROM outbox WHERE lead_id = $1 ORDER BY id", [id]);
    return { lead: rowToLead(row), emails: emails.map(rowToEmail) };
  }

  async findLeadIds(prefix: string): Promise<string[]> {
    const rows = await this.#rows(
      "SELECT id FROM leads WHERE starts_with(id, $1) ORDER BY created_at, seq LIMIT 10",
      [prefix],
    );
    return rows.map((row) => String(row.id));
  }

  async listLeads(limit: number): Promise<LeadListEntry[]> {
    return this.#withCounts(
      `SELECT * FROM leads ORDER BY created_at DESC, seq DESC LIMIT $1`,
      [limit],
      "created_at DESC, seq DESC",
    );
  }

  async allLeads(): Promise<LeadListEntry[]> {
    return this.#withCounts("SELECT * FROM leads ORDER BY created_at, seq", [], "created_at, seq");
  }

  /** The leads of `sql` with their emails counted by status, in one query. */
  async #withCounts(sql: string, values: unknown[], order: string): Promise<LeadListEntry[]> {
    const rows = await this.#rows(
      `SELECT l.*,
         (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.status = 'pending')::integer AS n_pending,
         (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.status = 'sent')::integer AS n_sent,
         (SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.status = 'dead')::integer AS n_dead
       FROM (${sql}) l ORDER BY ${order}`,
      values,
    );
    return rows.map((row) => ({
      lead: rowToLead(row),
      emails: { pending: Number(row.n_pending), sent: Number(row.n_sent), dead: Number(row.n_dead) },
    }));
  }

  async claimDueEmails(workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<StoredEmail[]> {
    // SKIP LOCKED: a row another worker is claiming right now is passed over, never claimed twice; a locked row is
    // re-checked against its committed version, so an email leased a moment ago is not due any more. MATERIALIZED:
    // the due rows are picked and locked once, never re-evaluated per row of the UPDATE.
    const rows = await this.#rows(
      `WITH due AS MATERIALIZED (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= $3 AND (claim_until IS NULL OR claim_until < $3)
         ORDER BY next_attempt_at, id
         LIMIT $4
         FOR UPDATE SKIP LOCKED
       )
       UPDATE outbox SET claimed_by = $1, claim_until = $2
       FROM due WHERE outbox.id = due.id
       RETURNING outbox.*`,
      [workerId, leaseUntil, now, limit],
    );
    return rows.map(rowToEmail).sort((a, b) => a.id - b.id);
  }

  async markSent(emailId: number, now: Date): Promise<void> {
    await this.#pool.query(
      `UPDATE outbox SET status = 'sent', sent_at = $1, attempts = attempts + 1, last_error = NULL,
         claimed_by = NULL, claim_until = NULL
       WHERE id = $2 AND status = 'pending'`,
      [now, emailId],
    );
  }

  async markFailed(
    emailId: number,
    workerId: string,
    error: string,
    outcome: { nextAttemptAt: Date } | { dead: true },
  ): Promise<void> {
    const dead = "dead" in outcome;
    await this.#pool.query(
      `UPDATE outbox SET status = $1, attempts = attempts + 1, last_error = $2, next_attempt_at = $3,
         claimed_by = NULL, claim_until = NULL
       WHERE id = $4 AND status = 'pending' AND claimed_by = $5`,
      [
        dead ? "dead" : "pending",
        error.slice(0, 1_000),
        dead ? new Date() : outcome.nextAttemptAt,
        emailId,
        workerId,
      ],
    );
  }

  async leaseHolders(now: Date): Promise<string[]> {
    const rows = await this.#rows(
      `SELECT DISTINCT claimed_by FROM outbox
       WHERE status = 'pending' AND claimed_by IS NOT NULL AND claim_until >= $1`,
      [now],
    );
    return rows.map((row) => String(row.claimed_by));
  }

  async releaseLeases(workerId: string): Promise<number> {
    return this.#count(
      "UPDATE outbox SET claimed_by = NULL, claim_until = NULL WHERE status = 'pending' AND claimed_by = $1",
      [workerId],
    );
  }

  async nextWakeAt(): Promise<Date | undefined> {
    // greatest() skips NULL: an email without a lease is due at next_attempt_at.
    const [row] = await this.#rows(
      `SELECT min(greatest(next_attempt_at, claim_until + interval '1 millisecond')) AS at
       FROM outbox WHERE status = 'pending'`,
    );
    return row?.at instanceof Date ? row.at : undefined;
  }

  async retryDead(now: Date): Promise<number> {
    return this.#count(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, due_since = $1,
         claimed_by = NULL, claim_until = NULL
       WHERE status = 'dead'`,
      [now],
    );
  }

  async outboxCounts(): Promise<OutboxCounts> {
    const counts: OutboxCounts = { pending: 0, sent: 0, dead: 0 };
    const rows = await this.#rows("SELECT status, count(*)::integer AS n FROM outbox GROUP BY status");
    for (const row of rows) counts[row.status as EmailStatus] = Number(row.n);
    return counts;
  }

  async countPurgeableLeads(cutoff: Date): Promise<number> {
    const [row] = await this.#rows(`SELECT count(*)::integer AS n FROM leads WHERE ${PURGEABLE}`, [cutoff]);
    return Number(row?.n ?? 0);
  }

  async purgeLeadsBefore(cutoff: Date): Promise<number> {
    return this.#transaction(async (client) => {
      // Lock the leads first, then delete their emails and them; FOR UPDATE keeps a concurrent purge out.
      const { rows } = await client.query<{ id: string }>(
        `SELECT id FROM leads WHERE ${PURGEABLE} FOR UPDATE`,
        [cutoff],
      );
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return 0;
      await client.query("DELETE FROM outbox WHERE lead_id = ANY($1)", [ids]);
      return (await client.query("DELETE FROM leads WHERE id = ANY($1)", [ids])).rowCount ?? 0;
    });
  }

  async ping(): Promise<void> {
    await this.#pool.query("SELECT 1");
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }
}
