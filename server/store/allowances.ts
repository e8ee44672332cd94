import type { Database } from "./database.ts";
import { toDate } from "./rows.ts";
import type { AllowanceBucket, AllowanceDecision } from "./store.ts";

/** The rate limits every copy of the service shares: how many times a key was taken in a sliding window. */
export interface Allowances {
  /**
   * Takes one from each bucket if every one of them has room (at most `limit` in any `windowMs`), or none at all.
   * Atomic across processes sharing the store, so several copies of the service share one allowance.
   */
  takeAllowance(buckets: readonly AllowanceBucket[], now: Date): Promise<AllowanceDecision>;
}

export function allowances(db: Database): Allowances {
  return {
    takeAllowance: (buckets, now) =>
      // Locked per key (database.ts): two takes never both see the last free slot.
      db.transaction(
        async (sql) => {
          const at = now.getTime();
          await sql.run("DELETE FROM rate_events WHERE expires_at <= ?", [now]);
          for (const bucket of buckets) {
            const since = new Date(at - bucket.windowMs);
            const taken = Number(
              (
                await sql.get("SELECT count(*) AS n FROM rate_events WHERE bucket = ? AND at > ?", [
                  bucket.key,
                  since,
                ])
              )?.n ?? 0,
            );
            if (taken < bucket.limit) continue;
            // The take that frees a slot: the (taken - limit + 1)-th oldest in the window leaves it first.
            const oldest = await sql.get(
              "SELECT at FROM rate_events WHERE bucket = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?",
              [bucket.key, since, taken - bucket.limit],
            );
            const freeAt = (oldest ? toDate(oldest.at).getTime() : at) + bucket.windowMs;
            return { allowed: false, key: bucket.key, retryAfterMs: Math.max(1, freeAt - at) };
          }
          for (const bucket of buckets) {
            await sql.run("INSERT INTO rate_events (bucket, at, expires_at) VALUES (?, ?, ?)", [
              bucket.key,
              now,
              new Date(at + bucket.windowMs),
            ]);
          }
          return { allowed: true } as const;
        },
        buckets.map((bucket) => bucket.key),
      ),
  };
}
