import type { Config } from "../config.ts";
import { allowances } from "./allowances.ts";
import { bookings } from "./bookings.ts";
import type { Database } from "./database.ts";
import { leadReports } from "./lead-reports.ts";
import { leads } from "./leads.ts";
import { operations } from "./operations.ts";
import { outbox } from "./outbox.ts";
import { ownerSignIns } from "./owner-sign-ins.ts";
import { openPostgresDatabase } from "./postgres-database.ts";
import { reviewRequests } from "./review-requests.ts";
import { siteContent } from "./site-content.ts";
import { openSqliteDatabase } from "./sqlite-database.ts";
import type { Store } from "./store.ts";
import { visits } from "./visits.ts";

/** The store's parts over one database connection. */
function storeOver(db: Database): Store {
  return {
    location: db.location,
    ...leads(db),
    ...leadReports(db),
    ...outbox(db),
    ...allowances(db),
    ...ownerSignIns(db),
    ...operations(db),
    ...siteContent(db),
    ...bookings(db),
    ...visits(db),
    ...reviewRequests(db),
    ...(db.backupTo ? { backupTo: db.backupTo } : {}),
    close: () => db.close(),
  };
}

/** The SQLite store under DATA_DIR, opened (created or migrated) at once. */
export function openSqliteStore(dataDir: string): Store {
  return storeOver(openSqliteDatabase(dataDir));
}

/** The PostgreSQL store at DATABASE_URL, created or migrated. */
export async function openPostgresStore(databaseUrl: string): Promise<Store> {
  return storeOver(await openPostgresDatabase(databaseUrl));
}

/**
 * Opens the store the configuration asks for: PostgreSQL when DATABASE_URL is set (several copies of the service
 * share it), otherwise SQLite under DATA_DIR. Either way the schema is ready when it resolves; a database that
 * cannot be reached or is newer than the code rejects with a message naming DATABASE_URL.
 */
export async function openStore(config: Pick<Config, "DATABASE_URL" | "dataDir">): Promise<Store> {
  return config.DATABASE_URL ? openPostgresStore(config.DATABASE_URL) : openSqliteStore(config.dataDir);
}
