/**
 * Finds a Chromium for the browser tests and the benchmarks: $CHROME_PATH, then the system's Chromium or Chrome,
 * then Playwright's own cache (scripts/system-tools.ts). Playwright's browser download cannot work on machines
 * without internet, so the tests drive a system browser. Run with --check: as root on Debian it installs the
 * chromium package when there is none; elsewhere it exits 1 saying what to run.
 */
import { CHROMIUM, ensureTools, missingToolsMessage, systemHost } from "./system-tools.ts";

export function findChromium(): string | undefined {
  return CHROMIUM.find(systemHost());
}

/** The flags every headless run here needs: no sandbox as root, and no calls home on a machine with no internet. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

if (import.meta.main && process.argv.includes("--check")) {
  const host = systemHost();
  const { found, missing } = ensureTools([CHROMIUM], host);
  if (missing.length > 0) {
    console.error(missingToolsMessage(missing, host));
    process.exit(1);
  }
  console.info(`chromium: ${found.get("chromium")}`);
}
