import islandBuild from "virtual:island-build";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { withIslandLoader } from "./lib/islands/island-loader.ts";
import { contentFor } from "./lib/site-content-context.ts";
import { SiteContentProvider } from "./lib/use-site-content.tsx";

/**
 * Renders every document: the pages prerendered at build, and the few answered at request time (a quote form sent
 * without JavaScript). Two choices differ from React Router's default entry:
 *
 * - The whole page is rendered before the first byte is sent (React's `allReady`), never streamed. A streamed
 *   Suspense boundary arrives as a fallback plus a hidden copy that only a script can swap in; with scripts off or
 *   late, the visitor would be left with the fallback. Our pages are small and mostly prerendered, so waiting costs
 *   nothing a visitor notices.
 * - No application is hydrated: the document gets the loader of exactly the islands it contains
 *   (app/lib/islands/island-loader.ts), which start after the first paint; a page without islands gets none.
 */

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: unknown,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  // The content reaches components through React's context, never through loader data: React Router encodes loader
  // data whole, which would read (and so make each page depend on) every word of the site.
  const content = contentFor(
    loadContext instanceof RouterContextProvider ? loadContext : new RouterContextProvider(),
    new URL(request.url).pathname,
  );
  const page = (
    <SiteContentProvider value={content}>
      <ServerRouter context={routerContext} url={request.url} />
    </SiteContentProvider>
  );
  const stream = await renderToReadableStream(page, {
    signal: AbortSignal.timeout(streamTimeout),
    // Never "outline" a finished Suspense boundary into a hidden copy that only a script can reveal.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error("Page render error", error);
    },
  });
  await stream.allReady;
  const rendered = await new Response(stream).text();
  // `npm run dev` has no islands build: its pages are the HTML alone.
  const html = import.meta.env.DEV ? rendered : withIslandLoader(rendered, islandBuild);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers: responseHeaders });
}

/**
 * The context keys of what the Node service hands to the pages it renders (server/page-renderer.ts): the quote
 * request pipeline, the owner's inbox, and the site content (photos, testimonials, notice). They must be this
 * build's own copies of the keys.
 */
export { ownerBookingsContext } from "./lib/owner-bookings.ts";
export { ownerInboxContext } from "./lib/owner-inbox.ts";
export { ownerSiteContext } from "./lib/owner-site.ts";
export { ownerWordsContext } from "./lib/owner-words.ts";
export { quoteRequestContext } from "./lib/quote-requests.ts";
export { siteContentContext } from "./lib/site-content-context.ts";
export { visitManageContext } from "./lib/visit-manage.ts";
