import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookable } from "../support/booking.ts";
import { BUILD_CLIENT_DIR } from "../support/built-pages.ts";
import { findJava, NU_CHECKER_JAR } from "../support/nu-checker.ts";
import { uploadPhotos } from "../support/photos.ts";
import {
  readMailFiles,
  startTestService,
  storeQuoteRequest,
  type TestService,
  testConfig,
  validForm,
  waitFor,
} from "../support/service.ts";

// Valid HTML on every page the site sends, checked by the Nu HTML Checker (vnu.jar, the W3C's validator, run
// with the machine's Java): every prerendered page of the build (npm test builds first), and the pages the service
// renders per request that a test can reach: the quote form refused and received, the owner's sign-in pages, the
// inbox with and without filters, a lead (in quarantine too) and a refused note, the owner's site pages (with a
// photo, a testimonial and a notice; an upload's report; a refused testimonial; an unknown gallery), the business
// and words pages (refused details and town, a refused question, a preview, the history) and the public pages
// rendered again with that content (About Us in the owner's formatted words, a typed script among them).

const OWNER = "owner@bnc-cleaning.test";

let service: TestService;
const requestTimePages = new Map<string, string>();

const urlencoded = (fields: Record<string, string>) => ({
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
  payload: new URLSearchParams(fields).toString(),
});

