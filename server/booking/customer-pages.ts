import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteContent } from "../../app/lib/site-content.ts";
import type { VisitManageService } from "../../app/lib/visit-manage.ts";
import { customerPages } from "../../app/route-table.ts";
import { acceptBrowserForms, answerFormErrors, isFromOurPages } from "../browser-forms.ts";
import type { PageRenderer } from "../page-renderer.ts";
import { NO_SCRIPT_CSP } from "../pages.ts";

/**
 * The customer's private pages, /visit/<secret> (manage a confirmed visit) and /offer/<secret> (pick an offered
 * time): rendered for each request like the owner's pages, with their policy (no script, nothing from another host),
 * never cached or indexed, and no referrer to another site: the address is the key. A post from another site is
 * refused. Their paths are the route table's (`customerPages`).
 */
const CUSTOMER_HEADERS = {
  "cache-control": "no-store, private",
  "x-robots-tag": "noindex, nofollow",
  // Its address never leaves the site as a referrer. Not "no-referrer": from such a page a browser posts the
  // page's forms with "Origin: null", which React Router's action check refuses.
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
};

export async function registerCustomerPages(
  app: FastifyInstance,
  options: {
    renderer: PageRenderer;
    visitManage: (request: FastifyRequest) => VisitManageService;
    siteUrl: string;
    /** The owner's words and facts now (the phone these pages name), in the language of the page at `url`. */
    siteContent: (url: string) => SiteContent | undefined;
  },
): Promise<void> {
  await app.register(async (scope) => {
    acceptBrowserForms(scope);
    answerFormErrors(scope, "customer page", (status, _request, reply) =>
      reply
        .code(status)
        .headers(CUSTOMER_HEADERS)
        .type("text/plain; charset=utf-8")
        .send(status >= 500 ? "Something went wrong. Please try again." : "This request could not be read."),
    );
    const handler = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      // "/visit/" names no visit: the site's 404 page, as any path that is no page (the router would match the
      // catch-all route and answer it with 200).
      if (!request.params.token) return reply.callNotFound();
      if (request.method === "POST" && !isFromOurPages(request, options.siteUrl)) {
        return reply
          .code(403)
          .headers(CUSTOMER_HEADERS)
          .type("text/plain; charset=utf-8")
          .send("This form can only be sent from the page itself.");
      }
      return options.renderer.send(
        request,
        reply,
        { visitManage: options.visitManage(request), siteContent: options.siteContent(request.url) },
        {
          body: typeof request.body === "string" ? request.body : undefined,
          csp: NO_SCRIPT_CSP,
          headers: CUSTOMER_HEADERS,
        },
      );
    };
    for (const page of customerPages)
      scope.route({ method: ["GET", "HEAD", "POST"], url: page.path, handler });
  });
}
