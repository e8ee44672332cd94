import { isIP } from "node:net";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";

/**
 * Who a request comes from, as far as the service can tell. Behind TRUST_PROXY_HOPS proxies Fastify takes the
 * visitor's address from X-Forwarded-For; what it takes there is whatever the nearest untrusted hop wrote, which is
 * not always an address. Only a real IP address is kept as the visitor's (stored with a lead, counted by the rate
 * limit); anything else counts against the proxy that passed it on, so a forged header buys no fresh allowance.
 */

interface ClientAddress {
  /** The visitor's IP address (IPv4-mapped IPv6 as plain IPv4), or undefined when what arrived was not one. */
  ip?: string;
  /** What the rate limit counts: the address, an IPv6 address's /64 network, or the proxy for an unreadable one. */
  rateKey: string;
}

/** "::ffff:203.0.113.7" is an IPv4 visitor seen through an IPv6 socket: the same visitor as "203.0.113.7". */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 read), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, "");
  if (isIP(bare) !== 6) return undefined;
  const toGroups = (part: string): number[] => {
    if (part === "") return [];
    const groups: number[] = [];
    for (const piece of part.split(":")) {
      if (piece.includes(".")) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else groups.push(Number.parseInt(piece, 16));
    }
    return groups;
  };
  const [head = "", tail] = bare.split("::");
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key the rate limit counts for an address: an IPv4 address itself; for IPv6 its /64, the smallest network a
 * home or phone connection is given (one visitor can pick any of 2^64 addresses inside it at will).
 */
export function rateLimitKey(ip: string): string {
  const address = unmapped(ip);
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The request's client: the visitor's address if Fastify found a real one, else the proxy's socket. */
export function clientAddress(request: Pick<FastifyRequest, "ip" | "socket">): ClientAddress {
  const ip = unmapped(request.ip ?? "");
  if (isIP(ip)) return { ip, rateKey: rateLimitKey(ip) };
  const proxy = unmapped(request.socket.remoteAddress ?? "unknown");
  return { rateKey: `unreadable-forwarded-address-via-${rateLimitKey(proxy)}` };
}

/**
 * An address for log lines: its network (IPv4 /24, IPv6 /48), enough to see that one client floods and to block its
 * range, without writing down the visitor's own address.
 */
export function logNetwork(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = unmapped(ip);
  if (isIP(address) === 4) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, 3)
        .map((group) => group.toString(16))
        .join(":")}::/48`
    : undefined;
}

const LOOPBACK_OR_PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:)/i;

/**
 * Warns once when TRUST_PROXY_HOPS does not match the requests the service sees: with hops set, a request that
 * arrives with fewer X-Forwarded-For entries than hops (none at all: no proxy in front, so the rate limit reads a
 * forged header or the proxy's own address); with no hops, a request from a private address that carries the header
 * (a proxy in front that the service is not told about, so every visitor shares the proxy's allowance).
 */
export function createProxyHopsCheck(hops: number, log: FastifyBaseLogger) {
  let warned = false;
  return (request: FastifyRequest) => {
    if (warned || request.url === "/healthz") return;
    const header = request.headers["x-forwarded-for"];
    const entries = typeof header === "string" ? header.split(",").filter((part) => part.trim()).length : 0;
    const remote = unmapped(request.socket.remoteAddress ?? "");
    if (hops > 0 && entries < hops) {
      warned = true;
      log.warn(
        { hops, forwardedEntries: entries },
        `TRUST_PROXY_HOPS is ${hops}, but a request arrived with ${entries === 0 ? "no" : "fewer"} X-Forwarded-For entries: if no proxy is in front, set TRUST_PROXY_HOPS=0, or every visitor can choose the address the rate limit sees (this warning is shown once)`,
      );
    } else if (hops === 0 && entries > 0 && LOOPBACK_OR_PRIVATE.test(remote)) {
      warned = true;
      log.warn(
        { forwardedEntries: entries },
        "requests come through a proxy (X-Forwarded-For from a private address) but TRUST_PROXY_HOPS is 0: every visitor shares the proxy's rate limit; set TRUST_PROXY_HOPS to the number of proxies in front (this warning is shown once)",
      );
    }
  };
}
