/**
 * Takes the owner guide's screenshots (docs/images/owner-*.png) at 390 px, a phone's width, on sample leads and a
 * sample site (two photos, a testimonial, a notice, the business's details, hours, a town, a page's words): asks for
 * a sign-in link, opens it from the mail the service wrote, and photographs each step, each PNG reduced to a
 * palette to keep the guide light. Start a local service
 * with a fresh data directory and no mail settings first (its emails are written as files), then:
 *   DATA_DIR=var/guide PORT=3100 CONTACT_RATE_LIMIT=100 npm start     (in one terminal; it sends a dozen requests)
 *   node scripts/owner-guide-screenshots.ts --base http://127.0.0.1:3100 --data var/guide
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { defaultBookingRules } from "../app/content/booking.ts";
import { localToday, slotInterval } from "../app/lib/availability.ts";
import { bookable } from "../tests/support/booking.ts";
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

// Oldest first: the inbox lists them newest first. Priya asks for a visit (the Bookings screenshots).
const leads = [
  sample("Marcus", "Lee", {
    services: "Other",
    zipCode: "79605",
    squareFootage: 3200,
    referral: "Internet-Search",
  }),
  sample("Priya", "Patel", {
    services: "Recurring",
    zipCode: "79606",
    squareFootage: 2100,
    visitDay: bookable(2, 1),
    visitWindow: "morning",
    secondDay: bookable(4, 1),
    secondWindow: "afternoon",
    frequency: "every-2-weeks",
  }),
  sample("Tom", "Baker", {
    services: "AirBnB",
    zipCode: "79536",
    squareFootage: 950,
    referral: "Social-Media",
  }),
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
  // What the customers said differs from what was measured: Ben clicked an ad his neighbour had told him about.
  sample("Alma", "Reyes", { ...from({ referrer: "https://www.google.com/" }), referral: "Internet-Search" }),
  sample("Ben", "Cho", from({ gclid: "Cj0KCQiA-two" })),
  sample("Cara", "Diaz", from({ referrer: "https://www.yelp.com/biz/bnc-cleaning" })),
  sample("Dev", "Shah", { ...from({}), referral: "Editorial-Magazine" }),
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
  // No cross-fade between pages (a view transition): a photograph taken during one shows half of each page.
  reducedMotion: "reduce",
});
const page = await context.newPage();
/** A screenshot as a palette PNG: a page of flat colours and text loses nothing visible and most of its weight. */
async function save(name: string, png: Buffer) {
  const file = path.join(values.out, `owner-${name}.png`);
  const { size } = await sharp(png)
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toFile(file);
  console.log(`${file} (${Math.round(size / 1024)} KB)`);
}
const shot = async (name: string, fullPage = false) => save(name, await page.screenshot({ fullPage }));
/** One part of the page, with the page's own margin around it. */
async function shotOf(name: string, part: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await part.boundingBox();
  if (!box) throw new Error(`${name}: nothing to photograph`);
  const clip = { x: 0, y: Math.max(0, box.y - 16), width: 390, height: box.height + 32 };
  await save(name, await page.screenshot({ fullPage: true, clip }));
}

/** From the top of one part of the page to the bottom of another, with the page's margin around them. */
async function shotBetween(name: string, first: Locator, last: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await first.boundingBox();
  const bottom = await last.boundingBox();
  if (!top || !bottom) throw new Error(`${name}: nothing to photograph`);
  const y = Math.max(0, top.y - 16);
  const clip = { x: 0, y, width: 390, height: bottom.y + bottom.height + 16 - y };
  await save(name, await page.screenshot({ fullPage: true, clip }));
}

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

// Booking: a request waiting on its lead's page; the owner sets Marcus's visit for tomorrow (agreed on the phone)
// and confirms Priya's first choice; the Bookings page; the customer's manage page from the confirmation email.
await page.goto(`/leads/${ids.Priya}`);
await page
  .locator('section[aria-labelledby="section-visit"]')
  .screenshot({ path: path.join(values.out, "owner-13-visit-request.png") });
console.log(path.join(values.out, "owner-13-visit-request.png"));
const tomorrow = localToday(new Date(), defaultBookingRules).add({ days: 1 }).toString();
/** The lead page's form that confirms a waiting request (the offer form below it has fields of the same names). */
const confirmForm = () =>
  page.locator("form", { has: page.getByRole("button", { name: "Confirm visit and email the customer" }) });
