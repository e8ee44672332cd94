import { existsSync, mkdirSync, renameSync, rmSync, statfsSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { type Database, migrationsToRun, type Param, type Row, type Sql } from "./database.ts";
import { SQLITE_MIGRATIONS } from "./sqlite-migrations.ts";

/**
 * The store on SQLite (node:sqlite), the default: one file, DATA_DIR/leads.sqlite, in WAL mode so the CLI and a
 * second process can read and write beside the service. synchronous=FULL: a stored lead survives a power cut, not
 * only a crash. Times are epoch milliseconds, booleans 0 and 1.
 */

export const LEADS_FILE = "leads.sqlite";

/**
 * The health probe commits this many bytes: about a lead with its two emails. A disk with room for the probe has
 * room for a lead; one without fails the probe, and /healthz says so.
 */
const PROBE_BYTES = 16 * 1024;

/**
 * How long a statement waits for another process's write lock (the CLI, a backup, a second copy) before it fails,
 * as SQLite's busy_timeout of 5 s did. SQLite's own wait sleeps the thread, which stops every request of the
 * service meanwhile (a static file took 7 s): the connection's busy_timeout is 0, and `whenUnlocked` tries again
 * on a timer, so pages, files and /healthz keep answering while the store waits.
 */
const LOCK_WAIT_MS = 5_000;
/** The longest pause between two tries: a lock given back is taken within this. */
const LOCK_RETRY_MAX_MS = 50;

/** SQLITE_BUSY, whatever its extended code: another connection holds the lock this statement needs. */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === "number" && (code & 0xff) === 5;
}

/** Runs `attempt` until it does not meet another connection's lock, up to LOCK_WAIT_MS, between tries on a timer. */
async function whenUnlocked<T>(attempt: () => T): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, LOCK_RETRY_MAX_MS)) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
    }
    await sleep(pause);
  }
}

/**
 * Whose turn it is on each file. A statement run between a transaction's awaits would join that transaction (one
 * connection), and a second connection of this process would block the thread in BEGIN IMMEDIATE while the first
 * waits for its turn: so every statement and transaction on a file takes its turn, a transaction being one turn.
 */
const turns = new Map<string, Promise<unknown>>();

const encode = (params: readonly Param[]): SQLInputValue[] =>
  params.map((value) => {
    if (value instanceof Date) return value.getTime();
    if (typeof value === "boolean") return value ? 1 : 0;
    return value;
  });

