import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration from the environment", () => {
  it("runs on embedded defaults with nothing set", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.dataDir).toMatch(/[\\/]var$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.RECAPTCHA_MIN_SCORE).toBe(0.5);
    expect(config.OUTBOX_RETRY_MS).toBe(30_000);
    expect(config.MAIL_ALERT_AFTER_MS).toBe(3_600_000);
    expect(config.OPS_TOKEN).toBeUndefined();
    expect(config.ALERT_WEBHOOK_URL).toBeUndefined();
    expect(config.LOG_FORMAT).toBe("auto");
    expect(config.CONNECTIONS_PER_ADDRESS).toBe(64);
    expect(config.public.BUSINESS_NAME).toBe("BnC Cleaning");
  });

  it("treats an empty variable as not set", () => {
    expect(loadConfig({ PORT: "", SMTP_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["SMTP_URL", "mail.example.com"],
    ["DATABASE_URL", "mysql://db"],
    ["RECAPTCHA_MIN_SCORE", "2"],
    ["CONTACT_RATE_LIMIT", "0"],
    ["CONNECTIONS_PER_ADDRESS", "0"],
    ["CONNECTIONS_PER_ADDRESS", "many"],
    ["SITE_URL", "not a url"],
    ["BUSINESS_PHONE", "call us"],
    ["OPS_TOKEN", "short"],
    ["OPS_TOKEN", "a token with spaces in it, long enough"],
    ["ALERT_WEBHOOK_URL", "hooks.slack.com/services/x"],
    ["MAIL_ALERT_AFTER_MS", "soon"],
    ["LOG_FORMAT", "xml"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it.each([
    ["MAIL_FROM", "BnC Cleaning"],
    ["MAIL_FROM", "BnC Cleaning <not an address>"],
    ["SMTP_URL", "smtp://"],
    ["BUSINESS_EMAIL", "owner at example.com"],
  ])("refuses a %s of %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("accepts a sender written as an address or as Name <address>", () => {
    expect(loadConfig({ MAIL_FROM: "quotes@bnc.example" }).MAIL_FROM).toBe("quotes@bnc.example");
    expect(loadConfig({ MAIL_FROM: "BnC <quotes@bnc.example>" }).MAIL_FROM).toBe("BnC <quotes@bnc.example>");
  });

  it("with a real mail transport, insists on being told where leads go and who sends them", () => {
    for (const transport of [
      { SMTP_URL: "smtp://mail.example.com:587" },
      { EMAIL_SERVICE_URL: "https://fn.example.com/send" },
    ]) {
      expect(() => loadConfig(transport)).toThrow(/BUSINESS_EMAIL: must be set/);
      expect(() => loadConfig(transport)).toThrow(/MAIL_FROM: must be set/);
      const config = loadConfig({
        ...transport,
        BUSINESS_EMAIL: "owner@bnc.example",
        MAIL_FROM: "BnC <no-reply@bnc.example>",
      });
      expect(config.BUSINESS_EMAIL).toBe("owner@bnc.example");
    }
  });

  it("needs the Google Places key and place id together", () => {
    expect(() => loadConfig({ GOOGLE_PLACES_API_KEY: "key" })).toThrow(/GOOGLE_PLACE_ID/);
  });

  it("turns online payment on only with both Stripe secrets, each recognisable, and says which is wrong", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    expect(loadConfig(keys)).toMatchObject(keys);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY.*secret key/,
    );
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET.*whsec_/,
    );
    expect(() => loadConfig({ STRIPE_API_URL: "http://127.0.0.1:9" })).toThrow(/STRIPE_API_URL: only means/);
    expect(loadConfig({ ...keys, STRIPE_API_URL: "http://127.0.0.1:9" }).STRIPE_API_URL).toBe(
      "http://127.0.0.1:9",
    );
  });
});
