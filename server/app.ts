import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type HTTPMethods,
  LogController,
} from "fastify";
import { AVAILABILITY_API_PATH } from "../app/lib/availability-api.ts";
import { CONTACT_API_PATH } from "../app/lib/contact-api.ts";
import type { OwnerInboxService } from "../app/lib/owner-inbox.ts";
import type { QuoteRequestService } from "../app/lib/quote-requests.ts";
import { SENT_LEAD_PARAM } from "../app/lib/quote-requests.ts";
import { REVIEWS_API_PATH } from "../app/lib/reviews-api.ts";
import { findPageByPath, langOfPath, ownerPages } from "../app/route-table.ts";
import type { BookingFeature } from "./booking/booking-feature.ts";
import { readBuildPublicEnv } from "./build-public-env.ts";
import { createProxyHopsCheck } from "./client-address.ts";
import type { Config } from "./config.ts";
import type { ContentFeature } from "./content/content-feature.ts";
import { CONNECTION_LIMITS, guardConnections, maxConnections } from "./operations/connection-limits.ts";
import { registerCspReports } from "./operations/csp-report.ts";
import { type HealthSource, registerHealthz } from "./operations/healthz-route.ts";
import { ClientMistakeLog, loggerOptions, requestLogHook } from "./operations/logging.ts";
import { OWNER_PAGE_ROUTES, registerOwnerPages } from "./owner/owner-pages.ts";
import { loadPageRenderer } from "./page-renderer.ts";
import {
  availableEncodings,
  CSP_REPORT_PATH,
  cspSourcesFor,
  ifNoneMatchHits,
  loadPages,
  negotiateEncoding,
  notFoundFor,
  type PageFile,
  REPORTING_ENDPOINTS,
} from "./pages.ts";
import type { QuoteFeature } from "./quote/quote-feature.ts";
import { registerQuoteFormPosts } from "./quote-form-posts.ts";
import { normalizeRequestUrl } from "./request-path.ts";

interface AppParts {
  /** Registers a feature's routes (contact, reviews…) on the app; each feature owns its own folder in server/. */
  features?: ReadonlyArray<(app: FastifyInstance) => Promise<void> | void>;
  /** What /healthz reports (the lead store and the outbox); without it the service is always "ok". */
  health?: HealthSource;
  /** The quote request pipeline for one request, handed to the pages rendered at request time (the form's pages). */
  quoteRequests?: (request: FastifyRequest) => QuoteRequestService;
  /** The owner's inbox for one request: with it, the service serves /leads. */
  ownerInbox?: (request: FastifyRequest) => OwnerInboxService;
  /** The owner's photos and words: with it, the pages follow the content the owner changes. */
  siteContent?: ContentFeature;
  /**
   * Booking: with it, the service serves the customer's pages (/visit/<secret>, /offer/<secret>) and the owner's
   * schedule on the /leads pages. Its routes that need no renderer come with `features`.
   */
  booking?: Pick<BookingFeature, "registerPages" | "ownerBookings">;
  /** The priced quote: with it, the service serves /quote/<secret> and the quote on the lead's page. */
  quote?: Pick<QuoteFeature, "registerPages" | "ownerQuotes">;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request.",
  403: "Forbidden.",
  404: "Not found",
  405: "Method not allowed.",
  406: "Not acceptable.",
  408: "Request timeout.",
  413: "The request is too large.",
  414: "The address is too long.",
  415: "Unsupported media type.",
  429: "Too many requests.",
  431: "The request headers are too large.",
};

function statusText(status: number): string {
  if (status >= 500) return "The service had a problem. Please try again.";
  return STATUS_TEXT[status] ?? "The request could not be served.";
}

/** Where a request the normalisation refused is routed: no route has it, the first onRequest hook answers it. */
const UNROUTABLE_PATH = "/__unroutable";

const HTML_CACHE = "public, max-age=0, must-revalidate";
const ASSET_CACHE = "public, max-age=31536000, immutable";
const FILE_CACHE = "public, max-age=3600";

/**
 * Builds the whole service without listening: prerendered pages, static files, security headers, the API
 * features, /healthz and the 404 page. Tests call it with their own config and use app.inject() or a free port.
 */
