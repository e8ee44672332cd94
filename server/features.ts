import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { goingLiveItems, goingLiveLines } from "../app/content/going-live.ts";
import type { OwnerInboxService } from "../app/lib/owner-inbox.ts";
import type { QuoteRequestService } from "../app/lib/quote-requests.ts";
import { type BookingFeature, createBookingFeature } from "./booking/booking-feature.ts";
import type { Config } from "./config.ts";
import { createContactFeature } from "./contact/contact-feature.ts";
import { type ContentFeature, createContentFeature } from "./content/content-feature.ts";
import { createSiteContentSource, type SiteContentSource } from "./content-source.ts";
import { connectCurrentContent } from "./current-content.ts";
import type { HealthMonitor } from "./operations/health-monitor.ts";
import type { HealthSource } from "./operations/healthz-route.ts";
import { createOwnerFeature } from "./owner/owner-feature.ts";
import { sealingKey, unseal } from "./owner/sealed-text.ts";
import { resolveSessionSecret } from "./owner/session-secret.ts";
import { reviewsFeature } from "./reviews/reviews-feature.ts";

/**
 * The features the service runs beside the pages (the quote request, the reviews), each in its own folder of
 * server/. Building them here keeps server/main.ts about starting and stopping, and lets tests assemble the same
 * service with their own config.
 */
export interface ServerFeatures {
  features: Array<(app: FastifyInstance) => Promise<void> | void>;
  health: HealthSource;
  /** Behind `health`: the background checks and the alerts they send. */
  monitor: HealthMonitor;
  /** The quote request pipeline for one request, for the form's pages rendered on the server. */
  quoteRequests: (request: FastifyRequest) => QuoteRequestService;
  /** The owner's inbox for one request, for the /leads pages. */
  ownerInbox: (request: FastifyRequest) => OwnerInboxService;
  /** Booking: the schedule, the customer's pages, availability, calendar, reminders (server/booking/). */
  booking: BookingFeature;
  /** The owner's photos and words, on the same store (server/content/). */
  siteContent: ContentFeature;
  /** The content as this copy last read it (server/content-source.ts). */
  content: SiteContentSource;
  /** Background work (the outbox worker) started once the service listens. */
  start: (app: FastifyInstance) => Promise<void>;
  stop: () => Promise<void>;
}

export async function serverFeatures(config: Config): Promise<ServerFeatures> {
  // The secret of the owner's sessions; its key also seals sign-in emails in the outbox.
  let warning: string | undefined;
  const secret = resolveSessionSecret(config, (message) => {
    warning = message;
  });
  const key = sealingKey(secret);
  // The quote request: POST /api/contact, the lead store, the outbox worker (server/contact/).
  const contact = await createContactFeature(config, (text) => unseal(key, text));
  // The owner's inbox: /leads, on the same lead store (server/owner/).
  const owner = createOwnerFeature(config, contact.store, { value: secret, sealingKey: key, warning }, () =>
    contact.worker.wake(),
  );

  // The owner's words and facts as every copy last read them (server/content-source.ts), for every feature.
  const content = createSiteContentSource(contact.store);
  connectCurrentContent(content);
  await content.start();
  const siteContent = createContentFeature(contact.store, content, {
    uploadDir: path.join(config.dataDir, "uploads"),
  });
  // Booking: the owner's schedule, the customer's pages, availability, reminders (server/booking/).
  const booking = createBookingFeature(config, contact.store, () => contact.worker.wake());

  return {
    // GET /api/GetGoogleReviews: Google's reviews only, none without Google (server/reviews/).
    features: [contact.register, owner.register, booking.register, reviewsFeature(config)],
    health: {
      check: () => contact.health.check(),
      // The details also say whether anything still stands between the site and going live (the owner's checklist).
      details: async (report) => {
        const waiting = goingLiveLines(goingLiveItems(content.model(), config.public));
        return {
          ...(await contact.health.details(report)),
          site: { live: waiting.length === 0, goingLive: waiting },
        };
      },
    },
    monitor: contact.monitor,
    quoteRequests: contact.quoteRequests,
    ownerInbox: owner.ownerInbox,
    booking,
    siteContent,
    content,
    start: async (app) => {
      await contact.start(app);
      // What stands between the site and going live, once at start: the owner clears it from the phone.
      const waiting = goingLiveLines(goingLiveItems(content.model(), config.public));
      if (waiting.length > 0) {
        app.log.warn(`before this site goes live:\n${waiting.map((line) => `  - ${line}`).join("\n")}`);
      } else {
        app.log.info("the site is live: every fact confirmed, every detail the business's own");
      }
    },
    stop: async () => {
      content.stop();
      siteContent.stop();
      booking.stop();
      await owner.stop();
      await contact.stop();
    },
  };
}
