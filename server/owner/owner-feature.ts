import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { business } from "../../app/content/business.ts";
import type { OwnerInboxService } from "../../app/lib/owner-inbox.ts";
import type { VisitManageService } from "../../app/lib/visit-manage.ts";
import { BookingDesk } from "../booking/booking-desk.ts";
import { registerCalendarFeed } from "../booking/calendar-feed-route.ts";
import { ReviewRequestDesk } from "../booking/review-requests.ts";
import { registerUnsubscribe } from "../booking/unsubscribe-route.ts";
import type { Config } from "../config.ts";
import { createRateLimiter } from "../contact/rate-limiter.ts";
import type { Store } from "../store/store.ts";
import { LeadInbox } from "./lead-inbox.ts";
import { OwnerAccess, SIGN_IN_WINDOW_MS } from "./owner-access.ts";
import { ownerInboxService } from "./owner-inbox-service.ts";
import type { SealingKey } from "./sealed-text.ts";

/** Sign-in requests allowed per address, and per client address, in 15 minutes; and links tried per client. */
const SIGN_IN_REQUESTS_PER_ADDRESS = 5;
const SIGN_IN_REQUESTS_PER_CLIENT = 10;
const SIGN_IN_TRIES_PER_CLIENT = 10;
/** How often each copy of the service looks for visits whose reminder is due. */
const REMINDER_LOOK_MS = 60_000;

/**
 * The owner's inbox as one feature of the service (docs/owner-guide.md): who may sign in, the sessions, and the
 * inbox's operations over the lead store the quote requests use. server/features.ts wires it in; its pages are
 * React Router routes under /leads, rendered for each request (server/owner/owner-pages.ts).
 */
interface OwnerFeature {
  /** The inbox for one request (its cookie, its address), as the /leads pages use it. */
  ownerInbox: (request: FastifyRequest) => OwnerInboxService;
  register: (app: FastifyInstance) => void;
  /** The customer's manage page of a booking (no owner needed: the link's secret is the key). */
  visitManage: (request: FastifyRequest) => VisitManageService;
  /** Waits for sign-in links on their way to the outbox (before the lead store closes). */
  stop: () => Promise<void>;
}

export function createOwnerFeature(
  config: Config,
  store: Store,
  secret: { value: string; sealingKey: SealingKey; warning?: string },
  onQueued: () => void,
): OwnerFeature {
  const owners = config.OWNER_EMAILS ?? [config.BUSINESS_EMAIL.toLowerCase()];
  let log: FastifyBaseLogger | undefined;
  const access = new OwnerAccess({
    store,
    owners,
    secret: secret.value,
    sealingKey: secret.sealingKey,
    siteUrl: config.public.SITE_URL,
    businessName: business.name,
    perAddress: createRateLimiter(store, SIGN_IN_REQUESTS_PER_ADDRESS, SIGN_IN_WINDOW_MS, "sign-in-address"),
    perClient: createRateLimiter(store, SIGN_IN_REQUESTS_PER_CLIENT, SIGN_IN_WINDOW_MS, "sign-in-client"),
    triesPerClient: createRateLimiter(store, SIGN_IN_TRIES_PER_CLIENT, SIGN_IN_WINDOW_MS, "sign-in-tries"),
    onQueued,
    onLinkFailed: (error) => log?.error({ err: error }, "owner inbox: a sign-in link could not be queued"),
  });
  const inbox = new LeadInbox(store);
  let reminders: NodeJS.Timeout | undefined;
  const desk = new BookingDesk(store, {
    siteUrl: config.public.SITE_URL,
    businessEmail: config.BUSINESS_EMAIL,
  });
  const reviews = new ReviewRequestDesk(store, {
    siteUrl: config.public.SITE_URL,
    settings: {
      delayDays: config.REVIEW_REQUEST_DELAY_DAYS,
      sendTime: config.REVIEW_REQUEST_TIME,
      months: config.REVIEW_REQUEST_MONTHS,
    },
  });
  return {
    ownerInbox: (request) => ownerInboxService(access, inbox, request, desk, reviews),
    stop: () => {
      clearInterval(reminders);
      return access.stop();
    },
    visitManage: () => ({
      visit: (token) => desk.managedVisit(token),
      reschedule: (token, slot) => desk.reschedule(token, slot),
      cancel: (token) => desk.cancel(token),
    }),
    register: (app) => {
      log = app.log;
      // Visits' reminders: every copy looks each minute; the store queues each one once (docs/owner-guide.md).
      // Review requests the same way: the store decides each visit once (docs/owner-guide.md, "Review requests").
      const look = () =>
        Promise.all([
          desk.queueReminders().then(
            (queued) => {
              if (queued > 0) onQueued();
            },
            (error: unknown) => app.log.error({ err: error }, "bookings: reminders could not be queued"),
          ),
          reviews.queueReviewRequests().then(
            (decided) => {
              if (decided > 0) onQueued();
            },
            (error: unknown) => app.log.error({ err: error }, "review requests could not be queued"),
          ),
        ]);
      reminders = setInterval(look, REMINDER_LOOK_MS);
      reminders.unref();
      void look();
      registerCalendarFeed(app, desk);
      registerUnsubscribe(app, reviews);
      if (secret.warning) app.log.warn(secret.warning);
      app.log.info({ owners: owners.length }, "owner inbox: /leads, sign-in by email link");
    },
  };
}
