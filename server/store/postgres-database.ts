import pg from "pg";
import { type Database, migrationsToRun, type Param, type Row, type Sql } from "./database.ts";
import { POSTGRES_MIGRATIONS } from "./postgres-migrations.ts";

/**
 * The store on PostgreSQL (the `pg` package), used when DATABASE_URL is set: several copies of the service share
 * one database. Times are `timestamptz`; the copies' clocks decide due times and lease ends (keep them on NTP).
 */

/** pg_advisory_xact_lock key of the migration ("bnc-lead" in ASCII): one migrating process at a time. */
const MIGRATION_LOCK = 0x626e_632d_6c65_6164n;

/** Few connections per copy of the service: a quote form's load is tiny, and many copies share the server. */
const POOL_MAX = 4;

/** The queries are written with `?` (both databases' shared spelling); PostgreSQL numbers them. None has a `?` in a literal. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function over(client: Pick<pg.Pool, "query">): Sql {
  const query = async (sql: string, params: readonly Param[] = []) =>
    client.query<Row>(numbered(sql), params as Param[]);
  return {
    all: async (sql, params) => (await query(sql, params)).rows,
    get: async (sql, params) => (await query(sql, params)).rows[0],
    run: async (sql, params) => (await query(sql, params)).rowCount ?? 0,
  };
}

/** The URL without its password, for messages and logs. */
function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unreadable DATABASE_URL)";
  }
}

/** Connects, creates or migrates the schema; fails with a message naming DATABASE_URL. */
export async function openPostgresDatabase(databaseUrl: string): Promise<Database> {
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

  async function transaction<T>(work: (sql: Sql) => Promise<T>, locks: readonly string[] = []): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      // Read Committed alone would let two copies both see the last free slot of a limit: an advisory lock per
      // key serialises them across every copy; sorted, so two transactions never deadlock.
      for (const key of [...new Set(locks)].sort()) {
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 11))", [key]);
      }
      const result = await work(over(client));
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

  const sql = over(pool);
  const schemaVersion = async () =>
    Number((await sql.get("SELECT version FROM schema_version"))?.version ?? 0);
  let closed = false;
  const database: Database = {
    dialect: "postgresql",
    location,
    forUpdate: "FOR UPDATE",
    jsonText: (column, key) => `(${column} ->> '${key}')`,
    ...sql,
    transaction,
    // SKIP LOCKED: a row another worker is claiming right now is passed over, never claimed twice; MATERIALIZED:
    // the due rows are picked and locked once, never re-evaluated per row of the UPDATE.
    claimDueEmails: (workerId, now, leaseUntil, limit) =>
      sql.all(
        `WITH due AS MATERIALIZED (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (claim_until IS NULL OR claim_until < ?)
           ORDER BY next_attempt_at, id LIMIT ?
           FOR UPDATE SKIP LOCKED)
         UPDATE outbox SET claimed_by = ?, claim_until = ? FROM due WHERE outbox.id = due.id
         RETURNING outbox.*`,
        [now, now, limit, workerId, leaseUntil],
      ),
    // A committed write: fails on an unreachable server, a read-only database (a standby, or
    // default_transaction_read_only) and a full disk on the database server.
    probeWrite: async (now, writer) => {
      await transaction((tx) =>
        tx.run(
          `INSERT INTO health_probe (id, at, writer) VALUES (1, ?, ?)
           ON CONFLICT (id) DO UPDATE SET at = excluded.at, writer = excluded.writer`,
          [now, writer],
        ),
      );
    },
    schemaVersion,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  try {
    await transaction(async (tx) => {
      await tx.run("SELECT pg_advisory_xact_lock(?)", [MIGRATION_LOCK.toString()]);
      await tx.run("CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)");
      const row = await tx.get("SELECT version FROM schema_version");
      for (const migration of migrationsToRun(
        Number(row?.version ?? 0),
        POSTGRES_MIGRATIONS,
        "the database",
      )) {
        await tx.run(migration);
      }
      await tx.run(
        row ? "UPDATE schema_version SET version = ?" : "INSERT INTO schema_version (version) VALUES (?)",
        [POSTGRES_MIGRATIONS.length],
      );
    });
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`the PostgreSQL lead store (DATABASE_URL ${location}) cannot be opened: ${reason}`, {
      cause: error,
    });
  }
  return database;
}