const other = await page.request.post("/api/contact", {
  data: sample("Ana", "Reyes", { zipCode: "79602", visitDay: bookable(3, 1), visitWindow: "afternoon" }),
});
ids.Ana = ((await other.json()) as { id: string }).id;
await page.goto(`/leads/${ids.Ana}`);
await confirmForm().getByLabel("Another day and window, agreed on the phone:").check();
await confirmForm().getByLabel("Day", { exact: true }).fill(tomorrow);
await confirmForm()
  .getByLabel(/Street address/)
  .fill("2210 Grape St");
await confirmForm()
  .getByLabel(/Access notes/)
  .fill("Side gate, code 4417");
await page.getByRole("button", { name: "Confirm visit and email the customer" }).click();
await page.getByText("Visit confirmed").first().waitFor();
const confirmedBefore = (await readMailFiles(values.data)).length;
await page.goto(`/leads/${ids.Priya}`);
await confirmForm()
  .getByLabel(/Street address/)
  .fill("418 Sayles Blvd");
await page.getByRole("button", { name: "Confirm visit and email the customer" }).click();
await page.getByText("Visit confirmed").first().waitFor();
// A visit today (agreed on the phone) in the window that has begun (run this after 8:00 AM Abilene time): its Visit
// done and Problem with this visit buttons, and the review request it will send.
const now = localToday(new Date(), defaultBookingRules);
const begun =
  Date.now() >=
  (slotInterval({ day: now.toString(), window: "afternoon" }, defaultBookingRules)?.start.getTime() ?? 0)
    ? "afternoon"
    : "morning";
const today = await page.request.post("/api/contact", {
  data: sample("Lena", "Ortiz", { zipCode: "79603", visitDay: bookable(4, 1), visitWindow: "morning" }),
});
ids.Lena = ((await today.json()) as { id: string }).id;
await page.goto(`/leads/${ids.Lena}`);
await confirmForm().getByLabel("Another day and window, agreed on the phone:").check();
await confirmForm().getByLabel("Day", { exact: true }).fill(now.toString());
await confirmForm().getByLabel("Window", { exact: true }).selectOption(begun);
await confirmForm()
  .getByLabel(/Street address/)
  .fill("935 Hickory St");
await confirmForm()
  .getByLabel(/Price agreed/)
  .fill("140");
await page.getByRole("button", { name: "Confirm visit and email the customer" }).click();
await page.getByText("Visit confirmed").first().waitFor();
await page.locator("summary", { hasText: "The review request that will go" }).click();
await shotOf(
  "34-review-preview",
  page
    .locator("section", { has: page.getByRole("heading", { name: "Visit" }) })
    .locator("div.rounded-xl")
    .first(),
);

// The owner's own visit on a lead that asked for no time (Marcus): book it, then move it into tomorrow (warned).
await page.goto(`/leads/${ids.Marcus}`);
await page.locator("summary", { hasText: "Book a visit" }).click();
const book = page.locator("details", { hasText: "Book a visit" });
await book.getByLabel("Day", { exact: true }).fill(bookable(2, 1));
await book.getByLabel("Arrival window (Abilene time)").selectOption("morning");
await book.getByLabel("How often").selectOption("every-2-weeks");
await book.getByLabel(/Price agreed/).fill("180");
await book.getByLabel("Street address").fill("77 Pine St");
await shotOf("27-book-visit", book);
await book.getByRole("button", { name: "Book visit and email the customer" }).click();
await page.getByText("Visit booked").first().waitFor();
await page.locator("summary", { hasText: "Move this visit" }).click();
const move = page.locator("details", { hasText: "Move this visit" });
await move
  .getByLabel(/^Only /)
  .first()
  .check();
await move.getByLabel("New day").fill(now.add({ days: 1 }).toString());
await move.getByLabel("New window").selectOption("morning");
await move.getByLabel(/short message/).fill("Our crew can come a day early, if that suits you.");
await move.getByRole("button", { name: "Move visit and email the customer" }).click();
await page.getByText(/falls within 24 hours/).waitFor();
// The answer to a post is a new page: the form photographed on its own (a clip of the whole page came out blank).
await save(
  "28-move-warning",
  await page.locator("form", { has: page.getByRole("button", { name: "Move it anyway" }) }).screenshot(),
);
await page.getByRole("button", { name: "Move it anyway" }).click();
await page.getByText("Visit moved").first().waitFor();

