import { afterEach, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/service.ts";
import { clientAddress, logNetwork, rateLimitKey } from "../client-address.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { createRateLimiter } from "./rate-limiter.ts";

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});
function open(dataDir: string) {
  const store = openSqliteStore(dataDir);
  opened.push(store);
  return store;
}

describe("the quote request rate limit (kept in the lead store)", () => {
  it("allows the limit per address in any window, then refuses with the time until a slot frees", async () => {
    const limiter = createRateLimiter(open(tempDataDir()), 2, 60_000);
    const at = (ms: number) => new Date(1_700_000_000_000 + ms);
    expect(await limiter.take("203.0.113.1", at(0))).toEqual({ allowed: true });
    expect(await limiter.take("203.0.113.1", at(1_000))).toEqual({ allowed: true });
    expect(await limiter.take("203.0.113.1", at(2_000))).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(await limiter.take("203.0.113.2", at(2_000))).toEqual({ allowed: true });
    // A sliding window: the first take leaves it at 60 s, the second at 61 s.
    expect(await limiter.take("203.0.113.1", at(60_001))).toEqual({ allowed: true });
    expect(await limiter.take("203.0.113.1", at(60_002))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("survives a restart: a new process on the same store still counts the earlier requests", async () => {
    const dataDir = tempDataDir();
    const first = open(dataDir);
    const now = new Date();
    for (let index = 0; index < 3; index += 1) await createRateLimiter(first, 3).take("198.51.100.4", now);
    await first.close();
    const afterRestart = createRateLimiter(open(dataDir), 3);
    expect((await afterRestart.take("198.51.100.4", now)).allowed).toBe(false);
  });

  it("keeps no address in the store, only a hash", async () => {
    const dataDir = tempDataDir();
    const store = open(dataDir);
    await createRateLimiter(store, 3).take("198.51.100.77");
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(store.location, { readOnly: true });
    const buckets = db.prepare("SELECT bucket FROM rate_events").all() as Array<{ bucket: string }>;
    db.close();
    expect(buckets).toHaveLength(1);
    expect(JSON.stringify(buckets)).not.toContain("198.51.100");
  });
});

describe("the visitor's address", () => {
  it("counts IPv6 per /64 and IPv4 per address", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002:ffff::")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("never takes a forwarded value that is not an IP address as the visitor's", () => {
    const socket = { remoteAddress: "10.0.0.5" } as never;
    expect(clientAddress({ ip: "203.0.113.9", socket })).toEqual({
      ip: "203.0.113.9",
      rateKey: "203.0.113.9",
    });
    const forged = clientAddress({ ip: "<script>alert(1)</script>", socket });
    expect(forged.ip).toBeUndefined();
    expect(forged.rateKey).toBe("unreadable-forwarded-address-via-10.0.0.5");
    expect(clientAddress({ ip: "unknown, 1.2.3.4", socket }).ip).toBeUndefined();
  });

  it("logs networks, not addresses", () => {
    expect(logNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(logNetwork("2001:db8:1:2::77")).toBe("2001:db8:1::/48");
    expect(logNetwork("garbage")).toBeUndefined();
  });
});
