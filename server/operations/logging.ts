import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { clientAddress, logNetwork } from "../client-address.ts";
import type { Config } from "../config.ts";
import { withoutLinkSecrets } from "./secret-links.ts";

/**
 * Logs an operator can read (docs/operations.md, "Logs"):
 * - JSON lines in production; human-readable (pino-pretty) with a terminal attached, or with LOG_FORMAT=pretty.
 * - Every request is one line at most, written when it is answered: its own faults (5xx) at error level with the
 *   stack (by the error handler), a client's mistake (4xx) at info level as one short line without a stack,
 *   everything else at debug level.
 * - A client that keeps making mistakes is sampled: the first few lines of each client per minute, then one line
 *   saying how many were left out, and a cap over all clients, so a flood cannot fill the disk.
 * - No visitor's personal data: no bodies, no query strings, no headers; the client is shown as its network
 *   (IPv4 /24, IPv6 /48), and email addresses are taken out of messages that might quote one (a mail server's
 *   refusal names the recipient).
 * - No secret of a link that is a key (a visit's manage page, the calendar feed, an unsubscribe or sign-in link):
 *   every line is written through `withoutLinkSecrets` (secret-links.ts), whatever wrote it.
 */

export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL" | "LOG_FORMAT">,
  isTerminal = Boolean(process.stdout.isTTY),
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  const pretty = config.LOG_FORMAT === "pretty" || (config.LOG_FORMAT === "auto" && isTerminal);
  return {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    // Every line, whoever writes it and in whatever field, loses the secrets of the links that are keys.
    hooks: { streamWrite: withoutLinkSecrets },
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { colorize: isTerminal, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[A-Za-z]{2,}/g;

/** A message with every email address replaced: safe to log when it may quote a visitor's address. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[address]");
}

/** The path of a request for a log line: no query string, no control characters, at most 200 characters. */
export function loggablePath(url: string): string {
  const path = url.split("?")[0] ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = path.replace(/[\u0000-\u001f\u007f]/g, "?");
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

interface ClientMistakeLogOptions {
  /** Lines per client per window before the rest are only counted. */
  perClient?: number;
  /** Lines over all clients per window. */
  total?: number;
  windowMs?: number;
  /** Clients tracked per window; beyond it a new client only counts towards the total. */
  maxClients?: number;
  /** What the lines are, for the line that counts the rest ("client error(s)", "CSP report(s)"). */
  what?: string;
  now?: () => number;
}

interface LineLog {
  info(details: object, message: string): void;
}

/**
 * Samples the lines of clients' mistakes. A window's counts are reported when the next line of a later window is
 * written (or on flush), as one line: "N more client errors not logged".
 */
export class ClientMistakeLog {
  readonly #perClient: number;
  readonly #total: number;
  readonly #windowMs: number;
  readonly #maxClients: number;
  readonly #what: string;
  readonly #now: () => number;
  #windowStart = 0;
  #written = 0;
  #suppressed = 0;
  #clients = new Map<string, number>();

  constructor(options: ClientMistakeLogOptions = {}) {
    this.#perClient = options.perClient ?? 5;
    this.#total = options.total ?? 60;
    this.#windowMs = options.windowMs ?? 60_000;
    this.#maxClients = options.maxClients ?? 10_000;
    this.#what = options.what ?? "client error(s)";
    this.#now = options.now ?? Date.now;
  }

  /** Writes the line if this client and the total are within their share, else counts it. */
  write(log: LineLog, client: string, details: object, message: string): void {
    const now = this.#now();
    if (now - this.#windowStart >= this.#windowMs) {
      this.flush(log);
      this.#windowStart = now;
    }
    const seen = this.#clients.get(client) ?? 0;
    if (seen === 0 && this.#clients.size >= this.#maxClients) {
      this.#suppressed += 1;
      return;
    }
    this.#clients.set(client, seen + 1);
    if (seen >= this.#perClient || this.#written >= this.#total) {
      this.#suppressed += 1;
      return;
    }
    this.#written += 1;
    log.info(details, message);
  }

  /** Reports what the window left out (one line), and starts a new window. */
  flush(log: LineLog): void {
    if (this.#suppressed > 0) {
      const busiest = [...this.#clients.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
      log.info(
        { suppressed: this.#suppressed, busiestClients: Object.fromEntries(busiest) },
        `${this.#suppressed} more ${this.#what} in the last minute, not logged one by one`,
      );
    }
    this.#written = 0;
    this.#suppressed = 0;
    this.#clients = new Map();
  }
}

/** The onResponse hook: one line per answered request, sampled for 4xx, none for 5xx (the error handler's). */
export function requestLogHook(mistakes: ClientMistakeLog) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const status = reply.statusCode;
    if (status >= 500) return;
    const details = {
      status,
      method: request.method,
      path: loggablePath(request.url),
      ms: Math.round(reply.elapsedTime),
    };
    if (status >= 400) {
      const client = logNetwork(clientAddress(request).ip) ?? "unknown";
      mistakes.write(request.log, client, { ...details, client }, "client error");
    } else {
      request.log.debug(details, "request");
    }
  };
}
