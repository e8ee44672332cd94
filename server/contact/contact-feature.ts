import type { FastifyInstance, FastifyRequest } from "fastify";
import type { QuoteRequestService } from "../../app/lib/quote-requests.ts";
import { clientAddress } from "../client-address.ts";
import type { Config } from "../config.ts";
import { type AlertLog, createAlertSink } from "../operations/alerts.ts";
import { HealthMonitor } from "../operations/health-monitor.ts";
import type { HealthSource } from "../operations/healthz-route.ts";
import { openStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { createBotCheck } from "./bot-check.ts";
import { registerContactRoute } from "./contact-route.ts";
import { createMailTransport } from "./mail-transports.ts";
import { OutboxWorker } from "./outbox-worker.ts";
import { createQuoteRequestPipeline } from "./quote-request-pipeline.ts";
import { createRateLimiter } from "./rate-limiter.ts";

/**
 * The quote request as one feature of the service: the lead store, the bot check, the pipeline that turns a request
 * into a lead, POST /api/contact, the same pipeline for the form sent without JavaScript (through the pages), the
 * outbox worker and their health checks, built from the configuration. server/features.ts wires it in.
 */
interface ContactFeature {
  register: (app: FastifyInstance) => Promise<void>;
  /** The pipeline for one request, as the quote form's pages use it when rendered on the server. */
  quoteRequests: (request: FastifyRequest) => QuoteRequestService;
  health: HealthSource;
  monitor: HealthMonitor;
  start: (app: FastifyInstance) => Promise<void>;
  stop: () => Promise<void>;
  store: Store;
  worker: OutboxWorker;
}

export async function createContactFeature(
  config: Config,
  /** Opens an outbox body sealed by the owner's sign-in (server/owner/sealed-text.ts). */
  unseal?: (text: string) => string,
): Promise<ContactFeature> {
  const store = await openStore(config);
  let transport: ReturnType<typeof createMailTransport>;
  try {
    transport = createMailTransport(config);
  } catch (error) {
    await store.close();
    throw error;
  }
  const worker = new OutboxWorker({
    store,
    transport,
    from: config.MAIL_FROM,
    retryMs: config.OUTBOX_RETRY_MS,
    unseal,
  });
  // The alerts log through the app's logger once it exists (start); until then nothing can go wrong to report.
  let log: AlertLog = { error() {}, warn() {}, info() {} };
  const monitor = new HealthMonitor({
    store,
    mailAlertAfterMs: config.MAIL_ALERT_AFTER_MS,
    writer: worker.workerId,
    alerts: createAlertSink({
      webhookUrl: config.ALERT_WEBHOOK_URL,
      site: new URL(config.public.SITE_URL).host,
      log: {
        error: (details, message) => log.error(details, message),
        warn: (details, message) => log.warn(details, message),
        info: (details, message) => log.info(details, message),
      },
    }),
  });
  const botCheck = createBotCheck(config);
  const pipeline = createQuoteRequestPipeline({
    store,
    botCheck,
    businessEmail: config.BUSINESS_EMAIL,
    rateLimiter: createRateLimiter(store, config.CONTACT_RATE_LIMIT),
    acknowledgementsPerHour: config.ACKNOWLEDGEMENTS_PER_HOUR,
    onStored: () => worker.wake(),
    onFailed: () => monitor.suspect(),
  });
  let stopped = false;

  return {
    store,
    worker,
    register: async (app) => {
      if (!botCheck) {
        app.log.warn(
          "contact: RECAPTCHA_SECRET is not set, so quote requests are not bot-checked (the honeypot still is)",
        );
      } else if (!config.public.RECAPTCHA_SITE_KEY) {
        // The form only asks for a token when the site key was baked into the build: without one every request
        // would arrive tokenless and land in quarantine. Warn rather than refuse: the build may have the key.
        app.log.warn(
          "contact: RECAPTCHA_SECRET is set but RECAPTCHA_SITE_KEY is not: unless the build was made with a site key, every quote request will be quarantined as suspected spam",
        );
      }
      app.log.info({ transport: transport.name }, "contact: outbox transport chosen");
      await registerContactRoute(app, pipeline);
    },
    quoteRequests: (request) => {
      const origin = {
        ...clientAddress(request),
        userAgent: request.headers["user-agent"],
        log: request.log,
      };
      return {
        async submitForm(fields, pagePath) {
          try {
            return await pipeline.acceptForm(fields, pagePath, origin);
          } catch (error) {
            request.log.error({ err: error }, "contact: form request failed");
            throw error;
          }
        },
        isStoredLead: (id) => pipeline.isStoredLead(id),
        requestedVisit: (id) => pipeline.requestedVisit(id),
      };
    },
    monitor,
    health: {
      check: () => monitor.check(),
      details: async (report) => {
        const counts = report.storable ? await store.unsentCounts().catch(() => undefined) : undefined;
        const oldest = report.mail?.oldestPendingSince;
        return {
          leads: {
            storable: report.storable,
            ...(report.storeError ? { error: report.storeError } : {}),
            store: config.DATABASE_URL ? "postgresql" : "sqlite",
            location: store.location,
          },
          mail: {
            delayed: report.mailDelayed,
            transport: transport.name,
            alertAfterMs: config.MAIL_ALERT_AFTER_MS,
            oldestPendingSince: oldest?.toISOString() ?? null,
            oldestPendingWaitedMs: oldest ? report.checkedAt.getTime() - oldest.getTime() : 0,
            pending: counts?.pending ?? null,
            deadLetters: counts?.dead ?? null,
            deadLeadNotifications: report.mail?.deadBusinessEmails ?? null,
          },
          alerts: { webhook: Boolean(config.ALERT_WEBHOOK_URL) },
          uptimeSeconds: Math.round(process.uptime()),
        };
      },
    },
    start: async (app) => {
      log = app.log;
      worker.start(app.log);
      monitor.start();
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await monitor.stop();
      await worker.stop();
      await store.close();
    },
  };
}
