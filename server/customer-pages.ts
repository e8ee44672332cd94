import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type CustomerPageId, customerPages } from "../app/route-table.ts";
import { acceptBrowserForms, answerFormErrors, isFromOurPages } from "./browser-forms.ts";
import type { PageRenderer, PageServices } from "./page-renderer.ts";
import { NO_SCRIPT_CSP } from "./pages.ts";

/**
 * The customer's private pages, /visit/<secret> (manage a confirmed visit), /offer/<secret> (pick an offered
 * time) and /quote/<secret> (a priced quote), each registered by its feature with this one helper: rendered for each request like the owner's pages, with their policy (no script, nothing from another host),
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
    /** The feature's own pages of the route table's customer pages. */
    pages: readonly CustomerPageId[];
    /** What the page is rendered with for this request and its secret: the feature's service, the content. */
    services: (request: FastifyRequest, token: string) => Promise<PageServices> | PageServices;
    siteUrl: string;
    /** The page's Content-Security-Policy, when it differs from the strictest (a form that leads to a payment page). */
    csp?: string;
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
      return options.renderer.send(request, reply, await options.services(request, request.params.token), {
        body: typeof request.body === "string" ? request.body : undefined,
        csp: options.csp ?? NO_SCRIPT_CSP,
        headers: CUSTOMER_HEADERS,
      });
    };
    // A page's Spanish twin ("es-visit-manage") belongs to the feature of its English page (its key).
    const idOf = (page: (typeof customerPages)[number]) => ("key" in page ? page.key : page.id);
    for (const page of customerPages.filter((candidate) => options.pages.includes(idOf(candidate))))
      scope.route({ method: ["GET", "HEAD", "POST"], url: page.path, handler });
  });
}
