import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { sitePages } from "../../app/route-table.ts";
import { expect, test } from "./fixtures.ts";
import {
  axeOnThisPage,
  checkAsOwner,
  jsonLd,
  OWNER_PHONE,
  PHONE,
  publicHtml,
  publicPage,
  published,
  signIn,
  widerThanScreen,
} from "./owner-site-helpers.ts";
import { e2eSiteServer } from "./server-env.ts";

// The owner's business and words (docs/owner-guide.md, "Your business and your words") as the owner changes them
// on a phone with JavaScript off, on the copy of the site the owner's site tests publish to (server-env.ts). The
// public pages are fetched without a browser: what a search engine or a visitor's first request gets is the HTML
// itself. Each test puts back what it changed; they run one after the other (they change the same details), beside
// owner-site.spec.ts, whose changes (photos, a testimonial, a notice) they never touch.

const OWNER = e2eSiteServer.wordsOwner;
/** Every public page, the 404 page among them. */
const PUBLIC_PATHS = [...sitePages.map((page) => page.path), "/no-such-page"];
/** issue 28: every copy serves a change within 5 seconds. */
const WITHIN_5_SECONDS = { timeout: 5_000, intervals: [200, 300, 500] };

test.use({
  baseURL: e2eSiteServer.baseURL,
  ...OWNER_PHONE,
  actionTimeout: 10_000,
});
test.describe.configure({ mode: "default" });

let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** One sign-in for the file: each test opens its page with the owner's session. */
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ baseURL: e2eSiteServer.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, OWNER);
  signedIn = await context.storageState();
  await context.close();
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ storageState: async ({}, use) => use(signedIn) });

/**
 * Sends a form of the page as its button would (its fields as they are, and `extra`), without waiting for the page
 * that answers: for putting things back quickly at the end of a test.
 */
