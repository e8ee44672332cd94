import type { Database } from "./database.ts";

/** What operations ask of the store: is it there, can a lead be written now, what the owner was last told. */
export interface Operations {
  /** The schema version the store is at (created or migrated when it was opened). */
  schemaVersion(): Promise<number>;
  /** A trivial query: throws when the store cannot answer. */
  ping(): Promise<void>;
  /**
   * Commits a small write (a health probe row): throws when a lead could not be stored now (disk full, database
   * unreachable or read-only). For /healthz.
   */
  probeWrite(now: Date, writer: string): Promise<void>;
  /**
   * Records whether an alert condition is on, for every copy of the service: true only for the one call that
   * changed it (a condition never recorded is off). The copy that changes it tells the owner; the others stay
   * quiet, so one incident is one alert however many copies see it, and a restart does not repeat it.
   */
  changeAlertState(condition: string, active: boolean, at: Date, writer: string): Promise<boolean>;
}

export function operations(db: Database): Operations {
  return {
    schemaVersion: () => db.schemaVersion(),
    async ping() {
      await db.get("SELECT 1");
    },
    probeWrite: (now, writer) => db.probeWrite(now, writer),
    // One statement each way: of two copies flipping the same condition at once, one sees its row, the other none.
    changeAlertState: async (condition, active, at, writer) =>
      (active
        ? await db.all(
            `INSERT INTO alert_state (condition, active, changed_at, changed_by) VALUES (?, TRUE, ?, ?)
             ON CONFLICT (condition) DO UPDATE SET active = TRUE, changed_at = excluded.changed_at,
               changed_by = excluded.changed_by
             WHERE NOT alert_state.active
             RETURNING condition`,
            [condition, at, writer],
          )
        : await db.all(
            `UPDATE alert_state SET active = FALSE, changed_at = ?, changed_by = ?
             WHERE condition = ? AND active RETURNING condition`,
            [at, writer, condition],
          )
      ).length > 0,
  };
}
