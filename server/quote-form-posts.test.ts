import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../app/lib/contact-fields.ts";
import {
  type SmtpTestServer,
  startJsonServer,
  startSmtpTestServer,
  startTestService,
  storeQuoteRequest,
  type TestService,
  testConfig,
  validForm,
  validRequest,
  waitFor,
} from "../tests/support/service.ts";

// The quote form sent without JavaScript, against the real service: the server build of the pages (npm test
// builds first), a real SQLite file, and a real SMTP server on loopback that receives what the outbox sends.

const SUCCESS = "We&#x27;ve successfully received your message";

let smtp: SmtpTestServer;
let service: TestService;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  service = await startTestService(testConfig({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "10000" }));
});
afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
});

/** A form as a browser sends it: urlencoded, from our own page. */
/** The page as a visitor reads it: without the islands' props (the form's words for its script, every message among them). */
const shown = (body: string) => body.replace(/ data-props="[^"]*"/g, "");

function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

function postForm(
  target: TestService,
  fields: Record<string, string>,
  headers: Record<string, string> = { "sec-fetch-site": "same-origin" },
  url = "/get-a-quote",
) {
  return target.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: formBody(fields),
  });
}

async function leadsWithEmail(email: string) {
  return (await service.store.allLeads()).filter((entry) => entry.lead.form.email === email);
}

describe("a form with a mistake", () => {
  it("comes back with the specification's message on the field, what was typed, and a summary; nothing stored", async () => {
    const email = "broken.zip@example.com";
    const response = await postForm(service, validForm({ zipCode: "7960", email, firstName: "Ann O'Neil" }));
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain(contactMessages.zipCode);
    expect(html).toMatch(
      /<input[^>]*id="request-a-quote-zipCode"[^>]*aria-invalid="true"[^>]*aria-describedby="request-a-quote-zipCode-error"[^>]*value="7960"/,
    );
    // What the visitor typed is kept, escaped.
    expect(html).toMatch(/<input[^>]*name="firstName" value="Ann O&#x27;Neil"/);
    expect(html).toMatch(/<option value="Moving" selected="">/);
    // The summary at the top of the form (where the answer opens: the form's action ends in #request-a-quote).
    expect(html).toMatch(/<form[^>]*action="\/get-a-quote#request-a-quote" method="post"/);
    expect(html).toMatch(/<section id="request-a-quote-problems"[^>]*>[\s\S]*Please check this field:/);
    expect(html).toContain(`<a href="#request-a-quote-zipCode"`);
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });

  it("keeps the notes as typed, escaped, in a text area that says its limit", async () => {
    const email = "notes.kept@example.com";
    const notes = "Back gate </textarea><b>code</b> 4417\r\nsecond line";
    const response = await postForm(service, validForm({ zipCode: "7960", email, notes }));
    expect(response.statusCode).toBe(400);
    const textarea = response.body.match(/<textarea[^>]*>[\s\S]*?<\/textarea>/)?.[0] ?? "";
    expect(textarea).toContain('name="notes"');
    expect(textarea).toContain('maxLength="1000"');
    expect(textarea).toContain('aria-describedby="request-a-quote-notes-hint"');
    expect(textarea).toContain("Back gate &lt;/textarea&gt;&lt;b&gt;code&lt;/b&gt; 4417");
    expect(response.body).toMatch(/id="request-a-quote-notes-hint"[^>]*>[^<]*up to 1,000 characters/);
    expect(shown(response.body)).not.toContain("Please keep this to");
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });

  it("sent empty, lists every field's message", async () => {
    const response = await postForm(service, {});
    expect(response.statusCode).toBe(400);
    for (const message of Object.values(contactMessages)) expect(response.body).toContain(message);
  });
});

