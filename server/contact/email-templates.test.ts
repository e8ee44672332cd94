import { describe, expect, it } from "vitest";
import type { ContactFormValues } from "../../app/lib/contact-schema.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { defaultSite as business } from "../../tests/support/site-defaults.ts";
import { headerSafe } from "../mail/email-layout.ts";
import {
  BUSINESS_SUBJECT,
  businessNotification,
  customerAcknowledgement,
  leadEmails,
  type TemplateLead,
} from "./email-templates.ts";

const form: ContactFormValues = {
  firstName: "Maria",
  lastName: "Gonzalez",
  phone: "(325) 555-0123",
  email: "maria@example.com",
  zipCode: "79605",
  squareFootage: 1850,
  services: "DeepCleaning",
  referral: "Social-Media",
  notes: "",
  businessName: "",
  audience: "home",
};

function lead(overrides: Partial<TemplateLead> = {}): TemplateLead {
  return {
    id: "abc123def456",
    form,
    attribution: { page: "/get-a-quote", landingPage: "/services", referrer: "https://www.google.com/" },
    createdAt: new Date("2025-03-04T15:30:00Z"),
    ...overrides,
  };
}

describe("the business notification", () => {
  const email = businessNotification(lead(), "owner@example.com");

  it("goes to the business, reply-to the customer, with the spec's subject, then the name, service and town", () => {
    expect(email.to).toBe("owner@example.com");
    expect(email.replyTo).toBe("maria@example.com");
    expect(BUSINESS_SUBJECT).toBe("BnC Contact Form Submission");
    expect(email.subject).toBe("BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene");
    // Two leads are two subjects (no mail app threads them together); outside the area the zip code says where.
    const other = businessNotification(
      lead({ form: { ...form, firstName: "Lee", lastName: "Park", services: "Moving", zipCode: "10001" } }),
      "owner@example.com",
    );
    expect(other.subject).toBe("BnC Contact Form Submission: Lee Park, Moving Cleaning, 10001");
  });

  it("summarises every field with labels, not codes, in HTML and plain text", () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Maria Gonzalez");
      expect(part).toContain("maria@example.com");
      expect(part).toContain("(325) 555-0123");
      expect(part).toContain("79605");
      expect(part).toContain("1,850 sq ft");
      expect(part).toContain("Deep Cleaning");
      expect(part).toContain("Social Media");
      expect(part).not.toContain("DeepCleaning");
      expect(part).not.toContain("Social-Media");
    }
  });

  it("starts with the reference and the ways to answer from a phone: a reply, a mailto: and a tel: link", () => {
    expect(email.html).toContain("Reference <strong>abc123def456</strong>");
    expect(email.text).toContain("Reference abc123def456");
    expect(email.html).toContain(
      'href="mailto:maria@example.com?subject=Your%20quote%20request%20to%20BnC%20Cleaning%20(ref%20abc123def456)"',
    );
    expect(email.html).toContain('href="tel:+13255550123"');
    expect(email.text).toContain(
      "Reply to this email to answer Maria at maria@example.com, or call (325) 555-0123.",
    );
    expect(email.html.indexOf("tel:+13255550123")).toBeLessThan(email.html.indexOf("<table"));
  });

  it("asks the owner to run no command", () => {
    for (const part of [email.html, email.text]) {
      expect(part).not.toMatch(/npm|leads --|show abc/);
    }
  });

  it("carries the visitor's notes, line breaks kept, or says they left the field empty", () => {
    expect(email.text).toContain("Anything we should know?: (left empty)");
    const noted = businessNotification(
      lead({ form: { ...form, notes: "Gate code 4417.\nTwo dogs, friendly." } }),
      "owner@example.com",
    );
    expect(noted.html).toContain("Gate code 4417.<br>Two dogs, friendly.");
    expect(noted.text).toContain("Anything we should know?: Gate code 4417.\n  Two dogs, friendly.");
  });

  it("says whether the zip code is inside the service area", () => {
    expect(email.text).toContain("79605 (Abilene, inside the service area)");
    const far = businessNotification(lead({ form: { ...form, zipCode: "10001" } }), "owner@example.com");
    expect(far.text).toContain("10001 (outside the service area)");
    expect(far.html).toContain("outside the service area");
  });

  it("shows where the visitor came from", () => {
    expect(email.text).toContain("Sent from page: /get-a-quote");
    expect(email.text).toContain("Landing page: /services");
    expect(email.html).toContain("https://www.google.com/");
    const campaign = businessNotification(
      lead({ attribution: { utm_source: "google", gclid: "Cj0KCQ" } as TemplateLead["attribution"] }),
      "owner@example.com",
    );
    expect(campaign.text).toContain("utm_source: google");
    expect(campaign.text).toContain("gclid: Cj0KCQ");
  });

  it("marks suspected spam in the subject and says why", () => {
    const spam = businessNotification(
      lead({ quarantineReason: "the honeypot was filled in" }),
      "owner@example.com",
    );
    expect(spam.subject).toBe(
      "[Suspected spam] BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene",
    );
    expect(spam.html).toContain("the honeypot was filled in");
    expect(spam.text).toContain("SUSPECTED SPAM: the honeypot was filled in");
  });
});

