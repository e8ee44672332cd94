import { redirect } from "react-router";

/**
 * Where the owner goes back to after signing in (docs/owner-guide.md, "Signing in"): the inbox page a signed-out
 * request asked for, carried as `next` through the sign-in form, the emailed link and the sign-in page. It becomes
 * a redirect, so only a plain path under /leads in its one normal spelling is accepted: no scheme, host, "//",
 * backslash, dot segment, escape, query or fragment can make it lead anywhere else. Anything else is the list.
 */

export const INBOX_PATH = "/leads";
/** The list is where a sign-in lands anyway; the sign-in page would show a used link; the CSVs are downloads. */
const NOT_RETURNED_TO = new Set(["/leads", "/leads/sign-in", "/leads/export.csv", "/leads/numbers.csv"]);
const MAX_RETURN_PATH_LENGTH = 200;
/** "/leads", or "/leads/" and segments of letters, digits, "_", "-" and "." (a lead's id, a page). */
const RETURN_PATH = /^\/leads(?:\/[A-Za-z0-9_.-]+)*$/;

/** The path `value` names if it is one to return to after signing in, else undefined. */
export function ownerReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_RETURN_PATH_LENGTH || !RETURN_PATH.test(value)) {
    return undefined;
  }
  const segments = value.split("/");
  if (segments.some((segment) => segment === "." || segment === "..")) return undefined;
  if (NOT_RETURNED_TO.has(value)) return undefined;
  return value;
}

/** The query that carries a return path ("" without one), for an address in the inbox: "?next=%2Fleads%2F…". */
export function returnQuery(next: string | undefined): string {
  return next ? `?${new URLSearchParams({ next })}` : "";
}

/** Where to go once signed in: the return path, or the list. */
export function afterSignIn(next: unknown): string {
  return ownerReturnPath(next) ?? INBOX_PATH;
}

/**
 * The answer to a signed-out request for an inbox page (throw it from its loader or action): the sign-in form,
 * which brings the owner back to `request`'s path once signed in.
 */
export function signInFirst(request: Request): Response {
  return redirect(`${INBOX_PATH}${returnQuery(ownerReturnPath(new URL(request.url).pathname))}`, 303);
}
