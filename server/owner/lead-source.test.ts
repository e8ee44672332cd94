import { describe, expect, it } from "vitest";
import { businessCutoff, businessMsBetween, HOUR_MS } from "./business-hours.ts";
import { classifySource } from "./lead-source.ts";

// Where a lead came from, as the owner's numbers group it, and the business time a lead waits.

describe("the source of a lead", () => {
  const kind = (fields: Parameters<typeof classifySource>[0]) => classifySource(fields);

  it("a Google Ads click id is Google Ads, whatever else the visit carried", () => {
    expect(kind({ gclid: "Cj0K", referrer: "https://www.bing.com/", utm_campaign: "spring" }).label).toBe(
      "Google Ads",
    );
    expect(kind({ gbraid: "0AAA" }).key).toBe("google-ads");
    expect(kind({ wbraid: "CkQK" }).key).toBe("google-ads");
  });

  it("Meta's click id is Meta ads; a UTM campaign beats the referrer, one row per campaign", () => {
    expect(kind({ fbclid: "IwAR", referrer: "https://l.facebook.com/" }).label).toBe(
      "Meta ads (Facebook, Instagram)",
    );
    const spring = kind({
      utm_campaign: " Spring-Deep ",
      utm_source: "newsletter",
      referrer: "https://google.com/",
    });
    expect(spring).toEqual({
      key: "campaign:spring-deep",
      kind: "campaign",
      label: "Campaign “spring-deep”",
    });
    expect(kind({ utm_source: "Flyer" })).toMatchObject({ key: "tagged:flyer", kind: "campaign" });
  });

  it("Google's search in any country, other search engines together, other sites by host", () => {
    for (const referrer of [
      "https://www.google.com/",
      "https://google.co.uk/",
      "https://www.google.de/search",
    ]) {
      expect(kind({ referrer }).key).toBe("google-search");
    }
    for (const referrer of [
      "https://www.bing.com/",
      "https://duckduckgo.com/",
      "https://search.yahoo.com/",
    ]) {
      expect(kind({ referrer }).key).toBe("other-search");
    }
    expect(kind({ referrer: "https://www.yelp.com/biz/bnc" })).toEqual({
      key: "site:yelp.com",
      kind: "site",
      label: "yelp.com",
    });
    // Google's other services are not its search.
    expect(kind({ referrer: "https://mail.google.com/" }).key).toBe("site:mail.google.com");
  });

  it("nothing, blanks or an address that does not parse is direct", () => {
    expect(kind({}).key).toBe("direct");
    expect(kind({ gclid: "  ", utm_campaign: "", referrer: "not a url" }).key).toBe("direct");
  });
});

describe("business time (Mon–Fri 8:00–5:00, Abilene)", () => {
  const at = (iso: string) => new Date(iso);

  it("counts only open hours, across a weekend and both daylight-saving changes", () => {
    // Same morning: 45 minutes.
    expect(businessMsBetween(at("2026-03-04T10:00:00-06:00"), at("2026-03-04T10:45:00-06:00"))).toBe(
      45 * 60_000,
    );
    // Friday 4:30 PM CST to Monday 8:30 AM CDT (clocks went forward on Sunday): one hour.
    expect(businessMsBetween(at("2026-03-06T16:30:00-06:00"), at("2026-03-09T08:30:00-05:00"))).toBe(HOUR_MS);
    // Received on Saturday, Monday 8:30: half an hour.
    expect(businessMsBetween(at("2026-03-07T11:00:00-06:00"), at("2026-03-09T08:30:00-05:00"))).toBe(
      HOUR_MS / 2,
    );
    // Friday 4:00 PM CDT to Monday 9:00 AM CST (clocks went back on Sunday): two hours.
    expect(businessMsBetween(at("2026-10-30T16:00:00-05:00"), at("2026-11-02T09:00:00-06:00"))).toBe(
      2 * HOUR_MS,
    );
    // At night on a weekday: nothing.
    expect(businessMsBetween(at("2026-03-04T18:00:00-06:00"), at("2026-03-04T23:00:00-06:00"))).toBe(0);
  });

  it("the cutoff of one business hour is the latest lead that has waited that long", () => {
    const monday = at("2026-03-09T08:30:00-05:00");
    expect(businessCutoff(monday).toISOString()).toBe(at("2026-03-06T16:30:00-06:00").toISOString());
    expect(businessCutoff(at("2026-03-04T14:00:00-06:00")).toISOString()).toBe(
      at("2026-03-04T13:00:00-06:00").toISOString(),
    );
    // Saturday evening: the last hour of Friday.
    expect(businessCutoff(at("2026-03-07T20:00:00-06:00")).toISOString()).toBe(
      at("2026-03-06T16:00:00-06:00").toISOString(),
    );
  });

  it("stops counting at the cap", () => {
    expect(businessMsBetween(at("2025-01-01T00:00:00Z"), at("2026-01-01T00:00:00Z"), HOUR_MS)).toBe(HOUR_MS);
  });
});
