import pg from "pg";
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
  toDate,
} from "./store-rows.ts";

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
export const MIGRATIONS: readonly string[] = [
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
  // 2: the owner's inbox: a status per lead, the activity (history, sign-ins), sessions and sign-in links (by the
  // hash of their token), and sign-in emails in the outbox (no lead).
  `
  ALTER TABLE leads ADD COLUMN stage text NOT NULL DEFAULT 'new'
    CHECK (stage IN ('new', 'contacted', 'quoted', 'won', 'lost'));
  CREATE TABLE activity (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL,
    actor text NOT NULL,
    action text NOT NULL,
    lead_id text REFERENCES leads (id),
    detail text
  );
  CREATE INDEX activity_lead ON activity (lead_id, id);
  CREATE TABLE owner_sessions (
    token_hash text PRIMARY KEY,
    email text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    ended_at timestamptz
  );
  CREATE INDEX owner_sessions_email ON owner_sessions (email);
  CREATE TABLE sign_in_links (
    token_hash text PRIMARY KEY,
    email text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  );
  CREATE INDEX sign_in_links_email ON sign_in_links (email, created_at);
  ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL;
  ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
  ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('business', 'customer', 'sign-in'));
  `,
  // Operations (issue 11): the acknowledgement a limit held back, the outbox's oldest pending email for /healthz
  // (a partial index: as cheap with 300,000 sent emails as with none), the shared rate limits, a health probe row.
  `
  ALTER TABLE leads ADD COLUMN acknowledgement_skipped text;
  CREATE INDEX outbox_pending_since ON outbox (due_since) WHERE status = 'pending';
  CREATE INDEX outbox_dead_kind ON outbox (kind) WHERE status = 'dead';
  CREATE TABLE rate_events (
    bucket text NOT NULL,
    at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX rate_events_bucket ON rate_events (bucket, at);
  CREATE INDEX rate_events_expiry ON rate_events (expires_at);
  CREATE TABLE health_probe (
    id integer PRIMARY KEY CHECK (id = 1),
    at timestamptz NOT NULL,
    writer text NOT NULL
  );
  `,
  // The quote form's optional "Anything we should know?" (docs/quote-form.md); earlier leads have none.
  `ALTER TABLE leads ADD COLUMN notes text NOT NULL DEFAULT '';`,
  // What the owner was last told about a condition (docs/operations.md, "Alerts"), shared by every copy of the
  // service so that one incident is one alert, not one per copy or per restart. No row: nothing is wrong.
  `
  CREATE TABLE alert_state (
    condition text PRIMARY KEY,
    active boolean NOT NULL,
    changed_at timestamptz NOT NULL,
    changed_by text NOT NULL
  );
  `,
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

/** Runs a statement on a pool or on a transaction's client. */
type Queryable = Pick<pg.Pool, "query"> | pg.PoolClient;

const INSERT_EMAIL = insertStatement("outbox", OUTBOX_INSERT_COLUMNS, (index) => `$${index + 1}`);

/** An email into the outbox, due at once from `at` (the one INSERT of both stores: store-rows.ts). */
async function insertEmail(
  db: Queryable,
  leadId: string | null,
  email: OutboxEmail,
  at: Date,
): Promise<void> {
  await db.query(INSERT_EMAIL, [...outboxInsertValues(leadId, email, at, (date) => date)]);
}

async function insertActivity(db: Queryable, activity: NewActivity): Promise<void> {
  await db.query("INSERT INTO activity (at, actor, action, lead_id, detail) VALUES ($1, $2, $3, $4, $5)", [
    activity.at,
    activity.actor,
    activity.action,
    activity.leadId ?? null,
    activity.detail ?? null,
  ]);
}

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
        `${insertStatement("leads", LEAD_INSERT_COLUMNS, (index) => `$${index + 1}`)}
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
      for (const email of emails) await insertEmail(client, lead.id, email, lead.createdAt);
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

  async findLeads(query: LeadQuery): Promise<LeadListEntry[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    if (query.stage) where.push(`stage = ${param(query.stage)}`);
    if (query.quarantined !== undefined) {
      where.push(`status = ${param(query.quarantined ? "quarantined" : "normal")}`);
    }
    if (query.search?.trim()) {
      const { text, digits, id } = searchPatterns(query.search);
      const textParam = param(text);
      where.push(
        `(lower(first_name || ' ' || last_name) LIKE ${textParam} ESCAPE '\\' OR lower(email) LIKE ${textParam}
           ESCAPE '\\' OR id LIKE ${param(id)} ESCAPE '\\'${digits ? ` OR ${PHONE_DIGITS_SQL} LIKE ${param(digits)}` : ""})`,
      );
    }
    return this.#withCounts(
      `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY created_at DESC, seq DESC LIMIT ${param(query.limit)}`,
      values,
      "created_at DESC, seq DESC",
    );
  }

  async setStage(leadId: string, stage: LeadStage, actor: string, at: Date): Promise<boolean> {
    return this.#transaction(async (client) => {
      const { rows } = await client.query<{ stage: string }>(
        "SELECT stage FROM leads WHERE id = $1 FOR UPDATE",
        [leadId],
      );
      const current = rows[0];
      if (!current) return false;
      if (current.stage === stage) return true;
      await client.query("UPDATE leads SET stage = $1 WHERE id = $2", [stage, leadId]);
      await insertActivity(client, { at, actor, action: "stage", leadId, detail: stage });
      return true;
    });
  }

  async addNote(leadId: string, text: string, actor: string, at: Date): Promise<boolean> {
    return this.#transaction(async (client) => {
      const { rowCount } = await client.query("SELECT 1 FROM leads WHERE id = $1", [leadId]);
      if (!rowCount) return false;
      await insertActivity(client, { at, actor, action: "note", leadId, detail: text });
      return true;
    });
  }

  async releaseFromQuarantine(
    leadId: string,
    acknowledgement: OutboxEmail,
    actor: string,
    at: Date,
  ): Promise<boolean> {
    return this.#transaction(async (client) => {
      const { rowCount } = await client.query(
        "UPDATE leads SET status = 'normal' WHERE id = $1 AND status = 'quarantined'",
        [leadId],
      );
      if (!rowCount) return false;
      await insertEmail(client, leadId, acknowledgement, at);
      await insertActivity(client, { at, actor, action: "released", leadId });
      return true;
    });
  }

  async retryEmail(leadId: string, emailId: number, actor: string, at: Date): Promise<boolean> {
    return this.#transaction(async (client) => {
      const { rows } = await client.query<{ kind: string; recipient: string }>(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, due_since = $1,
           claimed_by = NULL, claim_until = NULL
         WHERE id = $2 AND lead_id = $3 AND status = 'dead'
         RETURNING kind, recipient`,
        [at, emailId, leadId],
      );
      const row = rows[0];
      if (!row) return false;
      await insertActivity(client, {
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
    return (await this.#rows("SELECT * FROM activity WHERE lead_id = $1 ORDER BY id", [leadId])).map(
      rowToActivity,
    );
  }

  async recordActivity(activity: NewActivity): Promise<void> {
    await insertActivity(this.#pool, activity);
  }

  async accessActivity(limit: number): Promise<Activity[]> {
    return (
      await this.#rows("SELECT * FROM activity WHERE lead_id IS NULL ORDER BY id DESC LIMIT $1", [limit])
    ).map(rowToActivity);
  }

  async queueEmail(email: OutboxEmail, at: Date): Promise<void> {
    await insertEmail(this.#pool, null, email, at);
  }

  async createSignInLink(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void> {
    await this.#pool.query(
      "INSERT INTO sign_in_links (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)",
      [tokenHash, email, at, expiresAt],
    );
  }

  async consumeSignInLink(tokenHash: string, at: Date): Promise<string | undefined> {
    const [row] = await this.#rows(
      `UPDATE sign_in_links SET used_at = $1
       WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
       RETURNING email`,
      [at, tokenHash],
    );
    return row ? String(row.email) : undefined;
  }

  async countSignInLinks(email: string, since: Date): Promise<number> {
    const [row] = await this.#rows(
      "SELECT count(*)::integer AS n FROM sign_in_links WHERE email = $1 AND created_at >= $2",
      [email, since],
    );
    return Number(row?.n ?? 0);
  }

  async createSession(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void> {
    await this.#pool.query(
      "INSERT INTO owner_sessions (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)",
      [tokenHash, email, at, expiresAt],
    );
  }

  async findSession(tokenHash: string, at: Date): Promise<OwnerSession | undefined> {
    const [row] = await this.#rows(
      "SELECT * FROM owner_sessions WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > $2",
      [tokenHash, at],
    );
    if (!row) return undefined;
    return { email: String(row.email), createdAt: toDate(row.created_at), expiresAt: toDate(row.expires_at) };
  }

  async endSession(tokenHash: string, at: Date): Promise<void> {
    await this.#pool.query(
      "UPDATE owner_sessions SET ended_at = $1 WHERE token_hash = $2 AND ended_at IS NULL",
      [at, tokenHash],
    );
  }

  async endAllSessions(email: string, at: Date): Promise<number> {
    return this.#count(
      "UPDATE owner_sessions SET ended_at = $1 WHERE email = $2 AND ended_at IS NULL AND expires_at > $1",
      [at, email],
    );
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

  async discardSignInEmail(emailId: number, workerId: string): Promise<void> {
    await this.#pool.query(
      "DELETE FROM outbox WHERE id = $1 AND claimed_by = $2 AND kind = 'sign-in' AND status = 'pending'",
      [emailId, workerId],
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

  async retryDead(now: Date, actor: string): Promise<number> {
    return this.#transaction(async (client) => {
      const { rows } = await client.query<{ lead_id: string; kind: string; recipient: string }>(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, due_since = $1,
           claimed_by = NULL, claim_until = NULL
         WHERE status = 'dead' AND kind <> 'sign-in'
         RETURNING lead_id, kind, recipient`,
        [now],
      );
      for (const row of rows) {
        await insertActivity(client, {
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
      await client.query("DELETE FROM activity WHERE lead_id = ANY($1)", [ids]);
      return (await client.query("DELETE FROM leads WHERE id = ANY($1)", [ids])).rowCount ?? 0;
    });
  }

  async renewLease(emailId: number, workerId: string, leaseUntil: Date): Promise<boolean> {
    const renewed = await this.#count(
      "UPDATE outbox SET claim_until = $1 WHERE id = $2 AND status = 'pending' AND claimed_by = $3",
      [leaseUntil, emailId, workerId],
    );
    return renewed === 1;
  }

  async mailStatus(): Promise<MailStatus> {
    const [row] = await this.#rows(
      `SELECT (SELECT min(due_since) FROM outbox WHERE status = 'pending') AS oldest,
         (SELECT count(*)::integer FROM outbox WHERE status = 'dead' AND kind = 'business') AS dead_business`,
    );
    return {
      oldestPendingSince: row?.oldest instanceof Date ? row.oldest : undefined,
      deadBusinessEmails: Number(row?.dead_business ?? 0),
    };
  }

  async unsentCounts(): Promise<{ pending: number; dead: number }> {
    const [row] = await this.#rows(
      `SELECT (SELECT count(*)::integer FROM outbox WHERE status = 'pending') AS pending,
         (SELECT count(*)::integer FROM outbox WHERE status = 'dead') AS dead`,
    );
    return { pending: Number(row?.pending ?? 0), dead: Number(row?.dead ?? 0) };
  }

  async takeAllowance(buckets: readonly AllowanceBucket[], now: Date): Promise<AllowanceDecision> {
    return this.#transaction(async (client) => {
      // Read Committed alone would let two copies both see the last free slot: a transaction-scoped advisory lock
      // per bucket serialises the takes of one key across every copy. Sorted, so two takes never deadlock.
      for (const key of [...new Set(buckets.map((bucket) => bucket.key))].sort()) {
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 11))", [key]);
      }
      await client.query("DELETE FROM rate_events WHERE expires_at <= $1", [now]);
      for (const bucket of buckets) {
        const since = new Date(now.getTime() - bucket.windowMs);
        const { rows } = await client.query<{ n: number }>(
          "SELECT count(*)::integer AS n FROM rate_events WHERE bucket = $1 AND at > $2",
          [bucket.key, since],
        );
        const taken = Number(rows[0]?.n ?? 0);
        if (taken < bucket.limit) continue;
        const oldest = await client.query<{ at: Date }>(
          "SELECT at FROM rate_events WHERE bucket = $1 AND at > $2 ORDER BY at LIMIT 1 OFFSET $3",
          [bucket.key, since, taken - bucket.limit],
        );
        const freeAt = (oldest.rows[0]?.at.getTime() ?? now.getTime()) + bucket.windowMs;
        return { allowed: false, key: bucket.key, retryAfterMs: Math.max(1, freeAt - now.getTime()) };
      }
      for (const bucket of buckets) {
        await client.query("INSERT INTO rate_events (bucket, at, expires_at) VALUES ($1, $2, $3)", [
          bucket.key,
          now,
          new Date(now.getTime() + bucket.windowMs),
        ]);
      }
      return { allowed: true };
    });
  }

  async ping(): Promise<void> {
    await this.#pool.query("SELECT 1");
  }

  async changeAlertState(condition: string, active: boolean, at: Date, writer: string): Promise<boolean> {
    // Atomic in one statement: of two copies flipping the same condition at once, one sees its row, the other none.
    const result = active
      ? await this.#pool.query(
          `INSERT INTO alert_state (condition, active, changed_at, changed_by) VALUES ($1, true, $2, $3)
           ON CONFLICT (condition) DO UPDATE SET active = true, changed_at = excluded.changed_at,
             changed_by = excluded.changed_by
           WHERE alert_state.active = false
           RETURNING condition`,
          [condition, at, writer],
        )
      : await this.#pool.query(
          `UPDATE alert_state SET active = false, changed_at = $2, changed_by = $3
           WHERE condition = $1 AND active = true
           RETURNING condition`,
          [condition, at, writer],
        );
    return (result.rowCount ?? 0) > 0;
  }

  async probeWrite(now: Date, writer: string): Promise<void> {
    // A committed write: fails on an unreachable server, a read-only database (a standby, or
    // default_transaction_read_only) and a full disk on the database server.
    await this.#transaction(async (client) => {
      await client.query(
        `INSERT INTO health_probe (id, at, writer) VALUES (1, $1, $2)
         ON CONFLICT (id) DO UPDATE SET at = excluded.at, writer = excluded.writer`,
        [now, writer],
      );
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }
}
