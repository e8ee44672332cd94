import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/find-chromium.ts";
import { e2eConsentServer, e2eGoogleServer, e2eServer, e2eSiteServer } from "./tests/e2e/server-env.ts";

// The browser tests drive a system Chromium (Playwright's download cannot work offline) against the production
// build served by the real Node service, on a free port, with its own data directory.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [["list"], ["./tests/reporters/playwright-summary.ts"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: e2eServer.baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: /(no-javascript|owner-site|owner-words|owner-schedule|owner-quote|quote-deposit)\.spec\.ts/,
    },
    // HTML first: the same site with JavaScript switched off, as every visitor whose scripts fail gets it.
    {
      name: "no-javascript",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      // The owner's inbox has no script at all: its flow runs in both projects, with and without JavaScript. The
      // owner's site pages (photos, business details, words) and schedule have none either: their flows run here only,
      // as a phone whose scripts are off.
      testMatch:
        /(no-javascript|owner-inbox|owner-site|owner-words|owner-schedule|owner-quote|quote-deposit|booking-journey|quote-form-phone)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: "node server/main.ts",
      url: `${e2eServer.baseURL}/healthz`,
      reuseExistingServer: false,
      env: e2eServer.env,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 60_000,
    },
    {
      // The same build with Google reviews (from the stand-in Places API of global-setup.ts).
      command: "node server/main.ts",
      url: `${e2eGoogleServer.baseURL}/healthz`,
      reuseExistingServer: false,
      env: e2eGoogleServer.env,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 60_000,
    },
    {
      // The same build with a store of its own, for the owner's site flow (owner-site.spec.ts publishes there).
      command: "node server/main.ts",
      url: `${e2eSiteServer.baseURL}/healthz`,
      reuseExistingServer: false,
      env: e2eSiteServer.env,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 60_000,
    },
    {
      // A build with a tag manager, for the cookie banner (made first when the usual build is newer).
      command: "node scripts/e2e-consent-build.ts && node server/main.ts",
      url: `${e2eConsentServer.baseURL}/healthz`,
      reuseExistingServer: false,
      env: e2eConsentServer.env,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 240_000,
    },
  ],
});