describe("a valid form", () => {
  it("stores its notes, optional as they are", async () => {
    const withNotes = "rosa.notes@example.com";
    const without = "rosa.nonotes@example.com";
    expect(
      (await postForm(service, validForm({ email: withNotes, notes: "Two dogs\r\nGate 4417" }))).statusCode,
    ).toBe(303);
    expect((await postForm(service, validForm({ email: without }))).statusCode).toBe(303);
    expect((await leadsWithEmail(withNotes))[0]?.lead.form.notes).toBe("Two dogs\nGate 4417");
    expect((await leadsWithEmail(without))[0]?.lead.form.notes).toBe("");
  });

  it("is stored through the same pipeline as the API: 303 to the page saying received, both emails sent", async () => {
    const email = "rosa.nojs@example.com";
    const response = await postForm(service, validForm({ email }));
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/get-a-quote\?sent=[0-9a-z]{12}#request-a-quote$/);
    const id = new URL(location, "http://x").searchParams.get("sent") as string;

    const [stored] = await leadsWithEmail(email);
    expect(stored?.lead.id).toBe(id);
    expect(stored?.lead.quarantined).toBe(false);
    expect(stored?.lead.form).toMatchObject({ zipCode: "79601", squareFootage: 2100, services: "Moving" });
    expect(stored?.lead.attribution).toEqual({ page: "/get-a-quote" });
    await waitFor(() => smtp.forLead(id).length >= 2, "both emails of the lead");
    expect(
      smtp
        .forLead(id)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(["leads@bnc-cleaning.example", email].sort());

    const answer = await service.app.inject({ url: location.split("#")[0] as string });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toContain(SUCCESS);
    expect(answer.body).toContain(id);
    expect(answer.body).not.toMatch(/<form[^>]*method="post"/);
    // The answer is a page like the others: its inline scripts allowed by hash, nothing else.
    expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  it("sent twice (a double press, or Back and send again) stores one lead", async () => {
    const email = "twice@example.com";
    const first = await postForm(service, validForm({ email }));
    const second = await postForm(service, validForm({ email }));
    expect(second.headers.location).toBe(first.headers.location);
    expect(await leadsWithEmail(email)).toHaveLength(1);
  });

  it("from two visitors with the same details but another address, stores two leads", async () => {
    const email = "two.visitors@example.com";
    await postForm(service, validForm({ email }));
    await service.app.inject({
      method: "POST",
      url: "/get-a-quote",
      remoteAddress: "203.0.113.50",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      payload: formBody(validForm({ email })),
    });
    expect(await leadsWithEmail(email)).toHaveLength(2);
  });

  it("from the commercial page lands back on the form there", async () => {
    const response = await postForm(
      service,
      validForm({ email: "office@example.com" }),
      { origin: "http://localhost:80" },
      "/services/commercial",
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/services\/commercial\?sent=[0-9a-z]{12}#commercial-quote$/);
  });

  it("with the honeypot filled is stored in quarantine and answered like any other", async () => {
    const email = "honeypot.form@example.com";
    const response = await postForm(service, validForm({ email, website: "http://spam.example" }));
    expect(response.statusCode).toBe(303);
    const [stored] = await leadsWithEmail(email);
    expect(stored?.lead.quarantined).toBe(true);
  });
});

describe("the page after a sent form", () => {
  it("says received only for a lead that is stored", async () => {
    for (const sent of ["aaaaaaaaaaaa", "not-an-id", ""]) {
      const response = await service.app.inject({ url: `/get-a-quote?sent=${sent}` });
      expect(response.statusCode).toBe(200);
      expect(shown(response.body)).not.toContain(SUCCESS);
      expect(response.body).toMatch(/<form[^>]*method="post"/);
    }
  });
});

describe("posts that are refused", () => {
  it("from another site: 403, nothing stored", async () => {
    const email = "cross.site@example.com";
    const refused: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of refused) {
      const response = await postForm(service, validForm({ email }), headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.body).toContain("This form can only be sent from our website");
    }
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });

  it("in another format than a browser's form: 415, and the JSON API still refuses a form", async () => {
    const json = await service.app.inject({
      method: "POST",
      url: "/get-a-quote",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      payload: JSON.stringify(validRequest()),
    });
    expect(json.statusCode).toBe(415);
    const api = await service.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: formBody(validForm()),
    });
    expect(api.statusCode).toBe(415);
  });

  it("a form declaring another charset than UTF-8: 415 with our page, nothing stored", async () => {
    const email = "latin.one@example.com";
    const response = await service.app.inject({
      method: "POST",
      url: "/get-a-quote",
      headers: {
        "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1",
        "sec-fetch-site": "same-origin",
      },
      payload: Buffer.from(formBody(validForm({ email, firstName: "Ren\u00e9" })), "latin1"),
    });
    expect(response.statusCode).toBe(415);
    expect(response.body).toContain("Your request could not be read");
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });

  it("to a page without the form: 405, saying the page takes GET and HEAD", async () => {
    const response = await postForm(service, validForm(), undefined, "/contact-us");
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("one allowance for the API and the form", () => {
  it("past CONTACT_RATE_LIMIT, the form comes back with the message and what was typed; nothing stored", async () => {
    const limited = await startTestService(testConfig({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "2" }));
    try {
      await storeQuoteRequest(limited.app, { email: "limit.one@example.com" });
      expect((await postForm(limited, validForm({ email: "limit.two@example.com" }))).statusCode).toBe(303);
      const third = await postForm(limited, validForm({ email: "limit.three@example.com" }));
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
      expect(third.body).toContain("We have received several requests from your connection");
      expect(third.body).toMatch(/<input[^>]*name="email" value="limit.three@example.com"/);
      const leads = await limited.store.allLeads();
      expect(leads.map((entry) => entry.lead.form.email)).not.toContain("limit.three@example.com");
    } finally {
      await limited.stop();
    }
  });
});

describe("with reCAPTCHA configured", () => {
  it("a form sent without JavaScript (so without a token) is stored in quarantine with the reason, never dropped", async () => {
    const verifier = await startJsonServer(() => ({ status: 200, body: { success: true, score: 0.9 } }));
    const checked = await startTestService(
      testConfig({
        SMTP_URL: smtp.url,
        RECAPTCHA_SECRET: "test-secret",
        RECAPTCHA_VERIFY_URL: verifier.url,
      }),
    );
    try {
      const response = await postForm(checked, validForm({ email: "no.token@example.com" }));
      expect(response.statusCode).toBe(303);
      const [stored] = await checked.store.allLeads();
      expect(stored?.lead.quarantined).toBe(true);
      expect(stored?.lead.quarantineReason).toBe("sent without JavaScript, so without a bot-check token");
      // Nothing was asked of Google for a token that does not exist.
      expect(verifier.requests).toHaveLength(0);
    } finally {
      await checked.stop();
      await verifier.stop();
    }
  });
});

describe("the Spanish form without JavaScript (/es/cotizacion)", () => {
  it("a four-digit zip code comes back with the zip message in Spanish, every typed value kept; nothing stored", async () => {
    const email = "zip.es@example.com";
    const response = await postForm(
      service,
      validForm({ zipCode: "7960", email, firstName: "José", squareFootage: "1.500", notes: "Dos perros." }),
      undefined,
      "/es/cotizacion",
    );
    expect(response.statusCode).toBe(400);
    const html = shown(response.body);
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain("El código postal debe tener 5 dígitos.");
    expect(html).toContain("Su solicitud todavía no se envió. Revise este campo:");
    expect(html).not.toContain(contactMessages.zipCode);
    expect(html).toMatch(/<input[^>]*id="request-a-quote-zipCode"[^>]*aria-invalid="true"[^>]*value="7960"/);
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="José"/);
    // "1.500" is fifteen hundred to a Spanish speaker: no message on it, and it is kept as typed.
    expect(html).toMatch(/<input[^>]*name="squareFootage"[^>]*value="1.500"/);
    expect(html).not.toContain("Los pies cuadrados deben ser");
    expect(html).toMatch(/<option value="Moving" selected="">Limpieza de mudanza<\/option>/);
    expect(html).toContain("Dos perros.");
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });

  it("a valid quote shows the Spanish success, stores the lead as Spanish and mails the acknowledgement in Spanish", async () => {
    const email = "rosa.es@example.com";
    const response = await postForm(
      service,
      validForm({ email, squareFootage: "1,500" }),
      undefined,
      "/es/cotizacion",
    );
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/es\/cotizacion\?sent=[0-9a-z]{12}#request-a-quote$/);
    const id = new URL(location, "http://x").searchParams.get("sent") as string;
    const [stored] = await leadsWithEmail(email);
    expect(stored?.lead).toMatchObject({ id, lang: "es" });
    expect(stored?.lead.form.squareFootage).toBe(1500);

    const answer = await service.app.inject({ url: location.split("#")[0] as string });
    expect(answer.statusCode).toBe(200);
    const page = shown(answer.body);
    expect(page).toContain(
      "Recibimos su mensaje y le agradecemos que se haya tomado el tiempo de escribirnos. Alguien de nuestro equipo se comunicará con usted lo antes posible.",
    );
    expect(page).toContain("¡Gracias!");
    expect(page).not.toContain(SUCCESS);

    // Both emails reach the SMTP server: the customer's in Spanish, the owner's in English, noting the Spanish.
    await waitFor(() => smtp.forLead(id).length >= 2, "both emails of the Spanish lead");
    const acknowledgement = smtp.forLead(id).find((mail) => mail.to[0] === email);
    const notification = smtp.forLead(id).find((mail) => mail.to[0] !== email);
    expect(acknowledgement?.subject).toMatch(/^Recibimos su solicitud de cotización - /);
    for (const part of [acknowledgement?.text ?? "", acknowledgement?.html ?? ""]) {
      expect(part).toContain("¡Gracias, Rosa!");
      expect(part).toContain("Limpieza de mudanza");
      expect(part).toContain("1,500 pies cuadrados");
      expect(part).not.toContain("Thank you");
    }
    expect(notification?.subject).toMatch(
      /^BnC Contact Form Submission: Rosa Delgado, Moving Cleaning, .* \(in Spanish\)$/,
    );
    expect(notification?.text).toContain("The customer wrote in Spanish");
  });

  it("the JSON API answers in the request's language, and stores it", async () => {
    const email = "api.es@example.com";
    const refused = await service.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validRequest({ email, zipCode: "123" }), lang: "es" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.zipCode).toBe("El código postal debe tener 5 dígitos.");
    // No language, or one the site does not speak: the page it came from decides, else English.
    const fromPage = await service.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        ...validRequest({ email, zipCode: "123" }),
        lang: "fr",
        attribution: { page: "/es/cotizacion" },
      },
    });
    expect(fromPage.json().errors.zipCode).toBe("El código postal debe tener 5 dígitos.");
    const english = await service.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validRequest({ email, zipCode: "123" }), lang: "fr" },
    });
    expect(english.json().errors.zipCode).toBe(contactMessages.zipCode);
    const stored = await service.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validRequest({ email }), lang: "es" },
    });
    expect(stored.statusCode).toBe(201);
    const [lead] = await leadsWithEmail(email);
    expect(lead?.lead.lang).toBe("es");
  });
});