describe("the customer acknowledgement", () => {
  const email = customerAcknowledgement(lead());

  it("goes to the customer, thanks them, repeats the summary and gives the phone and hours", () => {
    expect(email.to).toBe("maria@example.com");
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Thank you, Maria");
      expect(part).toContain("will get back to you as soon as possible");
      expect(part).toContain("Deep Cleaning");
      expect(part).toContain("1,850 sq ft");
      expect(part).toContain(business.phone);
      expect(part).toContain(business.hours.label);
    }
  });

  it("never repeats the visitor's notes: the form must not send strangers text of someone else's choosing", () => {
    const note = "Visit https://spam.example.com for cheap pills";
    const ack = customerAcknowledgement(lead({ form: { ...form, notes: note } }));
    for (const part of [ack.html, ack.text]) {
      expect(part).not.toContain("spam.example.com");
      expect(part).toContain("reached us with your request");
    }
    expect(email.text).not.toContain("reached us with your request");
  });
});

describe("leadEmails", () => {
  it("queues the business email first, then the acknowledgement", () => {
    expect(leadEmails(lead(), "owner@example.com").map((email) => email.kind)).toEqual([
      "business",
      "customer",
    ]);
  });

  it("sends no acknowledgement for a quarantined lead", () => {
    const emails = leadEmails(lead({ quarantineReason: "low score" }), "owner@example.com");
    expect(emails.map((email) => email.kind)).toEqual(["business"]);
  });
});

describe("visitor values are data, never markup", () => {
  const hostile = "<script>alert(1)</script> a&b \"quoted\" 'single'";
  const email = businessNotification(
    lead({
      form: { ...form, firstName: hostile, lastName: hostile, notes: `${hostile}\n${hostile}` },
      attribution: { page: hostile, referrer: `javascript:${hostile}` },
    }),
    "owner@example.com",
  );
  const ack = customerAcknowledgement(lead({ form: { ...form, firstName: hostile } }));

  it("escapes every visitor value in the HTML, the notes too", () => {
    expect(email.html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt; a&amp;b &quot;quoted&quot; &#39;single&#39;<br>&lt;script&gt;",
    );
    for (const html of [email.html, ack.html]) {
      expect(html).not.toContain("<script>");
      expect(html).toContain(
        "&lt;script&gt;alert(1)&lt;/script&gt; a&amp;b &quot;quoted&quot; &#39;single&#39;",
      );
    }
  });

  it("keeps the plain-text part readable, as typed", () => {
    expect(email.text).toContain(`${hostile} ${hostile}`);
  });

  it("escapeHtml turns the five markup characters into entities", () => {
    expect(escapeHtml(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;");
  });

  it("headerSafe removes line breaks and control characters from header values", () => {
    expect(headerSafe("a@example.com\r\nBcc: victim@example.com")).toBe(
      "a@example.com Bcc: victim@example.com",
    );
    expect(headerSafe("x\u0000y\ty")).toBe("x y y");
  });
});

describe("a lead from the Spanish form", () => {
  const spanish = lead({
    lang: "es",
    form: { ...form, notes: "Dos perros." },
    booking: { first: { day: "2026-03-10", window: "morning" } },
  });

  it("is acknowledged in Spanish: subject, greeting, the summary's labels and options, the visit and the hours", () => {
    const email = customerAcknowledgement(spanish);
    expect(email.subject).toBe(`Recibimos su solicitud de cotización - ${business.name}`);
    expect(email.html).toContain('<html lang="es">');
    for (const part of [email.html, email.text]) {
      expect(part).toContain("¡Gracias, Maria!");
      expect(part).toContain("Esto es lo que nos envió:");
      expect(part).toContain("Código postal");
      expect(part).toContain("79605 (Abilene, dentro de nuestra zona de servicio)");
      expect(part).toContain("1,850 pies cuadrados");
      expect(part).toContain("Limpieza profunda");
      expect(part).toContain("Redes sociales");
      expect(part).toContain("martes, 10 de marzo de 2026");
      expect(part).toContain("hora de Abilene");
      expect(part).toContain("de lunes a viernes, de 8:00 a.m. a 5:00 p.m.");
      expect(part).toContain("¿Hay algo que debamos saber?");
      for (const english of ["Thank you", "Here is what you sent", "Deep Cleaning", "Zip code", "Tuesday"])
        expect(part).not.toContain(english);
    }
  });

  it("tells the owner, in English, that the customer wrote in Spanish, the brief's subject first", () => {
    const email = businessNotification(spanish, "owner@example.com");
    expect(email.subject).toBe(
      "BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene (in Spanish)",
    );
    for (const part of [email.html, email.text]) {
      expect(part).toContain("The customer wrote in Spanish");
      expect(part).toContain("Deep Cleaning");
      expect(part).toContain("New quote request from Maria Gonzalez");
    }
    // An English lead's notification says nothing of a language.
    expect(businessNotification(lead(), "owner@example.com").text).not.toContain("Spanish");
  });
});
