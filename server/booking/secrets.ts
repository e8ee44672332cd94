import { createHash, randomBytes } from "node:crypto";

/**
 * The secrets in booking's links (the calendar subscription, a visit's manage link, an offer of times, an
 * unsubscribe link): 256 random bits, written base64url (43 characters); only their SHA-256 is stored, so the
 * store's copy opens nothing. The request log leaves the paths that carry them out (server/operations/logging.ts).
 */

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function secretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
