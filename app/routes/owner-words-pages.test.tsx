import { describe, expect, it } from "vitest";
import { memoryWords } from "../../tests/support/memory-words.ts";
import { type OwnerPageModule, openOwnerPage, ownerRoutes } from "../../tests/support/owner-pages.tsx";
import { FACT_DESCRIPTIONS, type FactKey } from "../content/business.ts";
import type { OwnerSiteService } from "../lib/owner-site.ts";
import type { OwnerWordsService } from "../lib/owner-words.ts";
import * as businessPage from "./owner-site-business.tsx";
import * as goingLivePage from "./owner-site-going-live.tsx";
import * as historyPage from "./owner-site-history.tsx";
import * as wordsIndex from "./owner-site-words.tsx";
import * as wordsPage from "./owner-site-words-page.tsx";

// The owner's business and words pages rendered as the server renders them (middleware, loader, action, page, in
// the owner's frame), over a words service kept in memory here that checks each change with the real editor
// (server/content/words-editor.ts): what the owner sees, what is kept when a form is refused, and what is saved.

const routes = ownerRoutes([
  ["leads/site/business", businessPage as unknown as OwnerPageModule],
  ["leads/site/going-live", goingLivePage as unknown as OwnerPageModule],
  ["leads/site/words", wordsIndex as unknown as OwnerPageModule],
  ["leads/site/words/:page", wordsPage as unknown as OwnerPageModule],
  ["leads/site/history", historyPage as unknown as OwnerPageModule],
]);

function memorySite() {
  const undone: Array<[number, boolean | undefined]> = [];
  const site = {
    undo: async (id: number, confirmed?: boolean) => {
      undone.push([id, confirmed]);
      return id === 1 && !confirmed
        ? {
            ok: false,
            problem: "A later change depends on this one. Undo both?",
            alsoUndone: [{ id: 2, summary: "Changed the phone again" }],
          }
        : { ok: true };
    },
  } as unknown as OwnerSiteService;
  return { site, undone };
}

const open = (
  path: string,
  words: OwnerWordsService,
  options: { form?: Record<string, string>; site?: OwnerSiteService; signedIn?: boolean } = {},
) => openOwnerPage(routes, path, { words, ...(options.site ? { site: options.site } : {}) }, options);

const DETAILS = {
  intent: "details",
  phone: "(325) 400-1234",
  email: "hello@sparklecleaning.com",
  street: "12 Pine Street",
  postalCode: "79601",
  latitude: "32.45",
  longitude: "-99.73",
  facebook: "https://www.facebook.com/sparkle",
  instagram: "",
  yelp: "",
  googleReviewUrl: "",
  copyrightHolder: "Sparkle LLC",
  yearsOfExperience: "12",
};