// A booking taken by phone.
await page.goto("/leads/bookings/phone");
for (const [label, value] of [
  ["First name", "Gail"],
  ["Last name", "Porter"],
  ["Phone", "(325) 555-0188"],
  ["Email (for the confirmation)", "gail.porter@example.com"],
  ["Zip code", "79601"],
  ["Business name (for a business)", "Big Country Gym"],
  ["Square footage (optional)", "6000"],
  ["Street address", "500 Pine St"],
  ["Access notes (gate code, keys, pets)", "Back door; alarm code with the manager"],
  ["Price agreed, in dollars (optional)", "240"],
] as const) {
  await page.getByLabel(label, { exact: true }).fill(value);
}
await page.getByLabel("Service", { exact: true }).selectOption({ label: "Other" });
await page.getByLabel("How did they hear about us?").selectOption({ label: "Referral" });
await page.getByLabel("Day", { exact: true }).fill(now.add({ days: 1 }).toString());
await page.getByLabel("Arrival window (Abilene time)").selectOption("afternoon");
await page.getByLabel("How often").selectOption("weekly");
await shot("29-phone-booking", true);
await page.getByRole("button", { name: "Book and email the customer" }).click();
await page.getByText("Booking saved").first().waitFor();

// Times offered to Tom, and the page where he picks one.
const offersBefore = (await readMailFiles(values.data)).length;
await page.goto(`/leads/${ids.Tom}`);
await page.locator("summary", { hasText: "Offer times to choose from" }).click();
for (const [n, day, window] of [
  [1, bookable(2, 2), "morning"],
  [2, bookable(3, 2), "afternoon"],
  [3, bookable(5, 2), "morning"],
] as const) {
  const time = page.getByRole("group", { name: new RegExp(`^Time ${n}`) });
  await time.getByLabel("Day").fill(day);
  await time.getByLabel("Window").selectOption(window);
}
await page.getByLabel(/Your words to the customer/).fill("Here are the times we have in two weeks.");
await shotOf("30-offer", page.locator("details", { hasText: "Offer times to choose from" }));
await page.getByRole("button", { name: "Offer these times" }).click();
await page.getByText("Times offered").first().waitFor();
let offer = "";
for (let tries = 0; tries < 100 && !offer; tries += 1) {
  const mails = (await readMailFiles(values.data)).slice(offersBefore);
  offer =
    mails.map((mail) => mail.text.match(/https?:\/\/\S+(\/offer\/[A-Za-z0-9_-]{43})/)?.[1]).find(Boolean) ??
    "";
  if (!offer) await new Promise((resolve) => setTimeout(resolve, 200));
}
if (!offer) throw new Error("no offer email arrived");
await page.goto(offer);
await page.getByRole("radio").nth(1).check();
await shot("31-offer-pick", true);

// Rosa's priced quote: $210 and the oven, two times, sent; her quote page; the lead once she accepted.
const quotesBefore = (await readMailFiles(values.data)).length;
await page.goto(`/leads/${ids.Rosa}`);
const quoteForm = page.locator("form", {
  has: page.getByRole("heading", { name: "Price and send a quote" }),
});
await quoteForm.getByLabel("Its price, in dollars").fill("210");
await quoteForm.getByLabel("Oven interior").fill("30");
await quoteForm
  .getByLabel("What is included (optional)")
  .fill("Kitchen, two bathrooms, three bedrooms, inside the oven");
for (const [n, day, window] of [
  [1, bookable(1, 3), "morning"],
  [2, bookable(3, 3), "afternoon"],
] as const) {
  const time = quoteForm.getByRole("group", { name: new RegExp(`^Quote time ${n}`) });
  await time.getByLabel("Day").fill(day);
  await time.getByLabel("Window").selectOption(window);
}
await shotOf("35-quote-form", quoteForm);
await quoteForm.getByRole("button", { name: "Send the quote" }).click();
await page.getByRole("status").filter({ hasText: "Quote sent" }).waitFor();
let quote = "";
for (let tries = 0; tries < 100 && !quote; tries += 1) {
  const mails = (await readMailFiles(values.data)).slice(quotesBefore);
  quote =
    mails.map((mail) => mail.text.match(/https?:\/\/\S+(\/quote\/[A-Za-z0-9_-]{43})/)?.[1]).find(Boolean) ??
    "";
  if (!quote) await new Promise((resolve) => setTimeout(resolve, 200));
}
if (!quote) throw new Error("no quote email arrived");
await page.goto(quote);
await shot("36-quote-page", true);
await page.getByRole("radio").nth(1).check();
await page.getByRole("button", { name: "Accept and confirm this time" }).click();
await page.getByText("Your cleaning is confirmed").first().waitFor();
await page.goto(`/leads/${ids.Rosa}`);
await shotOf("37-quote-accepted", page.locator("#quote"));

