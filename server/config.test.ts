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
    ["SITE_URL", "not a url"],
    ["BUSINESS_PHONE", "call us"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("needs the Google Places key and place id together", () => {
    expect(() => loadConfig({ GOOGLE_PLACES_API_KEY: "key" })).toThrow(/GOOGLE_PLACE_ID/);
  });
});