export async function buildApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  if (!existsSync(config.buildDir)) {
    throw new Error(
      `No build at ${config.buildDir}: run \`npm run build\` first (npm start does it for you).`,
    );
  }
  // What the normalisation said of a request it could not route (server/request-path.ts), answered by the first
  // onRequest hook below.
  const unroutable = new WeakMap<IncomingMessage, "unreadable" | "not-found">();
  const options: FastifyServerOptions = {
    rewriteUrl: (raw) => {
      const normalized = normalizeRequestUrl(raw.url ?? "/");
      if (normalized.kind === "url") return normalized.url;
      unroutable.set(raw, normalized.kind);
      return UNROUTABLE_PATH;
    },
    // The router's own refusals (a URL it cannot decode) in our words, never its code or the URL echoed.
    frameworkErrors: (_error, _request, reply) => {
      // The option's reply is generic over route schemas this answer has none of: it is a plain reply.
      (reply as FastifyReply)
        .code(400)
        .header("cache-control", "no-store")
        .send({ error: statusText(400) });
    },
    // JSON lines, or readable on a terminal; one line per request at most, written by requestLogHook below.
    logger: loggerOptions(config),
    logController: new LogController({ disableRequestLogging: true }),
    // Behind N proxies the visitor's address is the Nth from the right of X-Forwarded-For (rate limits use it).
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 16 * 1024,
    ...CONNECTION_LIMITS,
  };
  const app: FastifyInstance = Fastify(options);
  app.server.maxConnections = maxConnections();
  // Behind a proxy every connection is the proxy's, carrying every visitor: the cap per address is its job there.
  guardConnections(app.server, {
    perAddress: config.TRUST_PROXY_HOPS > 0 ? undefined : config.CONNECTIONS_PER_ADDRESS,
  });

  // A client's mistake is one short line, sampled per client; the service's own faults are logged with a stack.
  const mistakes = new ClientMistakeLog();
  app.addHook("onResponse", requestLogHook(mistakes));
  // What a window left out is reported within a minute even if no further mistake comes to trigger it.
  const flushTimer = setInterval(() => mistakes.flush(app.log), 60_000);
  flushTimer.unref();
  app.addHook("onClose", async () => {
    clearInterval(flushTimer);
    mistakes.flush(app.log);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // Never Fastify's internal code or the requested URL: a fixed sentence per status.
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({ error: statusText(status) });
  });
  const checkProxyHops = createProxyHopsCheck(config.TRUST_PROXY_HOPS, app.log);
  app.addHook("onRequest", async (request) => checkProxyHops(request));

  const buildEnv = readBuildPublicEnv(config);
  if (buildEnv.differs.length > 0) {
    app.log.warn(
      { variables: buildEnv.differs },
      "these build-time variables differ from the ones the build was made with: the pages use the build's values; rebuild (npm run build) to change them",
    );
  }
  const cspSources = cspSourcesFor(buildEnv.values);
  const pages = await loadPages(config.buildDir, cspSources);
  const renderer = await loadPageRenderer({
    serverBuildFile: config.serverBuildFile,
    siteUrl: config.public.SITE_URL,
    cspSources,
  });

  // Security headers for everything; each page sends its own Content-Security-Policy (inline scripts by hash).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Links to the business's social pages and directions may say where the visitor came from, not what they typed.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // As the CSP's frame-ancestors 'none', for browsers that only know X-Frame-Options.
    xFrameOptions: { action: "deny" },
  });
  // The site needs no camera, microphone, location or payment APIs: say so, so no embedded script can ask for them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: PageFile, status: number) => {
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", page.csp)
      .header("reporting-endpoints", REPORTING_ENDPOINTS)
      .header("cache-control", status === 200 ? HTML_CACHE : "no-store")
      .header("vary", "Accept-Encoding");
    const encoding = negotiateEncoding(request.headers["accept-encoding"], availableEncodings(page));
    if (status === 200) {
      const etag = page.etags[encoding];
      reply.header("etag", etag);
      if (ifNoneMatchHits(request.headers["if-none-match"], etag)) return reply.code(304).send();
    }
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity);
  };

  // A path the normalisation refused: unreadable (400, our words) or none of ours (the 404 page, or JSON).
  app.addHook("onRequest", async (request, reply) => {
    const refused = unroutable.get(request.raw);
    if (refused === "unreadable") {
      return reply
        .code(400)
        .header("cache-control", "no-store")
        .send({ error: statusText(400) });
    }
    if (refused === "not-found") {
      if (request.method === "GET" || request.method === "HEAD") {
        return sendPage(request, reply, notFoundFor(pages, request.url), 404);
      }
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .send({ error: statusText(404) });
    }
  });

  // One spelling per page: "/services/", "/home" and any other spelling of a page's path ("/%61bout-us",
  // "/leads/%2e%2e/get-a-quote") answer 301 to the page's own path, keeping the query. Only a page is ever a
  // redirect target, so no path can send a visitor off the site ("/\evil.com/" would be read by browsers as
  // "//evil.com"; the normalisation makes such paths the 404 page).
  const redirectTargets = new Set<string>([
    ...pages.byPath.keys(),
    ...(parts.ownerInbox ? ownerPages.map((page) => page.path).filter((page) => !page.includes(":")) : []),
  ]);
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [asked = "/"] = splitUrl(request.originalUrl);
    const [pathname = "/", query] = splitUrl(request.url);
    let target = pathname;
    if (target.length > 1 && target.endsWith("/")) target = target.replace(/\/+$/, "") || "/";
    if (target === "/home") target = "/";
    if (target !== asked && redirectTargets.has(target)) {
      return reply.redirect(query ? `${target}?${query}` : target, 301);
    }
  });

  // The owner's content: its publisher replaces pages in `pages` when the content changes, so each request reads
  // the page it sends from there, not a copy taken at start.
  await parts.siteContent?.attach(app, {
    renderer,
    pages,
    cspSources,
    siteUrl: config.public.SITE_URL,
    buildDir: config.buildDir,
    ownerInbox: parts.ownerInbox,
  });
  // The content in the language of the page asked for (a Spanish page renders with the Spanish words).
  const siteContent = (url: string) => parts.siteContent?.current(langOfPath(splitUrl(url)[0]));
  for (const pagePath of [...pages.byPath.keys()]) {
    const hasQuoteForm = findPageByPath(pagePath)?.quoteForm !== undefined;
    app.get(pagePath, (request, reply) => {
      // The page after a quote form sent without JavaScript (?sent=<lead id>) says "received", which the
      // prerendered file cannot know: it is rendered now, and only for a lead that is really stored.
      if (hasQuoteForm && new URLSearchParams(splitUrl(request.url)[1]).has(SENT_LEAD_PARAM)) {
        return renderer.send(request, reply, {
          quoteRequests: parts.quoteRequests?.(request),
          siteContent: siteContent(request.url),
        });
      }
      return sendPage(request, reply, pages.byPath.get(pagePath) ?? notFoundFor(pages, pagePath), 200);
    });
  }
  await registerQuoteFormPosts(app, {
    renderer,
    quoteRequests: parts.quoteRequests,
    siteUrl: config.public.SITE_URL,
    siteContent,
  });
  // The owner's pages are in English; the customer's speak the language of their address (/es/visita/…).
  const englishContent = () => siteContent("/");
  await parts.booking?.registerPages(app, {
    renderer,
    siteUrl: config.public.SITE_URL,
    siteContent,
  });
  // The quote's page speaks its customer's language.
  await parts.quote?.registerPages(app, {
    renderer,
    siteUrl: config.public.SITE_URL,
    siteContent: (lang) => parts.siteContent?.current(lang),
  });
  if (parts.ownerInbox) {
    await registerOwnerPages(app, {
      renderer,
      ownerInbox: parts.ownerInbox,
      ownerSite: parts.siteContent?.ownerSite,
      ownerWords: parts.siteContent?.ownerWords,
      ownerBookings: parts.booking?.ownerBookings,
      ownerQuotes: parts.quote?.ownerQuotes,
      siteContent: englishContent,
      siteUrl: config.public.SITE_URL,
    });
  }

  // Every other file of the build: hashed assets cached for a year, the rest for an hour. Prerendered HTML is
  // served only through the page routes above, so "/services/index.html" or "/__not-found" is a 404.
  await app.register(fastifyStatic, {
    root: config.buildDir,
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: "ignore",
    cacheControl: false,
    // Build artefacts are not files to ask for by name: the pages' HTML, the Brotli and gzip copies (sent only
    // through Accept-Encoding), the 404 page's folder.
    allowedPath: (pathName) =>
      !/\.(html|br|gz)$/.test(pathName) && !pathName.split("/").some((part) => part.startsWith("__")),
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", /[\\/]assets[\\/]/.test(filePath) ? ASSET_CACHE : FILE_CACHE);
    },
  });

  registerHealthz(app, { health: parts.health, opsToken: config.OPS_TOKEN });
  await registerCspReports(app);

  for (const feature of parts.features ?? []) await feature(app);

  // A known path asked with a method it does not take: 405 with the methods it does (Allow).
  const allowed = new Map<string, string[]>([
    ["/healthz", ["GET", "HEAD"]],
    [CONTACT_API_PATH, ["POST"]],
    [AVAILABILITY_API_PATH, ["GET", "HEAD"]],
    [REVIEWS_API_PATH, ["GET", "HEAD"]],
    [CSP_REPORT_PATH, ["POST"]],
  ]);
  for (const pagePath of pages.byPath.keys()) {
    allowed.set(pagePath, findPageByPath(pagePath)?.quoteForm ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"]);
  }
  if (parts.ownerInbox) {
    for (const url of OWNER_PAGE_ROUTES) allowed.set(url, ["GET", "HEAD", "POST"]);
  }
  for (const [url, methods] of allowed) {
    const others = GUARDED_METHODS.filter((method) => !methods.includes(method));
    const refuse = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(405)
        .header("allow", methods.join(", "))
        .header("cache-control", "no-store")
        .send({ error: statusText(405) });
    // Answered in onRequest, before any body is read: the method alone decides (a form posted to a page without
    // one is 405, not 415).
    app.route({ method: others, url, onRequest: refuse, handler: refuse });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || !(request.method === "GET" || request.method === "HEAD")) {
      return reply.code(404).send({ error: statusText(404) });
    }
    return sendPage(request, reply, notFoundFor(pages, request.url), 404);
  });

  return app;
}

/** The methods a known path answers 405 to when it does not take them. */
const GUARDED_METHODS: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function splitUrl(url: string): [string, string | undefined] {
  const index = url.indexOf("?");
  return index === -1 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}
