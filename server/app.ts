import { existsSync } from "node:fs";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { QuoteRequestService } from "../app/lib/quote-requests.ts";
import { SENT_LEAD_PARAM } from "../app/lib/quote-requests.ts";
import { findPageByPath } from "../app/route-table.ts";
import type { Config } from "./config.ts";
import { type HealthSource, registerHealthz } from "./operations/healthz-route.ts";
import { loadPageRenderer } from "./page-renderer.ts";
import { loadPages, negotiateEncoding, type PageFile } from "./pages.ts";
import { registerQuoteFormPosts } from "./quote-form-posts.ts";

export interface AppParts {
  /** Registers a feature's routes (contact, reviews…) on the app; each feature owns its own folder in server/. */
  features?: ReadonlyArray<(app: FastifyInstance) => Promise<void> | void>;
  /** What /healthz reports (the lead store and the outbox); without it the service is always "ok". */
  health?: HealthSource;
  /** The quote request pipeline for one request, handed to the pages rendered at request time (the form's pages). */
  quoteRequests?: (request: FastifyRequest) => QuoteRequestService;
}

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
  const options: FastifyServerOptions = {
    logger: {
      level: config.LOG_LEVEL,
      // Visitors' personal data stays out of the logs: no bodies, no query strings of form posts.
      redact: ["req.headers.cookie", "req.headers.authorization"],
    },
    // Behind N proxies the visitor's address is the Nth from the right of X-Forwarded-For (rate limits use it).
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 16 * 1024,
  };
  const app: FastifyInstance = Fastify(options);

  const pages = await loadPages(config.buildDir, config.public.API_URL);
  const renderer = await loadPageRenderer({
    serverBuildFile: config.serverBuildFile,
    siteUrl: config.public.SITE_URL,
    apiOrigin: config.public.API_URL ? new URL(config.public.API_URL).origin : "",
  });

  // Security headers for everything; each page sends its own Content-Security-Policy (inline scripts by hash).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Links to the business's social pages and directions may say where the visitor came from, not what they typed.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
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
      .header("cache-control", status === 200 ? HTML_CACHE : "no-store")
      .header("vary", "Accept-Encoding");
    if (status === 200) {
      reply.header("etag", page.etag);
      if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
    }
    const encoding = negotiateEncoding(page, request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity);
  };

  // One spelling per page: "/services/" and "/home" answer 301 to "/services" and "/", keeping the query. Only a
  // page of the route table is ever a redirect target, so no path can send a visitor off the site ("/\evil.com/"
  // would be read by browsers as "//evil.com"). Paths that start with "//" or hold a backslash are the 404 page.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [pathname = "/", query] = splitUrl(request.url);
    if (pathname.startsWith("//") || pathname.includes("\\") || /%5c/i.test(pathname)) {
      return sendPage(request, reply, pages.notFound, 404);
    }
    let target = pathname;
    if (target.length > 1 && target.endsWith("/")) target = target.replace(/\/+$/, "") || "/";
    if (target === "/home") target = "/";
    if (target !== pathname && pages.byPath.has(target)) {
      return reply.redirect(query ? `${target}?${query}` : target, 301);
    }
  });

  for (const [pagePath, page] of pages.byPath) {
    const hasQuoteForm = findPageByPath(pagePath)?.quoteForm !== undefined;
    app.get(pagePath, (request, reply) => {
      // The page after a quote form sent without JavaScript (?sent=<lead id>) says "received", which the
      // prerendered file cannot know: it is rendered now, and only for a lead that is really stored.
      if (hasQuoteForm && new URLSearchParams(splitUrl(request.url)[1]).has(SENT_LEAD_PARAM)) {
        return renderer.send(request, reply, { quoteRequests: parts.quoteRequests?.(request) });
      }
      return sendPage(request, reply, page, 200);
    });
  }
  await registerQuoteFormPosts(app, {
    renderer,
    quoteRequests: parts.quoteRequests,
    siteUrl: config.public.SITE_URL,
  });

  // Every other file of the build: hashed assets cached for a year, the rest for an hour. Prerendered HTML is
  // served only through the page routes above, so "/services/index.html" or "/__not-found" is a 404.
  await app.register(fastifyStatic, {
    root: config.buildDir,
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: "ignore",
    cacheControl: false,
    allowedPath: (pathName) =>
      !pathName.endsWith(".html") && !pathName.split("/").some((part) => part.startsWith("__")),
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", /[\\/]assets[\\/]/.test(filePath) ? ASSET_CACHE : FILE_CACHE);
    },
  });

  registerHealthz(app, { health: parts.health, opsToken: config.OPS_TOKEN });

  for (const feature of parts.features ?? []) await feature(app);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || !(request.method === "GET" || request.method === "HEAD")) {
      return reply.code(404).send({ error: "Not found" });
    }
    return sendPage(request, reply, pages.notFound, 404);
  });

  return app;
}

function splitUrl(url: string): [string, string | undefined] {
  const index = url.indexOf("?");
  return index === -1 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}
