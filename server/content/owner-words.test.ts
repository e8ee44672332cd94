import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDetails, FACT_DESCRIPTIONS, type FactKey, WEEKDAYS } from "../../app/content/business.ts";
import { defaultModel } from "../../app/content/model/content-model.ts";
import { EDITABLE, editableField } from "../../app/content/model/editable.ts";
import { flatten, type Tree } from "../../app/content/model/paths.ts";
import type { DetailsInput, HoursInput, WordsChange } from "../../app/lib/owner-words.ts";
import { sitePages } from "../../app/route-table.ts";
import { bookable } from "../../tests/support/booking.ts";
import { type SignedInService, startSignedInService } from "../../tests/support/owner-session.ts";
import { postContact, type TestService, validRequest } from "../../tests/support/service.ts";

// The owner's words and facts through the running service (a real SQLite store, a real SMTP server): each change
// reaches every page's HTML, its structured data and the next email; a bad value is refused with its field and
// changes nothing (issue 28).

const OWNER = "owner@bnc-cleaning.test";
const TOKEN = "an-ops-token-for-the-tests-0123456789";
const OLD_PHONE = defaultDetails().phone;
let started: SignedInService;
let service: TestService;

beforeAll(async () => {
  started = await startSignedInService(OWNER, {
    SITE_URL: "http://site.bnc-cleaning.test",
    OPS_TOKEN: TOKEN,
  });
  ({ service } = started);
}, 60_000);
afterAll(() => started?.stop());

const words = () => {
  const site = service.features.siteContent.ownerWords(async () => ({ email: OWNER }));
  if (!site) throw new Error("the site content feature is not attached");
  return site;
};
const page = async (path: string) => (await service.app.inject({ url: path })).body;
const allPages = () => [...sitePages.map((entry) => entry.path), "/no-such-page"];

/** The details form as the owner's page sends it: today's values, with `change`. */
async function details(change: Partial<DetailsInput>): Promise<WordsChange> {
  const { business } = await words().model();
  return {
    kind: "details",
    input: {
      phone: business.phone,
      email: business.email,
      street: business.street,
      postalCode: business.postalCode,
      latitude: String(business.latitude),
      longitude: String(business.longitude),
      facebook: business.facebook,
      instagram: business.instagram,
      yelp: business.yelp,
      googleReviewUrl: business.googleReviewUrl,
      copyrightHolder: business.copyrightHolder,
      yearsOfExperience: String(business.yearsOfExperience),
      ...change,
    },
  };
}

/** The JSON-LD business node of a page. */
function businessNode(html: string): Record<string, unknown> {
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const node = JSON.parse(match[1] ?? "{}") as Record<string, unknown>;
    if (node["@type"] === "LocalBusiness") return node;
  }
  throw new Error("no LocalBusiness node");
}

describe("the model's one list of what is editable", () => {
  it("names every default of the model, and every name is a real path", () => {
    const leaves = [...flatten(defaultModel() as unknown as Tree).keys()];
    const unnamed = leaves.filter((path) => editableField(path) === undefined);
    expect(unnamed).toEqual([]);
    const used = new Set(leaves.map((path) => editableField(path)?.path));
    // Paths of items the defaults have none of (photos, galleries, the notice…) are named for when they exist.
    const withoutDefault = EDITABLE.filter((field) => !used.has(field.path)).map((field) => field.path);
    expect(
      withoutDefault.every((path) => /^(photos|galleries|comparisons|testimonials|notice)/.test(path)),
    ).toBe(true);
  });
});

describe("the phone number", () => {
  it("reaches every page's HTML, its structured data and tel: links, and the next email, none showing the old one", async () => {
    const site = words();
    expect(await site.save(await details({ phone: "325.400.1234" }))).toEqual({ ok: true });
    for (const path of allPages()) {
      const html = await page(path);
      expect(html, path).toContain("(325) 400-1234");
      expect(html, path).toContain('href="tel:+13254001234"');
      expect(html, path).not.toContain(OLD_PHONE);
      expect(businessNode(html).telephone, path).toBe("(325) 400-1234");
    }
    const before = started.smtp.messages.length;
    const response = await postContact(service.app, validRequest({ email: "phone.test@example.com" }));
    expect(response.statusCode).toBe(201);
    const mails = await started.smtp.waitForMessages(before + 2);
    const acknowledgement = mails.slice(before).find((mail) => mail.to.includes("phone.test@example.com"));
    expect(acknowledgement?.text).toContain("(325) 400-1234");
    expect(acknowledgement?.text).not.toContain(OLD_PHONE);
    expect(await site.save(await details({ phone: OLD_PHONE }))).toEqual({ ok: true });
  }, 60_000);
});

describe("Saturday hours", () => {
  it("show on the contact page, the footer and the structured data, and a Saturday visit can be asked for", async () => {
    const { business } = await words().model();
    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, { ...business.hours[day] }])) as HoursInput;
    hours.saturday = { open: true, opens: "09:00", closes: "13:00" };
    expect(await words().save({ kind: "hours", input: hours })).toEqual({ ok: true });
    const contact = await page("/contact-us");
    expect(contact).toContain("Saturday, 9:00 AM to 1:00 PM");
    expect(businessNode(contact).openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Saturday"],
      opens: "09:00",
      closes: "13:00",
    });
    const footer = (await page("/about-us")).split("<footer")[1] ?? "";
    expect(footer).toContain("Saturday, 9:00 AM to 1:00 PM");
    const saturday = bookable(6);
    const response = await postContact(
      service.app,
      validRequest({ email: "saturday@example.com", visitDay: saturday, visitWindow: "morning" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    hours.saturday = { open: false, opens: "09:00", closes: "13:00" };
    expect(await words().save({ kind: "hours", input: hours })).toEqual({ ok: true });
  });
});