// The windows and days: an evening window for offices after they close.
await page.goto("/leads/bookings/windows");
const add = page.locator("form", { has: page.getByRole("heading", { name: "Add a window" }) });
await add.getByLabel(/^Name \(customers/).fill("Evening");
await add.getByLabel(/^Name in Spanish/).fill("Noche");
await add.getByLabel("Arrival from (Abilene time)").fill("18:00");
await add.getByLabel("Arrival until").fill("21:00");
await add.getByLabel("Which quote form offers it").selectOption("businesses");
await add.getByRole("button", { name: "Add window" }).click();
await page.getByText("Window added").first().waitFor();
await shot("32-windows", true);

// The schedule, the week of tomorrow, and the crew's sheet of tomorrow.
await page.goto(`/leads/bookings?view=week&date=${now.add({ days: 1 })}`);
await shot("14-bookings", true);
await page.goto(`/leads/bookings?view=day&date=${now}`);
await shotOf("16-visit-done", page.getByRole("article", { name: /Lena Ortiz/ }));
await page.goto(`/leads/bookings/sheet?date=${now.add({ days: 1 })}`);
await shot("33-day-sheet", true);
let manage = "";
for (let tries = 0; tries < 100 && !manage; tries += 1) {
  const mails = (await readMailFiles(values.data))
    .slice(confirmedBefore)
    .filter((mail) => mail.to.includes("priya.patel@example.com"));
  manage =
    mails.map((mail) => mail.text.match(/https?:\/\/\S+(\/visit\/[A-Za-z0-9_-]{43})/)?.[1]).find(Boolean) ??
    "";
  if (!manage) await new Promise((resolve) => setTimeout(resolve, 200));
}
if (!manage) throw new Error("no confirmation email with a manage link arrived");
await page.goto(manage);
await shot("15-manage-visit", true);

// Your site. Sample photos: two of the moving page's drawings as JPEGs, standing in for the owner's own.
const samplePhoto = (name: string) =>
  sharp(path.join("public/images/gallery/moving", `${name}.svg`), { density: 150 })
    .resize(1200, 900, { fit: "cover" })
    .jpeg({ quality: 85 })
    .toBuffer();
async function upload(name: string, alt: string) {
  await page.goto("/leads/photos");
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles({ name: `${name}.jpg`, mimeType: "image/jpeg", buffer: await samplePhoto(name) });
  await page.getByLabel("Describe the photo for people who cannot see it").fill(alt);
  await page
    .getByLabel("Put them in a gallery (optional)")
    .selectOption({ label: "Move-In / Move-Out Cleaning" });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByText("1 photo added.").waitFor();
}
await upload("kitchen-1", "A kitchen after our move-out clean, the counters and oven spotless");
await upload("bathroom-2", "A bathroom after our move-out clean, the tub and tiles gleaming");
await shot("7-photos-uploaded", true);

await page.goto("/leads/site");
await page.getByRole("textbox", { name: "Notice", exact: true }).fill("Closed Dec 24 to 26. Happy holidays!");
const nextYear = new Date().getUTCFullYear() + 1;
await page.getByLabel("Show until (the last day, included)").fill(`${nextYear}-01-02`);
await page.getByRole("button", { name: "Save notice" }).click();
await page.getByText("Notice saved.").waitFor();
await page.goto("/leads/site/testimonials");
const testimonial = page.locator("#testimonial-form");
await testimonial
  .getByLabel("The customer's words")
  .fill(
    "They cleaned our rental top to bottom before we handed back the keys. We got our whole deposit back!",
  );
await testimonial.getByLabel("Name, as the customer agreed to show it").fill("Maria G.");
await testimonial.getByLabel("Town (optional)").fill("Abilene");
// Two days ago: never "in the future" in Abilene, whatever the hour here.
const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
await testimonial.getByLabel("Date", { exact: true }).fill(twoDaysAgo);
await testimonial.getByLabel("Rating (optional)").selectOption({ label: "5 stars" });
await testimonial.getByLabel("This customer agreed to be quoted, with this name").check();
await testimonial.getByRole("button", { name: "Add testimonial" }).click();
await page.getByText("Testimonial added.").waitFor();
await page.goto("/leads/site/testimonials");
await shotOf("9-testimonials", page.getByRole("region", { name: "Your testimonials" }));
await page.goto("/leads/site");
await shot("8-site");

await page.getByRole("link", { name: "Move-In / Move-Out Cleaning", exact: true }).click();
await page.getByRole("button", { name: /^Move up/ }).click();
await page.getByText("Moved up.").waitFor();
await page.goto(new URL(page.url()).pathname);
await shot("10-gallery");

// The public moving page, once the service has published the change (within about 2 seconds).
for (let tries = 0; tries < 50; tries += 1) {
  const html = await (await page.request.get("/services/moving-cleaning-services")).text();
  if (html.includes("Photos of our own work.")) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await page.goto("/services/moving-cleaning-services");
const gallery = page.locator("section.image-slider");
// A lazy image is fetched only near the window: loaded at once here, for the photograph.
await gallery
  .locator("img")
  .first()
  .evaluate((image: HTMLImageElement) => {
    image.loading = "eager";
    return image.decode();
  });
await shotOf("11-public-gallery", gallery);

await page.goto("/leads/numbers");
await shot("12-numbers", true);

// Your business and your words: the details (a phone number refused, then saved), Saturday's hours, a town, going
// live, a page's words with its preview, and the history.
await page.goto("/leads/site/business");
await shot("17-business");
await page.getByLabel("Phone number", { exact: true }).fill("325 672");
await page.getByRole("button", { name: "Save details" }).click();
await page.getByText("Nothing was saved:").waitFor();
await shotBetween("18-refused", page.locator("#details-problems"), page.locator("#details-phone"));
await page.getByLabel("Phone number", { exact: true }).fill("(325) 672-1188");
await page.getByLabel("Email address", { exact: true }).fill("hello@bnccleaning.com");
await page.getByRole("button", { name: "Save details" }).click();
await page.getByText("Details saved.").waitFor();
const hours = page.getByRole("region", { name: "Opening hours" });
await hours.getByLabel("Open on Saturday").check();
await hours.getByLabel("Opens on Saturday").fill("09:00");
await hours.getByLabel("Closes on Saturday").fill("13:00");
await hours.getByRole("button", { name: "Save opening hours" }).click();
await page.getByText("Opening hours saved.").waitFor();
await shotOf("19-hours", page.locator("fieldset").filter({ hasText: "Saturday" }).first());
const towns = page.locator("#town-form");
await towns.getByLabel("Town", { exact: true }).fill("Ovalo");
await towns.getByLabel("Zip codes", { exact: true }).fill("79541");
await towns.getByRole("button", { name: "Add town" }).click();
await page.getByText("Town added to the service area.").waitFor();
await shotOf("20-towns", page.locator("#towns ol"));

await page.goto("/leads/site/going-live");
await page.getByRole("button", { name: /^This is right\b.*Legal name/ }).click();
await page.getByRole("status").filter({ hasText: "Confirmed." }).waitFor();
await page.goto("/leads/site/going-live");
await shot("21-going-live");

await page.goto("/leads/site/words");
await shot("22-words");
await page.goto("/leads/site/words/faqs");
await page
  .getByRole("region", { name: "Questions and answers" })
  .getByRole("link", { name: /^Edit/ })
  .nth(1)
  .click();
await shotOf("23-questions", page.locator("#faq-form"));
await page.goto("/leads/site/words/about-us");
await shot("24-about-us");
const about = page.getByLabel("The page", { exact: true });
await about.fill(`## A family business\n\n${await about.inputValue()}`);
await page.getByRole("button", { name: "Preview" }).click();
await page.getByText("Preview: not on the site yet").waitFor();
await shot("25-preview");
await page.getByRole("button", { name: "Publish" }).click();
await page.getByText("Saved. The page shows the change").waitFor();

// Your words in Spanish: About Us changed in English above, so its Spanish is flagged; the list of every place, then
// the Spanish words of About Us with the English above the box.
await page.goto("/leads/site/spanish");
await shot("35-spanish-words", true);
await page
  .locator("#group-about-us")
  .getByRole("link", { name: /^Update the Spanish/ })
  .click();
await page.getByText("Spanish not updated").first().waitFor();
await shot("36-words-in-spanish", true);

await page.goto("/leads/site/history");
await shot("26-history");
await browser.close();
