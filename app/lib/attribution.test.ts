import { beforeEach, describe, expect, it } from "vitest";
import {
  ATTRIBUTION_STORAGE_KEY,
  type AttributionStorage,
  attributionForSubmit,
  attributionOfVisit,
  captureAttribution,
  mergeAttribution,
  parseStoredAttribution,
  resetAttributionMemory,
} from "./attribution.ts";
import { contactRequestSchema } from "./contact-schema.ts";

/** sessionStorage's behaviour in a Map: what the browser gives the page. */
function memoryStorage(): AttributionStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const site = "https://bnc-cleaning.example";

beforeEach(() => resetAttributionMemory());

describe("the attribution of one page load", () => {
  it("keeps the landing path, the other site that sent the visitor and the campaign parameters", () => {
    expect(
      attributionOfVisit({
        href: `${site}/services/deep-cleaning-services?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc123&color=blue`,
        referrer: "https://www.google.com/",
      }),
    ).toEqual({
      landingPage: "/services/deep-cleaning-services",
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      gclid: "abc123",
    });
  });

  it("keeps Meta's click id (a Facebook or Instagram ad), which the owner's numbers count as Meta ads", () => {
    const visit = { href: `${site}/?fbclid=IwAR0abc`, referrer: "https://l.facebook.com/" };
    expect(attributionOfVisit(visit)).toEqual({
      landingPage: "/",
      referrer: "https://l.facebook.com/",
      fbclid: "IwAR0abc",
    });
    // The server accepts it with the request.
    const parsed = contactRequestSchema.shape.attribution.safeParse({ fbclid: "IwAR0abc" });
    expect(parsed.data).toEqual({ fbclid: "IwAR0abc" });
  });

  it("ignores a referrer from our own site and one that is not a web address", () => {
    expect(attributionOfVisit({ href: `${site}/get-a-quote`, referrer: `${site}/services` })).toEqual({
      landingPage: "/get-a-quote",
    });
    expect(attributionOfVisit({ href: `${site}/`, referrer: "android-app://com.example" })).toEqual({
      landingPage: "/",
    });
    expect(attributionOfVisit({ href: `${site}/`, referrer: "" })).toEqual({ landingPage: "/" });
  });

  it("cuts long values to what the server stores and drops control characters", () => {
    const long = "x".repeat(500);
    const result = attributionOfVisit({ href: `${site}/?utm_term=${long}&utm_content=a%0Ab`, referrer: "" });
    expect(result.utm_term).toHaveLength(300);
    expect(result.utm_content).toBe("ab");
  });
});

describe("the attribution of the session", () => {
  it("keeps the first landing while the visitor moves from page to page", () => {
    const storage = memoryStorage();
    captureAttribution(
      { href: `${site}/services?utm_source=newsletter`, referrer: "https://mail.example.com/" },
      storage,
    );
    captureAttribution({ href: `${site}/services/commercial`, referrer: `${site}/services` }, storage);
    captureAttribution({ href: `${site}/get-a-quote`, referrer: "" }, storage);
    expect(attributionForSubmit("/get-a-quote", storage)).toEqual({
      page: "/get-a-quote",
      landingPage: "/services",
      referrer: "https://mail.example.com/",
      utm_source: "newsletter",
    });
  });

  it("starts over when the visitor comes back through another campaign link in the same tab", () => {
    const first = { landingPage: "/", utm_source: "google", gclid: "one" };
    expect(mergeAttribution(first, { landingPage: "/faqs", utm_source: "google", gclid: "two" })).toEqual({
      landingPage: "/faqs",
      utm_source: "google",
      gclid: "two",
    });
    // The same campaign link opened again (a reload, say) changes nothing.
    expect(mergeAttribution(first, { landingPage: "/about-us", utm_source: "google", gclid: "one" })).toBe(
      first,
    );
    // A page without campaign parameters never replaces the landing.
    expect(mergeAttribution(first, { landingPage: "/reviews", referrer: "https://www.bing.com/" })).toBe(
      first,
    );
    expect(mergeAttribution(undefined, { landingPage: "/reviews" })).toEqual({ landingPage: "/reviews" });
  });

  it("sends what the server accepts", () => {
    const storage = memoryStorage();
    captureAttribution(
      { href: `${site}/?utm_campaign=fall&wbraid=w1`, referrer: "https://www.facebook.com/" },
      storage,
    );
    const attribution = attributionForSubmit("/services/commercial", storage);
    const parsed = contactRequestSchema.shape.attribution.safeParse(attribution);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(attribution);
  });

  it("reads back only known, textual values from storage (the visitor can edit it)", () => {
    expect(
      parseStoredAttribution(
        JSON.stringify({ landingPage: "/faqs", utm_source: 5, evil: "<script>", gbraid: "g" }),
      ),
    ).toEqual({ landingPage: "/faqs", gbraid: "g" });
    expect(parseStoredAttribution("not json")).toBeUndefined();
    expect(parseStoredAttribution("[1,2]")).toBeUndefined();
    expect(parseStoredAttribution(null)).toBeUndefined();
  });

  it("still works for the page when the browser refuses storage", () => {
    const refusing: AttributionStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() =>
      captureAttribution({ href: `${site}/?utm_source=flyer`, referrer: "" }, refusing),
    ).not.toThrow();
    expect(attributionForSubmit("/get-a-quote", refusing)).toEqual({
      page: "/get-a-quote",
      landingPage: "/",
      utm_source: "flyer",
    });
  });

  it("stores the session's attribution under one key", () => {
    const storage = memoryStorage();
    captureAttribution({ href: `${site}/guarantee`, referrer: "" }, storage);
    expect(JSON.parse(storage.data.get(ATTRIBUTION_STORAGE_KEY) ?? "{}")).toEqual({
      landingPage: "/guarantee",
    });
  });

  it("does nothing outside a browser", () => {
    expect(captureAttribution(undefined, memoryStorage())).toBeUndefined();
  });
});
