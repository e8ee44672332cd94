import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../../app/content/business.ts";
import { contactMessages, limitMessages, NOTES_MAX_LENGTH } from "../../app/lib/contact-fields.ts";
import { leadsCsv } from "./leads-cli.ts";
import {
  type SmtpTestServer,
  startSmtpTestServer,
  startTestService,
  type TestService,
  testConfig,
  validRequest,
  waitFor,
} from "./test-support.ts";

// The quote request against the real service: buildApp with the contact feature, a real SQLite file in a temp
// DATA_DIR, and a real SMTP server on loopback that receives what the outbox sends.

const BUSINESS_EMAIL = "owner@bnc-cleaning.test";
const MAIL_FROM = "BnC Cleaning <quotes@bnc-cleaning.test>";

let smtp: SmtpTestServer;
let service: TestService;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  service = await startTestService(
    testConfig({ SMTP_URL: smtp.url, BUSINESS_EMAIL, MAIL_FROM, CONTACT_RATE_LIMIT: "10000" }),
  );
});
afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return service.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function leadCount(): Promise<number> {
  return (await storeOf().allLeads()).length;
}

/** A second connection to the SQLite file the service writes. */
function storeOf() {
  return service.store;
}

describe("a valid quote request", () => {
  it("is stored and brings both emails with the right addresses, subject and values", async () => {
    const response = await post(
      validRequest({
        firstName: "  Maria ",
        attribution: { page: "/get-a-quote", landingPage: "/services", utm_source: "google", gclid: "abc" },
      }),
      { "user-agent": "Vitest browser" },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    expect(id).toMatch(/^[0-9a-z]{12}$/);

    await waitFor(() => smtp.forLead(id).length >= 2, "both emails of the lead");
    const [toBusiness, toCustomer] = smtp.forLead(id);
    expect(toBusiness?.to).toEqual([BUSINESS_EMAIL]);
    expect(toBusiness?.from).toBe("quotes@bnc-cleaning.test");
    expect(toBusiness?.replyTo).toEqual(["maria.gonzalez@example.com"]);
    expect(toBusiness?.subject).toBe("BnC Contact Form Submission");
    for (const value of [
      "Maria Gonzalez",
      "maria.gonzalez@example.com",
      "(325) 555-0123",
      "79605 (Abilene, inside the service area)",
      "1,850 sq ft",
      "Deep Cleaning",
      "Social Media",
      "/get-a-quote",
      "utm_source: google",
    ]) {
      expect(toBusiness?.text).toContain(value);
    }
    expect(toBusiness?.html).toContain("Deep Cleaning");

    expect(toCustomer?.to).toEqual(["maria.gonzalez@example.com"]);
    expect(toCustomer?.from).toBe("quotes@bnc-cleaning.test");
    expect(toCustomer?.html).toContain("Thank you, Maria!");
    expect(toCustomer?.text).toContain("Deep Cleaning");
    expect(toCustomer?.text).toContain(business.phone);

    const stored = await storeOf().getLead(id);
    expect(stored?.lead.form.firstName).toBe("Maria");
    expect(stored?.lead.status).toBe("normal");
    expect(stored?.lead.userAgent).toBe("Vitest browser");
    expect(stored?.lead.attribution).toMatchObject({
      page: "/get-a-quote",
      utm_source: "google",
      gclid: "abc",
    });
    await waitFor(
      async () => (await storeOf().getLead(id))?.emails.every((email) => email.status === "sent") ?? false,
      "both emails marked sent",
    );
  });

  it("drops unknown fields: a visitor cannot choose the id, status or emails of a lead", async () => {
    const first = (await post(validRequest())).json() as { id: string };
    const response = await post(
      validRequest({
        id: first.id,
        status: "sent",
        quarantineReason: null,
        isAdmin: true,
        to: "x@evil.test",
      }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    expect(id).not.toBe(first.id);
    const stored = await storeOf().getLead(id);
    expect(stored?.lead.status).toBe("normal");
    expect(stored?.emails.map((email) => email.to).sort()).toEqual([
      "maria.gonzalez@example.com",
      BUSINESS_EMAIL,
    ]);
    expect((await storeOf().getLead(first.id))?.lead.form.firstName).toBe("Maria");
  });
});

describe("field errors use the specification's messages", () => {
  const broken: Array<[keyof typeof contactMessages, unknown]> = [
    ["firstName", ""],
    ["firstName", "   "],
    ["firstName", undefined],
    ["firstName", 42],
    ["firstName", "Ann\nBcc: x@evil.test"],
    ["lastName", ""],
    ["lastName", null],
    ["lastName", "x".repeat(101)],
    ["phone", ""],
    ["phone", "12345"],
    ["phone", "call me maybe"],
    ["phone", "325-555-01234"],
    ["email", ""],
    ["email", "not-an-email"],
    ["email", "maria@"],
    ["email", "maria@example.com\r\nBcc: victim@example.com"],
    ["zipCode", ""],
    ["zipCode", "7960"],
    ["zipCode", "796011"],
    ["zipCode", "abcde"],
    ["zipCode", 79601],
    ["squareFootage", -1],
    ["squareFootage", "lots"],
    ["squareFootage", ""],
    ["squareFootage", null],
    ["squareFootage", undefined],
    ["services", ""],
    ["services", "Windows"],
    ["services", undefined],
    ["referral", ""],
    ["referral", "A friend"],
    ["referral", undefined],
  ];

  it.each(broken)("%s = %j answers 400 with its message and stores nothing", async (field, value) => {
    const before = await leadCount();
    const response = await post(validRequest({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { [field]: contactMessages[field] } });
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ["an empty object", "{}"],
    ["null", "null"],
    ["an array", "[1,2]"],
    ["a number", "42"],
    ["a string", '"hello"'],
  ])("%s answers every field's message", async (_name, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: contactMessages });
  });

  it("answers malformed JSON with a JSON 400", async () => {
    for (const body of ["{bad", '{"firstName": }', '{"__proto__": {"admin": true}}']) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("accepts a square footage sent as a numeric string", async () => {
    const response = await post(validRequest({ squareFootage: " 1200 " }));
    expect(response.statusCode).toBe(201);
  });
});

describe("visitor values are escaped in the emails", () => {
  const markup = "<script>alert(1)</script>";
  it.each([
    ["firstName", { firstName: markup }],
    ["lastName", { lastName: markup }],
    ["firstName", { firstName: "a&b" }],
    ["lastName", { lastName: "a&b" }],
    ["attribution.page", { attribution: { page: markup, referrer: "a&b" } }],
    ["attribution.landingPage", { attribution: { landingPage: markup } }],
    ["attribution.utm_campaign", { attribution: { utm_campaign: markup, utm_term: "a&b" } }],
  ])("%s arrives escaped in the business HTML", async (_name, overrides) => {
    const response = await post(validRequest(overrides));
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    await waitFor(() => smtp.forLead(id).length >= 2, "the emails of the lead");
    for (const mail of smtp.forLead(id)) {
      expect(mail.html).not.toContain("<script>alert(1)</script>");
      expect(mail.html).not.toMatch(/a&b(?!amp;)/);
    }
    const business = smtp.forLead(id)[0];
    const sent = JSON.stringify(overrides);
    if (sent.includes("script")) expect(business?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    if (sent.includes("a&b")) expect(business?.html).toContain("a&amp;b");
  });

  it("an apostrophe in an email address is escaped in the HTML and kept in the header", async () => {
    const response = await post(validRequest({ email: "o'neil@example.com" }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    await waitFor(() => smtp.forLead(id).length >= 2, "the emails of the lead");
    const [toBusiness, toCustomer] = smtp.forLead(id);
    expect(toBusiness?.replyTo).toEqual(["o'neil@example.com"]);
    expect(toBusiness?.html).toContain("o&#39;neil@example.com");
    expect(toCustomer?.to).toEqual(["o'neil@example.com"]);
  });
});

describe("what is not a quote request", () => {
  it("a body over the limit answers 413 in JSON", async () => {
    const response = await post(validRequest({ firstName: "x".repeat(20_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The request is too large." });
  });

  it.each([
    ["text/plain", JSON.stringify(validRequest())],
    ["application/x-www-form-urlencoded", "firstName=Maria&lastName=Gonzalez"],
    ["multipart/form-data; boundary=x", "--x\r\n\r\n--x--"],
  ])("a %s body answers 415 in JSON", async (type, payload) => {
    const before = await leadCount();
    const response = await post(payload, { "content-type": type });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: expect.stringContaining("application/json") });
    expect(await leadCount()).toBe(before);
  });

  it("a body without a content type answers 415", async () => {
    const response = await service.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: Buffer.from(JSON.stringify(validRequest())),
      headers: { "content-type": "" },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("idempotency", () => {
  it("the same key twice stores one lead and sends one pair of emails", async () => {
    const idempotencyKey = "form-fill-0123456789abcdef";
    const first = await post(validRequest({ idempotencyKey, firstName: "Once" }));
    const second = await post(validRequest({ idempotencyKey, firstName: "Twice" }));
    expect(first.statusCode).toBe(201);
    expect([200, 201]).toContain(second.statusCode);
    const { id } = first.json() as { id: string };
    expect(second.json()).toEqual({ id });

    const leads = (await storeOf().allLeads()).filter(
      (entry) => entry.lead.idempotencyKey === idempotencyKey,
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]?.lead.form.firstName).toBe("Once");
    const emails = (await storeOf().getLead(id))?.emails ?? [];
    expect(emails).toHaveLength(2);
    await waitFor(() => smtp.forLead(id).length >= 2, "the emails of the lead");
    await waitFor(async () => (await storeOf().outboxCounts()).pending === 0, "an empty outbox");
    expect(smtp.forLead(id)).toHaveLength(2);
  });

  it("requests sent at the same moment with one key still store one lead", async () => {
    const idempotencyKey = "double-click-0123456789";
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(validRequest({ idempotencyKey }))),
    );
    const ids = new Set(answers.map((answer) => (answer.json() as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
  });
});

describe("health", () => {
  it("/healthz checks the store and shows the outbox", async () => {
    const response = await service.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { checks: Record<string, string> };
    expect(body.checks.store).toBe("ok");
    expect(body.checks.outbox).toMatch(/^ok/);
  });
});

describe("rate limit", () => {
  it("answers 429 in JSON past CONTACT_RATE_LIMIT posts per address, for this route only", async () => {
    const limited = await startTestService(testConfig({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "2" }));
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(validRequest()),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: expect.stringContaining("Too many quote requests") });
      expect((await limited.app.inject({ url: "/" })).statusCode).toBe(200);
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "203.0.113.9",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(validRequest()),
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.stop();
    }
  });
});

describe("the notes field, Anything we should know?", () => {
  it("travels from the request to the store, the business email (escaped) and the CSV, never to the visitor", async () => {
    const notes = 'Gate code 4417 <b>"side door"</b>.\r\nTwo friendly dogs & a cat.';
    const response = await post(validRequest({ notes }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };

    const stored = await storeOf().getLead(id);
    expect(stored?.lead.form.notes).toBe('Gate code 4417 <b>"side door"</b>.\nTwo friendly dogs & a cat.');

    await waitFor(() => smtp.forLead(id).length >= 2, "both emails of the lead");
    const [toBusiness, toCustomer] = smtp.forLead(id);
    expect(toBusiness?.html).toContain(
      "Gate code 4417 &lt;b&gt;&quot;side door&quot;&lt;/b&gt;.<br>Two friendly dogs &amp; a cat.",
    );
    expect(toBusiness?.html).not.toContain("<b>");
    expect(toBusiness?.text).toContain("Two friendly dogs & a cat.");
    for (const part of [toCustomer?.html ?? "", toCustomer?.text ?? ""]) {
      expect(part).not.toContain("Gate code");
      expect(part).not.toContain("dogs");
    }

    const csv = leadsCsv(await storeOf().allLeads());
    expect(csv.split("\n")[0]).toContain('"notes"');
    expect(csv).toContain('"Gate code 4417 <b>""side door""</b>.\nTwo friendly dogs & a cat."');
  });

  it("is optional: a request without it is stored with an empty note", async () => {
    const response = await post(validRequest());
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    expect((await storeOf().getLead(id))?.lead.form.notes).toBe("");
  });

  it(`takes ${NOTES_MAX_LENGTH} characters, line breaks counted once as the browser counts them, and refuses more`, async () => {
    const fits = `${"a".repeat(NOTES_MAX_LENGTH - 10)}${"\r\n".repeat(10)}`;
    expect((await post(validRequest({ notes: fits }))).statusCode).toBe(201);
    const before = await leadCount();
    const tooLong = await post(validRequest({ notes: "a".repeat(NOTES_MAX_LENGTH + 1) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ errors: { notes: limitMessages.notes } });
    expect(limitMessages.notes).toBe("Please keep this to 1,000 characters or fewer.");
    expect(await leadCount()).toBe(before);
  });
});

describe("a square footage above the largest building we quote for", () => {
  it("is answered with a message that names the limit", async () => {
    const response = await post(validRequest({ squareFootage: 10_000_001 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { squareFootage: "Square Footage must be at most 10,000,000." },
    });
    expect((await post(validRequest({ squareFootage: 10_000_000 }))).statusCode).toBe(201);
  });
});
