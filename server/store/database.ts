/**
 * The one small executor every query of the store goes through (docs/architecture.md, "The store"). Queries are
 * written once, with `?` placeholders, in SQL both databases accept; a Database answers them on SQLite or
 * PostgreSQL. What the two truly do differently is a member here, named once: locking for a read-then-write,
 * claiming due emails, the health probe, backup.
 */

/** A parameter: Dates and booleans are converted to each database's own representation. */
export type Param = string | number | boolean | Date | Uint8Array | null;
export type Row = Record<string, unknown>;

export interface Sql {
  all(sql: string, params?: readonly Param[]): Promise<Row[]>;
  get(sql: string, params?: readonly Param[]): Promise<Row | undefined>;
  /** A statement without rows; answers how many rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
}

export interface Database extends Sql {
  readonly dialect: "sqlite" | "postgresql";
  /** A file path, or the database URL without its password. */
  readonly location: string;
  /**
   * Runs `work` in one transaction that holds the write lock for a read-then-write: SQLite's BEGIN IMMEDIATE
   * (one writer across processes); on PostgreSQL an advisory lock per key in `locks` (sorted, so two never deadlock)
   * and the row locks the work's own `FOR UPDATE` takes.
   */
  transaction<T>(work: (sql: Sql) => Promise<T>, locks?: readonly string[]): Promise<T>;
  /** `FOR UPDATE` where rows can be locked (PostgreSQL); SQLite's transaction already holds the whole database. */
  readonly forUpdate: string;
  /**
   * One text field of a JSON column, NULL when absent (SQLite's JSON text, PostgreSQL's jsonb). `key` is one of
   * our own names, never input: it is written into the SQL.
   */
  jsonText(column: string, key: string): string;
  /** Leases due emails in one statement: PostgreSQL skips rows another worker is claiming (SKIP LOCKED). */
  claimDueEmails(workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<Row[]>;
  /** Commits a small write, or throws: a lead could not be stored now (full disk, read-only, unreachable). */
  probeWrite(now: Date, writer: string): Promise<void>;
  /** An online, verified copy (SQLite only; PostgreSQL has pg_dump). */
  backupTo?(file: string): Promise<{ leads: number; bytes: number }>;
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
}

/** Each entry moves the schema one version up; never edit a shipped entry, add a new one. */
export type Migrations = readonly string[];

/** The version a database must be at, or the message for a database newer than this code. */
export function migrationsToRun(current: number, migrations: Migrations, where: string): readonly string[] {
  if (current > migrations.length) {
    throw new Error(
      `${where} has schema version ${current}, newer than this service knows (${migrations.length}): run the newer version`,
    );
  }
  return migrations.slice(current);
}