describe("FAQs and the stored pages", () => {
  it("a new FAQ is on /faqs with its FAQPage structured data", async () => {
    const change: WordsChange = {
      kind: "faq",
      input: {
        list: "faqs",
        lang: "en",
        question: "Do you clean on holidays?",
        answer: "We are closed on major holidays; ask us about the days around them.",
      },
    };
    expect(await words().save(change)).toEqual({ ok: true });
    const html = await page("/faqs");
    expect(html).toContain("Do you clean on holidays?");
    expect(html).toMatch(/"@type":"FAQPage".*"name":"Do you clean on holidays\?"/s);
  });

  it("About Us in formatted text: headings, a list and a link render as HTML; a typed script never runs", async () => {
    const text =
      "## Our story\n\nWe started in **Abilene**.\n\n- Homes\n- Offices\n\nSee [our services](/services).\n\n<script>alert(1)</script>\n\nCall {phone}.";
    expect(await words().save({ kind: "page", input: { slug: "about-us", lang: "en", text } })).toEqual({
      ok: true,
    });
    const html = await page("/about-us");
    expect(html).toContain("<h2>Our story</h2>");
    expect(html).toContain("<strong>Abilene</strong>");
    expect(html).toMatch(/<ul>\s*<li>Homes<\/li>\s*<li>Offices<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="/services">our services</a>');
    expect(html).not.toMatch(/<script>alert/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toMatch(/Call <a href="tel:\+\d+">\(\d{3}\) \d{3}-\d{4}<\/a>\./);
  });
});

describe("refusals change nothing", () => {
  it("a bad phone number, a town without a zip code, a Facebook link elsewhere and overlong text are refused", async () => {
    const revision = await service.store.latestRevisionId();
    const home = await page("/");
    expect(await words().save(await details({ phone: "12345" }))).toEqual({
      ok: false,
      problem: expect.stringContaining("area code"),
      field: "phone",
    });
    expect(await words().save({ kind: "town", input: { name: "Tye", zipCodes: "" } })).toEqual({
      ok: false,
      problem: "Give at least one zip code for Tye.",
      field: "zipCodes",
    });
    expect(await words().save({ kind: "town", input: { name: "Tye", zipCodes: "7956" } })).toMatchObject({
      ok: false,
      field: "zipCodes",
    });
    expect(await words().save(await details({ facebook: "https://evil.example/bnc" }))).toEqual({
      ok: false,
      problem: expect.stringContaining("not a Facebook page"),
      field: "facebook",
    });
    expect(
      await words().save({ kind: "home", input: { lang: "en", subtitle: "x".repeat(121), intro: "Fine." } }),
    ).toEqual({ ok: false, problem: expect.stringContaining("120 characters"), field: "subtitle" });
    expect(
      await words().save(await details({ googleReviewUrl: "https://reviews.example/bnc" })),
    ).toMatchObject({
      ok: false,
      field: "googleReviewUrl",
    });
    expect(await service.store.latestRevisionId()).toBe(revision);
    expect(await page("/")).toBe(home);
  });
});

describe("going live", () => {
  it("confirming every fact and giving the real details takes them off the list and /healthz says live", async () => {
    const ask = async () => {
      const answer = await service.app.inject({
        url: "/healthz",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      return answer.json() as { site: { live: boolean; goingLive: string[] } };
    };
    expect((await ask()).site.live).toBe(false);
    for (const key of Object.keys(FACT_DESCRIPTIONS) as FactKey[]) {
      expect(await words().confirmFact(key)).toEqual({ ok: true });
    }
    expect((await ask()).site.goingLive.join("\n")).not.toContain("not yet confirmed");
    const result = await words().save(
      await details({
        phone: "(325) 400-1234",
        email: "info@bnc-cleaning.com",
        street: "500 Pine Street",
        latitude: "32.45",
        longitude: "-99.74",
        facebook: "https://www.facebook.com/bnccleaning",
        instagram: "https://www.instagram.com/bnccleaning",
        yelp: "https://www.yelp.com/biz/bnc-cleaning-abilene",
      }),
    );
    expect(result).toEqual({ ok: true });
    expect(await ask()).toMatchObject({ site: { live: true, goingLive: [] } });
    expect(await words().goingLive()).toEqual([]);
  });
});

describe("history", () => {
  it("says what each value was and became", async () => {
    expect(await words().save(await details({ yearsOfExperience: "41" }))).toEqual({ ok: true });
    const [latest] = await words().history(1);
    expect(latest?.details).toContainEqual({ field: "Years of experience", was: "40", became: "41" });
    expect(latest?.actor).toBe(OWNER);
  });

  it("names a service's change by the service's name", async () => {
    const current = (await words().model()).services["deep-cleaning"];
    const change: WordsChange = {
      kind: "service",
      input: {
        key: "deep-cleaning",
        lang: "en",
        introHeading: current.introHeading.en,
        intro: current.intro.en,
        benefitsHeading: "Why a deep clean pays off",
        whyChooseUs: current.whyChooseUs.en,
      },
    };
    expect(await words().save(change)).toEqual({ ok: true });
    const [latest] = await words().history(1);
    expect(latest?.summary).toBe("Changed the words of Deep Cleaning");
  });
});
