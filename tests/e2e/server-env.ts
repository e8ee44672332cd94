import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONSENT_BUILD_ENV } from "../../scripts/e2e-consent-build.ts";
import { freePortSync } from "../support/net.ts";

/**
 * The one place the browser tests' server is configured. The port and data directory are chosen once, in the
 * Playwright runner, and handed to its workers through the environment so all of them talk to the same server.
 */
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "bnc-e2e-"));
// The mail server of the tests (an smtp-server on loopback, started by global-setup.ts): the site sends its emails
// there, and global setup writes each message it receives as a .eml file into smtpInbox for the tests to read.
process.env.E2E_SMTP_PORT ??= String(freePortSync());
// A second copy of the site, configured with Google reviews from a stand-in Places API (places-fixture.ts), for the
// tests of what a visitor sees when there are reviews; the first copy has none, as a site without a key.
process.env.E2E_GOOGLE_PORT ??= String(freePortSync());
process.env.E2E_PLACES_PORT ??= String(freePortSync());
process.env.E2E_GOOGLE_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "bnc-e2e-google-"));
// A third copy, of a build made with a tag manager (scripts/e2e-consent-build.ts), for the cookie banner's tests.
process.env.E2E_CONSENT_PORT ??= String(freePortSync());
process.env.E2E_CONSENT_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "bnc-e2e-consent-"));
// That copy also takes online payments, from a stand-in of Stripe's API on loopback (global-setup.ts).
process.env.E2E_STRIPE_PORT ??= String(freePortSync());
// A fourth copy, of the usual build, for the owner's site tests (owner-site.spec.ts, owner-words.spec.ts): a photo,
// a notice or a phone number they publish shows on every public page, which the other specs check as the build
// made them.
process.env.E2E_SITE_PORT ??= String(freePortSync());
process.env.E2E_SITE_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "bnc-e2e-site-"));

const port = process.env.E2E_PORT;
const smtpPort = process.env.E2E_SMTP_PORT;

export const e2eServer = {
  port: Number(port),
  baseURL: `http://127.0.0.1:${port}`,
  dataDir: process.env.E2E_DATA_DIR,
  smtpPort: Number(smtpPort),
  smtpInbox: path.join(process.env.E2E_DATA_DIR, "smtp-inbox"),
  env: {
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: process.env.E2E_DATA_DIR,
    LOG_LEVEL: "warn",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // With a real mail transport the service insists on being told where leads go and who sends them.
    BUSINESS_EMAIL: "leads@bnc-cleaning.example",
    // One owner per Playwright project and inbox test (owner-inbox.spec.ts): they run side by side on this server.
    OWNER_EMAILS: [
      "leads@bnc-cleaning.example",
      // The booking journey's owners (booking-journey.spec.ts).
      "booking.chromium@bnc-cleaning.example",
      "booking.no-javascript@bnc-cleaning.example",
      ...["chromium", "no-javascript"].flatMap((project) =>
        ["journey", "phone", "return", "numbers"].map(
          (test) => `owner.${project}.${test}@bnc-cleaning.example`,
        ),
      ),
    ].join(", "),
    MAIL_FROM: "BnC Cleaning <no-reply@bnc-cleaning.example>",
    // A failed email is retried quickly: the SMTP server starts a moment after the site (global setup runs after it).
    OUTBOX_RETRY_MS: "200",
    // Every browser test posts from 127.0.0.1: the visitor's limit would otherwise trip within one run.
    CONTACT_RATE_LIMIT: "200",
    // Every browser test posts from 127.0.0.1: one client, so its share of acknowledgements must cover them all.
    ACKNOWLEDGEMENTS_PER_HOUR: "6000",
    // The owner's sign-in links point at the site's public address: here, this test server.
    SITE_URL: `http://127.0.0.1:${port}`,
  } as Record<string, string>,
};

const googlePort = process.env.E2E_GOOGLE_PORT;

/** The same build served with Google reviews configured, asking the stand-in Places API on loopback. */
export const e2eGoogleServer = {
  port: Number(googlePort),
  baseURL: `http://127.0.0.1:${googlePort}`,
  placesPort: Number(process.env.E2E_PLACES_PORT),
  env: {
    PORT: googlePort,
    HOST: "127.0.0.1",
    DATA_DIR: process.env.E2E_GOOGLE_DATA_DIR,
    LOG_LEVEL: "warn",
    GOOGLE_PLACES_API_KEY: "e2e-places-key",
    GOOGLE_PLACE_ID: "e2e-place",
    GOOGLE_PLACES_API_URL: `http://127.0.0.1:${process.env.E2E_PLACES_PORT}/v1`,
  } as Record<string, string>,
};

const consentPort = process.env.E2E_CONSENT_PORT;

/** A build with a tag manager (analytics and advertising), served as the first copy is. */
export const e2eConsentServer = {
  port: Number(consentPort),
  baseURL: `http://127.0.0.1:${consentPort}`,
  /** The stand-in of Stripe's API this copy pays through (STRIPE_API_URL). */
  stripeUrl: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
  /** The owner of the deposit's test (quote-deposit.spec.ts). */
  payOwner: "owner.pay@bnc-cleaning.example",
  env: {
    PORT: consentPort,
    HOST: "127.0.0.1",
    DATA_DIR: process.env.E2E_CONSENT_DATA_DIR,
    LOG_LEVEL: "warn",
    BUILD_DIR: "./build-e2e-consent/client",
    // The build's variables are the service's first values too (the review link is a detail the service renders),
    // and its Stripe keys turn online payment on (STRIPE_API_URL: the stand-in).
    ...CONSENT_BUILD_ENV,
    STRIPE_API_URL: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
    // The owner signs in by the tests' mail server, as on the other copies.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    BUSINESS_EMAIL: "leads@bnc-cleaning.example",
    MAIL_FROM: "BnC Cleaning <no-reply@bnc-cleaning.example>",
    OUTBOX_RETRY_MS: "200",
    OWNER_EMAILS: "owner.pay@bnc-cleaning.example",
    SITE_URL: `http://127.0.0.1:${consentPort}`,
  } as Record<string, string>,
};

const sitePort = process.env.E2E_SITE_PORT;

/**
 * The usual build with a store of its own, where the owner's site tests publish photos, testimonials and a notice,
 * and the schedule's tests add a window and lower a capacity.
 * It sends its emails to the same test mail server (the sign-in links land in e2eServer.smtpInbox).
 */
export const e2eSiteServer = {
  port: Number(sitePort),
  baseURL: `http://127.0.0.1:${sitePort}`,
  owner: "owner.site@bnc-cleaning.example",
  /** The owner of the business and words tests (owner-words.spec.ts), signed in beside the first one. */
  wordsOwner: "owner.words@bnc-cleaning.example",
  /** The owner of the schedule's tests (owner-schedule.spec.ts), signed in beside the others. */
  scheduleOwner: "owner.schedule@bnc-cleaning.example",
  /** The owner of the priced quote's tests (owner-quote.spec.ts). */
  quoteOwner: "owner.quote@bnc-cleaning.example",
  env: {
    ...e2eServer.env,
    PORT: sitePort,
    DATA_DIR: process.env.E2E_SITE_DATA_DIR,
    OWNER_EMAILS:
      "owner.site@bnc-cleaning.example, owner.words@bnc-cleaning.example, owner.schedule@bnc-cleaning.example, owner.quote@bnc-cleaning.example",
    SITE_URL: `http://127.0.0.1:${sitePort}`,
  } as Record<string, string>,
};
