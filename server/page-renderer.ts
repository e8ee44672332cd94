import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { OwnerBookingsService } from "../app/lib/owner-bookings.ts";
import type { OwnerInboxService } from "../app/lib/owner-inbox.ts";
import type { OwnerSiteService } from "../app/lib/owner-site.ts";
import type { OwnerWordsService } from "../app/lib/owner-words.ts";
import type { QuoteRequestService } from "../app/lib/quote-requests.ts";
import type { SiteContent } from "../app/lib/site-content.ts";
import type { VisitManageService } from "../app/lib/visit-manage.ts";
import {
  type CspSources,
  contentSecurityPolicy,
  inlineScriptHashes,
  negotiateEncoding,
  REPORTING_ENDPOINTS,
} from "./pages.ts";

/**
 * Pages rendered at request time: the few answers a prerendered file cannot give (docs/architecture.md,
 * "Rendering"): the quote form sent without JavaScript (its route action), the page right after it, and the
 * owner's inbox (/leads). They go through React Router's own request handler with the server build (build/server/index.js), so they
 * are the same React pages, with the same markup, as the prerendered ones; every other page is still the file
 * prerendered at build and served from memory.
 */

/** What the server build's entry (app/entry.server.tsx) exports besides the renderer. */
interface AppServerEntry {
  quoteRequestContext: RouterContext<QuoteRequestService>;
  ownerInboxContext: RouterContext<OwnerInboxService>;
  siteContentContext: RouterContext<SiteContent>;
  ownerSiteContext: RouterContext<OwnerSiteService>;
  ownerWordsContext: RouterContext<OwnerWordsService>;
  visitManageContext: RouterContext<VisitManageService>;
  ownerBookingsContext: RouterContext<OwnerBookingsService>;
}

/**
 * What the service gives the pages it renders, bound to the request: the quote pipeline, the owner's inbox, and
 * the site content (without it, the build's default: what the prerendered pages show).
 */
interface PageServices {
  quoteRequests?: QuoteRequestService;
  ownerInbox?: OwnerInboxService;
  siteContent?: SiteContent;
  ownerSite?: OwnerSiteService;
  ownerWords?: OwnerWordsService;
  /** The customer's pages (/visit/<secret>, /offer/<secret>). */
  visitManage?: VisitManageService;
  /** The owner's schedule (/leads/bookings…). */
  ownerBookings?: OwnerBookingsService;
}

/** A page rendered away from any request (the publisher, when the owner changes the content). */
interface RenderedPage {
  status: number;
  html: string;
}

interface SendOptions {
  /** The urlencoded body of a POST. */
  body?: string;
  /** Replaces the page's own Content-Security-Policy (the owner's pages send a stricter one). */
  csp?: string;
  /** More headers for the answer (the owner's pages: noindex, no referrer). */
  headers?: Record<string, string>;
  /** Renders this path as a GET instead of what the request asked (the photos page after an upload). */
  showPath?: string;
}

export interface PageRenderer {
  /**
   * Renders the page a request asks for (GET, or POST with its urlencoded body) and sends it: the HTML with its
   * own Content-Security-Policy, or React Router's redirect.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    services: PageServices,
    options?: SendOptions,
  ): Promise<FastifyReply>;
  /**
   * A GET of `path` (a page path, "/services/moving-cleaning-services") rendered with `content`: the HTML the
   * prerendered file would hold had the build had that content, and React Router's status (the catch-all, rendered
   * at NOT_FOUND_PRERENDER_PATH for the 404 page, answers 200 like its prerender: the service sends it with 404).
   */
  render(path: string, content: SiteContent): Promise<RenderedPage>;
}

interface PageRendererOptions {
  /** build/server/index.js */
  serverBuildFile: string;
  /** SITE_URL: a form posted from the canonical origin is our own, even behind a proxy that rewrites Host. */
  siteUrl: string;
  /** What the build uses, for the pages' Content-Security-Policy (the same as the prerendered pages'). */
  cspSources: CspSources;
}

