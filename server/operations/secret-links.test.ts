import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookable } from "../../tests/support/booking.ts";
import { signInOwnerOverHttp } from "../../tests/support/owner-session.ts";
import {
  type ServiceProcess,
  type SmtpTestServer,
  startServiceProcess,
  startSmtpTestServer,
  startTestService,
  stopServiceProcesses,
  tempDataDir,
  testConfig,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";
import { tokenHash } from "../booking/booking-desk.ts";
import { reviewRequestEmail } from "../booking/review-requests.ts";
import { openSqliteStore } from "../store/open-store.ts";
import { REDACTED, SECRET_LINKS, withoutLinkSecrets } from "./secret-links.ts";

// No secret of a link that is a key (a visit's manage page, the calendar feed, unsubscribe, sign-in) in any log
// line: each link is used as its holder and others would (GET, POST, refused with 403, 409, 404), through the real
// service logging everything (debug), and then the whole log is read.

/** Routes with a parameter that hold no secret, and why: anything else with one must be in SECRET_LINKS. */
const PUBLIC_PARAMETER_ROUTES: Record<string, string> = {
  "/media/photos/:id/:file": "an owner's published photo: public",
  "/leads/:id": "a lead's id: the page needs the owner's session",
  "/leads/galleries/:key": "a gallery's name: the page needs the owner's session",
  "/leads/photos/:id/:file": "a photo not yet published: it needs the owner's session",
  "/leads/site/words/:page": "a page's name: the page needs the owner's session",
  "/*": "the build's static files",
};

/** Every route the service registers, read from Fastify's own printout of its router. */
function registeredRoutes(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2]);
    routes.push(stack.join(""));
  }
  return routes;
}

describe("the secret links' list", () => {
  it("names every route with a parameter that is not known to be public, and each of its routes exists", async () => {
    const service = await startTestService(testConfig());
    try {
      const routes = registeredRoutes(service.app.printRoutes({ commonPrefix: false }));
      expect(routes).toContain("/visit/:token");
      const secret = new Set(SECRET_LINKS.map((link) => link.route));
      const unclassified = routes.filter(
        (route) => /[:*]/.test(route) && !secret.has(route) && !(route in PUBLIC_PARAMETER_ROUTES),
      );
      expect(unclassified, "add each to SECRET_LINKS (server/operations/secret-links.ts)").toEqual([]);
      for (const link of SECRET_LINKS) expect(routes).toContain(link.route);
    } finally {
      await service.stop();
    }
  });

  it("takes the secret out of a path, a full address, a query, and a JSON log line; nothing else", () => {
    const token = "Ab3_-x".repeat(7);
    expect(withoutLinkSecrets(`/visit/${token}`)).toBe(`/visit/${REDACTED}`);
    expect(withoutLinkSecrets(`https://www.example.com/visit/${token}?done=moved`)).toBe(
      `https://www.example.com/visit/${REDACTED}?done=moved`,
    );
    expect(withoutLinkSecrets(`/offer/${token}?picked=1`)).toBe(`/offer/${REDACTED}?picked=1`);
    expect(withoutLinkSecrets(`/calendar/${token}.ics`)).toBe(`/calendar/${REDACTED}`);
    expect(withoutLinkSecrets(`/UNSUBSCRIBE/${token}/`)).toBe(`/UNSUBSCRIBE/${REDACTED}/`);
    expect(withoutLinkSecrets(`/leads/sign-in?next=%2Fleads&token=${token}&x=1`)).toBe(
      `/leads/sign-in?next=%2Fleads&token=${REDACTED}&x=1`,
    );
    expect(withoutLinkSecrets(JSON.stringify({ path: `/visit/${token}`, msg: "client error" }))).toBe(
      `{"path":"/visit/${REDACTED}","msg":"client error"}`,
    );
    expect(withoutLinkSecrets("/services/deep-cleaning-services and /leads/abc123")).toBe(
      "/services/deep-cleaning-services and /leads/abc123",
    );
  });
});

const OWNER = "owner@bnc-cleaning.test";
const SITE_URL = "http://127.0.0.1:3000";