describe("business details", () => {
  it("refuse a bad phone number next to its field, keep every value typed, and change nothing", async () => {
    const { service, saved } = memoryWords();
    const page = await open("/leads/site/business", service, { form: { ...DETAILS, phone: "555" } });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(
      /id="details-phone-problem"[^>]*>[\s\S]*?Type a US phone number with its area code/,
    );
    expect(page.html).toMatch(
      /id="details-phone"[^>]*aria-invalid="true"[^>]*aria-describedby="details-phone-problem details-phone-hint"/,
    );
    expect(page.html).toMatch(/role="alert"[\s\S]*?href="#details-phone"[^>]*>Type a US phone number/);
    expect(page.html).toContain('value="12 Pine Street"');
    expect(page.html).toContain('value="Sparkle LLC"');
    expect(saved).toEqual([]);
  });

  it("refuse a Facebook link to another site, naming Facebook, next to that field", async () => {
    const { service, saved } = memoryWords();
    const page = await open("/leads/site/business", service, {
      form: { ...DETAILS, facebook: "https://evil.example/page" },
    });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(/id="details-facebook-problem"[^>]*>[\s\S]*?That is not a Facebook page/);
    expect(page.html).toContain('value="https://evil.example/page"');
    expect(saved).toEqual([]);
  });

  it("save the details and come back to them with what was done", async () => {
    const { service, current } = memoryWords();
    const page = await open("/leads/site/business", service, { form: DETAILS });
    expect(page).toMatchObject({ status: 303, location: "/leads/site/business?done=details#details" });
    expect(current().business.phone).toBe("(325) 400-1234");
    const after = await open("/leads/site/business?done=details", service);
    expect(after.html).toMatch(/role="status"[^>]*>Details saved\./);
    expect(after.html).toContain('value="(325) 400-1234"');
  });

  it("open on Saturday from 9:00 to 13:00; a closing time before the opening is refused on that day", async () => {
    const { service, current } = memoryWords();
    const before = await open("/leads/site/business", service);
    expect(before.html).toMatch(/id="hours-saturday-open"(?![^>]*checked)/);
    const hours: Record<string, string> = { intent: "hours" };
    for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]) {
      hours[`${day}-opens`] = day === "saturday" ? "09:00" : "08:00";
      hours[`${day}-closes`] = day === "saturday" ? "13:00" : "17:00";
      if (day !== "sunday") hours[`${day}-open`] = "yes";
    }
    const refused = await open("/leads/site/business", service, {
      form: { ...hours, "saturday-closes": "08:30" },
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(
      /id="hours-saturday-closes-problem"[^>]*>[\s\S]*?On Saturday, the closing time must be after the opening time/,
    );
    expect(refused.html).toMatch(/id="hours-saturday-open"[^>]*checked/);
    expect(current().business.hours.saturday.open).toBe(false);
    expect(await open("/leads/site/business", service, { form: hours })).toMatchObject({
      status: 303,
      location: "/leads/site/business?done=hours#hours",
    });
    expect(current().business.hours.saturday).toEqual({ open: true, opens: "09:00", closes: "13:00" });
  });

  it("refuse a town without a zip code, keeping its name; add it with one; move and remove it", async () => {
    const { service, current } = memoryWords();
    const refused = await open("/leads/site/business", service, {
      form: { intent: "town", name: "Ovalo", zipCodes: "" },
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(
      /id="town-zipCodes-problem"[^>]*>[\s\S]*?Give at least one zip code for Ovalo/,
    );
    expect(refused.html).toMatch(/id="town-name"[^>]*value="Ovalo"/);
    expect(current().business.townOrder).not.toContain("ovalo");
    expect(
      await open("/leads/site/business", service, {
        form: { intent: "town", name: "Ovalo", zipCodes: "79541" },
      }),
    ).toMatchObject({ status: 303, location: "/leads/site/business?done=town-added#towns" });
    expect(current().business.townOrder.at(-1)).toBe("ovalo");
    await open("/leads/site/business", service, {
      form: { intent: "move-town", id: "ovalo", direction: "up" },
    });
    expect(current().business.townOrder.at(-2)).toBe("ovalo");
    await open("/leads/site/business", service, { form: { intent: "remove-town", id: "ovalo" } });
    expect(current().business.townOrder).not.toContain("ovalo");
  });
});

describe("the words of a page", () => {
  it("list every page whose words can be changed, the eleven service pages among them", async () => {
    const { service } = memoryWords();
    const index = await open("/leads/site/words", service);
    expect(index.html).toContain('href="/leads/site/words/about-us"');
    expect(index.html).toContain('href="/leads/site/words/checklist"');
    expect(index.html.match(/href="\/leads\/site\/words\/[a-z-]+"/g)).toHaveLength(17);
  });

  it("preview About Us: the public page with the change and a bar to publish it, its scripts out, nothing saved", async () => {
    const { service, saved } = memoryWords();
    const text = '## Our team\n\nWe are "family" & friends <script>alert(1)</script>';
    const page = await open("/leads/site/words/about-us", service, {
      form: { form: "page", lang: "en", text, intent: "preview" },
    });
    expect(page.status).toBe(200);
    expect(page.contentType).toContain("text/html");
    expect(page.html).toMatch(/^<!DOCTYPE html>/);
    expect(page.html).toContain("<title>Preview: About Us | BnC</title>");
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.html).toMatch(
      /<body class="min-h-screen"><section aria-label="Preview"[^>]*>[\s\S]*Preview: not on the site yet/,
    );
    expect(page.html).toContain("## Our team");
    // The scripts and inline styles are out (the owner pages' policy would refuse them); the JSON-LD stays.
    expect(page.html).not.toContain("start()");
    expect(page.html).not.toContain(' style="');
    expect(page.html).toContain('<script type="application/ld+json">');
    // Publish sends the same fields again, escaped.
    expect(page.html).toContain('<form method="post" action="/leads/site/words/about-us"');
    expect(page.html).toContain(
      '<input type="hidden" name="text" value="## Our team\n\nWe are &quot;family&quot; &amp; friends &lt;script&gt;alert(1)&lt;/script&gt;"/>',
    );
    expect(page.html).toMatch(/<button type="submit" name="intent" value="save"[^>]*>Publish<\/button>/);
    expect(page.html).toMatch(
      /<button type="submit" name="intent" value="edit"[^>]*>Back to editing<\/button>/,
    );
    expect(saved).toEqual([]);

    const back = await open("/leads/site/words/about-us", service, {
      form: { form: "page", lang: "en", text, intent: "edit" },
    });
    expect(back.status).toBe(200);
    expect(back.html).toContain(
      "We are &quot;family&quot; &amp; friends &lt;script&gt;alert(1)&lt;/script&gt;</textarea>",
    );
    expect(saved).toEqual([]);

    const published = await open("/leads/site/words/about-us", service, {
      form: { form: "page", lang: "en", text, intent: "save" },
    });
    expect(published).toMatchObject({
      status: 303,
      location: "/leads/site/words/about-us?done=saved#page-words",
    });
    expect(saved).toHaveLength(1);
  });

  it("refuse a preview of overlong words with the form, the message next to the box and the words kept", async () => {
    const { service, saved } = memoryWords();
    const text = "Clean. ".repeat(3_000);
    const page = await open("/leads/site/words/about-us", service, {
      form: { form: "page", lang: "en", text, intent: "preview" },
    });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(
      /id="page-text-problem"[^>]*>[\s\S]*?Keep the page to 20,000 characters \(it has 20,999\)/,
    );
    expect(page.html).toContain(`${text}</textarea>`);
    expect(page.html).not.toContain("Preview: not on the site yet");
    expect(saved).toEqual([]);
  });

  it("add a question to the FAQ page, edit it, move it up and remove it", async () => {
    const { service, current } = memoryWords();
    const added = await open("/leads/site/words/faqs", service, {
      form: {
        form: "faq",
        lang: "en",
        question: "Do you bring supplies?",
        answer: "Yes, all of them.",
        intent: "save",
      },
    });
    expect(added).toMatchObject({ status: 303, location: "/leads/site/words/faqs?done=faq-added#questions" });
    const id = current().faqLists.faqs.at(-1) ?? "";
    const page = await open(`/leads/site/words/faqs?faq=${id}`, service);
    expect(page.html).toContain(">Edit the question</h3>");
    expect(page.html).toContain('value="Do you bring supplies?"');
    // The list is one line a question; the one being edited has Move up, Move down and Remove.
    expect((await open("/leads/site/words/faqs", service)).html).not.toContain('value="remove-faq"');
    expect(page.html).toContain('name="intent" value="remove-faq"');
    expect(page.html).toMatch(/value="up"[^>]*>Move up/);
    const moved = await open("/leads/site/words/faqs", service, {
      form: { intent: "move-faq", id, direction: "up" },
    });
    expect(moved).toMatchObject({
      status: 303,
      location: `/leads/site/words/faqs?done=faq-moved&faq=${id}#faq-form`,
    });
    expect(current().faqLists.faqs.at(-2)).toBe(id);
    expect((await open(`/leads/site/words/faqs?done=faq-moved&faq=${id}`, service)).html).toMatch(
      />Edit the question<\/h3><p role="status"[^>]*>Moved\.<\/p>/,
    );
    const removed = await open("/leads/site/words/faqs", service, { form: { intent: "remove-faq", id } });
    expect(removed).toMatchObject({
      status: 303,
      location: "/leads/site/words/faqs?done=faq-removed#questions",
    });
    expect(current().faqLists.faqs).not.toContain(id);
  });

  it("show a service page's words, benefits and questions; a claim is saved for its own strip", async () => {
    const { service, current } = memoryWords();
    const moving = await open("/leads/site/words/moving", service);
    expect(moving.html).toContain('id="service-intro"');
    expect(moving.html).toContain('id="benefit-form"');
    expect(moving.html).toContain('id="faq-form"');
    const home = await open("/leads/site/words/home", service);
    expect(home.html).toContain('id="claim-business-leaf-title"');
    const saved = await open("/leads/site/words/home", service, {
      form: {
        form: "claim",
        lang: "en",
        audience: "business",
        key: "leaf",
        title: "Green products",
        text: "Safe for staff",
        intent: "save",
      },
    });
    expect(saved).toMatchObject({
      status: 303,
      location: "/leads/site/words/home?done=claim&claim=business.leaf#claim-business-leaf",
    });
    expect(current().claims.business.leaf).toMatchObject({ title: { en: "Green products" }, shown: false });
    // Back on the page, the business strip is open at that claim, which says it was saved; the others stay folded.
    const after = await open("/leads/site/words/home?done=claim&claim=business.leaf", service);
    expect(after.html).toMatch(
      /<details open=""[^>]*>[\s\S]*?id="claim-business-leaf"[\s\S]*?Saved\. The strip shows it/,
    );
    expect(after.html.match(/<details open=""/g)).toHaveLength(1);
  });

  it("answer an unknown page with the owner's 404", async () => {
    const { service } = memoryWords();
    const page = await open("/leads/site/words/nowhere", service);
    expect(page.status).toBe(404);
    expect(page.html).toContain("No such page");
  });
});

describe("going live", () => {
  it("confirm every fact and, with the details the business's own, say the site is live", async () => {
    const { service, current } = memoryWords();
    const before = await open("/leads/site/going-live", service);
    expect(before.html).toContain("things to check before your site is live");
    expect(before.html).toContain("Your phone number");
    await open("/leads/site/business", service, {
      form: {
        ...DETAILS,
        instagram: "https://www.instagram.com/sparkle",
        yelp: "https://www.yelp.com/biz/sparkle",
      },
    });
    const keys = Object.keys(FACT_DESCRIPTIONS) as FactKey[];
    const page = await open("/leads/site/going-live", service);
    for (const key of keys) {
      const value = page.html.match(new RegExp(`id="fact-${key}-value"[^>]*value="([^"]*)"`))?.[1] ?? "";
      const answer = await open("/leads/site/going-live", service, {
        form: { key, lang: "en", value: value.replace(/&amp;/g, "&"), url: "", intent: "confirm" },
      });
      expect(answer, key).toMatchObject({
        status: 303,
        location: `/leads/site/going-live?done=confirmed&fact=${key}#fact-${key}`,
      });
    }
    expect(keys.every((key) => current().facts[key].confirmed)).toBe(true);
    const live = await open("/leads/site/going-live", service);
    expect(live.html).toContain("Your site is live");
    // "Save, confirm later" takes a confirmation back.
    await open("/leads/site/going-live", service, {
      form: { key: "payment", lang: "en", value: "by card", intent: "save" },
    });
    expect(current().facts.payment).toMatchObject({ value: { en: "by card" }, confirmed: false });
  });

  it("refuse an empty legal name next to its field", async () => {
    const { service } = memoryWords();
    const page = await open("/leads/site/going-live", service, {
      form: { key: "entityName", lang: "en", value: " ", intent: "confirm" },
    });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(/id="fact-entityName-value-problem"[^>]*>[\s\S]*?Write your business/);
  });
});

describe("the history", () => {
  it("show what each value was and became, and ask before an undo that takes a later change too", async () => {
    const { service, history } = memoryWords();
    history.push({
      id: 1,
      at: "2026-05-01T15:00:00Z",
      actor: "owner@bnc.example",
      summary: "Changed the business details",
      details: [{ field: "Phone number", was: "(325) 555-0147", became: "(325) 400-1234" }],
    });
    const { site, undone } = memorySite();
    const page = await open("/leads/site/history", service, { site });
    expect(page.html.replace(/<!-- -->/g, "")).toMatch(
      /Phone number<\/span>: \(325\) 555-0147 <span aria-hidden="true">→<\/span><span class="sr-only">became<\/span> \(325\) 400-1234/,
    );
    const asked = await open("/leads/site/history", service, { site, form: { intent: "undo", change: "1" } });
    expect(asked.status).toBe(400);
    expect(asked.html).toContain("Changed the phone again");
    expect(asked.html).toContain('name="confirmed" value="yes"');
    const done = await open("/leads/site/history", service, {
      site,
      form: { intent: "undo", change: "1", confirmed: "yes" },
    });
    expect(done).toMatchObject({ status: 303, location: "/leads/site/history?done=undone" });
    expect(undone).toEqual([
      [1, false],
      [1, true],
    ]);
  });

  it("list twenty changes a page, newest first, with the way to older ones and back", async () => {
    const { service, history } = memoryWords();
    for (let id = 25; id >= 1; id -= 1) {
      history.push({
        id,
        at: "2026-05-01T15:00:00Z",
        actor: "owner@bnc.example",
        summary: `Change number ${id}`,
        details: [],
      });
    }
    const { site } = memorySite();
    const first = await open("/leads/site/history", service, { site });
    expect(first.html.match(/>Change number \d+<\/p>/g)).toHaveLength(20);
    expect(first.html).toContain(">Change number 25<");
    expect(first.html).not.toContain(">Change number 5<");
    expect(first.html).toMatch(/href="\/leads\/site\/history\?page=2"[^>]*>Older changes/);
    const second = await open("/leads/site/history?page=2", service, { site });
    expect(second.html).toContain(">Change number 5<");
    expect(second.html).not.toContain(">Change number 6<");
    expect(second.html).not.toContain("Older changes");
    expect(second.html).toMatch(/href="\/leads\/site\/history"[^>]*>← Newer changes/);
  });
});
