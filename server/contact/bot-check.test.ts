import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  type JsonTestServer,
  postContact,
  type SmtpTestServer,
  startJsonServer,
  startSmtpTestServer,
  startTestService,
  type TestService,
  testConfig,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";

// The bot check against a fake reCAPTCHA verifier on loopback. The token the test sends picks the verifier's answer.
// Suspected spam is never dropped: it is stored in quarantine, the business still hears of it (subject marked), the
// visitor gets no acknowledgement, and the answer is the same as for a real request.

const SECRET = "test-recaptcha-secret";
const answers: Record<string, { status: number; body: unknown }> = {
  good: { status: 200, body: { success: true, score: 0.9, action: "submit", hostname: "127.0.0.1" } },
  borderline: { status: 200, body: { success: true, score: 0.5, action: "submit" } },
  low: { status: 200, body: { success: true, score: 0.1, action: "submit" } },
  "wrong-action": { status: 200, body: { success: true, score: 0.9, action: "login" } },
  rejected: { status: 200, body: { success: false, "error-codes": ["invalid-input-response"] } },
  broken: { status: 500, body: { error: "verifier down" } },
};

let smtp: SmtpTestServer;
let verifier: JsonTestServer;
let service: TestService;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  verifier = await startJsonServer((request) => {
    const token = new URLSearchParams(request.body).get("response") ?? "";
    return answers[token] ?? { status: 200, body: { success: false, "error-codes": ["unknown-token"] } };
  });
  service = await startTestService(
    testConfig({
      SMTP_URL: smtp.url,
      RECAPTCHA_SECRET: SECRET,
      RECAPTCHA_VERIFY_URL: verifier.url,
      RECAPTCHA_MIN_SCORE: "0.5",
      CONTACT_RATE_LIMIT: "1000",
    }),
  );
});
afterAll(async () => {
  await service?.stop();
  await verifier?.stop();
  await smtp?.stop();
});

async function submit(target: TestService, body: Record<string, unknown>) {
  const response = await postContact(target.app, body);
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Waits until the outbox has handled every email of the lead, then returns what the SMTP server got for it. */
async function deliveredFor(target: TestService, id: string) {
  await waitFor(
    async () => (await target.store.getLead(id))?.emails.every((email) => email.status === "sent") ?? false,
    `the emails of lead ${id}`,
  );
  return smtp.forLead(id);
}

describe("with RECAPTCHA_SECRET set", () => {
  it("verifies the token with a form-encoded POST of secret, response and remote address", async () => {
    await submit(service, validRequest({ recaptcha: "good" }));
    const request = verifier.requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    const form = new URLSearchParams(request?.body);
    expect(form.get("secret")).toBe(SECRET);
    expect(form.get("response")).toBe("good");
    expect(form.get("remoteip")).toBe("127.0.0.1");
  });

  it.each(["good", "borderline"])("a %s token: a normal lead with both emails", async (token) => {
    const id = await submit(service, validRequest({ recaptcha: token }));
    expect((await service.store.getLead(id))?.lead.quarantined).toBe(false);
    const mails = await deliveredFor(service, id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene",
      "We received your quote request - BnC Cleaning",
    ]);
  });

  it.each([
    ["low", /score 0\.1 is below 0\.5/],
    ["wrong-action", /action "login"/],
    ["rejected", /rejected \(invalid-input-response\)/],
    ["broken", /HTTP 500/],
    ["", /no bot-check token/],
  ])(
    "a %j token: stored in quarantine, business told with a marked subject, no customer email",
    async (token, reason) => {
      const id = await submit(service, validRequest({ recaptcha: token }));
      const stored = await service.store.getLead(id);
      expect(stored?.lead.quarantined).toBe(true);
      expect(stored?.lead.quarantineReason).toMatch(reason);
      const mails = await deliveredFor(service, id);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(
        "[Suspected spam] BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene",
      );
      expect(mails[0]?.to).toEqual(["leads@bnc-cleaning.example"]);
      expect(mails[0]?.text).toContain("Maria Gonzalez");
    },
  );

  it("a filled honeypot is quarantined even with a good token, and answered the same way", async () => {
    const id = await submit(service, validRequest({ recaptcha: "good", website: "http://spam.example" }));
    const stored = await service.store.getLead(id);
    expect(stored?.lead.quarantined).toBe(true);
    expect(stored?.lead.quarantineReason).toMatch(/honeypot/);
    const mails = await deliveredFor(service, id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "[Suspected spam] BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene",
    ]);
  });

  it("an unreachable verifier does not lose the lead: quarantined", async () => {
    const closedPort = await freePort();
    const unreachable = await startTestService(
      testConfig({
        SMTP_URL: smtp.url,
        RECAPTCHA_SECRET: SECRET,
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${closedPort}/siteverify`,
      }),
    );
    try {
      const id = await submit(unreachable, validRequest({ recaptcha: "good" }));
      const stored = await unreachable.store.getLead(id);
      expect(stored?.lead.quarantined).toBe(true);
      expect(stored?.lead.quarantineReason).toMatch(/could not be reached/);
      const mails = await deliveredFor(unreachable, id);
      expect(mails.map((mail) => mail.subject)).toEqual([
        "[Suspected spam] BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene",
      ]);
    } finally {
      await unreachable.stop();
    }
  });
});

describe("without RECAPTCHA_SECRET", () => {
  it("skips the check (no call to the verifier) but still honours the honeypot", async () => {
    const unchecked = await startTestService(
      testConfig({ SMTP_URL: smtp.url, RECAPTCHA_VERIFY_URL: verifier.url }),
    );
    try {
      const calls = verifier.requests.length;
      const normal = await submit(unchecked, validRequest({ recaptcha: "" }));
      expect((await unchecked.store.getLead(normal))?.lead.quarantined).toBe(false);
      const bot = await submit(unchecked, validRequest({ website: "filled" }));
      expect((await unchecked.store.getLead(bot))?.lead.quarantined).toBe(true);
      expect(verifier.requests.length).toBe(calls);
    } finally {
      await unchecked.stop();
    }
  });
});
