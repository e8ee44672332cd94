/**
 * The links whose address is their key: whoever reads one can use it (move or cancel a visit, pick an offered
 * time, read the owner's calendar, unsubscribe someone, sign in). None of their secrets may reach a log, whoever
 * wrote the line: the request log, an error's message, Fastify itself. The service's logger passes every line
 * through `withoutLinkSecrets` (logging.ts), so this list is the one place to name a new such link; a test walks
 * the service's routes and fails on a route with a parameter that is neither here nor known to be public.
 */

export interface SecretLink {
  /** What the link is, for people reading this list. */
  name: string;
  /** The route as the service registers it, its secret a parameter ("/visit/:token"), or the page it opens. */
  route: string;
  /** The query parameter that holds the secret, when it is in the query rather than the path. */
  query?: string;
}

export const SECRET_LINKS: readonly SecretLink[] = [
  { name: "the manage page of a booked visit", route: "/visit/:token" },
  { name: "the customer's page of the times the owner offered", route: "/offer/:token" },
  { name: "the customer's priced quote (accept, ask, decline, pay)", route: "/quote/:token" },
  { name: "the customer's priced quote, in Spanish", route: "/es/su-cotizacion/:token" },
  { name: "the manage page of a booked visit, in Spanish", route: "/es/visita/:token" },
  { name: "the customer's page of the offered times, in Spanish", route: "/es/oferta/:token" },
  { name: "the owner's calendar subscription", route: "/calendar/:file" },
  { name: "the review request's unsubscribe link", route: "/unsubscribe/:token" },
  { name: "the review request's unsubscribe link, in Spanish", route: "/es/baja/:token" },
  { name: "the owner's emailed sign-in link", route: "/leads/sign-in", query: "token" },
];

/** What a secret is replaced with in a log line. */
export const REDACTED = "[secret]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The secret's characters: up to the next segment, query or fragment, and never past the end of a JSON string or
 * an escape in it (a log line is JSON), nor a space or quote in a readable one.
 */
const SECRET_CHARACTERS = "[^/?#&\\s\"'\\\\<>]+";

/** One pattern for every link: the path prefix before its parameter, or its query parameter (anywhere). */
function secretPattern(links: readonly SecretLink[]): RegExp {
  const alternatives = links.map((link) => {
    if (link.query) return `([?&]${escapeRegExp(link.query)}=)${SECRET_CHARACTERS}`;
    const prefix = link.route.slice(0, link.route.indexOf(":"));
    return `(${escapeRegExp(prefix)})${SECRET_CHARACTERS}`;
  });
  return new RegExp(alternatives.join("|"), "gi");
}

const SECRETS = secretPattern(SECRET_LINKS);

/** `text` with the secret of every secret link in it replaced: a URL, a path, a whole log line. */
export function withoutLinkSecrets(text: string): string {
  // The one group that matched is what stays (the prefix, or "?token="); the last two arguments are not groups.
  return text.replace(SECRETS, (_match, ...rest: unknown[]) => {
    const kept = rest.slice(0, SECRET_LINKS.length).find((group) => typeof group === "string");
    return `${kept ?? ""}${REDACTED}`;
  });
}
