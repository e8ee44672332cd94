import type { Config } from "../config.ts";
import type { LeadStore } from "./lead-store.ts";
import { PostgresLeadStore } from "./postgres-lead-store.ts";
import { SqliteLeadStore } from "./sqlite-lead-store.ts";

/**
 * Opens the lead store the configuration asks for: PostgreSQL when DATABASE_URL is set (several copies of the
 * service share it), otherwise SQLite under DATA_DIR. Either way the schema is ready when it resolves; a database
 * that cannot be reached or is newer than the code rejects with a message naming DATABASE_URL.
 */
export async function openLeadStore(config: Pick<Config, "DATABASE_URL" | "dataDir">): Promise<LeadStore> {
  if (config.DATABASE_URL) return PostgresLeadStore.open(config.DATABASE_URL);
  return new SqliteLeadStore(config.dataDir);
}
