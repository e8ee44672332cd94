import type { FastifyInstance } from "fastify";
import { isRecord } from "../../app/lib/contact-api.ts";
import { clientAddress, logNetwork } from "../client-address.ts";
import { CSP_REPORT_PATH } from "../pages.ts";
import { ClientMistakeLog, loggablePath } from "./logging.ts";

/**
 * POST /api/csp-report: where browsers report what the pages' Content-Security-Policy blocked, in either format:
 * the old `report-uri` one (application/csp-report, {"csp-report": {...}}) and the Reporting API's `report-to`
 * (application/reports+json, [{type: "csp-violation", body: {...}}]). Each report is one warning line with the
 * directive, the blocked resource's origin and the page's path (never a query string); an extension or a proxy
 * that injects scripts shows up here, and so does a policy that forgot something.
 *
 * Anyone can post here, so it is bounded: 8 KiB a body; at most 10 lines a minute per client network and 60 in
 * all, the rest counted into one line a minute. Always 204: a browser does nothing with the answer.
 */

interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/** A URL reduced to what a log needs: its origin, or the keyword ("inline", "eval", "data"). */
function originOf(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  if (!URL.canParse(value)) return value.slice(0, 40);
  const url = new URL(value);
  return url.origin === "null" ? `${url.protocol}` : url.origin;
}

function pathOf(value: unknown): string {
  if (typeof value !== "string" || !URL.canParse(value)) return "";
  return loggablePath(new URL(value).pathname);
}

function violation(report: Record<string, unknown>): CspViolation {
  const directive =
    report["effective-directive"] ?? report.effectiveDirective ?? report["violated-directive"];
  return {
    directive: typeof directive === "string" ? directive.slice(0, 40) : "",
    blocked: originOf(report["blocked-uri"] ?? report.blockedURL),
    page: pathOf(report["document-uri"] ?? report.documentURL),
  };
}

/** The violations in a report body of either format; anything else is none. */
function readViolations(body: unknown): CspViolation[] {
  if (isRecord(body) && isRecord(body["csp-report"])) return [violation(body["csp-report"])];
  if (Array.isArray(body)) {
    return body
      .filter((entry) => isRecord(entry) && entry.type === "csp-violation" && isRecord(entry.body))
      .slice(0, 20)
      .map((entry) => violation((entry as { body: Record<string, unknown> }).body));
  }
  return [];
}

export async function registerCspReports(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ["application/csp-report", "application/reports+json", "application/json"],
      { parseAs: "string", bodyLimit: 8 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, undefined);
        }
      },
    );

    // Sampled like clients' mistakes: a page that keeps tripping the policy (or a client sending made-up
    // reports) writes a few lines a minute and one that counts the rest.
    const sampled = new ClientMistakeLog({
      perClient: 10,
      total: 60,
      maxClients: 1_000,
      what: "CSP report(s)",
    });
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      const log = { info: (details: object, message: string) => request.log.warn(details, message) };
      const client = logNetwork(clientAddress(request).ip) ?? "unknown";
      for (const report of readViolations(request.body)) {
        sampled.write(
          log,
          client,
          { ...report, client },
          "csp: the browser blocked something the page tried to load",
        );
      }
      return reply.code(204).header("cache-control", "no-store").send();
    });
  });
}