async function postForm(page: Page, form: Locator, extra: Record<string, string>) {
  const fields = await form.evaluate((element) =>
    Object.fromEntries(
      [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
    ),
  );
  const action = (await form.getAttribute("action")) ?? page.url();
  const response = await page.request.post(new URL(action, page.url()).href, {
    form: { ...fields, ...extra },
    headers: { origin: e2eSiteServer.baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), `${action} answered`).toBe(303);
}

/** The business's node of a page's structured data. */
const localBusiness = (html: string) => jsonLd(html).find((node) => node["@type"] === "LocalBusiness") ?? {};

/** The tel: link of a number as the pages write it (+1 and its ten digits). */
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;

async function openBusiness(page: Page) {
  await page.goto("/leads/site");
  await page.getByRole("link", { name: "Business details" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business details");
}

async function saveDetails(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Details saved. Every page shows them within a few seconds.",
  );
}

test("a new phone number is on every page within 5 seconds, in its links and structured data, the old one nowhere", async ({
  page,
}) => {
  await openBusiness(page);
  const phone = page.getByLabel("Phone number", { exact: true });
  const old = await phone.inputValue();
  const fresh = old === "(325) 672-3489" ? "(325) 672-3488" : "(325) 672-3489";
  await saveDetails(page, { "Phone number": fresh });
  const saved = Date.now();

  const everyPage = async () => {
    const pages = await Promise.all(
      PUBLIC_PATHS.map(async (path) => ({ path, html: await publicHtml(path) })),
    );
    return pages.flatMap(({ path, html }) => {
      const problems = [];
      if (!html.includes(fresh)) problems.push(`${path}: no ${fresh}`);
      if (html.includes(old)) problems.push(`${path}: still ${old}`);
      if (!html.includes(`href="${telOf(fresh)}"`)) problems.push(`${path}: no ${telOf(fresh)} link`);
      if (html.includes(telOf(old))) problems.push(`${path}: still ${telOf(old)}`);
      if (localBusiness(html).telephone !== fresh)
        problems.push(`${path}: JSON-LD ${localBusiness(html).telephone}`);
      return problems;
    });
  };
  await expect.poll(everyPage, WITHIN_5_SECONDS).toEqual([]);
  test.info().annotations.push({ type: "published after", description: `${Date.now() - saved} ms` });

  // Put back: the phone as it was, on every page again.
  await saveDetails(page, { "Phone number": old });
  await expect.poll(async () => (await publicHtml("/contact-us")).includes(old), published).toBe(true);
});

test("Saturday 9:00 to 1:00 shows on the contact page, in the footer and in the opening hours search engines read", async ({
  page,
}) => {
  await openBusiness(page);
  const hours = page.getByRole("region", { name: "Opening hours" });
  await expect(hours.getByLabel("Open on Saturday")).not.toBeChecked();
  await hours.getByLabel("Open on Saturday").check();
  await hours.getByLabel("Opens on Saturday").fill("09:00");
  await hours.getByLabel("Closes on Saturday").fill("13:00");
  await hours.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByRole("status")).toContainText("Opening hours saved.");

  const saturday = "Saturday, 9:00 AM to 1:00 PM";
  const shown = async () => {
    const contact = await publicHtml("/contact-us");
    const home = await publicHtml("/");
    const footer = home.slice(home.lastIndexOf("<footer"));
    const specs = (localBusiness(contact).openingHoursSpecification ?? []) as Array<Record<string, unknown>>;
    return {
      contact: contact.slice(contact.indexOf("<main"), contact.indexOf("</main>")).includes(saturday),
      footer: footer.includes(saturday),
      structured: specs.some(
        (spec) =>
          JSON.stringify(spec.dayOfWeek) === JSON.stringify(["Saturday"]) &&
          spec.opens === "09:00" &&
          spec.closes === "13:00",
      ),
    };
  };
  await expect.poll(shown, published).toEqual({ contact: true, footer: true, structured: true });

  // Put back: closed on Saturdays, with the times it had.
  await hours.getByLabel("Open on Saturday").uncheck();
  await hours.getByLabel("Opens on Saturday").fill("08:00");
  await hours.getByLabel("Closes on Saturday").fill("17:00");
  await hours.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByRole("status")).toContainText("Opening hours saved.");
  await expect.poll(async () => (await publicHtml("/contact-us")).includes(saturday), published).toBe(false);
});

test("a new question shows on the FAQ page with its FAQPage structured data, and goes when removed", async ({
  page,
}) => {
  await page.goto("/leads/site");
  await page.getByRole("link", { name: "Words on your pages" }).click();
  await page.getByRole("link", { name: "FAQ page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQ page");
  const question = "Do you clean garages and garden sheds?";
  const answer = "Yes. We sweep, dust the shelves and wipe the doors; tell us what is stored there.";
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.getByLabel("Answer", { exact: true }).fill(answer);
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByRole("status")).toHaveText("Added. The page shows it within a few seconds.");
  await expect(page.getByRole("region", { name: "Questions and answers" })).toContainText(question);

  const onFaqPage = async () => {
    const html = await publicHtml("/faqs");
    const faq = jsonLd(html).find((node) => node["@type"] === "FAQPage");
    const entries = (faq?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
    return {
      shown: html.slice(html.indexOf("<main"), html.indexOf("</main>")).includes(question),
      structured: entries.some((entry) => entry.name === question && entry.acceptedAnswer.text === answer),
    };
  };
  await expect.poll(onFaqPage, published).toEqual({ shown: true, structured: true });

  // Edit opens the question in the form, with Move up and Remove under it.
  await page
    .getByRole("region", { name: "Questions and answers" })
    .getByRole("listitem")
    .filter({ hasText: question })
    .getByRole("link", { name: /^Edit/ })
    .click();
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(question);
  await page.getByRole("button", { name: /^Remove\b/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Taken off the page (Undo under History brings it back).",
  );
  await expect.poll(onFaqPage, published).toEqual({ shown: false, structured: false });
});

test("About Us with a heading, a list and a link is HTML on the page; a typed script never runs", async ({
  page,
  browser,
}) => {
  await page.goto("/leads/site/words/about-us");
  const box = page.getByLabel("The page", { exact: true });
  const original = await box.inputValue();
  await box.fill(
    [
      "## Our promise to Abilene",
      "",
      "We clean every home as if it were our own.",
      "",
      "- Homes and rentals",
      "- Offices and gyms",
      "",
      "See our [cleaning checklists](/cleaning-checklists).",
      "",
      "<script>alert(1)</script> <img src=x onerror=alert(2)>",
    ].join("\n"),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The page shows the change within a few seconds.");

  await expect
    .poll(async () => (await publicHtml("/about-us")).includes("Our promise to Abilene"), published)
    .toBe(true);
  const html = await publicHtml("/about-us");
  expect(html).toMatch(/<h2[^>]*>Our promise to Abilene<\/h2>/);
  expect(html).toMatch(
    /<ul[^>]*>\s*<li[^>]*>Homes and rentals<\/li>\s*<li[^>]*>Offices and gyms<\/li>\s*<\/ul>/,
  );
  expect(html).toMatch(/<a[^>]*href="\/cleaning-checklists"[^>]*>cleaning checklists<\/a>/);
  // What was typed as HTML is words on the page, never an element.
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).not.toMatch(/<script[^>]*>[^<]*alert\(/);
  expect(html).not.toMatch(/<img[^>]*onerror/i);

  // In a browser with scripts on, nothing of it runs.
  const visitor = await browser.newContext({ javaScriptEnabled: true, viewport: PHONE });
  try {
    const tab = await visitor.newPage();
    const dialogs: string[] = [];
    tab.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await tab.goto(new URL("/about-us", e2eSiteServer.baseURL).href);
    await tab.waitForLoadState("load");
    await expect(tab.getByRole("heading", { name: "Our promise to Abilene" })).toBeVisible();
    await expect(tab.getByText("<script>alert(1)</script>", { exact: false })).toBeVisible();
    expect(
      await tab
        .locator("script")
        .evaluateAll((scripts) => scripts.some((s) => s.textContent?.includes("alert("))),
    ).toBe(false);
    expect(dialogs).toEqual([]);
  } finally {
    await visitor.close();
  }

  // Put back the page as it was.
  await box.fill(original);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect
    .poll(async () => (await publicHtml("/about-us")).includes("Our promise to Abilene"), published)
    .toBe(false);
});

test("preview shows the change on the page before it is published; Publish puts it on the site", async ({
  page,
}) => {
  await page.goto("/leads/site/words/home");
  const subtitle = page.getByLabel("Subtitle", { exact: true });
  const original = await subtitle.inputValue();
  const changed = "Spotless homes and offices across the Big Country";
  await subtitle.fill(changed);
  await page
    .getByRole("region", { name: "Subtitle and introduction" })
    .getByRole("button", { name: "Preview" })
    .click();

  // The public home page with the change, marked as a preview, without its scripts, not for search engines.
  await expect(page.getByRole("region", { name: "Preview" })).toContainText("Preview: not on the site yet");
  await expect(page).toHaveTitle(/^Preview: /);
  await expect(page.getByText(changed)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  expect(await widerThanScreen(page)).toEqual({ scroll: 0, cut: [] });
  expect(await publicHtml("/")).not.toContain(changed);

  // Back to editing keeps what was typed; nothing is on the site yet.
  await page.getByRole("button", { name: "Back to editing" }).click();
  await expect(subtitle).toHaveValue(changed);
  await page.waitForTimeout(2_500);
  expect(await publicHtml("/")).not.toContain(changed);

  await page
    .getByRole("region", { name: "Subtitle and introduction" })
    .getByRole("button", { name: "Preview" })
    .click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The page shows the change within a few seconds.");
  await expect.poll(async () => (await publicHtml("/")).includes(changed), published).toBe(true);

  await subtitle.fill(original);
  await page
    .getByRole("region", { name: "Subtitle and introduction" })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect.poll(async () => (await publicHtml("/")).includes(changed), published).toBe(false);
});

test("refused: a bad phone number, a town without a zip code, a Facebook link elsewhere, an overlong question", async ({
  page,
}) => {
  await openBusiness(page);
  const phone = await page.getByLabel("Phone number", { exact: true }).inputValue();
  const before = await publicHtml("/contact-us");

  // A phone number that is none: the message next to the field and in the summary, every value kept.
  await page.getByLabel("Phone number", { exact: true }).fill("555-12");
  await page.getByLabel("Street address", { exact: true }).fill("1 Typed But Refused Street");
  await page.getByRole("button", { name: "Save details" }).click();
  const phoneField = page.getByLabel("Phone number", { exact: true });
  await expect(phoneField).toHaveAttribute("aria-invalid", "true");
  await expect(phoneField).toHaveAccessibleDescription(/Type a US phone number with its area code/);
  await expect(page.getByRole("alert")).toContainText("Nothing was saved:");
  await expect(page.getByRole("alert").getByRole("link")).toHaveAttribute("href", "#details-phone");
  await expect(phoneField).toHaveValue("555-12");
  await expect(page.getByLabel("Street address", { exact: true })).toHaveValue("1 Typed But Refused Street");
  // The page as refused: as wide as the phone, and axe's rules on the summary and the messages (the walk over every
  // focus stop of this page is its own test below).
  expect(await widerThanScreen(page)).toEqual({ scroll: 0, cut: [] });
  await axeOnThisPage(page, "Business details, a phone number refused");

  // A Facebook link to another site.
  await page.getByLabel("Phone number", { exact: true }).fill(phone);
  await page.getByLabel("Facebook page", { exact: true }).fill("https://evil.example/page");
  await page.getByRole("button", { name: "Save details" }).click();
  const facebook = page.getByLabel("Facebook page", { exact: true });
  await expect(facebook).toHaveAttribute("aria-invalid", "true");
  await expect(facebook).toHaveAccessibleDescription(/That is not a Facebook page/);
  await expect(facebook).toHaveValue("https://evil.example/page");

  // A town without a zip code.
  const town = page.locator("#town-form");
  await town.getByLabel("Town", { exact: true }).fill("Ovalo");
  await town.getByRole("button", { name: "Add town" }).click();
  const zips = page.locator("#town-form").getByLabel("Zip codes", { exact: true });
  await expect(zips).toHaveAttribute("aria-invalid", "true");
  await expect(zips).toHaveAccessibleDescription(/Give at least one zip code for Ovalo/);
  await expect(page.locator("#town-form").getByLabel("Town", { exact: true })).toHaveValue("Ovalo");

  // A question longer than the page's list can hold.
  await page.goto("/leads/site/words/faqs");
  const long = `Do you ${"really, truly and completely ".repeat(7)}clean behind the fridge?`;
  await page.getByLabel("Question", { exact: true }).fill(long);
  await page.getByLabel("Answer", { exact: true }).fill("Yes.");
  await page.getByRole("button", { name: "Add question" }).click();
  const question = page.getByLabel("Question", { exact: true });
  await expect(question).toHaveAttribute("aria-invalid", "true");
  await expect(question).toHaveAccessibleDescription(
    new RegExp(`Keep the question to 160 characters \\(it has ${long.length}\\)`),
  );
  await expect(question).toHaveValue(long);

  // Nothing changed: the business page shows what was saved before, and so do the public pages, a publish later.
  await openBusiness(page);
  await expect(page.getByLabel("Phone number", { exact: true })).toHaveValue(phone);
  await page.waitForTimeout(2_500);
  const after = await publicHtml("/contact-us");
  for (const html of [after, await publicHtml("/faqs")]) {
    expect(html).not.toContain("555-12");
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("Ovalo");
    expect(html).not.toContain("really, truly");
  }
  expect(after).toContain(phone);
  expect(localBusiness(after).telephone).toBe(localBusiness(before).telephone);
});

test("going live: with the details the business's own and every fact confirmed, the site is live", async ({
  page,
}) => {
  await openBusiness(page);
  const fields = [
    "Phone number",
    "Email address",
    "Street address",
    "Latitude",
    "Longitude",
    "Facebook page",
    "Instagram page",
    "Yelp page",
  ];
  const originals: Record<string, string> = {};
  for (const label of fields) originals[label] = await page.getByLabel(label, { exact: true }).inputValue();
  await saveDetails(page, {
    "Phone number": "(325) 672-1188",
    "Email address": "hello@sparkleabilene.com",
    "Street address": "2210 Grape Street",
    Latitude: "32.4501",
    Longitude: "-99.7402",
    "Facebook page": "https://www.facebook.com/sparkleabilene",
    "Instagram page": "https://www.instagram.com/sparkleabilene",
    "Yelp page": "https://www.yelp.com/biz/sparkle-abilene",
  });

  await page.goto("/leads/site");
  await page.getByRole("link", { name: "Going live", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Going live");
  await expect(page.getByText("Details still at the example")).toHaveCount(0);
  const confirms = page.getByRole("button", { name: /^This is right/ });
  const count = await confirms.count();
  expect(count).toBe(9);
  for (let index = 0; index < count; index += 1) {
    await confirms.nth(index).click();
    await expect(page.getByRole("status")).toHaveText("Confirmed.");
  }
  await expect(
    page.getByText("Your site is live: every fact is confirmed and every detail is your own."),
  ).toBeVisible();
  await expect(page.getByText("✓ Confirmed")).toHaveCount(9);

  // "Save, confirm later" takes a confirmation back: once here, and for the other facts by the same form's post
  // (what the button sends), to put everything back within the test's time.
  const facts = page.locator('form[id^="fact-"]');
  await facts
    .first()
    .getByRole("button", { name: /^Save, confirm later/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("Saved. Confirm it once you are sure.");
  await expect(facts.first()).toContainText("Not confirmed yet");
  for (let index = 1; index < count; index += 1) {
    await postForm(page, facts.nth(index), { intent: "save" });
  }
  await page.reload();
  await expect(page.getByText("Not confirmed yet", { exact: true })).toHaveCount(9);
  await openBusiness(page);
  for (const [label, value] of Object.entries(originals)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await postForm(page, page.locator("#details form"), {});
});

test("the history shows what each value was and became; undoing an older change keeps the later one", async ({
  page,
}) => {
  await openBusiness(page);
  const years = page.getByLabel("Years of experience", { exact: true });
  const copyright = page.getByLabel("Name in the copyright line", { exact: true });
  const oldYears = await years.inputValue();
  const oldName = await copyright.inputValue();
  const newYears = String(Number(oldYears) + 1);
  const newName = `${oldName} (e2e)`;
  await saveDetails(page, { "Years of experience": newYears });
  await saveDetails(page, { "Name in the copyright line": newName });

  await page.goto("/leads/site/history");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
  const entries = page.locator("main ol > li");
  const yearsChange = entries.filter({ hasText: `Years of experience: ${oldYears} →became ${newYears}` });
  const nameChange = entries.filter({ hasText: `Name in the copyright line: ${oldName} →became ${newName}` });
  await expect(yearsChange).toHaveCount(1);
  await expect(nameChange).toHaveCount(1);
  await expect(yearsChange).toContainText(OWNER);

  await yearsChange.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Undone: that change is taken back; the changes made after it stay.",
  );
  const home = async () => {
    const html = await publicHtml("/");
    return { years: html.includes(`${newYears} years of experience`), name: html.includes(newName) };
  };
  await expect.poll(home, published).toEqual({ years: false, name: true });

  // Put back the copyright name too.
  await nameChange.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.getByRole("status")).toContainText("Undone");
  await expect.poll(home, published).toEqual({ years: false, name: false });
  expect((await publicPage("/")).status).toBe(200);
});

// Each page as the owner sees it on a phone and zoomed in: sizes, focus indicators and axe.
for (const [path, what] of [
  ["/leads/site", "Your site"],
  ["/leads/site/business", "Business details"],
  ["/leads/site/going-live", "Going live"],
  ["/leads/site/words", "Words on your pages"],
  ["/leads/site/words/home", "the home page's words"],
  ["/leads/site/words/moving", "a service page's words"],
  ["/leads/site/words/faqs", "the FAQ page's questions"],
  ["/leads/site/words/about-us", "About Us"],
  ["/leads/site/words/checklist", "the checklist"],
  ["/leads/site/history", "History"],
] as const) {
  test(`${what} on a phone and zoomed in`, async ({ page }) => {
    // Every focus stop is photographed twice (focused, then not): 5 to 25 s a page on this 2-core machine when it
    // is quiet, twice that when other work shares it.
    test.slow();
    await page.goto(path);
    await checkAsOwner(page, what);
    if (path.endsWith("checklist")) {
      // A room opened: its selects are the form kit's (walked on the testimonials page); here, the width.
      await page.getByText("Kitchen", { exact: true }).click();
      await expect(page.getByLabel("Recurring").first()).toBeVisible();
      expect(await widerThanScreen(page)).toEqual({ scroll: 0, cut: [] });
    }
  });
}