let smtp: SmtpTestServer;
let service: ServiceProcess;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  dataDir = tempDataDir();
  service = await startServiceProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    BUSINESS_EMAIL: OWNER,
    SITE_URL,
    LOG_LEVEL: "debug",
    LOG_FORMAT: "json",
  });
}, 60_000);
afterAll(async () => {
  await stopServiceProcesses();
  await smtp?.stop();
});

/**
 * A request as a browser on our own pages sends it (a form post says it comes from the site), from a loopback
 * address in a network of its own: a client's mistakes are logged 5 a minute per network, and each link's own
 * lines must not be left out.
 */
function send(
  path: string,
  from: string,
  options: { method?: string; form?: Record<string, string>; cookie?: string; site?: string } = {},
): Promise<{ status: number; body: string }> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { "sec-fetch-site": options.site ?? "same-origin" };
  if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: service.port,
        path,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const mailTo = async (to: string, subject: RegExp) => {
  const find = () => smtp.messages.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
  await waitFor(() => find() !== undefined, `an email to ${to} matching ${subject}`, 20_000);
  return find()?.text ?? "";
};

describe("the log after every secret link is used", () => {
  it("holds none of their secrets, while it does hold a line for each request to them", async () => {
    const secrets: string[] = [];

    // The owner's sign-in link: opened (its token moves into a cookie), then used again, then one made up.
    const session = await signInOwnerOverHttp(service.url, smtp, OWNER);
    const signInToken = (await mailTo(OWNER, /sign/i)).match(/\/leads\/sign-in\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!signInToken) throw new Error("no sign-in link");
    secrets.push(signInToken);
    const owner = "127.0.14.1";
    await send(`/leads/sign-in?token=${signInToken}`, owner);
    const madeUpSignIn = "S".repeat(43);
    secrets.push(madeUpSignIn);
    await send(`/leads/sign-in?next=%2Fleads&token=${madeUpSignIn}`, owner);

    // A booked visit: its manage link from the confirmation email, as the customer uses it.
    const customer = "visit.customer@example.com";
    const asked = await fetch(`${service.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        validRequest({ email: customer, visitDay: bookable(2, 6), visitWindow: "afternoon" }),
      ),
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const confirmed = await send(`/leads/${id}`, owner, {
      form: { intent: "confirm-visit", choice: "first" },
      cookie: session,
    });
    expect(confirmed.status).toBe(303);
    const visitToken = (await mailTo(customer, /confirmed/)).match(/\/visit\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!visitToken) throw new Error("no manage link");
    secrets.push(visitToken);
    const visit = `/visit/${visitToken}`;
    const holder = "127.0.11.1";
    expect((await send(visit, holder)).status).toBe(200);
    expect((await send(visit, holder, { method: "HEAD" })).status).toBe(200);
    expect((await send(`${visit}?done=moved`, holder)).status).toBe(200);
    // Refused: from another site (403), into a Saturday (409), a method it does not take (404).
    expect((await send(visit, holder, { form: { intent: "cancel" }, site: "cross-site" })).status).toBe(403);
    expect(
      (await send(visit, holder, { form: { intent: "reschedule", day: bookable(6, 3), window: "morning" } }))
        .status,
    ).toBe(409);
    expect((await send(visit, holder, { method: "PUT" })).status).toBe(404);
    const moved = await send(visit, holder, {
      form: { intent: "reschedule", day: bookable(4, 7), window: "morning" },
    });
    expect(moved.status).toBe(303);
    const madeUpVisit = "V".repeat(43);
    secrets.push(madeUpVisit);
    expect((await send(`/visit/${madeUpVisit}`, holder)).status).toBe(404);
    // A page's blocked resource, reported by the browser with the page's address.
    await fetch(`${service.url}/api/csp-report`, {
      method: "POST",
      headers: { "content-type": "application/csp-report" },
      body: JSON.stringify({
        "csp-report": {
          "document-uri": `${SITE_URL}${visit}`,
          "blocked-uri": "https://evil.example/x.js",
          "effective-directive": "script-src-elem",
        },
      }),
    });

    // An offer of times: its link from the offer's email, opened, picked from another site (403), picked, picked
    // again for another time (409), and a made-up one (404).
    const choosing = "offer.customer@example.com";
    const unscheduled = await fetch(`${service.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validRequest({ email: choosing })),
    });
    expect(unscheduled.status).toBe(201);
    const offeredTo = ((await unscheduled.json()) as { id: string }).id;
    const [first, second] = [bookable(2, 8), bookable(3, 8)];
    const offered = await send(`/leads/${offeredTo}`, owner, {
      form: {
        intent: "offer-times",
        "offer-day-1": first,
        "offer-window-1": "morning",
        "offer-day-2": second,
        "offer-window-2": "afternoon",
        message: "",
      },
      cookie: session,
    });
    expect(offered.status).toBe(303);
    const offerToken = (await mailTo(choosing, /Choose a time/)).match(/\/offer\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!offerToken) throw new Error("no offer link");
    secrets.push(offerToken);
    const offer = `/offer/${offerToken}`;
    const chooser = "127.0.15.1";
    expect((await send(offer, chooser)).status).toBe(200);
    expect(
      (await send(offer, chooser, { form: { time: `${second}|afternoon` }, site: "cross-site" })).status,
    ).toBe(403);
    expect((await send(offer, chooser, { form: { time: `${second}|afternoon` } })).status).toBe(303);
    expect((await send(offer, chooser, { form: { time: `${first}|morning` } })).status).toBe(409);
    const madeUpOffer = "O".repeat(43);
    secrets.push(madeUpOffer);
    expect((await send(`/offer/${madeUpOffer}`, chooser)).status).toBe(404);

    // A priced quote: its link from the quote's email, opened, a question sent from another site (403), a
    // question, accepted in its second time, accepted again (409), and a made-up one (404).
    const quoted = "quote.customer@example.com";
    const priced = await fetch(`${service.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validRequest({ email: quoted })),
    });
    expect(priced.status).toBe(201);
    const pricedLead = ((await priced.json()) as { id: string }).id;
    const [quoteFirst, quoteSecond] = [bookable(2, 9), bookable(3, 9)];
    const sentQuote = await send(`/leads/${pricedLead}`, owner, {
      form: {
        intent: "send-quote",
        serviceLabel: "Deep Cleaning",
        service: "210",
        oven: "30",
        validUntil: bookable(5, 1),
        "day-1": quoteFirst,
        "window-1": "morning",
        "day-2": quoteSecond,
        "window-2": "afternoon",
      },
      cookie: session,
    });
    expect(sentQuote.status).toBe(303);
    const quoteToken = (await mailTo(quoted, /Your free quote/)).match(/\/quote\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!quoteToken) throw new Error("no quote link");
    secrets.push(quoteToken);
    const quote = `/quote/${quoteToken}`;
    const reading = "127.0.16.1";
    expect((await send(quote, reading)).status).toBe(200);
    expect(
      (await send(quote, reading, { form: { intent: "ask", question: "Pets?" }, site: "cross-site" })).status,
    ).toBe(403);
    expect((await send(quote, reading, { form: { intent: "ask", question: "Pets?" } })).status).toBe(303);
    const acceptSecond = { intent: "accept", time: `${quoteSecond}|afternoon` };
    expect((await send(quote, reading, { form: acceptSecond })).status).toBe(303);
    // The same time again is the same answer; the other time, once one is accepted, is refused.
    expect((await send(quote, reading, { form: acceptSecond })).status).toBe(303);
    const acceptFirst = { intent: "accept", time: `${quoteFirst}|morning` };
    expect((await send(quote, reading, { form: acceptFirst })).status).toBe(409);
    const madeUpQuote = "Q".repeat(43);
    secrets.push(madeUpQuote);
    expect((await send(`/quote/${madeUpQuote}`, reading)).status).toBe(404);

    // The owner's calendar subscription: made, read, a made-up one, one posted to.
    const made = await send("/leads/bookings", owner, { form: { intent: "feed-new" }, cookie: session });
    const calendar = "127.0.12.1";
    const feed = made.body.match(/\/calendar\/([A-Za-z0-9_-]{43})\.ics/)?.[1];
    if (!feed) throw new Error("no calendar address");
    secrets.push(feed);
    expect((await send(`/calendar/${feed}.ics`, calendar)).status).toBe(200);
    expect((await send(`/calendar/${feed}.ics`, calendar, { form: { x: "1" } })).status).toBe(404);
    const madeUpFeed = "C".repeat(43);
    secrets.push(madeUpFeed);
    expect((await send(`/calendar/${madeUpFeed}.ics`, calendar)).status).toBe(404);

    // The review request's unsubscribe link: a real one (decided in the store as the morning after would), and a
    // made-up one.
    const store = openSqliteStore(dataDir);
    const unsubscribeToken = "U".repeat(21) + "u".repeat(22);
    try {
      const booking = await store.bookingOfLead(id);
      const lead = (await store.getLead(id))?.lead;
      if (!booking || !lead) throw new Error("no booking");
      const outcome = await store.decideReviewRequest({
        visitKey: `${booking.id}:test`,
        bookingId: booking.id,
        email: lead.form.email,
        at: new Date(),
        recentSince: new Date(Date.now() - 1_000),
        reviewUrlSet: true,
        tokenHash: tokenHash(unsubscribeToken),
        message: reviewRequestEmail(
          lead,
          "https://g.page/r/bnc-test/review",
          `${SITE_URL}/unsubscribe/${unsubscribeToken}`,
          SITE_URL,
        ),
      });
      expect(outcome).toBe("sent");
    } finally {
      await store.close();
    }
    secrets.push(unsubscribeToken);
    const reader = "127.0.13.1";
    expect((await send(`/unsubscribe/${unsubscribeToken}`, reader)).status).toBe(200);
    const unsubscribed = await send(`/unsubscribe/${unsubscribeToken}`, reader, {
      form: { "List-Unsubscribe": "One-Click" },
      site: "none",
    });
    expect(unsubscribed.body).toContain("You are unsubscribed");
    const madeUpUnsubscribe = "X".repeat(43);
    secrets.push(madeUpUnsubscribe);
    expect((await send(`/unsubscribe/${madeUpUnsubscribe}`, reader, { form: { a: "b" } })).status).toBe(404);
    expect((await send(`/unsubscribe/${madeUpUnsubscribe}`, reader, { method: "DELETE" })).status).toBe(404);

    // Every line is written once the requests are answered; give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = `${service.stdout()}\n${service.stderr()}`;
    for (const secret of secrets) expect(log, `a secret in the log: ${secret}`).not.toContain(secret);

    // The log was read where it would have said them: a line for each kind of request to each link.
    const lines = service
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { status?: number; path?: string; page?: string });
    const seen = (path: string, status: number) =>
      lines.some((line) => line.path === path && line.status === status);
    expect(seen(`/visit/${REDACTED}`, 200)).toBe(true);
    expect(seen(`/visit/${REDACTED}`, 403)).toBe(true);
    expect(seen(`/visit/${REDACTED}`, 409)).toBe(true);
    expect(seen(`/visit/${REDACTED}`, 404)).toBe(true);
    for (const status of [200, 303, 403, 409, 404]) expect(seen(`/offer/${REDACTED}`, status)).toBe(true);
    for (const status of [200, 303, 403, 409, 404]) expect(seen(`/quote/${REDACTED}`, status)).toBe(true);
    expect(seen(`/calendar/${REDACTED}`, 200)).toBe(true);
    expect(seen(`/calendar/${REDACTED}`, 404)).toBe(true);
    expect(seen(`/unsubscribe/${REDACTED}`, 200)).toBe(true);
    expect(seen(`/unsubscribe/${REDACTED}`, 404)).toBe(true);
    expect(lines.some((line) => line.path === "/leads/sign-in")).toBe(true);
    expect(lines.some((line) => line.page === `/visit/${REDACTED}`)).toBe(true);
  }, 90_000);
});
