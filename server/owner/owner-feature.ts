import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { business } from "../../app/content/business.ts";
import type { OwnerInboxService } from "../../app/lib/owner-inbox.ts";
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

/**
 * The owner's inbox as one feature of the service (docs/owner-guide.md): who may sign in, the sessions, and the
 * inbox's operations over the lead store the quote requests use. server/features.ts wires it in; its pages are
 * React Router routes under /leads, rendered for each request (server/owner/owner-pages.ts).
 */
interface OwnerFeature {
  /** The inbox for one request (its cookie, its address), as the /leads pages use it. */
  ownerInbox: (request: FastifyRequest) => OwnerInboxService;
  register: (app: FastifyInstance) => void;
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
  return {
    ownerInbox: (request) => ownerInboxService(access, inbox, request),
    stop: () => access.stop(),
    register: (app) => {
      log = app.log;
      if (secret.warning) app.log.warn(secret.warning);
      app.log.info({ owners: owners.length }, "owner inbox: /leads, sign-in by email link");
    },
  };
}
