import { describe, expect, it } from "vitest";
import { type Grecaptcha, getRecaptchaToken, loadRecaptcha, type RecaptchaHost } from "./recaptcha.ts";

/**
 * A stand-in for the page the script would be added to: it records the script addresses asked for and plays the
 * part of the network (loads, fails, or never answers). The token logic under test is the real one.
 */
function fakeHost(network: "loads" | "fails" | "never", grecaptcha?: Grecaptcha) {
  const scripts: string[] = [];
  const host: RecaptchaHost & { scripts: string[] } = {
    scripts,
    grecaptcha: undefined,
    injectScript(src, onLoad, onError) {
      scripts.push(src);
      if (network === "loads") {
        host.grecaptcha = grecaptcha;
        setTimeout(onLoad, 1);
      } else if (network === "fails") {
        setTimeout(onError, 1);
      }
    },
  };
  return host;
}

const answering = (token: string): Grecaptcha => ({
  ready: (callback) => setTimeout(callback, 1),
  execute: async (_key, options) => `${token}:${options.action}`,
});

describe("the bot-check token", () => {
  it("is empty, without loading anything, when no site key is configured", async () => {
    const host = fakeHost("loads", answering("t"));
    expect(loadRecaptcha("", host)).toBeUndefined();
    expect(await getRecaptchaToken("", { host })).toBe("");
    expect(host.scripts).toEqual([]);
  });

  it("comes from the script loaded with the site key, for the action 'submit'", async () => {
    const host = fakeHost("loads", answering("token-1"));
    expect(await getRecaptchaToken("site key/1", { host, timeoutMs: 1_000 })).toBe("token-1:submit");
    expect(host.scripts).toEqual(["https://www.google.com/recaptcha/api.js?render=site%20key%2F1"]);
  });

  it("loads the script once however many times the visitor focuses or sends", async () => {
    const host = fakeHost("loads", answering("t"));
    const first = loadRecaptcha("key", host);
    expect(loadRecaptcha("key", host)).toBe(first);
    await getRecaptchaToken("key", { host, timeoutMs: 1_000 });
    await getRecaptchaToken("key", { host, timeoutMs: 1_000 });
    expect(host.scripts).toHaveLength(1);
  });

  it("is empty when the script is blocked, and a later send tries to load it again", async () => {
    const host = fakeHost("fails");
    expect(await getRecaptchaToken("key", { host, timeoutMs: 1_000 })).toBe("");
    expect(await getRecaptchaToken("key", { host, timeoutMs: 1_000 })).toBe("");
    expect(host.scripts).toHaveLength(2);
  });

  it("is empty after the timeout when the script never answers, so the lead is still sent", async () => {
    const host = fakeHost("never");
    expect(await getRecaptchaToken("key", { host, timeoutMs: 20 })).toBe("");
  });

  it("is empty after the timeout when grecaptcha never becomes ready", async () => {
    const host = fakeHost("loads", { ready: () => {}, execute: async () => "never" });
    expect(await getRecaptchaToken("key", { host, timeoutMs: 20 })).toBe("");
  });

  it("is empty when execute fails", async () => {
    const host = fakeHost("loads", {
      ready: (callback) => callback(),
      execute: () => Promise.reject(new Error("Invalid site key")),
    });
    expect(await getRecaptchaToken("key", { host, timeoutMs: 1_000 })).toBe("");
  });
});
