import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Text stored encrypted: the body of a sign-in email waits in the outbox until it is sent, and it holds a link that
 * signs in. Sealed with a key derived from SESSION_SECRET (AES-256-GCM), a copy of the database alone holds no
 * usable link. The outbox worker opens a sealed body just before sending it (OutboxWorkerOptions.unseal).
 */

const PREFIX = "sealed:v1:";

export type SealingKey = Buffer;

export function sealingKey(secret: string): SealingKey {
  return Buffer.from(hkdfSync("sha256", secret, "bnc-cleaning", "outbox sealing v1", 32));
}

export function seal(key: SealingKey, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The text of a sealed value; any other value as it is. Throws when the value was sealed with another key. */
export function unseal(key: SealingKey, value: string): string {
  if (!value.startsWith(PREFIX)) return value;
  const raw = Buffer.from(value.slice(PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("a sealed email cannot be opened: it was sealed with another SESSION_SECRET");
  }
}
