import type { FastifyInstance } from "fastify";
import type { Lang } from "../../app/content/model/languages.ts";
import type { OwnerQuotesService } from "../../app/lib/owner-quotes.ts";
import type { QuotePageService } from "../../app/lib/quote-page.ts";
import type { SiteContent } from "../../app/lib/site-content.ts";
import type { Config } from "../config.ts";
import { registerCustomerPages } from "../customer-pages.ts";
import type { OnlinePayments } from "../online-payments.ts";
import type { PageRenderer } from "../page-renderer.ts";
import { NO_SCRIPT_CSP } from "../pages.ts";
import type { Store } from "../store/store.ts";
import { QuoteDesk } from "./quote-desk.ts";

/**
 * The priced quote as one feature of the service (docs/architecture.md, "The priced quote"): the owner's side on the
 * lead's page (`ownerQuotes`, bound to the signed-in owner) and the customer's page /quote/<secret>. It knows online
 * payment only through the shared interface server/online-payments.ts, which server/features.ts fills with the
 * payments feature's side, and confirms the visit through the store's offers and the shared visit emails
 * (server/visits/): it imports no other feature.
 */
export interface QuoteFeature {
  /** /quote/<secret>, rendered per request in the customer's language. */
  registerPages: (
    app: FastifyInstance,
    tools: { renderer: PageRenderer; siteUrl: string; siteContent: (lang: Lang) => SiteContent | undefined },
  ) => Promise<void>;
  ownerQuotes: (owner: () => Promise<{ email: string } | undefined>) => OwnerQuotesService;
  quotePage: QuotePageService;
}

const SIGNED_OUT = { ok: false as const, problem: "Sign in first." };

export function createQuoteFeature(
  config: Pick<Config, "BUSINESS_EMAIL" | "public">,
  store: Store,
  online: OnlinePayments,
  /** Wakes the outbox when emails were queued. */
  onQueued: () => void,
): QuoteFeature {
  const desk = new QuoteDesk(store, online, {
    siteUrl: config.public.SITE_URL,
    businessEmail: config.BUSINESS_EMAIL,
  });
  // Every answer that queued an email wakes the outbox, so the quote and the notes go within seconds.
  const woken = async <T>(work: Promise<T>) => {
    const answer = await work;
    onQueued();
    return answer;
  };
  const quotePage: QuotePageService = {
    quote: (token) => desk.quote(token),
    accept: (token, slot) => woken(desk.accept(token, slot)),
    pay: (token) => desk.pay(token),
    decline: (token, reason) => woken(desk.decline(token, reason)),
    ask: (token, question) => woken(desk.ask(token, question)),
  };
  return {
    quotePage,
    registerPages: (app, tools) =>
      registerCustomerPages(app, {
        renderer: tools.renderer,
        siteUrl: tools.siteUrl,
        pages: ["quote-page"],
        // Accepting posts the page's form and may be answered with a redirect to the hosted payment page: the
        // form-action allows that one origin as well as our own (browsers check a form's redirects).
        ...(online.checkoutOrigin
          ? {
              csp: NO_SCRIPT_CSP.replace("form-action 'self'", `form-action 'self' ${online.checkoutOrigin}`),
            }
          : {}),
        // The page and its frame speak the customer's language.
        services: async (_request, token) => ({
          quotePage,
          siteContent: tools.siteContent(await desk.langOf(token)),
        }),
      }),
    ownerQuotes: (owner) => {
      const as = async () => (await owner())?.email;
      return {
        onlinePayment: online.enabled,
        lead: (leadId) => desk.lead(leadId),
        send: async (leadId, input) => {
          const actor = await as();
          return actor ? woken(desk.send(leadId, input, actor)) : SIGNED_OUT;
        },
        withdraw: async (leadId, quoteId) => {
          const actor = await as();
          return actor ? desk.withdraw(leadId, quoteId, actor) : SIGNED_OUT;
        },
        refund: async (leadId, paymentId) => {
          const actor = await as();
          return actor ? desk.refund(leadId, paymentId, actor) : SIGNED_OUT;
        },
      };
    },
  };
}
