import { describe, expect, it } from "vitest";
import {
  applyConsent,
  CONSENT_STORAGE_KEY,
  consentSignals,
  readConsent,
  rememberDismissal,
  saveConsent,
  wasDismissed,
} from "./consent.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function fakeWindow() {
  const appended: { src: string; async: boolean }[] = [];
  return {
    dataLayer: undefined as unknown[] | undefined,
    appended,
    document: {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
    } as unknown as Pick<Document, "createElement" | "head">,
  };
}

describe("cookie consent", () => {
  it("remembers a choice and reads it back", () => {
    const storage = memoryStorage();
    const saved = saveConsent(
      storage,
      { analytics: true, advertising: false },
      new Date("2026-11-21T10:00:00Z"),
    );
    expect(readConsent(storage)).toEqual(saved);
    expect(saved.decidedAt).toBe("2026-11-21T10:00:00.000Z");
  });

  it("asks again when nothing, garbage or an older version is stored", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: "{not json" }))).toBeNull();
    expect(
      readConsent(
        memoryStorage({
          [CONSENT_STORAGE_KEY]: JSON.stringify({
            analytics: true,
            advertising: true,
            decidedAt: "x",
            version: 0,
          }),
        }),
      ),
    ).toBeNull();
  });

  it("remembers a banner closed without a choice apart from any choice", () => {
    const storage = memoryStorage();
    expect(wasDismissed(storage)).toBe(false);
    rememberDismissal(storage);
    expect(wasDismissed(storage)).toBe(true);
    // Closing the banner is not consent: no choice is stored, so the signals stay denied.
    expect(readConsent(storage)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => rememberDismissal(blocked)).not.toThrow();
    expect(wasDismissed(blocked)).toBe(false);
  });

  it("denies everything until the visitor chooses", () => {
    expect(consentSignals(null)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect(consentSignals({ analytics: true, advertising: false }).analytics_storage).toBe("granted");
    expect(consentSignals({ analytics: true, advertising: false }).ad_storage).toBe("denied");
  });

  it("never loads the tag manager without a choice that allows it", () => {
    const win = fakeWindow();
    expect(applyConsent(win, "GTM-TEST1", null)).toBe(false);
    expect(
      applyConsent(win, "GTM-TEST1", saveConsent(undefined, { analytics: false, advertising: false })),
    ).toBe(false);
    expect(win.appended).toHaveLength(0);
    // Consent Mode defaults (all denied) are in the data layer before anything else.
    const first = win.dataLayer?.[0] as ArrayLike<unknown>;
    expect(Array.from(first).slice(0, 2)).toEqual(["consent", "default"]);
  });

  it("loads the tag manager once when analytics or advertising is allowed", () => {
    const win = fakeWindow();
    const choice = saveConsent(undefined, { analytics: true, advertising: false });
    expect(applyConsent(win, "GTM-TEST1", choice)).toBe(true);
    expect(applyConsent(win, "GTM-TEST1", choice)).toBe(true);
    expect(win.appended).toHaveLength(1);
    expect(win.appended[0]?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST1");
    const update = win.dataLayer?.find(
      (entry) => (entry as ArrayLike<unknown>)[1] === "update",
    ) as ArrayLike<unknown>;
    expect(update[2]).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });
  });

  it("does nothing at all when no tag manager is configured", () => {
    const win = fakeWindow();
    expect(applyConsent(win, "", saveConsent(undefined, { analytics: true, advertising: true }))).toBe(false);
    expect(win.dataLayer).toBeUndefined();
  });
});
