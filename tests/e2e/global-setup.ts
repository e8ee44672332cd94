import { startSmtpTestServer } from "../support/mail.ts";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";
import { startFakePlaces } from "./places-fixture.ts";
import { e2eGoogleServer, e2eServer } from "./server-env.ts";

/**
 * Runs once before the browser tests (the sites themselves are started by Playwright's webServer option): starts
 * the stand-in Places API of the site with Google reviews (places-fixture.ts), the stand-in of Stripe's API
 * (tests/support/stripe-stand-in.ts), and the mail server the site sends
 * to, the tests' real smtp-server on loopback (tests/support/mail.ts), which writes each message it accepts as an
 * .eml file into smtp-inbox under the data directory, where the tests read it with readEmlFiles (the workers are
 * other processes).
 */
export default async function globalSetup() {
  const smtp = await startSmtpTestServer(e2eServer.smtpPort, { inboxDir: e2eServer.smtpInbox });
  const places = await startFakePlaces(e2eGoogleServer.placesPort);
  // Stripe's API for the copy that takes online payments (e2eConsentServer.stripeUrl).
  const stripe = await startStripeStandIn(Number(process.env.E2E_STRIPE_PORT));
  console.log(
    `e2e: server at ${e2eServer.baseURL}, data in ${e2eServer.dataDir}, mail server at 127.0.0.1:${smtp.port}; with Google reviews at ${e2eGoogleServer.baseURL}`,
  );
  return async () => {
    await smtp.stop();
    await new Promise<void>((resolve) => places.close(() => resolve()));
    await stripe.close();
  };
}
