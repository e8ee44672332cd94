import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isUtf8ContentType, unsupportedCharsetError } from "./body-charset.ts";

/**
 * What every form the browser posts to us shares (the quote form without JavaScript, the owner's inbox): only a
 * browser's form encoding is read, and only a post from our own pages is taken.
 */

/**
 * In this plugin scope, read `application/x-www-form-urlencoded` bodies in UTF-8 as text, and nothing else (415):
 * our pages are UTF-8, so their forms are sent in UTF-8 (server/body-charset.ts).
 */
export function acceptBrowserForms(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (request, body, done) =>
      isUtf8ContentType(request.headers["content-type"]) ? done(null, body) : done(unsupportedCharsetError()),
  );
}

/**
 * Failures in such a scope: a fault of ours (5xx) is logged with its stack; a client's mistake (4xx, a body that
 * cannot be read) is logged once, by the service's request log (sampled), not here as well. `answer` writes the
 * page the browser gets for the status.
 */
export function answerFormErrors(
  scope: FastifyInstance,
  what: string,
  answer: (status: number, request: FastifyRequest, reply: FastifyReply) => FastifyReply,
): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, `${what}: request failed`);
    return answer(status, request, reply);
  });
}

/**
 * Whether a post comes from our own pages. Browsers say so in Sec-Fetch-Site (all current ones) or, failing that,
 * in Origin; a request with neither is not a browser's cross-site form (curl, an old browser on our own page).
 */
function isOwnSitePost(headers: FastifyRequest["headers"], ownOrigins: readonly string[]): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin";
  const origin = headers.origin;
  if (typeof origin === "string") return ownOrigins.includes(origin);
  return true;
}

/** The origins a post of ours comes from: the one the request was made to, and the site's canonical one. */
export function isFromOurPages(request: FastifyRequest, siteUrl: string): boolean {
  return isOwnSitePost(request.headers, [`${request.protocol}://${request.host}`, new URL(siteUrl).origin]);
}
