import { readFileSync } from "node:fs";
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { rateLimitKey } from "../client-address.ts";

/**
 * Bounded time and connections (docs/operations.md, "Bounded time and connections"): a client that connects and
 * then sends slowly, or not at all, must not hold what other visitors need.
 */

/** The headers of a request must have arrived this long after the connection, or after the request's first byte. */
export const HEADERS_WITHIN_MS = 5_000;

/**
 * Bounded time for every request, as Fastify's options (slow clients must not hold sockets):
 * - http.headersTimeout: a request's headers must be complete 5 s after its first byte, or Node answers 408 and
 *   closes the connection (a header sent a byte at a time, "slowloris"). A browser sends its headers in one go.
 *   Node checks every connectionsCheckingInterval (1 s here instead of 30 s), so it closes them 5 to 7 s in.
 *   Node does not time a connection on which nothing at all arrives: `guardConnections` does.
 * - requestTimeout: the body too must arrive within 30 s (28 s: Node's check lands 1 to 2 s late; measured with
 *   sockets that keep trickling, bench/operations.ts). A body sent a byte at a time gains nothing by staying.
 * - keepAliveTimeout 10 s: an idle browser connection is kept for the page's next requests, then closed. The
 *   proxy in front must close its idle upstream connections sooner (deploy/Caddyfile: 5 s), or it may reuse one
 *   this side is closing at that moment.
 * - connectionTimeout 60 s: a socket with no traffic at all for a minute (a reader that stopped reading) is closed.
 */
export const CONNECTION_LIMITS = {
  requestTimeout: 28_000,
  http: { headersTimeout: HEADERS_WITHIN_MS, connectionsCheckingInterval: 1_000 },
  keepAliveTimeout: 10_000,
  connectionTimeout: 60_000,
} as const;

/**
 * At most this many open connections: beyond it a new one is refused at once, so a flood of sockets cannot take
 * every file descriptor the process has (the lead store, the SMTP connection and the log need some too). 4096,
 * or fewer when the process may not open that many files (`ulimit -n`; deploy/bnc-site.service raises it).
 */
export function maxConnections(): number {
  const preferred = 4_096;
  try {
    const limits = readFileSync("/proc/self/limits", "utf8");
    const soft = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1]);
    if (Number.isFinite(soft) && soft > 0) return Math.max(64, Math.min(preferred, soft - 128));
  } catch {
    // Not Linux: keep the preferred value.
  }
  return preferred;
}

interface ConnectionGuardOptions {
  /**
   * Connections one address (an IPv6 /64) may hold at once; more are refused at once. Undefined behind a proxy:
   * every connection then comes from the proxy, which carries every visitor (the cap is the proxy's job there).
   */
  perAddress: number | undefined;
  /** How long a new connection may take to deliver its first request's headers. */
  firstRequestWithinMs?: number;
}

/**
 * Guards the server's connections beyond what Node's own limits do: one address holds at most `perAddress` of the
 * total (4,200 slow sockets from one address took all 4,096 and every other visitor was refused), and a connection
 * that sends nothing at all is closed once its first request is late (Node's headersTimeout only starts at a
 * request's first byte; without this such a socket stayed a minute).
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const { perAddress, firstRequestWithinMs = HEADERS_WITHIN_MS } = options;
  const open = new Map<string, number>();
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();

  server.on("connection", (socket: Socket) => {
    if (perAddress !== undefined) {
      const key = rateLimitKey(socket.remoteAddress ?? "unknown");
      const count = open.get(key) ?? 0;
      if (count >= perAddress) {
        socket.destroy();
        return;
      }
      open.set(key, count + 1);
      socket.once("close", () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    }
    const timer = setTimeout(() => socket.destroy(), firstRequestWithinMs);
    timer.unref();
    waiting.set(socket, timer);
    socket.once("close", () => clearTimeout(timer));
  });
  // Its first request's headers are in: from here on Node's own timeouts bound the connection.
  server.on("request", (request: IncomingMessage) => {
    const timer = waiting.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(request.socket);
  });
}
