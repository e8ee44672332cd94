import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { HealthReport } from "./health-monitor.ts";

/**
 * GET /healthz (the operations contract, docs/operations.md):
 * - 200 `ok` while a lead can be stored now, `ok, mail delayed` once the oldest due email has waited past
 *   MAIL_ALERT_AFTER_MS; 503 `unavailable` when a lead could not be stored now. Plain text, and never a host, port,
 *   path or count: anyone can read it.
 * - With `Authorization: Bearer OPS_TOKEN` (when OPS_TOKEN is set): the same status code, with the details as JSON.
 */

export interface HealthSource {
  check(): Promise<HealthReport>;
  /** What only the operator sees: counts, the store's location, the transport. */
  details(report: HealthReport): Promise<Record<string, unknown>>;
}

const ALWAYS_HEALTHY: HealthSource = {
  check: async () => ({ storable: true, mailDelayed: false, checkedAt: new Date() }),
  details: async () => ({ note: "the service runs without a lead store" }),
};

function publicHealth(report: HealthReport): { status: number; body: string } {
  if (!report.storable) return { status: 503, body: "unavailable" };
  return { status: 200, body: report.mailDelayed ? "ok, mail delayed" : "ok" };
}

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
function tokenMatches(header: string, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

export function registerHealthz(
  app: FastifyInstance,
  options: { health?: HealthSource; opsToken?: string },
): void {
  const health = options.health ?? ALWAYS_HEALTHY;
  app.get("/healthz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const authorization = request.headers.authorization;
    const report = await health.check();
    const { status, body } = publicHealth(report);
    if (options.opsToken && typeof authorization === "string") {
      if (!tokenMatches(authorization, options.opsToken)) {
        return reply
          .code(401)
          .header("www-authenticate", 'Bearer realm="healthz"')
          .type("text/plain; charset=utf-8")
          .send("unauthorized");
      }
      return reply
        .code(status)
        .send({ status: body, checkedAt: report.checkedAt.toISOString(), ...(await health.details(report)) });
    }
    return reply.code(status).type("text/plain; charset=utf-8").send(body);
  });
}
