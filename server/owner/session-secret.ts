import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";

const DEV_SECRET_FILE = "owner-session-secret";

/**
 * The secret that signs the owner's session cookies and seals sign-in emails: SESSION_SECRET, which a public
 * (https) site must set (config.ts refuses to start without it). On a machine without it (a local run, the tests)
 * a random one is made once and kept in DATA_DIR, so a sign-in survives a restart; `warn` says so.
 */
export function resolveSessionSecret(
  config: Pick<Config, "SESSION_SECRET" | "dataDir">,
  warn: (message: string) => void,
): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.dataDir, DEV_SECRET_FILE);
  warn(
    `owner inbox: SESSION_SECRET is not set; using a secret kept in ${file} (set SESSION_SECRET before going live, the same on every copy)`,
  );
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch {
    // None yet: made below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const made = randomBytes(32).toString("hex");
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
