import type { FastifyInstance, FastifyReply } from "fastify";
import { business } from "../../app/content/business.ts";
import { LANGUAGES, type Lang } from "../../app/content/model/languages.ts";
import { type MessageKey, translate } from "../../app/i18n/messages.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { answerFormErrors } from "../browser-forms.ts";
import { NO_SCRIPT_CSP } from "../pages.ts";
import { type ReviewRequestDesk, unsubscribePathPrefix } from "./review-requests.ts";

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

function page(reply: FastifyReply, status: number, lang: Lang, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .headers(HEADERS)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * One address per language (/unsubscribe/<secret>, /es/baja/<secret>: a Spanish lead's review request links to the
 * latter), the same secret at either: the page speaks the language of its address.
 */
export function registerUnsubscribe(app: FastifyInstance, desk: ReviewRequestDesk): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // RFC 8058's body is "List-Unsubscribe=One-Click", urlencoded or multipart; the link alone decides, so any
    // small body is taken and not read.
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4_096 }, (_request, body, done) =>
      done(null, body),
    );
    answerFormErrors(scope, "unsubscribe", (status, request, reply) => {
      const lang = request.url.startsWith(unsubscribePathPrefix("es")) ? "es" : "en";
      return page(
        reply,
        status,
        lang,
        translate(lang, "unsubscribe.failed.title"),
        paragraph(translate(lang, "unsubscribe.failed.text")),
      );
    });
    for (const lang of LANGUAGES) {
      const prefix = unsubscribePathPrefix(lang);
      const t = (key: MessageKey) => translate(lang, key);
      scope.get<{ Params: { token: string } }>(`${prefix}:token`, (request, reply) =>
        page(
          reply,
          200,
          lang,
          t("unsubscribe.ask.title"),
          `${paragraph(t("unsubscribe.ask.text"))}<form method="post" action="${escapeHtml(`${prefix}${encodeURIComponent(request.params.token)}`)}"><button type="submit">${escapeHtml(t("unsubscribe.ask.button"))}</button></form>`,
        ),
      );
      scope.post<{ Params: { token: string } }>(`${prefix}:token`, async (request, reply) =>
        (await desk.unsubscribe(request.params.token))
          ? page(reply, 200, lang, t("unsubscribe.done.title"), paragraph(t("unsubscribe.done.text")))
          : page(reply, 404, lang, t("unsubscribe.notOurs.title"), paragraph(t("unsubscribe.notOurs.text"))),
      );
    }
  });
}
