/**
 * Takes the owner guide's screenshots (docs/images/owner-*.png) at 390 px, a phone's width, on sample leads: asks
 * for a sign-in link, opens it from the mail the service wrote, and photographs each step. Start a local service
 * with a fresh data directory and no mail settings first (its emails are written as files), then:
 *   DATA_DIR=var/guide PORT=3100 CONTACT_RATE_LIMIT=100 npm start     (in one terminal; it sends 9 requests)
 *   node scripts/owner-guide-screenshots.ts --base http://127.0.0.1:3100 --data var/guide
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { readMailFiles } from "../tests/support/mail.ts";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    data: { type: "string", default: "var" },
    owner: { type: "string", default: "leads@bnc-cleaning.example" },
    out: { type: "string", default: "docs/images" },
  },
});

const sample = (firstName: string, lastName: string, fields: Record<string, unknown>) => ({
  firstName,
  lastName,
  phone: "(325) 555-0134",
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
  zipCode: "79601",
  squareFootage: 1800,
  services: "DeepCleaning",
  referral: "Referral",
  ...fields,
});

/** Where each sample visit came from (what the form records), for "Your numbers". */
const from = (attribution: Record<string, string>) => ({ attribution: { landingPage: "/", ...attribution } });

// Oldest first: the inbox lists them newest first.
const leads = [
  sample("Marcus", "Lee", { services: "Other", zipCode: "79605", squareFootage: 3200 }),
  sample("Priya", "Patel", { services: "Recurring", zipCode: "79606", squareFootage: 2100 }),
  sample("Tom", "Baker", { services: "AirBnB", zipCode: "79536", squareFootage: 950 }),
  sample("Rosa", "Delgado", {
    zipCode: "79601",
    squareFootage: 2400,
    notes: "Two friendly dogs; the side gate code is 4417. Inside the oven too, please.",
  }),
].map((lead, index) => ({
  ...lead,
  ...from(
    [
      { gclid: "Cj0KCQiA-sample" },
      { referrer: "https://www.google.com/" },
      { fbclid: "IwAR-sample" },
      { utm_campaign: "spring-flyer", utm_source: "flyer" },
    ][index] ?? {},
  ),
}));
// More leads for "Your numbers", not shown in the inbox's screenshot (they are older than the four above).
const moreLeads = [
  sample("Alma", "Reyes", from({ referrer: "https://www.google.com/" })),
  sample("Ben", "Cho", from({ gclid: "Cj0KCQiA-two" })),
  sample("Cara", "Diaz", from({ referrer: "https://www.yelp.com/biz/bnc-cleaning" })),
  sample("Dev", "Shah", from({})),
];
const stages: Record<string, string> = {
  Marcus: "Won",
  Priya: "Contacted",
  Alma: "Won",
  Ben: "Quoted",
  Cara: "Lost",
  Dev: "Contacted",
};

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const context = await browser.newContext({
  baseURL: values.base,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const shot = async (name: string, fullPage = false) => {
  const file = path.join(values.out, `owner-${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
};

const ids: Record<string, string> = {};
for (const lead of [...moreLeads, ...leads]) {
  const answer = await page.request.post("/api/contact", { data: lead });
  ids[lead.firstName] = ((await answer.json()) as { id: string }).id;
}
// A suspected spam: the quote form sent with its hidden spam trap filled.
const spam = await page.request.post("/get-a-quote", {
  form: { ...sample("Dana", "Rivers", { services: "Moving", zipCode: "79556" }), website: "x" },
  maxRedirects: 0,
});
ids.Dana = new URL(spam.headers().location ?? "", values.base).searchParams.get("sent") ?? "";

await page.goto("/leads");
await shot("1-sign-in");
const mailsBefore = (await readMailFiles(values.data)).length;
await page.getByLabel("Email").fill(values.owner);
await page.getByRole("button", { name: "Email me a sign-in link" }).click();
await page.getByText("Check your email.").waitFor();
await shot("2-check-email");
let link = "";
for (let tries = 0; tries < 100 && !link; tries += 1) {
  const mails = (await readMailFiles(values.data)).slice(mailsBefore);
  link =
    mails.map((mail) => mail.text.match(/https?:\/\/\S+\/leads\/sign-in\?token=\S+/)?.[0]).find(Boolean) ??
    "";
  if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
}
if (!link)
  throw new Error("no sign-in email arrived: is the service using this data directory, without SMTP?");
await page.goto(new URL(new URL(link).pathname + new URL(link).search, values.base).href);
await shot("3-sign-in-button");
await page.getByRole("button", { name: "Sign in" }).click();

async function setStage(target: Page, id: string, label: string) {
  await target.goto(`/leads/${id}`);
  await target.getByLabel("Where you are with this lead").selectOption({ label });
  await target.getByRole("button", { name: "Save stage" }).click();
  await target.getByText("Stage saved.").waitFor();
}
for (const [name, label] of Object.entries(stages)) await setStage(page, ids[name] ?? "", label);

await page.goto("/leads");
await shot("4-inbox");
await page.goto(`/leads/${ids.Rosa}`);
await shot("5-lead", true);
await page.goto(`/leads/${ids.Dana}`);
await shot("6-spam");
await page.goto("/leads/numbers");
await shot("7-numbers", true);
await browser.close();
