import { randomBytes } from "node:crypto";

/**
 * A lead's reference: 12 characters of Crockford base32 (60 random bits), short enough to read out on the phone,
 * never guessable. The quote form's leads and the owner's phone bookings are numbered alike.
 */
const ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export const LEAD_ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{12}$/;

export function newLeadId(): string {
  const bytes = randomBytes(12);
  let id = "";
  for (const byte of bytes) id += ID_ALPHABET[byte % 32];
  return id;
}
