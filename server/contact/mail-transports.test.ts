import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  readMailFiles,
  startJsonServer,
  startSmtpTestServer,
  startTestService,
  storeQuoteRequest,
  tempDataDir,
  testConfig,
  waitFor,
} from "../../tests/support/service.ts";
import { createMailTransport, type OutgoingEmail, parseMailbox } from "./mail-transports.ts";

const email: OutgoingEmail = {
  kind: "business",
  purpose: "notification",
  from: "BnC Cleaning <quotes@bnc-cleaning.test>",
  to: "owner@bnc-cleaning.test",
  replyTo: "maria@example.com",
  subject: "BnC Contact Form Submission",
  html: "<p>Hello &amp; welcome</p>",
  text: "Hello & welcome",
  messageId: "<lead-abc.business.1@bnc-cleaning.test>",
  leadId: "abc",
};

describe("the transport is chosen by the configuration", () => {
  it("SMTP_URL wins, then EMAIL_SERVICE_URL, then files", () => {
    const dataDir = tempDataDir();
    expect(
      createMailTransport({ dataDir, SMTP_URL: "smtp://127.0.0.1:2525", EMAIL_SERVICE_URL: "http://x" }).name,
    ).toBe("smtp");
    expect(createMailTransport({ dataDir, EMAIL_SERVICE_URL: "http://127.0.0.1:1/send" }).name).toBe("http");
    expect(createMailTransport({ dataDir }).name).toBe("files");
  });

  it("parses MAIL_FROM into a name and an address", () => {
    expect(parseMailbox("BnC Cleaning <quotes@bnc.test>")).toEqual({
      name: "BnC Cleaning",
      address: "quotes@bnc.test",
    });
    expect(parseMailbox('"BnC, LLC" <quotes@bnc.test>')).toEqual({
      name: "BnC, LLC",
      address: "quotes@bnc.test",
    });
    expect(parseMailbox("quotes@bnc.test")).toEqual({ name: "", address: "quotes@bnc.test" });
  });
});

describe("SMTP transport", () => {
  it("delivers an RFC 822 message with from, to, reply-to, subject, both parts and a stable Message-ID", async () => {
    const smtp = await startSmtpTestServer();
    const transport = createMailTransport({ dataDir: tempDataDir(), SMTP_URL: smtp.url });
    try {
      await transport.send(email);
      const [mail] = await smtp.waitForMessages(1);
      expect(mail?.from).toBe("quotes@bnc-cleaning.test");
      expect(mail?.to).toEqual(["owner@bnc-cleaning.test"]);
      expect(mail?.replyTo).toEqual(["maria@example.com"]);
      expect(mail?.subject).toBe("BnC Contact Form Submission");
      expect(mail?.html).toContain("Hello &amp; welcome");
      expect(mail?.text).toContain("Hello & welcome");
      expect(mail?.messageId).toBe("<lead-abc.business.1@bnc-cleaning.test>");
      expect(mail?.leadId).toBe("abc");
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it("keeps line breaks out of the headers even if a caller passes them", async () => {
    const smtp = await startSmtpTestServer();
    const transport = createMailTransport({ dataDir: tempDataDir(), SMTP_URL: smtp.url });
    try {
      await transport.send({
        ...email,
        subject: "Hello\r\nBcc: victim@example.com",
        replyTo: "maria@example.com\nBcc: victim@example.com",
      });
      const [mail] = await smtp.waitForMessages(1);
      expect(mail?.headers.some((header) => header.key === "bcc")).toBe(false);
      expect(mail?.subject).toBe("Hello Bcc: victim@example.com");
    } finally {
      transport.close();
      await smtp.stop();
    }
  });
});

describe("HTTP email-function transport", () => {
  it("POSTs the original function's JSON payload; a 2xx means sent", async () => {
    const fn = await startJsonServer(() => ({ status: 200, body: { ok: true } }));
    const transport = createMailTransport({
      dataDir: tempDataDir(),
      EMAIL_SERVICE_URL: `${fn.url}send?code=abc`,
    });
    try {
      await transport.send(email);
      expect(fn.requests).toHaveLength(1);
      const request = fn.requests[0];
      expect(request?.method).toBe("POST");
      expect(request?.url).toBe("/send?code=abc");
      expect(request?.headers["content-type"]).toContain("application/json");
      expect(JSON.parse(request?.body ?? "")).toEqual({
        name: "BnC Cleaning",
        fromUser: "quotes@bnc-cleaning.test",
        replyTo: "maria@example.com",
        toUser: "owner@bnc-cleaning.test",
        subject: "BnC Contact Form Submission",
        htmlEmail: "<p>Hello &amp; welcome</p>",
      });
    } finally {
      await fn.stop();
    }
  });

  it("a non-2xx answer is a failure the outbox retries", async () => {
    const fn = await startJsonServer(() => ({ status: 502, body: { error: "bad gateway" } }));
    const transport = createMailTransport({ dataDir: tempDataDir(), EMAIL_SERVICE_URL: fn.url });
    try {
      await expect(transport.send(email)).rejects.toThrow(/HTTP 502/);
    } finally {
      await fn.stop();
    }
  });

  it("the whole service delivers a lead's two emails through the function", async () => {
    const fn = await startJsonServer(() => ({ status: 202, body: {} }));
    const service = await startTestService(testConfig({ EMAIL_SERVICE_URL: fn.url }));
    try {
      await storeQuoteRequest(service.app);
      await waitFor(() => fn.requests.length >= 2, "two calls of the email function");
      const payloads = fn.requests.map((request) => JSON.parse(request.body) as Record<string, string>);
      expect(payloads.map((payload) => payload.toUser)).toEqual([
        "leads@bnc-cleaning.example",
        "maria.gonzalez@example.com",
      ]);
      expect(payloads[0]?.replyTo).toBe("maria.gonzalez@example.com");
      expect(payloads[0]?.subject).toBe(
        "BnC Contact Form Submission: Maria Gonzalez, Deep Cleaning, Abilene",
      );
      expect(payloads[0]?.htmlEmail).toContain("Deep Cleaning");
    } finally {
      await service.stop();
      await fn.stop();
    }
  });
});

describe("files transport (no SMTP_URL, no EMAIL_SERVICE_URL)", () => {
  it("writes one .eml file per message under DATA_DIR/mail", async () => {
    const dataDir = tempDataDir();
    const transport = createMailTransport({ dataDir });
    await transport.send(email);
    await transport.send({ ...email, to: "maria@example.com", subject: "Second" });
    const files = readdirSync(path.join(dataDir, "mail"));
    expect(files.filter((name) => name.endsWith(".eml"))).toHaveLength(2);
    const mails = await readMailFiles(dataDir);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(["BnC Contact Form Submission", "Second"]);
    expect(mails.find((mail) => mail.subject === "Second")?.to).toEqual(["maria@example.com"]);
    expect(mails[0]?.from).toBe("quotes@bnc-cleaning.test");
  });

  it("a local run of the whole service leaves the lead's emails as files", async () => {
    const service = await startTestService(testConfig());
    try {
      const id = await storeQuoteRequest(service.app);
      await waitFor(async () => (await readMailFiles(service.config.dataDir)).length >= 2, "two .eml files");
      const mails = await readMailFiles(service.config.dataDir);
      expect(mails.every((mail) => mail.leadId === id)).toBe(true);
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
        "leads@bnc-cleaning.example",
        "maria.gonzalez@example.com",
      ]);
    } finally {
      await service.stop();
    }
  });
});