/** The Web request React Router expects, from Fastify's (origin from the Host the client used, via trusted proxies). */
function toWebRequest(request: FastifyRequest, body: string | undefined, showPath?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (showPath) {
    headers.delete("content-type");
    headers.delete("content-length");
  }
  const method = showPath ? "GET" : request.method;
  return new Request(`${request.protocol}://${request.host}${showPath ?? request.url}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : (body ?? ""),
  });
}

function compress(html: Buffer, acceptEncoding: string | undefined): { encoding?: string; body: Buffer } {
  // The same negotiation as the prerendered pages (q-values honoured); every encoding can be made here.
  const encoding = negotiateEncoding(acceptEncoding, ["br", "gzip"]);
  // A fast setting: these pages are made once per request, unlike the prerendered ones compressed at build.
  if (encoding === "br") {
    return {
      encoding: "br",
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (encoding === "gzip") return { encoding: "gzip", body: gzipSync(html, { level: 6 }) };
  return { body: html };
}

export async function loadPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  if (!existsSync(options.serverBuildFile)) {
    throw new Error(
      `No server build at ${options.serverBuildFile}: run \`npm run build\` first (npm start does it for you).`,
    );
  }
  const loaded = (await import(pathToFileURL(options.serverBuildFile).href)) as ServerBuild;
  const entry = loaded.entry.module as unknown as Partial<AppServerEntry>;
  const {
    quoteRequestContext,
    ownerInboxContext,
    siteContentContext,
    ownerSiteContext,
    ownerWordsContext,
    visitManageContext,
    ownerBookingsContext,
  } = entry;
  if (
    !quoteRequestContext ||
    !ownerInboxContext ||
    !siteContentContext ||
    !ownerSiteContext ||
    !ownerWordsContext ||
    !visitManageContext ||
    !ownerBookingsContext
  ) {
    throw new Error(
      `${options.serverBuildFile} does not export the services' context keys: rebuild with npm run build`,
    );
  }
  const build: ServerBuild = { ...loaded, allowedActionOrigins: [new URL(options.siteUrl).host] };
  const handle = createRequestHandler(build, "production");
  const contextFor = (services: PageServices) => {
    const context = new RouterContextProvider();
    if (services.quoteRequests) context.set(quoteRequestContext, services.quoteRequests);
    if (services.ownerInbox) context.set(ownerInboxContext, services.ownerInbox);
    if (services.siteContent) context.set(siteContentContext, services.siteContent);
    if (services.ownerSite) context.set(ownerSiteContext, services.ownerSite);
    if (services.ownerWords) context.set(ownerWordsContext, services.ownerWords);
    if (services.visitManage) context.set(visitManageContext, services.visitManage);
    if (services.ownerBookings) context.set(ownerBookingsContext, services.ownerBookings);
    return context;
  };
  // A request from nowhere, on the site's own origin: what the prerender asks, and what a browser would.
  const getRequest = (urlPath: string) => {
    if (!urlPath.startsWith("/") || urlPath.startsWith("//")) {
      throw new Error(`Not a path of the site: ${JSON.stringify(urlPath)}`);
    }
    return new Request(new URL(urlPath, options.siteUrl), { method: "GET" });
  };

  return {
    async render(urlPath, content) {
      const response = await handle(getRequest(urlPath), contextFor({ siteContent: content }));
      return { status: response.status, html: await response.text() };
    },

    async send(request, reply, services, sendOptions = {}) {
      const response = await handle(
        toWebRequest(request, sendOptions.body, sendOptions.showPath),
        contextFor(services),
      );

      reply
        .code(response.status)
        .header("cache-control", "no-store")
        .headers(sendOptions.headers ?? {});
      const retryAfter = response.headers.get("retry-after");
      if (retryAfter) reply.header("retry-after", retryAfter);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const location = response.headers.get("location");
      if (location) return reply.header("location", location).send();

      const type = response.headers.get("content-type") ?? "";
      if (!type.startsWith("text/html")) {
        // A resource route's answer (the inbox's CSV export): its own type and name, sent as it is.
        reply.header("content-type", type);
        const disposition = response.headers.get("content-disposition");
        if (disposition) reply.header("content-disposition", disposition);
        return reply.send(Buffer.from(await response.arrayBuffer()));
      }

      const html = Buffer.from(await response.arrayBuffer());
      const { encoding, body: sent } = compress(html, request.headers["accept-encoding"]);
      reply
        .header("content-type", "text/html; charset=utf-8")
        .header(
          "content-security-policy",
          sendOptions.csp ??
            contentSecurityPolicy(inlineScriptHashes(html.toString("utf8")), options.cspSources),
        )
        .header("reporting-endpoints", REPORTING_ENDPOINTS)
        .header("vary", "Accept-Encoding");
      if (encoding) reply.header("content-encoding", encoding);
      return reply.send(request.method === "HEAD" ? undefined : sent);
    },
  };
}
