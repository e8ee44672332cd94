import type { FastifyInstance, FastifyRequest } from "fastify";
import type { QuoteRequestService } from "../app/lib/quote-requests.ts";
import type { HealthCheck } from "./app.ts";
import type { Config } from "./config.ts";
import { createContactFeature } from "./contact/contact-feature.ts";
import { reviewsFeature } from "./reviews/reviews-feature.ts";

/**
 * The features the service runs beside the pages (the quote request, the reviews), each in its own folder of
 * server/. Building them here keeps server/main.ts about starting and stopping, and lets tests assemble the same
 * service with their own config.
 */
export interface ServerFeatures {
  features: Array<(app: FastifyInstance) => Promise<void> | void>;
  healthChecks: Record<string, HealthCheck>;
  /** The quote request pipeline for one request, for the form's pages rendered on the server. */
  quoteRequests: (request: FastifyRequest) => QuoteRequestService;
  /** Background work (the outbox worker) started once the service listens. */
  start: (app: FastifyInstance) => Promise<void>;
  stop: () => Promise<void>;
}

export async function serverFeatures(config: Config): Promise<ServerFeatures> {
  // The quote request: POST /api/contact, the lead store, the outbox worker (server/contact/).
  const contact = await createContactFeature(config);

  return {
    // GET /api/GetGoogleReviews: Google's reviews only, none without Google (server/reviews/).
    features: [contact.register, reviewsFeature(config)],
    healthChecks: { ...contact.healthChecks },
    quoteRequests: contact.quoteRequests,
    start: async (app) => {
      await contact.start(app);
    },
    stop: async () => {
      await contact.stop();
    },
  };
}
