import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readEmlFiles } from "../support/mail.ts";
import { expect, test } from "./fixtures.ts";
import { e2eServer } from "./server-env.ts";

// The owner's inbox, as the owner uses it on a phone, with the real service and the real test mail server. This
// file runs in both Playwright projects: with JavaScript (the visitor's form sends JSON) and without it (the
// form posts; the inbox has no script either way).

/**
 * Each project signs in as an owner of its own (tests/e2e/server-env.ts lists both): the two projects run at the
 * same time against one server, and one must never pick up the other's sign-in link.
 */
/**
 * The owner a test signs in as: one per project and test, so tests running side by side never take each other's
 * sign-in link (tests/e2e/server-env.ts lists them all in OWNER_EMAILS).
 */
const ownerOf = (project: string, test: "journey" | "phone" | "return" | "numbers") =>
  `owner.${project}.${test}@bnc-cleaning.example`;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// One after the other within a project: its tests sign in as the same owner, and two asking at once would both
// take the newest link, which works once (the second then fails on "This sign-in link does not work").
test.describe.configure({ mode: "default" });

/** The sign-in links the test mail server has received for the owner, oldest first (with the page to return to). */
async function signInLinks(owner: string): Promise<string[]> {
  const mails = await readEmlFiles(e2eServer.smtpInbox);
  return mails
    .filter((mail) => mail.subject.startsWith("Sign in to your leads") && mail.to.includes(owner))
    .map((mail) => mail.text.match(/https?:\/\/\S+\/leads\/sign-in\?token=\S+/)?.[0] ?? "");
}

async function sendQuoteRequest(page: Page, email: string) {
  // Arriving from a campaign link: its long address (no space to break at) is shown on the lead's page.
  await page.goto(`/get-a-quote?utm_source=newsletter&utm_campaign=${"spring-move-out-special-".repeat(4)}`);
  const form = page.getByRole("form", { name: "Request your free quote" });
  await form.getByLabel("First Name", { exact: true }).fill("Olivia");
  await form.getByLabel("Last Name", { exact: true }).fill("Owner-Test");
  await form.getByLabel("Phone", { exact: true }).fill("(325) 555-0166");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Zip Code", { exact: true }).fill("79556");
  await form.getByLabel("Square Footage", { exact: true }).fill("2400");
  await form.getByLabel("Services", { exact: true }).selectOption({ label: "Deep Cleaning" });
  await form.getByLabel("How did you hear about us?", { exact: true }).selectOption({ label: "Referral" });
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
}

