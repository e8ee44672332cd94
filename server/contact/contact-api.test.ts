import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  limitMessages,
  NOTES_MAX_LENGTH,
  nameMessages,
  namePeriodMessages,
} from "../../app/lib/contact-fields.ts";
import {
  numberedName,
  postContact,
  type SmtpTestServer,
  startSmtpTestServer,
  startTestService,
  type TestService,
  testConfig,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";
import { defaultSite as business } from "../../tests/support/site-defaults.ts";
import { leadsCsv } from "../owner/leads-csv.ts";

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

let visitors = 0;
/** A valid request from a visitor of their own (each mailbox gets at most 3 acknowledgements a day). */
function visitorRequest(overrides: Record<string, unknown> = {}) {
  visitors += 1;
  return validRequest({ email: `visitor.${visitors}@example.com`, ...overrides });
}

/** Each request of the shared service comes from a client of its own: one client's acknowledgements are limited. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  postContact(service.app, body, { remoteAddress: nextClient(), headers });

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
    expect(toBusiness?.subject).toBe("BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene");
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
    expect(stored?.lead.quarantined).toBe(false);
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
    expect(stored?.lead.quarantined).toBe(false);
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
    ["lastName", { lastName: "O'Brien" }],
    ["attribution.page", { attribution: { page: markup, referrer: "a&b" } }],
    ["attribution.landingPage", { attribution: { landingPage: markup } }],
    ["attribution.utm_campaign", { attribution: { utm_campaign: markup, utm_term: "a&b" } }],
  ])("%s arrives escaped in the business HTML", async (_name, overrides) => {
    const response = await post(visitorRequest(overrides));
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
    if (sent.includes("O'Brien")) expect(business?.html).toContain("O&#39;Brien");
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

  it("a body declaring another charset than UTF-8 answers 415 and stores nothing; UTF-8 is read as UTF-8", async () => {
    const before = await leadCount();
    const request = visitorRequest({ firstName: "René", lastName: "Peña" });
    for (const charset of ["iso-8859-1", "windows-1252", '"latin1"', "utf-16"]) {
      const response = await service.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": `application/json; charset=${charset}` },
        payload: Buffer.from(JSON.stringify(request), "latin1"),
      });
      expect(response.statusCode, charset).toBe(415);
      expect(response.json()).toEqual({
        error: "Send the quote request as JSON in UTF-8 (Content-Type: application/json).",
      });
    }
    expect(await leadCount()).toBe(before);
    for (const charset of ["utf-8", "UTF-8", '"utf8"']) {
      const response = await post(visitorRequest({ firstName: "René", lastName: "Peña" }), {
        "content-type": `application/json; charset=${charset}`,
      });
      expect(response.statusCode, charset).toBe(201);
      const stored = await storeOf().getLead((response.json() as { id: string }).id);
      expect(stored?.lead.form.firstName).toBe("René");
    }
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
  it("the same request twice with one key stores one lead and sends one pair of emails", async () => {
    const idempotencyKey = "form-fill-0123456789abcdef";
    const request = visitorRequest({ idempotencyKey, firstName: "Once" });
    const first = await post(request);
    const second = await post(request);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
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

describe("the acknowledgement is no open relay", () => {
  it("refuses a name that carries a message, with the field's message: nothing is stored", async () => {
    const before = await leadCount();
    for (const [field, value, messages] of [
      ["firstName", "Claim your $500 refund at evil.example/r?id=1", nameMessages],
      ["lastName", "Call 325 555 0100", nameMessages],
      // A web address spelled with a name's own characters: a period followed by a letter outside initials.
      ["firstName", "Claim your refund at evil.example", namePeriodMessages],
      ["firstName", "Claim refund refunds.x.com", namePeriodMessages],
      ["lastName", "t.me", namePeriodMessages],
    ] as const) {
      const response = await post(visitorRequest({ [field]: value }));
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toEqual({ errors: { [field]: messages[field] } });
      expect(response.body).not.toContain("evil");
      expect(response.body).not.toContain("refunds");
    }
    const long = await post(visitorRequest({ lastName: "x".repeat(51) }));
    expect(long.json()).toEqual({ errors: { lastName: limitMessages.lastName } });
    expect(await leadCount()).toBe(before);
  });

  it("one client gets at most 10 acknowledgements an hour: the rest of the hour's 60 stay for everyone else", async () => {
    const shared = await startTestService(testConfig({ CONTACT_RATE_LIMIT: "10000" }));
    const send = (client: string, index: number) =>
      shared.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: client,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(validRequest({ email: `sprayed.${client}.${index}@example.com` })),
      });
    const kinds = async (response: { json(): unknown }) =>
      (await shared.store.getLead((response.json() as { id: string }).id))?.emails.map((email) => email.kind);
    try {
      const fromOne = [];
      for (let index = 0; index < 12; index += 1) fromOne.push(await send("203.0.113.40", index));
      const withAcknowledgement = [];
      for (const response of fromOne) {
        expect(response.statusCode).toBe(201);
        withAcknowledgement.push((await kinds(response))?.includes("customer"));
      }
      expect(withAcknowledgement).toEqual([...Array(10).fill(true), false, false]);
      const eleventh = fromOne[10]?.json() as { id: string };
      const skipped = await shared.store.getLead(eleventh.id);
      expect(skipped?.lead.acknowledgementSkipped).toBe(
        "the visitor's network already got 10 acknowledgements in the last hour",
      );
      // Another visitor still gets theirs.
      expect(await kinds(await send("198.51.100.41", 0))).toEqual(["business", "customer"]);
    } finally {
      await shared.stop();
    }
  });

  it("sends at most 3 acknowledgements to one mailbox a day; the 4th lead is stored, noted, and reaches the business", async () => {
    const spellings = ["relay.target@example.com", "Relay.Target@Example.com", "relay.target+2@example.com"];
    const ids: string[] = [];
    for (const [index, email] of [...spellings, "relay.target+x@example.com"].entries()) {
      const response = await post(validRequest({ email, firstName: numberedName("Try", index) }));
      expect(response.statusCode).toBe(201);
      ids.push((response.json() as { id: string }).id);
    }
    await waitFor(() => ids.every((id) => smtp.forLead(id).length >= 1), "every business email");
    const acknowledgements = ids.map(
      (id) => smtp.forLead(id).filter((mail) => !mail.to.includes(BUSINESS_EMAIL)).length,
    );
    await waitFor(async () => (await storeOf().outboxCounts()).pending === 0, "an empty outbox");
    expect(
      ids.map((id) => smtp.forLead(id).filter((mail) => !mail.to.includes(BUSINESS_EMAIL)).length),
    ).toEqual([1, 1, 1, 0]);
    expect(acknowledgements.slice(0, 3).every((count) => count <= 1)).toBe(true);
    const last = await storeOf().getLead(ids[3] ?? "");
    expect(last?.lead.acknowledgementSkipped).toContain("3 acknowledgements in the last 24 hours");
    expect(last?.emails.map((email) => email.kind)).toEqual(["business"]);
    const [toBusiness] = smtp.forLead(ids[3] ?? "");
    expect(toBusiness?.to).toEqual([BUSINESS_EMAIL]);
    expect(toBusiness?.text).toContain("No acknowledgement email was sent to the visitor");
  });

  it("sends at most 60 acknowledgements an hour in all; every lead is still stored", async () => {
    const busy = await startTestService(testConfig({ CONTACT_RATE_LIMIT: "10000" }));
    try {
      for (let index = 0; index < 61; index += 1) {
        const response = await busy.app.inject({
          method: "POST",
          url: "/api/contact",
          // Each from a client of its own: one client's share of the hour is another limit.
          remoteAddress: `198.19.0.${index + 1}`,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(validRequest({ email: `crowd.${index}@example.com` })),
        });
        expect(response.statusCode).toBe(201);
      }
      const leads = await busy.store.allLeads();
      expect(leads).toHaveLength(61);
      expect(leads.filter((entry) => entry.lead.acknowledgementSkipped)).toHaveLength(1);
      const emails = leads.reduce((sum, entry) => sum + entry.emails.pending + entry.emails.sent, 0);
      expect(emails).toBe(61 + 60);
    } finally {
      await busy.stop();
    }
  });
});

describe("the visitor's address behind a proxy (TRUST_PROXY_HOPS=1)", () => {
  it("stores a forwarded IP address, never a forwarded value that is not one, and limits IPv6 per /64", async () => {
    const behindProxy = await startTestService(
      testConfig({ TRUST_PROXY_HOPS: "1", CONTACT_RATE_LIMIT: "2" }),
    );
    const send = (forwardedFor: string, email: string) =>
      behindProxy.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "10.0.0.5",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        payload: JSON.stringify(validRequest({ email })),
      });
    try {
      const real = await send("198.51.100.23", "real@example.com");
      const forged = await send("<img src=x>", "forged@example.com");
      const stored = async (answer: { json(): unknown }) =>
        (await behindProxy.store.getLead((answer.json() as { id: string }).id))?.lead.ip;
      expect(await stored(real)).toBe("198.51.100.23");
      expect(forged.statusCode).toBe(201);
      expect(await stored(forged)).toBeUndefined();
      // Two addresses of one /64 share an allowance; the next /64 has its own.
      expect((await send("2001:db8:5:6::1", "v6a@example.com")).statusCode).toBe(201);
      expect((await send("2001:db8:5:6:ffff::9", "v6b@example.com")).statusCode).toBe(201);
      expect((await send("2001:db8:5:6:1234::1", "v6c@example.com")).statusCode).toBe(429);
      expect((await send("2001:db8:5:7::1", "v6d@example.com")).statusCode).toBe(201);
    } finally {
      await behindProxy.stop();
    }
  });
});

describe("an idempotency key reused with a different body", () => {
  it("answers 422 with a clear message and stores nothing", async () => {
    const idempotencyKey = "reused-key-0123456789abcdef";
    const first = await post(
      validRequest({ idempotencyKey, firstName: "Original", email: "orig@example.com" }),
    );
    expect(first.statusCode).toBe(201);
    const before = (await storeOf().allLeads()).length;
    const reused = await post(
      validRequest({ idempotencyKey, firstName: "Someone", email: "else@example.com" }),
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      error: expect.stringContaining("already used for a different quote request"),
    });
    expect(JSON.stringify(reused.json())).not.toContain((first.json() as { id: string }).id);
    expect((await storeOf().allLeads()).length).toBe(before);
    // Trimmed spaces are the same request: the schema reads both alike.
    expect(
      (await post(validRequest({ idempotencyKey, firstName: " Original ", email: "orig@example.com" })))
        .statusCode,
    ).toBe(200);
  });

  it("different bodies sent at the same moment with one key: one stored, every other one refused", async () => {
    const idempotencyKey = "racing-bodies-0123456789";
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        post(validRequest({ idempotencyKey, firstName: numberedName("Racer", index) })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const stored = (await storeOf().allLeads()).filter(
      (entry) => entry.lead.idempotencyKey === idempotencyKey,
    );
    expect(stored).toHaveLength(1);
  });
});

describe("health", () => {
  it("/healthz answers a plain ok while leads can be stored", async () => {
    const response = await service.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("ok");
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
    // A mailbox of its own: the acknowledgements to one address are limited to 3 a day.
    const response = await post(validRequest({ notes, email: "notes.travel@example.com" }));
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
