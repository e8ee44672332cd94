/**
 * How many quote requests one address may send: CONTACT_RATE_LIMIT per RATE_LIMIT_WINDOW_MS, counted in fixed
 * windows per address. It lives in the pipeline (server/contact/quote-request-pipeline.ts), not on a route, so the
 * JSON API and the form sent without JavaScript draw on one allowance, and an answer can be a page as well as JSON.
 *
 * The counts are in this process's memory: a restart forgets them, and each copy of the service behind a load
 * balancer counts on its own (docs/quote-requests.md, "Rate limit").
 */

export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request from `key` at `now`, and says whether it is within the allowance. */
  take(key: string, now?: number): RateDecision;
}

/** Windows that ended are swept once this many keys are held, so a flood of addresses cannot grow memory forever. */
const SWEEP_AT = 10_000;

export function createRateLimiter(limit: number, windowMs = RATE_LIMIT_WINDOW_MS): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    take(key, now = Date.now()) {
      if (windows.size >= SWEEP_AT) {
        for (const [held, window] of windows) if (window.endsAt <= now) windows.delete(held);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1_000)) };
    },
  };
}
