import type { FastifyInstance, FastifyRequest } from "fastify";
import type { OwnerBookingsService } from "../../app/lib/owner-bookings.ts";
import type { SiteContent } from "../../app/lib/site-content.ts";
import type { VisitManageService } from "../../app/lib/visit-manage.ts";
import type { Config } from "../config.ts";
import { registerCustomerPages } from "../customer-pages.ts";
import type { PageRenderer } from "../page-renderer.ts";
import type { Store } from "../store/store.ts";
import { AvailabilityCache, registerAvailabilityRoute } from "./availability-route.ts";
import { BookingDesk } from "./booking-desk.ts";
import { registerCalendarFeed } from "./calendar-feed-route.ts";
import { CustomerDesk } from "./customer-desk.ts";

import { ownerBookingsService } from "./owner-bookings-service.ts";
import { ReviewRequestDesk } from "./review-requests.ts";
import { OwnerSchedule } from "./schedule.ts";
import { registerUnsubscribe } from "./unsubscribe-route.ts";

/** How often each copy of the service looks for visits whose reminder or review request is due. */
const REMINDER_LOOK_MS = 60_000;

/**
 * Booking as one feature of the service (docs/architecture.md, "Booking"): the owner's schedule and answers, the
 * customer's manage and offer pages, the availability the quote form reads, the calendar subscription, the
 * reminders and review requests every copy queues, and the unsubscribe link. server/features.ts builds it on the
 * shared store; the owner's pages get its side through `ownerBookings`, bound to the owner the inbox signed in.
 */
export interface BookingFeature {
  /** Its routes that need no page renderer: the availability API, /calendar, /unsubscribe; and the minute's look. */
  register: (app: FastifyInstance) => void;
  /** Its pages rendered per request: /visit/<secret> and /offer/<secret>. */
  registerPages: (
    app: FastifyInstance,
    tools: { renderer: PageRenderer; siteUrl: string; siteContent: (url: string) => SiteContent | undefined },
  ) => Promise<void>;
  /** The owner's side, for one request's signed-in owner. */
  ownerBookings: (owner: () => Promise<{ email: string } | undefined>) => OwnerBookingsService;
  /** The customer's pages' service for one request. */
  visitManage: (request: FastifyRequest) => VisitManageService;
  stop: () => void;
}

export function createBookingFeature(
  config: Config,
  store: Store,
  /** Wakes the outbox when emails were queued. */
  onQueued: () => void,
): BookingFeature {
  const options = { siteUrl: config.public.SITE_URL, businessEmail: config.BUSINESS_EMAIL };
  const desk = new BookingDesk(store, options);
  const customers = new CustomerDesk(store, options);
  const schedule = new OwnerSchedule(store);
  const reviews = new ReviewRequestDesk(store, {
    siteUrl: config.public.SITE_URL,
    settings: {
      delayDays: config.REVIEW_REQUEST_DELAY_DAYS,
      sendTime: config.REVIEW_REQUEST_TIME,
      months: config.REVIEW_REQUEST_MONTHS,
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const visitManage: VisitManageService = {
    visit: (token, lang) => customers.managedVisit(token, lang),
    reschedule: (token, slot, lang) => customers.reschedule(token, slot, lang),
    cancel: (token, lang) => customers.cancel(token, lang),
    offer: (token, lang) => customers.offer(token, lang),
    pickOffer: (token, slot, lang) => customers.pickOffer(token, slot, lang),
  };
  return {
    register: (app) => {
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
      timer = setInterval(look, REMINDER_LOOK_MS);
      timer.unref();
      void look();
      registerAvailabilityRoute(app, new AvailabilityCache(store));
      registerCalendarFeed(app, desk);
      registerUnsubscribe(app, reviews);
    },
    registerPages: (app, tools) =>
      registerCustomerPages(app, {
        renderer: tools.renderer,
        siteUrl: tools.siteUrl,
        pages: ["visit-manage", "visit-offer"],
        services: (request) => ({ visitManage, siteContent: tools.siteContent(request.url) }),
      }),
    ownerBookings: (owner) => ownerBookingsService({ desk, schedule, reviews }, owner),
    visitManage: () => visitManage,
    stop: () => clearInterval(timer),
  };
}