async function post(url: string, fields: Record<string, string>, cookie?: string) {
  const { payload, ...headers } = urlencoded(fields);
  return service.app.inject({
    method: "POST",
    url,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

const get = (url: string, cookie?: string) => service.app.inject({ url, headers: cookie ? { cookie } : {} });

/** Keeps a page's HTML for the checker, after checking it is the page meant (its status, HTML, and its words). */
function keep(name: string, response: LightMyRequestResponse, status: number, says?: string) {
  expect(response.statusCode, name).toBe(status);
  expect(response.headers["content-type"], name).toContain("text/html");
  if (says !== undefined) expect(response.body, name).toContain(says);
  requestTimePages.set(name, response.body);
}

const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  [response.headers["set-cookie"]]
    .flat()
    .find((value) => value?.startsWith(`${name}=`))
    ?.split(";")[0] ?? "";

beforeAll(async () => {
  service = await startTestService(
    testConfig({ OWNER_EMAILS: OWNER, SITE_URL: "http://127.0.0.1:3000", CONTACT_RATE_LIMIT: "100" }),
  );

  // The quote form sent without JavaScript: refused (both pages with the form), then received.
  keep("get-a-quote-refused", await post("/get-a-quote", validForm({ zipCode: "7960" })), 400);
  keep("commercial-refused", await post("/services/commercial", validForm({ phone: "12" })), 400);
  const sent = await post("/get-a-quote", validForm({ email: "valid.html@example.com" }));
  expect(sent.statusCode).toBe(303);
  keep("get-a-quote-received", await get(String(sent.headers.location)), 200);
  // The same in Spanish (issue 31): the Spanish form's messages and its confirmation.
  keep("es-cotizacion-refused", await post("/es/cotizacion", validForm({ zipCode: "7960" })), 400);
  const enviado = await post("/es/cotizacion", validForm({ email: "html.es@example.com" }));
  expect(enviado.statusCode).toBe(303);
  keep("es-cotizacion-received", await get(String(enviado.headers.location)), 200);
  keep("not-found", await get("/no-such-page"), 404);

  // The owner signs in: the sign-in page, a refused address, "check your email", the link's page.
  keep("leads-sign-in", await get("/leads"), 200);
  keep(
    "leads-sign-in-refused",
    await post("/leads", { intent: "request-link", email: "not an address" }),
    400,
  );
  const asked = await post("/leads", { intent: "request-link", email: OWNER });
  expect(asked.statusCode).toBe(303);
  keep("leads-link-sent", await get(String(asked.headers.location)), 200);
  let token = "";
  await waitFor(async () => {
    const mails = await readMailFiles(service.config.dataDir);
    token = mails.at(-1)?.text.match(/\/leads\/sign-in\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    return token !== "";
  }, "the sign-in email");
  const opened = await get(`/leads/sign-in?token=${token}`);
  const held = cookieNamed(opened, "bnc_sign_in");
  keep("leads-sign-in-button", await get("/leads/sign-in", held), 200);
  const signedIn = await post("/leads/sign-in", {}, held);
  expect(signedIn.statusCode).toBe(303);
  const session = cookieNamed(signedIn, "bnc_owner");

  // Signed in: leads to show, one of them in quarantine (its hidden spam trap filled).
  const leadId = await storeQuoteRequest(service.app, {
    email: "lead.html@example.com",
    notes: "Gate code 4417\nTwo dogs",
  });
  const spam = await post(
    "/get-a-quote",
    validForm({ email: "spam.html@example.com", website: "http://spam" }),
  );
  const spamId = new URL(String(spam.headers.location), "http://x").searchParams.get("sent") ?? "";
  keep("leads-inbox", await get("/leads", session), 200);
  keep("leads-inbox-filtered", await get("/leads?stage=new&quarantine=hide&q=lead.html", session), 200);
  keep("leads-lead", await get(`/leads/${leadId}`, session), 200);
  keep("leads-lead-quarantined", await get(`/leads/${spamId}`, session), 200);
  keep(
    "leads-lead-note-refused",
    await post(`/leads/${leadId}`, { intent: "note", note: " " }, session),
    400,
  );
  keep("leads-lead-unknown", await get("/leads/no-such-lead", session), 404);

  // The owner's schedule (issue 29): a visit booked on that lead, the schedule by day, week and month, the crew's
  // day sheet, a booking by phone (refused and taken), the windows and days, a move warned inside 24 hours, an
  // offer of times and the customer's page of it (open, then picked), a refused pick.
  const visitDay = bookable(2, 1);
  const book = await post(
    `/leads/${leadId}`,
    {
      intent: "book-visit",
      day: visitDay,
      window: "morning",
      frequency: "weekly",
      price: "120",
      address: "1402 Sayles Blvd",
    },
    session,
  );
  expect(book.statusCode, book.body).toBe(303);
  keep("leads-lead-booked", await get(`/leads/${leadId}?done=booked`, session), 200, "Move this visit");
  keep(
    "leads-lead-move-refused",
    await post(`/leads/${leadId}`, { intent: "move-visit", day: "", sequence: "1" }, session),
    400,
  );
  keep(
    "leads-bookings-day",
    await get(`/leads/bookings?view=day&date=${visitDay}`, session),
    200,
    "Maria Gonzalez",
  );
  keep("leads-bookings-week", await get(`/leads/bookings?view=week&date=${visitDay}`, session), 200);
  keep("leads-bookings-month", await get(`/leads/bookings?view=month&date=${visitDay}`, session), 200);
  keep(
    "leads-bookings-sheet",
    await get(`/leads/bookings/sheet?date=${visitDay}`, session),
    200,
    "1402 Sayles Blvd",
  );
  keep("leads-bookings-phone", await get("/leads/bookings/phone", session), 200);
  keep(
    "leads-bookings-phone-refused",
    await post("/leads/bookings/phone", { firstName: "Gail", phone: "12" }, session),
    400,
    "aria-invalid",
  );
  keep("leads-bookings-windows", await get("/leads/bookings/windows", session), 200, "Add a window");
  keep(
    "leads-bookings-windows-refused",
    await post(
      "/leads/bookings/windows",
      { intent: "add-window", label: "Late", starts: "20:00", ends: "19:00", offeredTo: "both" },
      session,
    ),
    400,
    "must end after it starts",
  );
  const offerLead = await storeQuoteRequest(service.app, { email: "offer.html@example.com" });
  const offered = await post(
    `/leads/${offerLead}`,
    {
      intent: "offer-times",
      "offer-day-1": bookable(3, 2),
      "offer-window-1": "morning",
      "offer-day-2": bookable(4, 2),
      "offer-window-2": "afternoon",
      message: "Two times we have.",
    },
    session,
  );
  expect(offered.statusCode, offered.body).toBe(303);
  keep("leads-lead-offered", await get(`/leads/${offerLead}?done=offered`, session), 200, "Times offered");
  let offerPath = "";
  await waitFor(async () => {
    const mails = await readMailFiles(service.config.dataDir);
    offerPath =
      mails.flatMap((mail) => mail.text.match(/(\/offer\/[A-Za-z0-9_-]{43})/)?.[1] ?? []).at(-1) ?? "";
    return offerPath !== "";
  }, "the offer's email");
  keep("offer-open", await get(offerPath), 200, "Choose a time");
  keep("offer-refused", await post(offerPath, { time: "2020-01-01|morning" }), 409);
  expect((await post(offerPath, { time: `${bookable(4, 2)}|afternoon` })).statusCode).toBe(303);
  keep("offer-picked", await get(offerPath), 200, "Your cleaning is confirmed");

  // The priced quote: the lead's form refused at a field, the quote sent, the customer's page open, a question
  // refused empty, accepted; the owner's online payment settings.
  const quoteLead = await storeQuoteRequest(service.app, { email: "quote.html@example.com" });
  const quoteForm = {
    intent: "send-quote",
    serviceLabel: "Deep Cleaning",
    service: "210",
    oven: "thirty",
    validUntil: bookable(5, 1),
    "day-1": bookable(2, 3),
    "window-1": "morning",
    "day-2": bookable(3, 3),
    "window-2": "afternoon",
  };
  keep(
    "leads-lead-quote-refused",
    await post(`/leads/${quoteLead}`, quoteForm, session),
    400,
    "Type the price",
  );
  expect((await post(`/leads/${quoteLead}`, { ...quoteForm, oven: "30" }, session)).statusCode).toBe(303);
  keep("leads-lead-quoted", await get(`/leads/${quoteLead}?done=quote-sent`, session), 200, "Quote sent");
  let quotePath = "";
  await waitFor(async () => {
    const mails = await readMailFiles(service.config.dataDir);
    quotePath =
      mails.flatMap((mail) => mail.text.match(/(\/quote\/[A-Za-z0-9_-]{43})/)?.[1] ?? []).at(-1) ?? "";
    return quotePath !== "";
  }, "the quote's email");
  keep("quote-open", await get(quotePath), 200, "$240.00");
  keep(
    "quote-question-refused",
    await post(quotePath, { intent: "ask", question: " " }),
    400,
    "Write your question",
  );
  expect((await post(quotePath, { intent: "accept", time: `${bookable(3, 3)}|afternoon` })).statusCode).toBe(
    303,
  );
  keep("quote-accepted", await get(quotePath), 200, "Your cleaning is confirmed");
  keep("leads-site-payments", await get("/leads/site/payments", session), 200, "Online payment");
  keep(
    "leads-site-payments-refused",
    await post(
      "/leads/site/payments",
      { choice: "deposit", depositKind: "percent", depositPercent: "250" },
      session,
    ),
    400,
    "whole percentage",
  );

  // The owner's site: a photo uploaded to the moving page's gallery (the upload answers with the photos page and
  // its report), a second one refused, a testimonial refused without the consent tick, then added, and a notice.
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2878c8" } })
    .jpeg()
    .toBuffer();
  keep(
    "leads-photos-uploaded",
    await uploadPhotos(
      service.app,
      session,
      [
        { name: "IMG_0042.jpg", bytes: photo, type: "image/jpeg" },
        { name: "notes.jpg", bytes: "not a photo", type: "image/jpeg" },
      ],
      { alt: "A kitchen after our move-out clean", gallery: "moving" },
    ),
    200,
    "1 file was not added",
  );
  const testimonial = {
    intent: "testimonial",
    text: "Spotless move-out clean.\nWe got our whole deposit back.",
    customerName: "Maria G.",
    place: "Abilene",
    date: "2026-10-01",
    rating: "5",
  };
  keep(
    "leads-site-testimonial-refused",
    await post("/leads/site/testimonials", testimonial, session),
    400,
    "agreed to be quoted",
  );
  expect(
    (await post("/leads/site/testimonials", { ...testimonial, consent: "yes" }, session)).statusCode,
  ).toBe(303);
  const notice = { intent: "notice", text: "Closed Dec 24 to 26. Happy holidays!", until: "2099-12-31" };
  expect((await post("/leads/site", notice, session)).statusCode).toBe(303);
  keep("leads-site", await get("/leads/site?done=notice", session), 200, "Closed Dec 24 to 26.");
  keep("leads-site-testimonials", await get("/leads/site/testimonials", session), 200, "Maria G.");
  keep(
    "leads-site-edit",
    await get(`/leads/site/testimonials?edit=${encodeURIComponent(await testimonialId())}`, session),
    200,
  );
  keep("leads-photos", await get("/leads/photos", session), 200, "A kitchen after our move-out clean");
  keep(
    "leads-gallery",
    await get("/leads/galleries/moving?done=add", session),
    200,
    "Photo added at the end of the gallery.",
  );
  keep("leads-gallery-empty", await get("/leads/galleries/gym", session), 200);
  keep(
    "leads-gallery-unknown",
    await get("/leads/galleries/no-such-gallery", session),
    404,
    "No such gallery",
  );

  // The owner's business and words: each page, a refused form of each kind, a preview, the history.
  const business = (await get("/leads/site/business", session)).body;
  const detail = (name: string) =>
    business.match(new RegExp(`name="${name}"[^>]*value="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&") ?? "";
  const details = Object.fromEntries(
    ["phone", "email", "street", "postalCode", "latitude", "longitude", "facebook", "instagram", "yelp"]
      .concat(["googleReviewUrl", "copyrightHolder", "yearsOfExperience"])
      .map((name) => [name, detail(name)]),
  );
  keep("leads-site-business", await get("/leads/site/business", session), 200, "Opening hours");
  keep(
    "leads-site-business-refused",
    await post("/leads/site/business", { intent: "details", ...details, phone: "555" }, session),
    400,
    "Type a US phone number",
  );
  keep(
    "leads-site-town-refused",
    await post("/leads/site/business", { intent: "town", name: "Ovalo", zipCodes: "" }, session),
    400,
    "Give at least one zip code for Ovalo",
  );
  keep(
    "leads-site-going-live",
    await get("/leads/site/going-live", session),
    200,
    "Facts only you can confirm",
  );
  keep("leads-site-words", await get("/leads/site/words", session), 200, "Service pages");
  for (const page of ["home", "moving", "faqs", "about-us", "checklist"]) {
    keep(`leads-site-words-${page}`, await get(`/leads/site/words/${page}`, session), 200, "Preview");
  }
  keep("leads-site-words-unknown", await get("/leads/site/words/no-such-page", session), 404, "No such page");
  const aboutUs = {
    form: "page",
    lang: "en",
    text: [
      "## Our promise",
      "",
      "We clean **with care**.",
      "",
      "- Homes",
      "- Offices",
      "",
      "See [our checklists](/cleaning-checklists).",
      "",
      "<script>alert(1)</script>",
    ].join("\n"),
  };
  keep(
    "leads-site-words-refused",
    await post(
      "/leads/site/words/faqs",
      { form: "faq", lang: "en", question: "", answer: "Yes.", intent: "save" },
      session,
    ),
    400,
    "Write the question.",
  );
  keep(
    "leads-site-words-preview",
    await post("/leads/site/words/about-us", { ...aboutUs, intent: "preview" }, session),
    200,
    "Preview: not on the site yet",
  );
  expect((await post("/leads/site/words/about-us", { ...aboutUs, intent: "save" }, session)).statusCode).toBe(
    303,
  );
  keep("leads-site-history", await get("/leads/site/history", session), 200, "Changed the page About Us");

  // The public pages, rendered again with that content (within about 2 seconds).
  await waitFor(
    async () => (await get("/services/moving-cleaning-services")).body.includes("Photos of our own work."),
    "the moving page with the photo",
  );
  await waitFor(async () => (await get("/")).body.includes("Spotless move-out clean."), "the testimonial");
  keep("moving-with-photo", await get("/services/moving-cleaning-services"), 200);
  keep("home-with-testimonial-and-notice", await get("/"), 200, "Closed Dec 24 to 26.");
  keep("reviews-with-testimonial", await get("/reviews"), 200, "Spotless move-out clean.");
  keep("not-found-with-notice", await get("/no-such-page"), 404, "Closed Dec 24 to 26.");
  await waitFor(
    async () => (await get("/about-us")).body.includes("Our promise"),
    "About Us, the owner's words",
  );
  keep("about-us-owner-words", await get("/about-us"), 200, "&lt;script&gt;alert(1)&lt;/script&gt;");

  // The owner's own formatted text on About Us (headings, a list, a link, a typed script shown as words).
  const words = service.features.siteContent.ownerWords(async () => ({
    email: "leads@bnc-cleaning.example",
  }));
  const text =
    "## Our story\n\nWe started in **Abilene**.\n\n- Homes\n- Offices\n\nSee [our services](/services).\n\n<script>alert(1)</script>";
  expect(await words?.save({ kind: "page", input: { slug: "about-us", lang: "en", text } })).toEqual({
    ok: true,
  });
  keep("about-us-owner-formatted", await get("/about-us"), 200, "Our story");

  async function testimonialId(): Promise<string> {
    const html = (await get("/leads/site/testimonials", session)).body;
    return html.match(/\/leads\/site\/testimonials\?edit=([^"#&]+)/)?.[1] ?? "";
  }
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

/** Every HTML file under a directory. */
function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(directory, name));
}

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe("every page the site sends is valid HTML (Nu HTML Checker)", () => {
  it("the prerendered pages and the pages rendered per request", async () => {
    const prerendered = htmlFiles(BUILD_CLIENT_DIR);
    expect(prerendered.length).toBeGreaterThan(25);
    const dir = mkdtempSync(path.join(os.tmpdir(), "bnc-html-"));
    mkdirSync(dir, { recursive: true });
    // A control the checker must find fault with, so a run that checked nothing cannot pass.
    requestTimePages.set(
      "control-invalid",
      '<!DOCTYPE html><html lang="en"><title>x</title><table><tr role="row"><td>x</td></tr></table></html>',
    );
    const rendered = [...requestTimePages].map(([name, html]) => {
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { stderr } = await promisify(execFile)(
      findJava(),
      ["-jar", NU_CHECKER_JAR, "--format", "json", "--exit-zero-always", ...prerendered, ...rendered],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((entry) => entry.type === "error" || entry.subType === "fatal")
      .map((entry) => {
        const page = entry.url
          .replace(/^file:/, "")
          .replace(BUILD_CLIENT_DIR, "build/client")
          .replace(dir, "");
        return `${page}:${entry.lastLine ?? "?"}: ${entry.message} [${entry.extract?.slice(0, 80) ?? ""}]`;
      });
    const control = errors.filter((error) => error.startsWith("/control-invalid.html"));
    expect(control).toHaveLength(1);
    expect(errors.filter((error) => !control.includes(error))).toEqual([]);
  }, 240_000);
});