/** Signs the project's owner in through the emailed link, as the owner does. */
async function signIn(page: Page, owner: string) {
  const linksBefore = (await signInLinks(owner)).length;
  await page.goto("/leads");
  await page.getByLabel("Email").fill(owner);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect
    .poll(async () => (await signInLinks(owner)).length, { timeout: 15_000 })
    .toBeGreaterThan(linksBefore);
  await page.goto((await signInLinks(owner)).at(-1) ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/leads");
}

/** Opens the inbox's search and filters (folded away when none is applied) and searches. */
async function searchFor(page: Page, text: string) {
  await page.getByText("Search and filter").click();
  await page.getByLabel("Search").fill(text);
  await page.getByRole("button", { name: "Show leads" }).click();
}

/** axe runs as a script in the page: in the project with JavaScript off it cannot, and the pages are the same. */
async function expectNoAxeViolations(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("a quote request reaches the owner's inbox: sign in by email, mark it contacted with a note, export it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `inbox.${testInfo.project.name}.${Date.now()}@example.com`;
  const OWNER = ownerOf(testInfo.project.name, "journey");
  await sendQuoteRequest(page, email);

  // Signed out, /leads asks for the owner's email and sends a link.
  const linksBefore = (await signInLinks(OWNER)).length;
  await page.goto("/leads");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your leads");
  await expect(page.locator("script")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(OWNER);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your email.");

  // The link arrives by email; opening it shows a button, which signs in.
  await expect
    .poll(async () => (await signInLinks(OWNER)).length, { timeout: 15_000 })
    .toBeGreaterThan(linksBefore);
  const link = (await signInLinks(OWNER)).at(-1) ?? "";
  expect(link).toContain("/leads/sign-in?token=");
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/leads");
  await expect(page.getByText(`Signed in as ${OWNER}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The lead is in the list; searching by the email finds exactly it.
  // The search is folded away with the filters until asked for.
  await searchFor(page, email);
  const row = page.getByRole("link", { name: /Olivia Owner-Test/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Deep Cleaning");
  await expect(row).toContainText("Sweetwater (service area)");
  await expect(row).toContainText("New");
  await row.click();

  // The lead's page: everything sent, a way to call, text and write, its emails.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olivia Owner-Test");
  await expect(page.getByRole("link", { name: "Call (325) 555-0166" })).toHaveAttribute(
    "href",
    "tel:+13255550166",
  );
  // Customers write "text me", and the form's consent promises texts: a text opens the phone's messages app.
  await expect(page.getByRole("link", { name: "Text (325) 555-0166" })).toHaveAttribute(
    "href",
    "sms:+13255550166",
  );
  await expect(page.getByRole("link", { name: `Email ${email}` })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByText("2,400 sq ft")).toBeVisible();
  // Nothing is wider than the phone: a long campaign link or address wraps instead.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.getByLabel("Where you are with this lead").selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("status")).toHaveText("Stage saved.");
  const note = page.getByLabel(/Add a private note/);
  await note.fill("Called back; visit booked Friday 9 am.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByText("Called back; visit booked Friday 9 am.")).toBeVisible();
  await expect(page.getByText("Stage set to Contacted")).toBeVisible();

  // The export has it, as contacted.
  await page.getByRole("link", { name: "← All leads" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  const line = csv.split("\n").find((entry) => entry.includes(`"${email}"`));
  expect(line).toBeDefined();
  // Its stage in the owner's words after the date and time it came, and the owner's notes in their own column.
  expect(line).toMatch(/^"[0-9a-z]{12}","\d{4}-\d{2}-\d{2}","\d{2}:\d{2}","Contacted",/);
  expect(line).toMatch(/,"[^"]* Called back; visit booked Friday 9 am\.",/);

  // Your numbers, from the nav: the lead's campaign is a source of its own, contacted (a form sent without
  // JavaScript records no campaign: direct); nothing is wider than the phone (each source is a card there), and
  // the same table downloads as CSV.
  await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Numbers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your numbers");
  const source =
    test.info().project.use.javaScriptEnabled === false
      ? "Direct (no referrer)"
      : `Campaign “${"spring-move-out-special-".repeat(4)}”`;
  const card = page.getByRole("listitem").filter({ hasText: source });
  await expect(card).toBeVisible();
  await expect(card.getByRole("definition").first()).not.toHaveText("0");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Last 12 months" }).click();
  await expect(page.getByRole("link", { name: "Last 12 months" })).toHaveAttribute("aria-current", "page");
  const numbers = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const table = readFileSync(await (await numbers).path(), "utf8");
  expect(table).toContain(`"${source}"`);
  expect(table.trimEnd().split("\n").at(-1)).toMatch(/^"Customer said","Total",/);

  // Signing out ends it: the inbox asks for the email again.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your leads");
  await page.goto("/leads/export.csv").catch(() => undefined);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your leads");
});

test("the inbox's first screen on a phone is the leads: three at least, the untouched ones standing out", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `${testInfo.project.name}.${Date.now()}`;
  // Three requests, newest last: the inbox lists them first.
  for (const name of ["Avery", "Blake", "Casey"]) {
    const sent = await request.post("/api/contact", {
      data: {
        firstName: name,
        lastName: `First-Screen ${testInfo.project.name}`,
        phone: "(325) 555-0190",
        email: `${name.toLowerCase()}.${run}@example.com`,
        zipCode: "79601",
        squareFootage: 1200,
        services: "DeepCleaning",
        referral: "Referral",
      },
    });
    expect(sent.status()).toBe(201);
  }
  await signIn(page, ownerOf(testInfo.project.name, "phone"));
  // The owner has called Avery back: that lead is no longer untouched.
  await searchFor(page, `avery.${run}@example.com`);
  await page.getByRole("link", { name: new RegExp(`Avery First-Screen ${testInfo.project.name}`) }).click();
  await page.getByLabel("Where you are with this lead").selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("status")).toHaveText("Stage saved.");

  await page.goto("/leads");
  // Filters folded away (nothing applied), sign-out below the leads: the first screen is the leads.
  const filters = page.locator("details", { has: page.getByText("Search and filter") });
  await expect(filters).not.toHaveAttribute("open");
  await expect(page.getByLabel("Search")).toBeHidden();
  const rows = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < 3; index += 1) {
    const box = await rows.nth(index).boundingBox();
    expect(box, `lead ${index + 1}`).not.toBeNull();
    expect(
      (box?.y ?? 0) + (box?.height ?? 0),
      `lead ${index + 1} ends within the first screen`,
    ).toBeLessThanOrEqual(844);
  }
  const thirdBottom = await rows.nth(2).evaluate((row) => row.getBoundingClientRect().bottom);
  const signOut = await page.getByRole("button", { name: "Sign out", exact: true }).boundingBox();
  expect(signOut?.y ?? 0).toBeGreaterThan(thirdBottom);

  // An untouched lead (still New) stands out from one the owner has dealt with: a look of its own, and words.
  const casey = rows.filter({ hasText: `Casey First-Screen ${testInfo.project.name}` });
  const avery = rows.filter({ hasText: `Avery First-Screen ${testInfo.project.name}` });
  await expect(casey).toContainText("New");
  await expect(avery).toContainText("Contacted");
  const look = (row: typeof casey) =>
    row.evaluate((item) => {
      const style = getComputedStyle(item);
      return `${style.backgroundColor} ${style.borderLeftWidth} ${style.borderLeftColor}`;
    });
  expect(await look(casey)).not.toBe(await look(avery));
  await expectNoAxeViolations(page);

  // A filter applied: the filters are open, and their summary says what is applied.
  await page.goto(`/leads?stage=new&q=${encodeURIComponent(run)}`);
  const applied = page.locator("details").filter({ has: page.getByLabel("Search") });
  await expect(applied).toHaveAttribute("open", "");
  await expect(applied.locator("summary")).toContainText("Stage: New");
  await expect(applied.locator("summary")).toContainText(run);
  await expect(page.getByLabel("Search")).toHaveValue(run);
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("the notification's 'Open in your lead inbox', signed out, leads to that lead once signed in", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const sent = await request.post("/api/contact", {
    data: {
      firstName: "Rowan",
      lastName: `Return ${testInfo.project.name}`,
      phone: "(325) 555-0191",
      email: `rowan.${testInfo.project.name}.${Date.now()}@example.com`,
      zipCode: "79601",
      squareFootage: 1500,
      services: "DeepCleaning",
      referral: "Referral",
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  // The link as the owner's mail shows it.
  const inboxLink = async () =>
    (await readEmlFiles(e2eServer.smtpInbox))
      .map((mail) => mail.text.match(new RegExp(`https?://\\S+/leads/${id}(?=\\s)`))?.[0])
      .find(Boolean) ?? "";
  await expect.poll(inboxLink, { timeout: 15_000 }).not.toBe("");
  await page.goto(new URL(await inboxLink()).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your leads");

  const owner = ownerOf(testInfo.project.name, "return");
  const linksBefore = (await signInLinks(owner)).length;
  await page.getByLabel("Email").fill(owner);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect
    .poll(async () => (await signInLinks(owner)).length, { timeout: 15_000 })
    .toBeGreaterThan(linksBefore);
  await page.goto((await signInLinks(owner)).at(-1) ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rowan Return ${testInfo.project.name}`);
});

test("the numbers on a phone: labels apart, and both where a lead came from and what the customer said", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A lead sent without a campaign or a referring site (direct, as measured) whose customer answered "Referral".
  const sent = await request.post("/api/contact", {
    data: {
      firstName: "Rafa",
      lastName: `Numbers ${testInfo.project.name}`,
      phone: "(325) 555-0191",
      email: `rafa.${testInfo.project.name}.${Date.now()}@example.com`,
      zipCode: "79601",
      squareFootage: 1500,
      services: "Moving",
      referral: "Referral",
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, ownerOf(testInfo.project.name, "numbers"));
  await page.goto("/leads/numbers");

  const measured = page.getByRole("region", { name: "Where jobs come from" });
  await expect(measured.getByRole("listitem").filter({ hasText: "Direct (no referrer)" })).toBeVisible();
  const said = page.getByRole("region", { name: "What customers told us" });
  await expect(said).toContainText("How did you hear about us?");
  const referral = said.getByRole("listitem").filter({ hasText: /^Referral/ });
  await expect(referral).toBeVisible();
  await expect(referral).toContainText(/[1-9]\d* leads?/);

  // On a 390 px phone no two labels of a card run together: the painted text of each stays clear of the others.
  const overlaps = await page.locator("main li dl").evaluateAll((lists) =>
    lists.flatMap((list) => {
      const boxes = [...list.querySelectorAll("dt, dd")].map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return { text: element.textContent ?? "", box: range.getBoundingClientRect() };
      });
      const found: string[] = [];
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) {
          const apart =
            a.box.right <= b.box.left + 0.5 ||
            b.box.right <= a.box.left + 0.5 ||
            a.box.bottom <= b.box.top + 0.5 ||
            b.box.bottom <= a.box.top + 0.5;
          if (!apart) found.push(`${a.text} / ${b.text}`);
        }
      }
      return found;
    }),
  );
  expect(overlaps).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The CSV has both breakdowns, each with its totals.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const lines = readFileSync(await (await download).path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\n");
  expect(lines[0]).toBe(
    '"Breakdown","Source","Leads","Contacted","Quoted","Booked","Won","Lost","Share won","Value quoted (USD)","Value accepted (USD)","Paid online (USD)"',
  );
  expect(lines.some((line) => line.startsWith('"Measured source","Direct (no referrer)",'))).toBe(true);
  expect(lines.some((line) => line.startsWith('"Customer said","Referral",'))).toBe(true);
  expect(lines.filter((line) => /^"[^"]+","Total",/.test(line))).toHaveLength(2);
});
