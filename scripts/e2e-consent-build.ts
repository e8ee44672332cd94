/**
 * The browser tests' second build: the same site built with a tag manager (GTM_ID), so the cookie banner, the
 * Cookie settings link and the policies' analytics and advertising sections exist and can be tested
 * (tests/e2e/cookie-banner.spec.ts), with a Google review link (tests/e2e/reviews.spec.ts), and with online
 * payment (tests/e2e/quote-deposit.spec.ts). Written to build-e2e-consent/ and made again only when the usual build is
 * newer, so a run of one browser test does not wait for it each time. Playwright runs this before serving it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

const CONSENT_BUILD_DIR = "build-e2e-consent";
export const CONSENT_BUILD_ENV = {
  GTM_ID: "GTM-E2ETEST",
  GTM_PURPOSES: "analytics,advertising",
  GOOGLE_REVIEW_URL: "https://g.page/r/bnc-cleaning-e2e/review",
  // Online payment on (test keys of the loopback stand-in, tests/support/stripe-stand-in.ts): the build records only
  // that both were set, so its policies name Stripe (tests/e2e/quote-deposit.spec.ts).
  STRIPE_SECRET_KEY: "sk_test_standin0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_standinsecretforthetests0123456789",
};

const root = path.resolve(import.meta.dirname, "..");
const page = (dir: string) => path.join(root, dir, "client", "index.html");
const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

if (import.meta.main) {
  if (!existsSync(page(CONSENT_BUILD_DIR)) || mtime(page("build")) > mtime(page(CONSENT_BUILD_DIR))) {
    execFileSync("npm", ["run", "--silent", "build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...CONSENT_BUILD_ENV, BUILD_OUT_DIR: CONSENT_BUILD_DIR },
    });
  }
}
