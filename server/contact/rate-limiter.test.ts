import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter.ts";

describe("the quote request rate limit", () => {
  it("allows the limit per address in a window, then refuses until the window ends", () => {
    const limiter = createRateLimiter(2, 60_000);
    expect(limiter.take("203.0.113.1", 0)).toEqual({ allowed: true });
    expect(limiter.take("203.0.113.1", 1_000)).toEqual({ allowed: true });
    expect(limiter.take("203.0.113.1", 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    // Another address has its own allowance.
    expect(limiter.take("203.0.113.2", 2_000)).toEqual({ allowed: true });
    // A new window starts once the old one ended.
    expect(limiter.take("203.0.113.1", 60_000)).toEqual({ allowed: true });
  });

  it("never answers a retry time under one second", () => {
    const limiter = createRateLimiter(1, 1_000);
    limiter.take("a", 0);
    expect(limiter.take("a", 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
