import { createHash } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactFormValues } from "../../app/lib/contact-schema.ts";
import {
  type SmtpTestServer,
  startSmtpTestServer,
  startTestService,
  storeQuoteRequest,
  type TestService,
  testConfig,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";
import { loadConfig } from "../config.ts";
import { newLeadId } from "../contact/quote-request-pipeline.ts";
import { createRateLimiter } from "../contact/rate-limiter.ts";
import { HELD_LINK_COOKIE, OwnerAccess, type OwnerAccessOptions, SESSION_COOKIE } from "./owner-access.ts";
import { OWNER_PAGES_CSP } from "./owner-pages.ts";
import { sealingKey } from "./sealed-text.ts";
import { resolveSessionSecret } from "./session-secret.ts";

// The owner's inbox against the real service: the server build of its pages (npm test builds first), a real
// SQLite file, and a real SMTP server on loopback that receives the sign-in emails the outbox sends.

const OWNER = "owner@bnc-cleaning.test";
const PARTNER = "partner@bnc-cleaning.test";
const LEAVER = "leaver@bnc-cleaning.test";
const SITE_URL = "http://inbox.bnc-cleaning.test";
const TEAM = Array.from({ length: 6 }, (_, index) => `team${index}@bnc-cleaning.test`);
/** Owners of the return-path tests only: each signs in once, so no other test's limit is touched. */
const RETURNERS = Array.from({ length: 8 }, (_, index) => `back${index}@bnc-cleaning.test`);
let turn = 0;
const nextOwner = () => {
  turn += 1;
  return TEAM[turn % TEAM.length] ?? OWNER;
};

let smtp: SmtpTestServer;
let service: TestService;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  service = await startTestService(
    testConfig({
      SMTP_URL: smtp.url,
      BUSINESS_EMAIL: OWNER,
      // More owners than sign-ins per address allowed in 15 minutes: signIn() takes turns.
      OWNER_EMAILS: [OWNER.toUpperCase(), PARTNER, LEAVER, ...TEAM, ...RETURNERS].join(", "),
      SITE_URL,
      CONTACT_RATE_LIMIT: "10000",
    }),
  );
});
afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  on: TestService = service,
) {
  return on.app.inject({
    method: "POST",
    url,
    remoteAddress: nextClient(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    payload: form(fields),
  });
}

function get(url: string, cookie?: string, on: TestService = service) {
  return on.app.inject({ url, headers: cookie ? { cookie } : {} });
}

/** The session cookie a response sets, as a Cookie header. */
function cookieOf(response: LightMyRequestResponse): string {
  const header = [response.headers["set-cookie"]]
    .flat()
    .find((value) => value?.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error("no session cookie was set");
  return header.split(";")[0] ?? "";
}

/** Each sign-in of these tests comes from an address of its own, so the per-client limit is not what they test. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `192.0.2.${clients}`;
};

/** The sign-in emails to `email` received after the first `from` messages. */
const signInMails = (email: string, from = 0) =>
  smtp.messages
    .slice(from)
    .filter((mail) => mail.to.includes(email) && mail.subject.includes("Sign in to your leads"));

/** Asks for a link for `email` and answers the token the mail server received. */
async function requestLink(email: string, client = nextClient(), on: TestService = service): Promise<string> {
  const before = smtp.messages.length;
  const response = await on.app.inject({
    method: "POST",
    url: "/leads",
    remoteAddress: client,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    payload: form({ intent: "request-link", email }),
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe("/leads?link=sent");
  await waitFor(() => signInMails(email, before).length > 0, "the sign-in email");
  const token = signInMails(email, before)[0]?.text.match(/\/leads\/sign-in\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no link in the sign-in email");
  return token;
}

/**
 * Opens a sign-in link: the token leaves the address at once, kept in a cookie for the sign-in page. Answers that
 * cookie as a Cookie header.
 */
async function openLink(token: string, on: TestService = service): Promise<string> {
  const opened = await get(`/leads/sign-in?token=${encodeURIComponent(token)}`, undefined, on);
  expect(opened.statusCode).toBe(303);
  expect(opened.headers.location).toBe("/leads/sign-in");
  const header = [opened.headers["set-cookie"]]
    .flat()
    .find((value) => value?.startsWith(`${HELD_LINK_COOKIE}=`));
  if (!header) throw new Error("the link's token was not held");
  return header.split(";")[0] ?? "";
}

/** Presses "Sign in" on the page a link led to. */
const pressSignIn = (held: string, on: TestService = service) =>
  post("/leads/sign-in", {}, { cookie: held }, on);

async function signIn(email = nextOwner(), on: TestService = service): Promise<string> {
  const token = await requestLink(email, nextClient(), on);
  const response = await pressSignIn(await openLink(token, on), on);
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe("/leads");
  return cookieOf(response);
}

const storeLead = (overrides: Record<string, unknown> = {}) => storeQuoteRequest(service.app, overrides);

/** The service's own OwnerAccess as a copy on the same store and secret would have it, without the limits. */
function ownerAccess(options: Partial<OwnerAccessOptions>): OwnerAccess {
  const secret = resolveSessionSecret(service.config, () => {});
  const unlimited = { take: async () => ({ allowed: true as const }) };
  return new OwnerAccess({
    store: service.store,
    owners: [OWNER],
    secret,
    sealingKey: sealingKey(secret),
    siteUrl: SITE_URL,
    businessName: "BnC Cleaning",
    perAddress: unlimited,
    perClient: unlimited,
    triesPerClient: unlimited,
    onQueued: () => {},
    ...options,
  });
}

describe("signing in", () => {
  it("emails an owner a link (to SITE_URL, never the Host asked) that signs in once, and shows the leads", async () => {
    const id = await storeLead({ firstName: "Inbox", lastName: "Visible" });
    const before = smtp.messages.length;
    const asked = await service.app.inject({
      method: "POST",
      url: "/leads",
      headers: {
        host: "evil.example",
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://evil.example",
        "sec-fetch-site": "same-origin",
      },
      payload: form({ intent: "request-link", email: OWNER }),
    });
    expect(asked.statusCode).toBe(303);
    await waitFor(() => signInMails(OWNER, before).length > 0, "the sign-in email");
    const mail = signInMails(OWNER, before)[0];
    expect(mail?.to).toEqual([OWNER]);
    expect(mail?.subject).toContain("Sign in to your leads");
    expect(mail?.text).toContain(`${SITE_URL}/leads/sign-in?token=`);
    expect(mail?.text).not.toContain("evil.example");
    const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? "";

    // Opening the link (a mail scanner does) signs nobody in and uses nothing up. The token leaves the address at
    // once (no history, log or Referer keeps it), held in a cookie for the sign-in page only; a button signs in.
    const held = await openLink(token);
    const landing = await get("/leads/sign-in", held);
    expect(landing.statusCode).toBe(200);
    expect(landing.headers["set-cookie"]).toBeUndefined();
    expect(landing.body).toContain("Press the button to sign in");
    expect(landing.body).not.toContain(token);
    const heldHeader = String([(await get(`/leads/sign-in?token=${token}`)).headers["set-cookie"]].flat()[0]);
    expect(heldHeader).toMatch(/Path=\/leads\/sign-in;/);
    expect(heldHeader).toMatch(/Max-Age=900;/);
    expect(heldHeader).toMatch(/HttpOnly/);

    const signedIn = await pressSignIn(held);
    expect(signedIn.statusCode).toBe(303);
    const cookie = cookieOf(signedIn);
    // The held token is cleared as the session starts.
    expect([signedIn.headers["set-cookie"]].flat()).toContain(
      `${HELD_LINK_COOKIE}=; Path=/leads/sign-in; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    const setCookie = String(
      [signedIn.headers["set-cookie"]].flat().find((value) => value?.startsWith(SESSION_COOKIE)),
    );
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/leads/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);

    const inbox = await get("/leads", cookie);
    expect(inbox.body).toContain("Inbox Visible");
    expect(inbox.body).toContain(`href="/leads/${id}"`);
    expect(inbox.body).toContain(`Signed in as <strong class="text-slate-900">${OWNER}</strong>`);

    // The link worked once.
    const again = await pressSignIn(held);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("This sign-in link does not work");
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("answers an address that is not an owner's with the same screen, and sends it nothing", async () => {
    const before = smtp.messages.length;
    const stranger = await post("/leads", { intent: "request-link", email: "stranger@example.com" });
    const owner = await post("/leads", { intent: "request-link", email: PARTNER });
    expect(stranger.statusCode).toBe(owner.statusCode);
    expect(stranger.headers.location).toBe(owner.headers.location);
    const page = await get(stranger.headers.location as string);
    expect(page.body).toContain("If that address may use the inbox, a sign-in link is on its way.");
    await waitFor(() => signInMails(PARTNER, before).length > 0, "the partner's email");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(signInMails("stranger@example.com", before)).toEqual([]);
    expect(smtp.messages.slice(before).some((mail) => mail.to.includes("stranger@example.com"))).toBe(false);
  });

  it("answers an owner's address no later than any other: the link is stored after the answer", async () => {
    // The real SQLite store, which writes synchronously: nothing of the link may be written before the answer.
    const since = new Date(Date.now() - 1_000);
    const before = await service.store.countSignInLinks(PARTNER, since);
    let queued = false;
    const access = ownerAccess({ owners: [PARTNER], onQueued: () => (queued = true) });
    expect(await access.requestLink(PARTNER, "192.0.2.250")).toEqual({ kind: "sent-if-owner" });
    expect(await service.store.countSignInLinks(PARTNER, since)).toBe(before);
    expect(queued).toBe(false);
    // stop() (at shutdown, before the store closes) waits for it.
    await access.stop();
    expect(await service.store.countSignInLinks(PARTNER, since)).toBe(before + 1);
    expect(queued).toBe(true);

    // A link that cannot be stored is logged, and the answer is still the same.
    const failures: unknown[] = [];
    const broken = new Proxy(service.store, {
      get(target, name) {
        if (name === "createSignInLink") return async () => Promise.reject(new Error("disk full"));
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const failing = ownerAccess({ store: broken, onLinkFailed: (error) => failures.push(error) });
    expect(await failing.requestLink(OWNER, "192.0.2.251")).toEqual({ kind: "sent-if-owner" });
    await failing.stop();
    expect(failures).toEqual([new Error("disk full")]);
  });

  it("keeps the link sealed in the outbox: a copy of the database holds no usable link", async () => {
    await requestLink(PARTNER);
    const signIns = await sealedBodies();
    expect(signIns.length).toBeGreaterThan(0);
    for (const body of signIns) {
      expect(body.startsWith("sealed:v1:")).toBe(true);
      expect(body).not.toContain("token=");
    }
  });

  it("refuses links that are used, expired, altered or made up", async () => {
    // Without a held link, the button signs nobody in (a token posted in the form is not read at all).
    const token = await requestLink(OWNER);
    const unheld = await post("/leads/sign-in", { token });
    expect(unheld.statusCode).toBe(400);
    expect(unheld.body).toContain("This sign-in link does not work");
    for (const madeUp of ["short", "A".repeat(43), "../../etc/passwd"]) {
      const response = await pressSignIn(`${HELD_LINK_COOKIE}=${madeUp}`);
      expect(response.statusCode, madeUp).toBe(400);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await pressSignIn(await openLink(altered))).statusCode).toBe(400);
    // Expired: the store is asked 16 minutes later.
    const expired = await service.store.consumeSignInLink(
      createHash("sha256").update(token).digest("hex"),
      new Date(Date.now() + 16 * 60_000),
    );
    expect(expired).toBeUndefined();
  });

  it("past the limit for one address or one client, answers 429 (an owner's address like any other)", async () => {
    const limited = await startTestService(testConfig({ SMTP_URL: smtp.url, BUSINESS_EMAIL: OWNER }));
    try {
      const ask = (email: string, client: string) =>
        limited.app.inject({
          method: "POST",
          url: "/leads",
          remoteAddress: client,
          headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
          payload: form({ intent: "request-link", email }),
        });
      // Someone typing the owner's address over and over fills no mailbox: five links in 15 minutes, then a refusal
      // that says so, the same for an owner's address and any other.
      const before = smtp.messages.length;
      for (const address of [OWNER, "someone@example.com"]) {
        const statuses = [];
        for (let i = 0; i < 6; i += 1) statuses.push((await ask(address, `203.0.113.${i}`)).statusCode);
        expect(statuses, address).toEqual([303, 303, 303, 303, 303, 429]);
      }
      const refusedAddress = await ask(OWNER, "203.0.113.99");
      const refusedStranger = await ask("someone@example.com", "203.0.113.99");
      expect(refusedAddress.body).toContain("Too many sign-in links were asked for this address");
      expect(refusedAddress.body.replace(OWNER, "")).toBe(
        refusedStranger.body.replace("someone@example.com", ""),
      );
      // Every email queued has gone out (the outbox is empty): exactly five reached the owner.
      await waitFor(
        async () =>
          (await limited.store.outboxCounts()).pending === 0 && signInMails(OWNER, before).length >= 5,
        "the outbox to be empty",
      );
      expect(signInMails(OWNER, before)).toHaveLength(5);
      const perClient = [];
      for (let i = 0; i < 11; i += 1)
        perClient.push((await ask(`x${i}@example.com`, "198.51.100.7")).statusCode);
      expect(perClient.slice(0, 10).every((status) => status === 303)).toBe(true);
      const refused = await ask("last@example.com", "198.51.100.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toMatch(/Too many sign-in requests\. Please wait 1[45] minutes and ask again\./);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(13 * 60);
    } finally {
      await limited.stop();
    }
  });

  it("a refusal waits the same for an owner's address that asked lately as for any other (Retry-After tells nothing)", async () => {
    let now = new Date("2031-03-04T15:00:00Z");
    const limited = ownerAccess({
      owners: [OWNER],
      now: () => now,
      perAddress: createRateLimiter(service.store, 5, 15 * 60_000, "sign-in-address"),
      perClient: createRateLimiter(service.store, 10, 15 * 60_000, "sign-in-client"),
    });
    // The owner asked five times; nine minutes later a stranger types the owner's address, and a fresh one.
    for (let i = 0; i < 5; i += 1) await limited.requestLink(OWNER, `192.0.2.${160 + i}`);
    now = new Date(now.getTime() + 9 * 60_000);
    const owners = await limited.requestLink(OWNER, "192.0.2.170");
    for (let i = 0; i < 5; i += 1) await limited.requestLink("fresh@example.com", `192.0.2.${171 + i}`);
    const fresh = await limited.requestLink("fresh@example.com", "192.0.2.176");
    expect(owners).toEqual({ kind: "rate-limited", limit: "address", retryAfterSeconds: 900 });
    expect(fresh).toEqual(owners);
    // The client's limit names the same wait.
    for (let i = 0; i < 10; i += 1) await limited.requestLink(`c${i}@example.com`, "192.0.2.177");
    expect(await limited.requestLink("c@example.com", "192.0.2.177")).toEqual({
      kind: "rate-limited",
      limit: "client",
      retryAfterSeconds: 900,
    });
    await limited.stop();
  });

  it("a client that tries too many links is refused (429) for 15 minutes, even with a good one; others are not", async () => {
    const client = "192.0.2.210";
    const press = (held: string, from = client) =>
      service.app.inject({
        method: "POST",
        url: "/leads/sign-in",
        remoteAddress: from,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          cookie: held,
        },
        payload: "",
      });
    const statuses = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await press(`${HELD_LINK_COOKIE}=${`guess${i}`.padEnd(43, "A")}`)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const good = await openLink(await requestLink(PARTNER));
    const refused = await press(good);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("900");
    expect(refused.body).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect([refused.headers["set-cookie"]].flat().join()).not.toContain(`${SESSION_COOKIE}=`);
    // The link was not used up: from another client it still signs in.
    const elsewhere = await press(good, "192.0.2.211");
    expect(elsewhere.statusCode).toBe(303);
    expect(elsewhere.headers.location).toBe("/leads");
  });
});

async function sealedBodies(): Promise<string[]> {
  const db = new DatabaseSync(`${service.config.dataDir}/leads.sqlite`, { readOnly: true });
  try {
    const rows = db.prepare("SELECT html, text FROM outbox WHERE kind = 'sign-in'").all() as Array<{
      html: string;
      text: string;
    }>;
    return rows.flatMap((row) => [row.html, row.text]);
  } finally {
    db.close();
  }
}

describe("without a session", () => {
  it("no lead data anywhere under /leads: pages, CSV and actions", async () => {
    const id = await storeLead({ firstName: "Secret", lastName: "Person" });
    for (const url of ["/leads", `/leads/${id}`, "/leads/export.csv", `/leads/${id}?done=note`]) {
      const response = await get(url);
      expect(response.body, url).not.toContain("Secret");
      expect(response.body, url).not.toContain("maria.gonzalez@example.com");
      expect([200, 303], url).toContain(response.statusCode);
    }
    const actions: Record<string, string>[] = [
      { intent: "stage", stage: "won" },
      { intent: "note", note: "sneaky" },
      { intent: "not-spam" },
      { intent: "retry", email: "1" },
    ];
    for (const fields of actions) {
      const response = await post(`/leads/${id}`, fields);
      expect(response.statusCode).toBe(303);
      // The sign-in form, which brings the owner back to this lead.
      expect(response.headers.location).toBe(`/leads?next=%2Fleads%2F${id}`);
    }
    const stored = await service.store.getLead(id);
    expect(stored?.lead.stage).toBe("new");
    expect(await service.store.leadActivity(id)).toEqual([]);
  });

  it("answers HEAD like GET, without a body", async () => {
    const head = await service.app.inject({ method: "HEAD", url: "/leads" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body).toBe("");
  });

  it("answers any other method with 405 and the methods it takes", async () => {
    for (const url of ["/leads", "/leads/abcdefghjk00", "/leads/export.csv"]) {
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
        const response = await service.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST");
      }
    }
  });

  it("a forged or altered cookie is no session", async () => {
    const cookie = await signIn();
    const [name, value = ""] = cookie.split("=");
    const [token = "", signature = ""] = value.split(".");
    const flip = (text: string) => `${text.slice(0, -2)}${text.endsWith("AA") ? "BB" : "AA"}`;
    for (const forged of [
      `${name}=${flip(token)}.${signature}`,
      `${name}=${token}.${flip(signature)}`,
      `${name}=${token}`,
      `${name}=made-up.value`,
    ]) {
      const page = await get("/leads", forged);
      expect(page.body, forged).toContain("Email me a sign-in link");
      expect(page.body).not.toContain("Signed in as");
    }
  });
});

describe("returning to the page asked for", () => {
  /** Asks for a link from the sign-in form with these fields; answers the whole link the mail server received. */
  async function emailedLink(fields: Record<string, string>): Promise<string> {
    const before = smtp.messages.length;
    const asked = await post("/leads", { intent: "request-link", ...fields });
    expect(asked.headers.location).toBe("/leads?link=sent");
    await waitFor(() => signInMails(fields.email ?? "", before).length > 0, "the sign-in email");
    const link = signInMails(fields.email ?? "", before)[0]?.text.match(
      /http\S+\/leads\/sign-in\?token=\S+/,
    )?.[0];
    if (!link) throw new Error("no link in the sign-in email");
    return link;
  }

  /** The path and query of a link, as the browser asks for it. */
  const local = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  /** The held token's cookie a response sets. */
  const heldOf = (response: LightMyRequestResponse) =>
    String(
      [response.headers["set-cookie"]].flat().find((value) => value?.startsWith(`${HELD_LINK_COOKIE}=`)),
    ).split(";")[0] ?? "";

  it("the notification's 'Open in your lead inbox', signed out: sign in by the emailed link and land on that lead", async () => {
    const owner = RETURNERS[0] ?? OWNER;
    const id = await storeLead({ firstName: "Return", lastName: "Here" });
    await waitFor(() => smtp.forLead(id).some((mail) => mail.to.includes(OWNER)), "the notification");
    const notification = smtp.forLead(id).find((mail) => mail.to.includes(OWNER));
    const inboxLink = notification?.text.match(/https?:\/\/\S+\/leads\/\S+/)?.[0] ?? "";
    expect(new URL(inboxLink).pathname).toBe(`/leads/${id}`);

    const asked = await get(local(inboxLink));
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`/leads?next=%2Fleads%2F${id}`);
    const form = await get(asked.headers.location as string);
    expect(form.body).toContain("Email me a sign-in link");
    expect(form.body).toContain(`<input type="hidden" name="next" value="/leads/${id}"/>`);

    const link = await emailedLink({ email: owner, next: `/leads/${id}` });
    expect(link).toMatch(
      new RegExp(`^${SITE_URL}/leads/sign-in\\?token=[A-Za-z0-9_-]+&next=%2Fleads%2F${id}$`),
    );
    const opened = await get(local(link));
    // The token leaves the address; where to return stays.
    expect(opened.headers.location).toBe(`/leads/sign-in?next=%2Fleads%2F${id}`);
    const held = heldOf(opened);
    const landing = await get(opened.headers.location as string, held);
    const action = landing.body.match(/<form[^>]* action="([^"]+)"/)?.[1] ?? "";
    expect(action).toBe(`/leads/sign-in?next=%2Fleads%2F${id}`);

    const signedIn = await post(action, {}, { cookie: held });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(`/leads/${id}`);
    const lead = await get(`/leads/${id}`, cookieOf(signedIn));
    expect(lead.statusCode).toBe(200);
    expect(lead.body).toContain("Return Here");
    // Signed in already (in another tab), the sign-in form's address goes straight to the page.
    const again = await get(`/leads?next=%2Fleads%2F${id}`, cookieOf(signedIn));
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/leads/${id}`);
  });

  it("a 'next' that is not a path under /leads is dropped at every step, and signing in lands on the list", async () => {
    const strangers = [
      "//evil.example",
      "https://evil.example",
      "/leads/../x",
      "/about-us",
      "/leads/%2e%2e/get-a-quote",
      "/leads\\..\\x",
      "/leads//evil.example",
    ];
    for (const [index, next] of strangers.entries()) {
      const owner = RETURNERS[index + 1] ?? OWNER;
      const form = await get(`/leads?${new URLSearchParams({ next })}`);
      expect(form.statusCode, next).toBe(200);
      expect(form.body, next).not.toContain('name="next"');
      // Posted anyway (a forged form): the emailed link carries none.
      const link = await emailedLink({ email: owner, next });
      expect(link, next).toMatch(/\?token=[A-Za-z0-9_-]+$/);
      // Added to the link by hand: the sign-in page keeps none, and "Sign in" posted with it lands on the list.
      const opened = await get(`${local(link)}&${new URLSearchParams({ next })}`);
      expect(opened.headers.location, next).toBe("/leads/sign-in");
      const signedIn = await post(
        `/leads/sign-in?${new URLSearchParams({ next })}`,
        {},
        { cookie: heldOf(opened) },
      );
      expect(signedIn.statusCode, next).toBe(303);
      expect(signedIn.headers.location, next).toBe("/leads");
      // Signed in, the list's address with it is the list.
      expect(
        (await get(`/leads?${new URLSearchParams({ next })}`, cookieOf(signedIn))).statusCode,
        next,
      ).toBe(200);
    }
  });
});

describe("signed in", () => {
  it("sets the stage, adds a note, and the history says who and when; the CSV has it", async () => {
    const owner = nextOwner();
    const cookie = await signIn(owner);
    const id = await storeLead({ firstName: "Follow", lastName: "Up", email: "follow.up@example.com" });
    const stage = await post(`/leads/${id}`, { intent: "stage", stage: "contacted" }, { cookie });
    expect(stage.headers.location).toBe(`/leads/${id}?done=stage`);
    expect((await get(stage.headers.location as string, cookie)).body).toContain("Stage saved.");
    const note = await post(
      `/leads/${id}`,
      { intent: "note", note: "Called, <visit> Friday 9am" },
      { cookie },
    );
    expect(note.headers.location).toBe(`/leads/${id}?done=note`);
    const page = await get(`/leads/${id}?done=note`, cookie);
    expect(page.body).toContain("Note added.");
    expect(page.body).toContain("Called, &lt;visit&gt; Friday 9am");
    expect(page.body).toContain("Stage set to Contacted");
    // The lead's form names the stage: its section, its field, its button.
    expect(page.body).toMatch(/<h2[^>]*>Stage<\/h2>/);
    expect(page.body).toMatch(/<select[^>]* name="stage"/);
    expect(page.body).toMatch(/<button[^>]* value="stage"[^>]*>Save stage<\/button>/);
    expect(page.body).not.toMatch(/name="status"|value="status"|Status saved|Save status/);
    expect(page.body).toContain(owner);
    expect(page.body).toContain('href="tel:+13255550123"');
    expect(page.body).toContain('href="mailto:follow.up@example.com"');
    expect(page.headers["content-security-policy"]).toBe(OWNER_PAGES_CSP);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("no-store, private");
    expect(page.body).not.toContain("<script");
    // Nothing the strict CSP would refuse (a refused request is an error in the owner's console).
    expect(page.body).not.toContain('rel="manifest"');

    const filtered = await get("/leads?stage=contacted&q=follow", cookie);
    expect(filtered.body).toContain("Follow Up");
    expect(filtered.body).toContain("Stage: Contacted · “follow”");
    expect(filtered.body).toMatch(/<select[^>]* name="stage"/);
    expect((await get("/leads?stage=won&q=follow", cookie)).body).toContain("No lead matches these filters.");
    // A filter bookmarked before the stage had its name (?status=) still filters.
    expect((await get("/leads?status=contacted&q=follow", cookie)).body).toContain("Follow Up");
    expect((await get("/leads?status=won&q=follow", cookie)).body).toContain(
      "No lead matches these filters.",
    );

    const csv = await get("/leads/export.csv", cookie);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body).toContain('"follow.up@example.com"');
    // For Excel: a byte-order mark (UTF-8), the date and time received in Abilene as a spreadsheet reads them,
    // the stage in the owner's words, the owner's notes in their own column; the technical columns last.
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header = "", ...rows] = csv.body.replace(/^\uFEFF/, "").split("\n");
    expect(header.startsWith('"id","received_date","received_time","stage","source"')).toBe(true);
    expect(header.endsWith('"ip","user_agent"')).toBe(true);
    const row = rows.find((line) => line.includes('"follow.up@example.com"')) ?? "";
    expect(row).toMatch(/^"[0-9a-z]{12}","\d{4}-\d{2}-\d{2}","\d{2}:\d{2}","Contacted","Quote form",/);
    expect(row).toMatch(
      new RegExp(
        `"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} -0[56]:00 ${owner}: Called, <visit> Friday 9am"`,
      ),
    );
  });

  it("bidirectional and invisible characters in notes and sources are not shown: 'evil.exe' never reads 'exe.live'", async () => {
    const cookie = await signIn();
    const hidden = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/;
    const id = await storeLead({
      notes: "Open evil\u202Eexe.txt\u202C and zero\u200Bwidth",
      attribution: { utm_source: "\u2066news\u2069letter", referrer: "https://x.example/\u202Eabc" },
    });
    const stored = await service.store.getLead(id);
    expect(stored?.lead.form.notes).toBe("Open evilexe.txt and zerowidth");
    expect(JSON.stringify(stored?.lead.attribution)).not.toMatch(hidden);
    await post(`/leads/${id}`, { intent: "note", note: "call \u202Eback\u2069" }, { cookie });
    const page = await get(`/leads/${id}`, cookie);
    expect(page.body).toContain("Open evilexe.txt and zerowidth");
    expect(page.body).toContain("newsletter");
    expect(page.body).toContain("call back");
    expect(page.body).not.toMatch(hidden);
  });

  it("a note too long comes back in its box with the limit; line breaks count once, as the box counts them", async () => {
    const cookie = await signIn();
    const id = await storeLead();
    const tooLong = `${"a".repeat(1_000)}\r\n${"b".repeat(1_000)}`;
    const refused = await post(`/leads/${id}`, { intent: "note", note: tooLong }, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("A note can have at most 2,000 characters.");
    expect(refused.body).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="lead-note-limit lead-problem"/,
    );
    expect(refused.body).toContain(`${"a".repeat(1_000)}\n${"b".repeat(1_000)}</textarea>`);
    // Exactly 2,000 characters as the text area counts them (one per line break), sent with CRLF: stored.
    const fits = `${"a".repeat(999)}\r\n${"b".repeat(1_000)}`;
    const stored = await post(`/leads/${id}`, { intent: "note", note: fits }, { cookie });
    expect(stored.headers.location).toBe(`/leads/${id}?done=note`);
  });

  it("a reference that is not stored gets the inbox's own page saying so, still signed in", async () => {
    const cookie = await signIn();
    const missing = await get("/leads/abcdefghjk00", cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("No lead with this reference");
    expect(missing.body).toContain("Signed in as");
    expect(missing.headers["content-security-policy"]).toBe(OWNER_PAGES_CSP);
    const changed = await post("/leads/abcdefghjk00", { intent: "stage", stage: "won" }, { cookie });
    expect(changed.statusCode).toBe(404);
    // A made-up "done" names no message, not even one inherited by every object.
    const id = await storeLead();
    for (const done of ["__proto__", "constructor", "toString"]) {
      const page = await get(`/leads/${id}?done=${done}`, cookie);
      expect(page.statusCode, done).toBe(200);
      expect(page.body, done).not.toContain('role="status"');
    }
  });

  it("shows at most the newest 200 leads, and says how to find older ones", async () => {
    const cookie = await signIn();
    // Stored straight into the store, without emails: 402 emails would hold up the other tests' sign-in emails.
    const { recaptcha: _token, ...form } = validRequest();
    for (let index = 0; index < 201; index += 1) {
      await service.store.saveLead(
        {
          id: newLeadId(),
          form: { ...(form as unknown as ContactFormValues), notes: "", lastName: `Pager${index}` },
          attribution: {},
          createdAt: new Date(Date.now() + index),
        },
        [],
      );
    }
    const page = await get("/leads?q=Pager", cookie);
    expect(page.body).toContain("The newest 200 leads that match. For older ones, search");
    expect(page.body.match(/href="\/leads\/[0-9a-z]{12}"/g)).toHaveLength(200);
    expect(page.body).toContain("Pager200");
    expect(page.body).not.toContain("Pager0<");
    expect((await get("/leads?q=Pager200", cookie)).body).toContain("1 lead match, newest first.");
  });

  it("an address taken out of OWNER_EMAILS loses its sessions for good, even if it is put back", async () => {
    const cookie = await signIn(LEAVER);
    // The same store and secret, as a copy started after LEAVER was taken out of OWNER_EMAILS would have them.
    const afterRemoval = ownerAccess({ owners: [OWNER] });
    expect(await afterRemoval.session(cookie)).toBeUndefined();
    // The running service still lists LEAVER as an owner: the session was ended, not just refused.
    expect((await get("/leads", cookie)).body).toContain("Email me a sign-in link");
  });

  it("'not spam' takes a lead out of quarantine and sends the acknowledgement it was denied", async () => {
    const cookie = await signIn();
    const id = await storeLead({ email: "held.back@example.com", website: "spam" });
    expect((await service.store.getLead(id))?.lead.quarantined).toBe(true);
    const page = await get(`/leads/${id}`, cookie);
    expect(page.body).toContain("Suspected spam");
    const released = await post(`/leads/${id}`, { intent: "not-spam" }, { cookie });
    expect(released.headers.location).toBe(`/leads/${id}?done=not-spam`);
    await waitFor(
      () => smtp.forLead(id).some((mail) => mail.to.includes("held.back@example.com")),
      "the acknowledgement",
    );
    const again = await post(`/leads/${id}`, { intent: "not-spam" }, { cookie });
    expect(again.statusCode).toBe(409);
  });

  it("a lead whose acknowledgement was skipped (the sending limit) says so, so the owner answers it", async () => {
    const cookie = await signIn();
    const ids: string[] = [];
    for (let count = 0; count < 4; count += 1) {
      ids.push(await storeLead({ email: "four.requests@example.com" }));
    }
    const answered = await get(`/leads/${ids[2]}`, cookie);
    expect(answered.body).not.toContain("No acknowledgement email was sent");
    const fourth = await get(`/leads/${ids[3]}`, cookie);
    expect(fourth.body).toContain(
      "No acknowledgement email was sent to the customer (this address already got 3 acknowledgements in the last 24 hours): answer them yourself.",
    );
  });

  it("a cross-site post is refused even with the owner's cookie", async () => {
    const cookie = await signIn();
    const id = await storeLead();
    const refused = await post(
      `/leads/${id}`,
      { intent: "stage", stage: "lost" },
      { cookie, "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    );
    expect(refused.statusCode).toBe(403);
    expect((await service.store.getLead(id))?.lead.stage).toBe("new");
  });

  it("sign out ends this session; sign out everywhere ends the others too", async () => {
    const owner = nextOwner();
    const phone = await signIn(owner);
    const laptop = await signIn(owner);
    const out = await post("/leads", { intent: "sign-out" }, { cookie: phone });
    expect(String([out.headers["set-cookie"]].flat()[0])).toMatch(/Max-Age=0/);
    expect((await get("/leads", phone)).body).toContain("Email me a sign-in link");
    expect((await get("/leads", laptop)).body).toContain("Signed in as");
    const tablet = await signIn(owner);
    await post("/leads", { intent: "sign-out-everywhere" }, { cookie: tablet });
    expect((await get("/leads", laptop)).body).toContain("Email me a sign-in link");

    // Every owner sees who signed in and out, newest first, in Abilene's time.
    const other = await signIn(nextOwner());
    const recent = (await get("/leads", other)).body;
    const section = recent.slice(recent.indexOf("Recent sign-ins"));
    const lines = [...section.matchAll(/>([^<>]+)<\/span> · ([^<]+) · ([^<]+)<\/li>/g)];
    expect(lines.filter((line) => line[2] === owner).map((line) => line[1])).toEqual([
      "Signed out everywhere",
      "Signed in",
      "Signed out",
      "Signed in",
      "Signed in",
    ]);
    expect(lines[0]?.[3]).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  });
});

describe("on an https site", () => {
  it("every cookie the inbox sets is Secure, as well as HttpOnly and SameSite", async () => {
    const https = await startTestService(
      testConfig({
        SMTP_URL: smtp.url,
        BUSINESS_EMAIL: OWNER,
        OWNER_EMAILS: OWNER,
        SITE_URL: "https://inbox.bnc-cleaning.test",
        SESSION_SECRET: "an https site's own secret, 32 characters or more",
      }),
    );
    try {
      const setCookies = (response: LightMyRequestResponse) => [response.headers["set-cookie"] ?? []].flat();
      const token = await requestLink(OWNER, nextClient(), https);
      const opened = await get(`/leads/sign-in?token=${encodeURIComponent(token)}`, undefined, https);
      const signedIn = await pressSignIn(await openLink(token, https), https);
      expect(signedIn.headers.location).toBe("/leads");
      const signedOut = await post("/leads", { intent: "sign-out" }, { cookie: cookieOf(signedIn) }, https);
      const cookies = [opened, signedIn, signedOut].flatMap(setCookies);
      expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(
        expect.arrayContaining([HELD_LINK_COOKIE, SESSION_COOKIE]),
      );
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      }
    } finally {
      await https.stop();
    }
  });
});

describe("configuration", () => {
  it("refuses to start an https site without SESSION_SECRET, and reads OWNER_EMAILS", () => {
    expect(() => loadConfig({ SITE_URL: "https://www.bnc-cleaning.example" })).toThrow(/SESSION_SECRET/);
    expect(() =>
      loadConfig({ SITE_URL: "https://www.bnc-cleaning.example", SESSION_SECRET: "x".repeat(32) }),
    ).not.toThrow();
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ OWNER_EMAILS: " A@example.com ,b@example.com" }).OWNER_EMAILS).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
    expect(() => loadConfig({ OWNER_EMAILS: "not-an-address" })).toThrow(/OWNER_EMAILS/);
  });
});
