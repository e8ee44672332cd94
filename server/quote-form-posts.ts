import type { FastifyInstance, FastifyRequest } from "fastify";
import { business, telHref } from "../app/content/business.ts";
import { escapeHtml } from "../app/lib/plain-text.ts";
import type { QuoteRequestService } from "../app/lib/quote-requests.ts";
import type { SiteContent } from "../app/lib/site-content.ts";
import { quoteFormPages } from "../app/route-table.ts";
import { acceptBrowserForms, answerFormErrors, isFromOurPages } from "./browser-forms.ts";
import { currentContent } from "./current-content.ts";
import type { PageRenderer } from "./page-renderer.ts";

/**
 * The quote form sent without JavaScript: a urlencoded POST to the page that shows the form (/get-a-quote,
 * /services/commercial). The page's route action runs the same pipeline as POST /api/contact and answers with the
 * page: the form again with the messages of docs/product.md §5, or a redirect (303) to the page saying "received".
 *
 * Only our own pages may post here: a post that a browser marks as coming from another site is refused, so this
 * path is no relay for other sites' forms (the JSON API needs its Content-Type, which a plain cross-site form
 * cannot send).
 */

interface QuoteFormPostOptions {
  renderer: PageRenderer;
  /** The quote request service for one request, or undefined when the service runs without the contact feature. */
  quoteRequests?: (request: FastifyRequest) => QuoteRequestService;
  siteUrl: string;
  /** The owner's content now, so the page that answers a post shows what the served pages show. */
  /** The content in the language of the page a form was sent from. */
  siteContent?: (url: string) => SiteContent | undefined;
}

/** A short page for a refused post: a person who lands here should still find the form and the phone. */
function refusalPage(title: string, text: string, formPath: string): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1e293b"><h1 style="color:#0b4f6c">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(formPath)}" style="color:#0b4f6c">Open our quote form</a> or call us at <a href="${escapeHtml(telHref(currentContent().business.phone))}" style="color:#0b4f6c">${escapeHtml(currentContent().business.phone)}</a>.</p></body></html>`;
}

export async function registerQuoteFormPosts(app: FastifyInstance, options: QuoteFormPostOptions) {
  await app.register(async (scope) => {
    // A browser's form sends application/x-www-form-urlencoded; anything else is answered 415 by Fastify.
    acceptBrowserForms(scope);

    answerFormErrors(scope, "quote form", (status, request, reply) => {
      const text =
        status >= 500
          ? "Sorry, we couldn't send your request."
          : "Your request could not be read: please send it again from our quote form.";
      return reply
        .code(status)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(refusalPage("Your request was not sent", text, request.url.split("?")[0] ?? "/get-a-quote"));
    });

    for (const page of quoteFormPages) {
      scope.post(page.path, async (request, reply) => {
        if (!isFromOurPages(request, options.siteUrl)) {
          return reply
            .code(403)
            .header("cache-control", "no-store")
            .type("text/html; charset=utf-8")
            .send(
              refusalPage(
                "This form can only be sent from our website",
                "The quote request came from another site, so it was not sent.",
                page.path,
              ),
            );
        }
        return options.renderer.send(
          request,
          reply,
          {
            quoteRequests: options.quoteRequests?.(request),
            siteContent: options.siteContent?.(request.url),
          },
          { body: typeof request.body === "string" ? request.body : "" },
        );
      });
    }
  });
}
