/**
 * Finds a Chromium for the browser tests and the benchmarks: $CHROME_PATH, then the system's Chromium or Chrome,
 * then Playwright's own cache. Playwright's browser download cannot work on machines without internet, so the
 * tests drive a system browser. Run with --check: exits 1 with what to run when there is none, and, as root on
 * Debian, installs the chromium package itself.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const SYSTEM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

function playwrightCacheCandidates(): string[] {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((dir) => dir.startsWith("chromium-"))
    .sort()
    .reverse()
    .flatMap((dir) => [
      path.join(cache, dir, "chrome-linux", "chrome"),
      path.join(cache, dir, "chrome-linux64", "chrome"),
    ]);
}

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return [...SYSTEM_CANDIDATES, ...playwrightCacheCandidates()].find((candidate) => existsSync(candidate));
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

function installWithApt(): boolean {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  console.log("No Chromium found: installing Debian's chromium package (about 15 s)…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  return findChromium() !== undefined;
}

if (import.meta.main && process.argv.includes("--check")) {
  const found = findChromium() ?? (installWithApt() ? findChromium() : undefined);
  if (!found) {
    console.error(
      [
        "No Chromium for the browser tests. Install one, then run the tests again:",
        "  Debian/Ubuntu: sudo apt-get install -y chromium",
        "  macOS:         brew install --cask chromium",
        "  or point CHROME_PATH at any Chrome or Chromium binary.",
      ].join("\n"),
    );
    process.exit(1);
  }
  console.log(`chromium: ${found}`);
}
