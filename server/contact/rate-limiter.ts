import { createHash } from "node:crypto";
import type { Store } from "../store/store.ts";

/**
 * How many quote requests one visitor may send: CONTACT_RATE_LIMIT in any RATE_LIMIT_WINDOW_MS (a sliding window),
 * per address (IPv6: per /64, see server/client-address.ts). It lives in the pipeline
 * (server/contact/quote-request-pipeline.ts), not on a route, so the JSON API and the form sent without JavaScript
 * draw on one allowance, and an answer can be a page as well as JSON.
 *
 * The counts are kept in the lead store (Store.takeAllowance), so a restart keeps them and every copy of the
 * service on one PostgreSQL shares them: two copies behind a load balancer give no more than one. The store keeps
 * a hash of the key, never the address itself.
 */

const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1_000;

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request from `key` at `now`, and says whether it is within the allowance. */
  take(key: string, now?: Date): Promise<RateDecision>;
}

/** A store key for a limit and a visitor: the limit's name and a hash of the visitor, never the address itself. */
export function allowanceKey(limit: string, visitor: string): string {
  return `${limit}:${createHash("sha256").update(visitor).digest("base64url").slice(0, 22)}`;
}

export function createRateLimiter(
  store: Pick<Store, "takeAllowance">,
  limit: number,
  windowMs = RATE_LIMIT_WINDOW_MS,
  /** The limit's name, so two limits never count each other's takes ("quote", "sign-in-address"…). */
  name = "quote",
): RateLimiter {
  return {
    async take(key, now = new Date()) {
      const decision = await store.takeAllowance([{ key: allowanceKey(name, key), limit, windowMs }], now);
      if (decision.allowed) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1_000)) };
    },
  };
}
