import { type Config, ConfigError } from "../config.ts";
import type { LeadStore } from "./lead-store.ts";
import { SqliteLeadStore } from "./sqlite-lead-store.ts";

/**
 * Opens the lead store the configuration asks for. SQLite under DATA_DIR is the only one built so far: the config
 * accepts DATABASE_URL (postgres://…) because the design reserves it, but a PostgreSQL store is future work, so a
 * set DATABASE_URL stops the start instead of being silently ignored (leads would land somewhere unexpected).
 */
export function openLeadStore(config: Pick<Config, "DATABASE_URL" | "dataDir">): LeadStore & SqliteLeadStore {
  if (config.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration, the service cannot start:\n" +
        "  DATABASE_URL: is set, but this version stores leads only in SQLite (DATA_DIR/leads.sqlite); the " +
        "PostgreSQL lead store is not built yet (see docs/quote-requests.md). Unset DATABASE_URL to use SQLite.",
    );
  }
  return new SqliteLeadStore(config.dataDir);
}
