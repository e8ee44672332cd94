import type { FastifyInstance, FastifyReply } from "fastify";
import { business } from "../../app/content/business.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { answerFormErrors } from "../browser-forms.ts";
import { NO_SCRIPT_CSP } from "../pages.ts";
import { type ReviewRequestDesk, UNSUBSCRIBE_PATH_PREFIX } from "./review-requests.ts";

/**
 * The review request's one-click unsubscribe, /unsubscribe/<secret> (RFC 8058): a POST unsubscribes the address
 * without signing in, from the email's List-Unsubscribe-Post (a mail provider's POST, from no page of ours, so no
 * origin check: unsubscribing is the link's only power) or the page's button. A GET only shows the button: mail
 * scanners open links, and must not unsubscribe anyone.
 */
const HEADERS = {
  "cache-control": "no-store, private",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "content-security-policy": NO_SCRIPT_CSP,
};

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .headers(HEADERS)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

const NOT_OURS =
  "<p>This unsubscribe link does not work. Please call us or reply to our email, and we will stop review requests.</p>";

export function registerUnsubscribe(app: FastifyInstance, desk: ReviewRequestDesk): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // RFC 8058's body is "List-Unsubscribe=One-Click", urlencoded or multipart; the link alone decides, so any
    // small body is taken and not read.
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4_096 }, (_request, body, done) =>
      done(null, body),
    );
    answerFormErrors(scope, "unsubscribe", (status, _request, reply) =>
      page(reply, status, "Something went wrong", "<p>Please try again.</p>"),
    );
    scope.get<{ Params: { token: string } }>(`${UNSUBSCRIBE_PATH_PREFIX}:token`, (request, reply) =>
      page(
        reply,
        200,
        "Stop review requests",
        `<p>We ask for a review once after a cleaning. Press the button and we will not ask this address again. Emails about your visits still come.</p><form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH_PREFIX}${encodeURIComponent(request.params.token)}`)}"><button type="submit">Unsubscribe from review requests</button></form>`,
      ),
    );
    scope.post<{ Params: { token: string } }>(`${UNSUBSCRIBE_PATH_PREFIX}:token`, async (request, reply) =>
      (await desk.unsubscribe(request.params.token))
        ? page(
            reply,
            200,
            "You are unsubscribed",
            "<p>We will not send this address review requests again. Emails about your visits still come.</p>",
          )
        : page(reply, 404, "This link does not work", NOT_OURS),
    );
  });
}