/** Opens (creating or migrating) DATA_DIR/leads.sqlite; synchronous, so a CLI or a test has it at once. */
export function openSqliteDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LEADS_FILE);
  // Opening and migrating wait in SQLite itself (nothing is served yet); after that, never on the thread.
  const db = new DatabaseSync(file, { timeout: LOCK_WAIT_MS });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL");
  migrate(db, file);
  db.exec("PRAGMA busy_timeout = 0");

  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    const cached = statements.get(sql);
    if (cached) return cached;
    const statement = db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  // Inside a transaction (BEGIN IMMEDIATE holds the write lock): statements run as they are.
  const direct: Sql = {
    all: async (sql, params = []) => prepare(sql).all(...encode(params)) as Row[],
    get: async (sql, params = []) => prepare(sql).get(...encode(params)) as Row | undefined,
    run: async (sql, params = []) => Number(prepare(sql).run(...encode(params)).changes),
  };
  // On their own: each may meet another process's lock, and waits for it on a timer.
  const single: Sql = {
    all: (sql, params = []) => whenUnlocked(() => prepare(sql).all(...encode(params)) as Row[]),
    get: (sql, params = []) => whenUnlocked(() => prepare(sql).get(...encode(params)) as Row | undefined),
    run: (sql, params = []) => whenUnlocked(() => Number(prepare(sql).run(...encode(params)).changes)),
  };
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = (turns.get(file) ?? Promise.resolve()).then(work);
    turns.set(
      file,
      result.catch(() => {}),
    );
    return result;
  };
  // BEGIN IMMEDIATE takes the write lock at once (across processes): a read-then-write inside cannot race.
  const inTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    await whenUnlocked(() => db.exec("BEGIN IMMEDIATE"));
    try {
      const result = await work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };

  return {
    dialect: "sqlite",
    location: file,
    forUpdate: "",
    // A damaged value reads as NULL instead of failing the whole query (json_extract throws on bad JSON).
    jsonText: (column, key) => `json_extract(CASE WHEN json_valid(${column}) THEN ${column} END, '$.${key}')`,
    all: (sql, params) => inTurn(() => single.all(sql, params)),
    get: (sql, params) => inTurn(() => single.get(sql, params)),
    run: (sql, params) => inTurn(() => single.run(sql, params)),
    transaction: (work) => inTurn(() => inTransaction(() => work(direct))),
    // One writer at a time: no other worker can claim between the sub-select and the update.
    claimDueEmails: (workerId, now, leaseUntil, limit) =>
      inTurn(() =>
        single.all(
          `UPDATE outbox SET claimed_by = ?, claim_until = ?
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? AND (claim_until IS NULL OR claim_until < ?)
           ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING *`,
          [workerId, leaseUntil, now, now, limit],
        ),
      ),
    async probeWrite(now, writer) {
      // A disk with less room than a few leads is full for our purposes, even if the WAL still has space to reuse.
      const { bavail, bsize } = statfsSync(path.dirname(file));
      if (bavail * bsize < 4 * PROBE_BYTES) throw new Error("the disk of the lead store is full");
      // Fresh random bytes each time: the pages really are written, and committed to disk.
      const ballast = crypto.getRandomValues(new Uint8Array(PROBE_BYTES));
      await inTurn(() =>
        inTransaction(async () =>
          prepare(
            `INSERT INTO health_probe (id, at, writer, ballast) VALUES (1, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET at = excluded.at, writer = excluded.writer, ballast = excluded.ballast`,
          ).run(now.getTime(), writer, ballast),
        ),
      );
    },
    backupTo: (target) => backupSqlite(db, target),
    schemaVersion: async () => schemaVersionOf(db),
    async close() {
      await turns.get(file);
      if (db.isOpen) db.close();
    },
  };
}

function schemaVersionOf(db: DatabaseSync): number {
  const row = db.prepare("SELECT version FROM schema_version").get() as { version: number } | undefined;
  return row?.version ?? 0;
}

/**
 * Creates or migrates the schema in one transaction. Foreign keys are off meanwhile (a migration may rebuild a
 * table others refer to, SQLite's way to change a column) and checked before they are on again.
 */
function migrate(db: DatabaseSync, file: string): void {
  db.exec("PRAGMA foreign_keys = OFF");
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
    const had = db.prepare("SELECT version FROM schema_version").get() !== undefined;
    for (const sql of migrationsToRun(schemaVersionOf(db), SQLITE_MIGRATIONS, file)) db.exec(sql);
    const broken = db.prepare("PRAGMA foreign_key_check").all();
    if (broken.length > 0) throw new Error(`${file}: ${broken.length} rows refer to rows that do not exist`);
    db.prepare(
      had ? "UPDATE schema_version SET version = ?" : "INSERT INTO schema_version (version) VALUES (?)",
    ).run(SQLITE_MIGRATIONS.length);
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    db.close();
    throw error;
  }
  db.exec("PRAGMA foreign_keys = ON");
}

/**
 * An online backup to `file` (SQLite's backup API) while the service keeps writing: one step copies every page
 * under a read lock, a consistent snapshot that never blocks writers (WAL). Written beside the target and renamed
 * once checked, so `file` is either a complete, verified copy or not there at all.
 */
async function backupSqlite(db: DatabaseSync, file: string): Promise<{ leads: number; bytes: number }> {
  if (existsSync(file)) throw new Error(`${file} exists already: choose a new file name`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    // All pages in one step: a smaller step would start over each time the service writes meanwhile.
    await backup(db, partial, { rate: 1_000_000_000 });
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
