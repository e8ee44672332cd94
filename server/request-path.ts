/**
 * One normalisation of every request's path, before routing (docs/architecture.md, "Serving"): Fastify's router,
 * the prerendered pages, the owner's pages and React Router all see the same path, so no spelling can reach a page
 * under another page's route ("/leads/%2e%2e/get-a-quote" rendered as the quote page with the inbox's headers).
 *
 * Each segment is percent-decoded once (a broken escape makes the request unreadable: 400), "." and ".." segments
 * (written plainly or escaped) are resolved as a browser resolves them, and each segment is written again in one
 * spelling ("%61bout-us" is "about-us"). A path no page of ours can have is not found (404): an escaped slash or
 * backslash, a control character, an empty segment ("//evil.example", "/a//b"). The query is left as it came.
 */

type NormalizedUrl =
  | { kind: "url"; url: string; path: string }
  /** A broken percent-escape (or not UTF-8): answered 400, echoing nothing. */
  | { kind: "unreadable" }
  /** A path none of ours can be: answered 404. */
  | { kind: "not-found" };

/** Characters a path segment may hold unescaped (RFC 3986 pchar) that encodeURIComponent escapes anyway. */
const KEPT = /%(24|26|2B|2C|3B|3D|3A|40)/g;

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(KEPT, (escaped) => decodeURIComponent(escaped));
}

export function normalizeRequestUrl(url: string): NormalizedUrl {
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  if (!rawPath.startsWith("/")) return { kind: "not-found" };
  let segments: string[];
  try {
    // Every segment is read before any is judged: a broken escape anywhere is unreadable, whatever else is there.
    segments = rawPath.slice(1).split("/").map(decodeURIComponent);
  } catch {
    return { kind: "unreadable" };
  }
  const kept: string[] = [];
  let trailingSlash = false;
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (/[/\\]|\p{Cc}/u.test(segment)) return { kind: "not-found" };
    trailingSlash = last && (segment === "" || segment === "." || segment === "..");
    if (segment === "." || (segment === "" && last)) continue;
    if (segment === "") return { kind: "not-found" };
    if (segment === "..") kept.pop();
    else kept.push(encodeSegment(segment));
  }
  const path = `/${kept.join("/")}${trailingSlash && kept.length > 0 ? "/" : ""}`;
  return { kind: "url", url: `${path}${query}`, path };
}
