import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * What every form the browser posts to us shares (the quote form without JavaScript, the owner's inbox): only a
 * browser's form encoding is read, and only a post from our own pages is taken.
 */

/** In this plugin scope, read `application/x-www-form-urlencoded` bodies as text, and nothing else (415). */
export function acceptBrowserForms(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, body),
  );
}

/**
 * Whether a post comes from our own pages. Browsers say so in Sec-Fetch-Site (all current ones) or, failing that,
 * in Origin; a request with neither is not a browser's cross-site form (curl, an old browser on our own page).
 */
export function isOwnSitePost(headers: FastifyRequest["headers"], ownOrigins: readonly string[]): boolean {
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
