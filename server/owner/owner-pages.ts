import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { OwnerBookingsService } from "../../app/lib/owner-bookings.ts";
import type { OwnerInboxService } from "../../app/lib/owner-inbox.ts";
import type { OwnerSiteService } from "../../app/lib/owner-site.ts";
import type { OwnerWordsService } from "../../app/lib/owner-words.ts";
import type { SiteContent } from "../../app/lib/site-content.ts";
import { ownerPages } from "../../app/route-table.ts";
import { acceptBrowserForms, answerFormErrors, isFromOurPages } from "../browser-forms.ts";
import type { PageRenderer } from "../page-renderer.ts";
import { NO_SCRIPT_CSP } from "../pages.ts";

/**
 * The owner's inbox pages, /leads and everything under it: React Router routes rendered for each request with the
 * owner's inbox service (app/routes/owner-*.tsx), never prerendered, never cached, never indexed. They are the
 * strictest pages of the site: no script at all (plain forms and links), nothing from another host, no referrer
 * to another site (a sign-in link carries its token in the address), and a post from another site is refused.
 */

/**
 * The inbox's routes, exactly those of the route table ("/leads/:id" takes one segment): any other path under
 * /leads is the site's 404, never a page rendered under the inbox's headers.
 */
export const OWNER_PAGE_ROUTES: readonly string[] = ownerPages.map((page) => page.path);

/** No script, no frame, nothing but our own styles and images; forms post to us only (server/pages.ts). */
export const OWNER_PAGES_CSP = NO_SCRIPT_CSP;

export const OWNER_HEADERS = {
  "cache-control": "no-store, private",
  "x-robots-tag": "noindex, nofollow",
  // Never to another site (a sign-in link carries its token in the address). Not "no-referrer": with it browsers
  // send "Origin: null" on our own forms, and a post must show it comes from our own origin.
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
};

interface OwnerPagesOptions {
  renderer: PageRenderer;
  ownerInbox: (request: FastifyRequest) => OwnerInboxService;
  /** The owner's site pages' service for one request (/leads/site, photos, galleries). */
  ownerSite?: (owner: () => Promise<{ email: string } | undefined>) => OwnerSiteService | undefined;
  /** The owner's words and facts for one request (/leads/site/business, words, going live, history). */
  ownerWords?: (owner: () => Promise<{ email: string } | undefined>) => OwnerWordsService | undefined;
  /** The owner's schedule for one request (/leads/bookings…, the lead's visit). */
  ownerBookings?: (owner: () => Promise<{ email: string } | undefined>) => OwnerBookingsService;
  /** The owner's words and facts now (the pages name the phone, the windows). */
  siteContent?: () => SiteContent | undefined;
  siteUrl: string;
}

export async function registerOwnerPages(app: FastifyInstance, options: OwnerPagesOptions) {
  await app.register(async (scope) => {
    acceptBrowserForms(scope);
    answerFormErrors(scope, "owner inbox", (status, _request, reply) =>
      reply
        .code(status)
        .headers(OWNER_HEADERS)
        .type("text/plain; charset=utf-8")
        .send(status >= 500 ? "Something went wrong. Please try again." : "This request could not be read."),
    );

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === "POST") {
        if (!isFromOurPages(request, options.siteUrl)) {
          return reply
            .code(403)
            .headers(OWNER_HEADERS)
            .type("text/plain; charset=utf-8")
            .send("This form can only be sent from the inbox itself.");
        }
      }
      const ownerInbox = options.ownerInbox(request);
      return options.renderer.send(
        request,
        reply,
        {
          ownerInbox,
          ownerSite: options.ownerSite?.(() => ownerInbox.owner()),
          ownerWords: options.ownerWords?.(() => ownerInbox.owner()),
          ownerBookings: options.ownerBookings?.(() => ownerInbox.owner()),
          siteContent: options.siteContent?.(),
        },
        {
          body: typeof request.body === "string" ? request.body : undefined,
          csp: OWNER_PAGES_CSP,
          headers: OWNER_HEADERS,
        },
      );
    };
    for (const url of OWNER_PAGE_ROUTES) scope.route({ method: ["GET", "HEAD", "POST"], url, handler });
  });
}
