import { parse as parseCsv } from "csv-parse/sync";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../app/content/booking.ts";
import { localToday } from "../../app/lib/availability.ts";
import { readAvailability } from "../../app/lib/availability-api.ts";
import { bookable } from "../../tests/support/booking.ts";
import { type SignedInService, startSignedInService } from "../../tests/support/owner-session.ts";
import {
  postContact,
  type ReceivedMail,
  type SmtpTestServer,
  type TestService,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";

// Issue 29, the owner's schedule, through the running service (the server build of the pages, a real SQLite
// store, a real SMTP server): the owner's own visit on a lead that asked for no time (its invitation read back with
// ical.js, moved, cancelled, the 24-hour warning), a booking taken by phone, an offer of times picked by the
// customer, an evening window the quote form and /api/availability follow, the stage and the numbers, the
// commercial form's business name, and the CSV read with a CSV library.

const OWNER = "owner@bnc-cleaning.test";
const SITE_URL = "http://site.bnc-cleaning.test";
let smtp: SmtpTestServer;
let service: TestService;
let session: string;
let started: SignedInService;

beforeAll(async () => {
  started = await startSignedInService(OWNER, { SITE_URL, CONTACT_RATE_LIMIT: "10000" });
  ({ smtp, service, session } = started);
  // A window that is always less than a day away tomorrow (from midnight): the 24-hour warning applies to it
  // whatever the hour the test runs.
  const added = await ownerPost("/leads/bookings/windows", {
    intent: "add-window",
    label: "Night shift",
    starts: "00:00",
    ends: "00:30",
    offeredTo: "businesses",
  });
  expect(added.statusCode, added.body).toBe(303);
  await service.features.content.refresh();
}, 60_000);
afterAll(() => started?.stop());

function ownerPost(url: string, fields: Record<string, string>) {
  return service.app.inject({
    method: "POST",
    url,
    headers: {
      cookie: session,
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
const customerPost = (url: string, fields: Record<string, string>) =>
  service.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    payload: new URLSearchParams(fields).toString(),
  });
const get = (url: string) => service.app.inject({ url, headers: { cookie: session } });
/** The page's words as read: React's text separators (<!-- -->) and tags out. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

let counter = 0;
/** A quote request that asked for no particular time. */
async function leadWithoutTime(extra: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `schedule.${counter}@example.com`;
  const response = await postContact(service.app, validRequest({ email, ...extra }));
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { id: string }).id, email };
}

function mailsTo(email: string, subject: RegExp): ReceivedMail[] {
  return smtp.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
}

async function nthMail(email: string, subject: RegExp, index = 0): Promise<ReceivedMail> {
  await waitFor(
    () => mailsTo(email, subject).length > index,
    `an email to ${email} matching ${subject}`,
    15_000,
  );
  return mailsTo(email, subject)[index] as ReceivedMail;
}

/** The email's text/calendar part read by ical.js with its own VTIMEZONE: METHOD and its first VEVENT. */
async function invitation(mail: ReceivedMail) {
  const parsed = await PostalMime.parse(mail.raw);
  const part = parsed.attachments.find((attachment) => attachment.mimeType === "text/calendar");
  if (!part) throw new Error("no text/calendar part");
  const text = typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { method: String(calendar.getFirstPropertyValue("method")), event: new ICAL.Event(vevent) };
}

const tomorrow = () => localToday(new Date(), defaultBookingRules).add({ days: 1 }).toString();

describe("the owner's own visit on a lead that asked for no time", () => {
  it("books a Tuesday morning (8:00 America/Chicago), moves it (same UID, higher SEQUENCE), warns inside 24 hours, cancels it (METHOD:CANCEL)", async () => {
    const { id, email } = await leadWithoutTime();
    const before = await get(`/leads/${id}`);
    expect(words(before.body)).toContain("No visit yet.");
    expect(before.body).toContain('value="book-visit"');

    const tuesday = bookable(2, 1);
    const booked = await ownerPost(`/leads/${id}`, {
      intent: "book-visit",
      day: tuesday,
      window: "morning",
      frequency: "",
      price: "$120",
      address: "1402 Sayles Blvd",
      accessNotes: "Gate code 4417",
    });
    expect(booked.statusCode, booked.body).toBe(303);
    expect(booked.headers.location).toBe(`/leads/${id}?done=booked`);
    const confirmation = await nthMail(email, /is confirmed/);
    const first = await invitation(confirmation);
    expect(first.method).toBe("REQUEST");
    expect(first.event.startDate.zone?.tzid).toBe("America/Chicago");
    expect([first.event.startDate.year, first.event.startDate.month, first.event.startDate.day]).toEqual(
      tuesday.split("-").map(Number),
    );
    expect([first.event.startDate.hour, first.event.startDate.minute]).toEqual([8, 0]);
    expect(confirmation.text).toContain("Price agreed: $120.00");
    expect(confirmation.text).toMatch(new RegExp(`${SITE_URL}/visit/[A-Za-z0-9_-]{43}`));
    const lead = await service.store.getLead(id);
    expect(lead?.lead.stage).toBe("booked");

    // Moved to Thursday afternoon, with a message: a new time, the same event.
    const thursday = bookable(4, 1);
    const sequence = String((await service.store.bookingOfLead(id))?.sequence);
    const moved = await ownerPost(`/leads/${id}`, {
      intent: "move-visit",
      of: "",
      day: thursday,
      window: "afternoon",
      message: "Our crew is needed elsewhere Tuesday.",
      sequence,
    });
    expect(moved.statusCode, moved.body).toBe(303);
    const newTime = await nthMail(email, /has a new time/);
    const second = await invitation(newTime);
    expect(second.method).toBe("REQUEST");
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBeGreaterThan(first.event.sequence);
    expect([second.event.startDate.hour, second.event.startDate.minute]).toEqual([13, 0]);
    expect(newTime.text).toContain("Our crew is needed elsewhere Tuesday.");
    expect(newTime.text).toContain("We moved your visit: it was Tuesday");

    // Into tomorrow's night shift: inside the customer's 24 hours, so the owner is warned first and nothing moves.
    const late = {
      intent: "move-visit",
      of: "",
      day: tomorrow(),
      window: "night-shift",
      message: "",
      sequence: String((await service.store.bookingOfLead(id))?.sequence),
    };
    const warned = await ownerPost(`/leads/${id}`, late);
    expect(warned.statusCode).toBe(409);
    expect(words(warned.body)).toContain("This move falls within 24 hours of the visit");
    const anywayButton = warned.body.match(/<button[^>]*>Move it anyway</)?.[0] ?? "";
    expect(anywayButton).toContain('name="acceptLate"');
    expect(anywayButton).toContain('value="yes"');
    expect((await service.store.bookingOfLead(id))?.visit?.day).toBe(thursday);
    const anyway = await ownerPost(`/leads/${id}`, { ...late, acceptLate: "yes" });
    expect(anyway.statusCode, anyway.body).toBe(303);
    expect((await service.store.bookingOfLead(id))?.visit?.day).toBe(tomorrow());
    await nthMail(email, /has a new time/, 1);

    // Cancelled: within 24 hours too (warned, then done), the calendar's cancellation of the same event.
    const cancel = { intent: "cancel-visit", of: "", message: "Sorry, we have to cancel.", sequence: "" };
    cancel.sequence = String((await service.store.bookingOfLead(id))?.sequence);
    const cancelWarned = await ownerPost(`/leads/${id}`, cancel);
    expect(cancelWarned.statusCode).toBe(409);
    expect(words(cancelWarned.body)).toContain("This cancellation falls within 24 hours of the visit");
    expect((await ownerPost(`/leads/${id}`, { ...cancel, acceptLate: "yes" })).statusCode).toBe(303);
    const cancellation = await nthMail(email, /is cancelled/);
    const cancelled = await invitation(cancellation);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(first.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(second.event.sequence);
    expect(cancellation.text).toContain("Sorry, we have to cancel.");
    const after = words((await get(`/leads/${id}`)).body);
    expect(after).toContain("Visit booked:");
    expect(after).toContain("Visit moved:");
    expect(after).toContain("Visit cancelled:");
  });

  it("a visit far enough ahead moves without a warning; a stale page (the customer moved it meanwhile) changes nothing", async () => {
    const { id } = await leadWithoutTime();
    const day = bookable(3, 2);
    expect(
      (await ownerPost(`/leads/${id}`, { intent: "book-visit", day, window: "morning", frequency: "" }))
        .statusCode,
    ).toBe(303);
    const stale = await ownerPost(`/leads/${id}`, {
      intent: "move-visit",
      of: "",
      day: bookable(4, 2),
      window: "morning",
      sequence: "0",
    });
    expect(stale.statusCode).toBe(409);
    expect(words(stale.body)).toContain("This visit changed since the page was opened");
    expect((await service.store.bookingOfLead(id))?.visit?.day).toBe(day);
  });
});

describe("a booking taken by phone", () => {
  it("makes a lead with source phone and its visit, in the customer's language: on the schedule, in the feed, in the numbers and the CSV", async () => {
    const day = bookable(3, 1);
    const saved = await ownerPost("/leads/bookings/phone", {
      firstName: "Gail",
      lastName: "Porter",
      phone: "325 555 0199",
      email: "gail@biggym.example",
      zipCode: "79601",
      businessName: "Big Country Gym",
      services: "Other",
      squareFootage: "6000",
      referral: "Referral",
      notes: "Inside the sauna too.",
      day,
      window: "morning",
      frequency: "weekly",
      price: "240",
      address: "500 Pine St",
      accessNotes: "Back door",
      lang: "es",
    });
    expect(saved.statusCode, saved.body).toBe(303);
    const id = saved.headers.location?.match(/^\/leads\/([0-9a-z]{12})\?done=phone-booked$/)?.[1] ?? "";
    expect(id).not.toBe("");
    const stored = await service.store.getLead(id);
    expect(stored?.lead).toMatchObject({ source: "phone", stage: "booked", lang: "es" });
    expect(stored?.lead.form.businessName).toBe("Big Country Gym");
    // The customer gets the same confirmation and invitation as anyone; no acknowledgement of a quote request.
    const confirmation = await nthMail("gail@biggym.example", /está confirmada/);
    expect((await invitation(confirmation)).method).toBe("REQUEST");
    expect(
      mailsTo("gail@biggym.example", /We received your quote request|Recibimos su solicitud/),
    ).toHaveLength(0);

    const page = words((await get(`/leads/${id}?done=phone-booked`)).body);
    expect(page).toContain("Booking taken by phone");
    expect(page).toContain("Big Country Gym");
    const schedule = words((await get(`/leads/bookings?view=day&date=${day}`)).body);
    expect(schedule).toContain("8:00 AM – 12:00 PM · Morning");
    expect(schedule).toContain("Gail Porter · Big Country Gym");
    expect(schedule).toContain("Abilene · Other · $240.00 · Weekly");
    // The series is on the month of its next weeks too.
    const nextWeek = Temporal.PlainDate.from(day).add({ weeks: 1 }).toString();
    expect(words((await get(`/leads/bookings?view=week&date=${nextWeek}`)).body)).toContain("Gail Porter");

    const made = await ownerPost("/leads/bookings", { intent: "feed-new" });
    const feedUrl = made.body.match(/data-testid="calendar-address"[^>]*>([^<]+)</)?.[1] ?? "";
    const feed = await service.app.inject({ url: feedUrl.slice(SITE_URL.length) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain("SUMMARY:Other: Gail Porter (Big Country Gym)");

    const numbers = words((await get("/leads/numbers")).body);
    expect(numbers).toMatch(/Phone 1 1 1 1 0 0/);
    const [answer] = (await service.store.answerTimes(stored?.lead.createdAt as Date, new Date())).filter(
      (entry) => entry.receivedAt.getTime() === stored?.lead.createdAt.getTime(),
    );
    expect(answer?.firstActionAt?.getTime()).toBe(stored?.lead.createdAt.getTime());
  });

  it("refuses a bad field with its message and stores nothing", async () => {
    const before = (await service.store.allLeads()).length;
    const refused = await ownerPost("/leads/bookings/phone", {
      firstName: "Gail",
      lastName: "Porter",
      phone: "12",
      email: "gail@biggym.example",
      zipCode: "79601",
      services: "Other",
      referral: "Referral",
      day: bookable(3, 1),
      window: "morning",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Valid phone number is required.");
    expect(refused.body).toContain('aria-invalid="true"');
    expect(refused.body).toContain('value="Gail"');
    expect((await service.store.allLeads()).length).toBe(before);
  });
});

describe("an offer of times", () => {
  it("three windows are kept; the customer picks the second; the visit is confirmed and the other two are free again", async () => {
    const [a, b, c] = [bookable(2, 3), bookable(4, 3), bookable(5, 3)];
    for (const window of ["morning", "afternoon"]) {
      expect(
        (await ownerPost("/leads/bookings", { intent: "capacity", window, visits: "1" })).statusCode,
      ).toBe(303);
    }
    try {
      const { id, email } = await leadWithoutTime();
      const offered = await ownerPost(`/leads/${id}`, {
        intent: "offer-times",
        "offer-day-1": a,
        "offer-window-1": "morning",
        "offer-day-2": b,
        "offer-window-2": "afternoon",
        "offer-day-3": c,
        "offer-window-3": "morning",
        message: "These are our open times.",
      });
      expect(offered.statusCode, offered.body).toBe(303);
      const offerMail = await nthMail(email, /Choose a time/);
      expect(offerMail.text).toContain("These are our open times.");
      const link = offerMail.text.match(new RegExp(`${SITE_URL}(/offer/[A-Za-z0-9_-]{43})`))?.[1] ?? "";
      expect(link).not.toBe("");
      const availability = async () => {
        const answer = readAvailability((await service.app.inject({ url: "/api/availability" })).json());
        if (!answer) throw new Error("no availability answer");
        return (day: string) => answer.unavailable.find((entry) => entry.day === day)?.full ?? [];
      };
      const held = await availability();
      expect([held(a), held(b), held(c)], JSON.stringify([a, b, c])).toEqual([
        ["morning"],
        ["afternoon"],
        ["morning"],
      ]);

      const page = await service.app.inject({ url: link });
      expect(page.statusCode).toBe(200);
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(page.body).not.toContain("<script");
      const choices = [...page.body.matchAll(/value="(\d{4}-\d{2}-\d{2}\|[a-z-]+)"/g)].map(
        (match) => match[1],
      );
      expect(choices).toEqual([`${a}|morning`, `${b}|afternoon`, `${c}|morning`]);
      const picked = await customerPost(link, { time: `${b}|afternoon` });
      expect(picked.statusCode, picked.body).toBe(303);
      expect(words((await service.app.inject({ url: link })).body)).toContain("Your cleaning is confirmed");
      const confirmation = await nthMail(email, /is confirmed/);
      const { event } = await invitation(confirmation);
      expect(event.startDate.toString().slice(0, 10)).toBe(b);
      expect([event.startDate.hour, event.startDate.minute]).toEqual([13, 0]);
      await nthMail(OWNER, /picked a time/);
      const free = await availability();
      expect([free(a), free(b), free(c)]).toEqual([[], ["afternoon"], []]);
      expect((await service.store.getLead(id))?.lead.stage).toBe("booked");
      // A second pick of another time changes nothing, and says so; the same pick again is answered as done.
      const again = await customerPost(link, { time: `${a}|morning` });
      expect(again.statusCode).toBe(409);
      expect(words(again.body)).toContain("Your cleaning is confirmed");
      expect((await customerPost(link, { time: `${b}|afternoon` })).statusCode).toBe(303);
      expect((await service.store.bookingOfLead(id))?.visit?.day).toBe(b);
    } finally {
      for (const window of ["morning", "afternoon"])
        await ownerPost("/leads/bookings", { intent: "capacity", window, visits: "2" });
    }
  });

  it("declining a request can carry an offer; its email says the owner's words and nothing that contradicts them", async () => {
    const { id, email } = await leadWithoutTime({ visitDay: bookable(2, 4), visitWindow: "morning" });
    const noWords = await ownerPost(`/leads/${id}`, {
      intent: "offer-times",
      "offer-day-1": bookable(3, 4),
      "offer-window-1": "morning",
      "offer-day-2": bookable(4, 4),
      "offer-window-2": "afternoon",
      message: "",
    });
    expect(noWords.statusCode).toBe(400);
    expect(words(noWords.body)).toContain("Write a few words to the customer");
    const declined = await ownerPost(`/leads/${id}`, {
      intent: "offer-times",
      "offer-day-1": bookable(3, 4),
      "offer-window-1": "morning",
      "offer-day-2": bookable(4, 4),
      "offer-window-2": "afternoon",
      message: "Tuesday is fully booked.",
    });
    expect(declined.statusCode, declined.body).toBe(303);
    const mail = await nthMail(email, /other times for you/);
    expect(mail.text).toContain("Tuesday is fully booked.");
    expect(mail.text).toContain("We can come at one of these times instead:");
    expect(mail.text).not.toContain("find a time together");
    expect((await service.store.bookingOfLead(id))?.status).toBe("offered");
    // A plain decline says the owner's words, and how to reach the business: nothing more.
    const other = await leadWithoutTime({ visitDay: bookable(2, 4), visitWindow: "afternoon" });
    await ownerPost(`/leads/${other.id}`, {
      intent: "decline-visit",
      reason: "We no longer clean in your area.",
    });
    const plain = await nthMail(other.email, /About the time you asked/);
    expect(plain.text).toContain("We no longer clean in your area.");
    expect(plain.text).not.toMatch(/find a time|another time/);
  });
});

describe("an evening window for offices", () => {
  it("the owner adds it; the commercial page's form offers it, /api/availability lists it, a business may ask for it", async () => {
    const added = await ownerPost("/leads/bookings/windows", {
      intent: "add-window",
      label: "Evening",
      starts: "18:00",
      ends: "21:00",
      offeredTo: "businesses",
    });
    expect(added.statusCode, added.body).toBe(303);
    await waitFor(
      async () => {
        const commercial = await service.app.inject({ url: "/services/commercial" });
        return commercial.body.includes("Evening (arrival between 6:00 PM and 9:00 PM)");
      },
      "the commercial page offering the evening window",
      15_000,
    );
    const quote = await service.app.inject({ url: "/get-a-quote" });
    expect(quote.body).not.toContain("Evening (arrival between");
    const answer = readAvailability((await service.app.inject({ url: "/api/availability" })).json());
    expect(answer?.windows.find((window) => window.id === "evening")).toEqual({
      id: "evening",
      label: "Evening",
      starts: "18:00",
      ends: "21:00",
      offeredTo: "businesses",
    });
    const day = bookable(3, 2);
    const business = await postContact(
      service.app,
      validRequest({
        email: "office@example.com",
        businessName: "Abilene Dental Group",
        audience: "business",
        visitDay: day,
        visitWindow: "evening",
      }),
    );
    expect(business.statusCode, business.body).toBe(201);
    const { id } = business.json() as { id: string };
    const page = words((await get(`/leads/${id}`)).body);
    expect(page).toContain("Abilene Dental Group");
    expect(page).toContain("evening (arrival between 6:00 PM and 9:00 PM, Abilene time)");
    // The quote page's form (homes) does not offer it.
    const home = await postContact(
      service.app,
      validRequest({ email: "home@example.com", visitDay: day, visitWindow: "evening" }),
    );
    expect(home.statusCode).toBe(400);
    expect(JSON.stringify(home.json())).toContain("Please choose one of the arrival windows offered.");
  });
});

describe("the stage follows the job, and the numbers count the lead as answered", () => {
  it("a confirmed visit books the lead; the week's leads count it as answered", async () => {
    const { id } = await leadWithoutTime({ visitDay: bookable(2, 5), visitWindow: "morning" });
    expect((await ownerPost(`/leads/${id}`, { intent: "confirm-visit", choice: "first" })).statusCode).toBe(
      303,
    );
    const lead = (await service.store.getLead(id))?.lead;
    expect(lead?.stage).toBe("booked");
    const [answer] = (await service.store.answerTimes(lead?.createdAt as Date, new Date())).filter(
      (entry) => entry.receivedAt.getTime() === lead?.createdAt.getTime(),
    );
    expect(answer?.firstActionAt).toBeDefined();
    const inbox = words((await get(`/leads/${id}`)).body);
    expect(inbox).toContain("Stage set to Booked");
  });
});

describe("the CSV", () => {
  it("parses with a CSV library: dates open as dates (Abilene), phone numbers in one format, visit columns, technical columns last", async () => {
    const csv = await get("/leads/export.csv");
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body, {
      bom: true,
      columns: true,
      cast: (value, context) =>
        typeof context.column === "string" && context.column.endsWith("_date") && value !== ""
          ? new Date(`${value}T00:00:00Z`)
          : value,
    }) as Record<string, string | Date>[];
    const header = Object.keys(rows[0] ?? {});
    expect(header.slice(0, 6)).toEqual([
      "id",
      "received_date",
      "received_time",
      "stage",
      "source",
      "language",
    ]);
    expect(header.slice(-11)).toEqual([
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "ip",
      "user_agent",
    ]);
    for (const row of rows) {
      expect(row.received_date).toBeInstanceOf(Date);
      expect(Number.isNaN((row.received_date as Date).getTime())).toBe(false);
      expect(row.received_time).toMatch(/^\d{2}:\d{2}$/);
      expect(row.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      // The date and time are Abilene's: read back there, they are the lead's own minute.
      const lead = (await service.store.getLead(String(row.id)))?.lead;
      const local = Temporal.PlainDateTime.from(
        `${(row.received_date as Date).toISOString().slice(0, 10)}T${row.received_time}`,
      ).toZonedDateTime("America/Chicago");
      expect(local.epochMilliseconds).toBe(Math.floor((lead?.createdAt.getTime() ?? 0) / 60_000) * 60_000);
    }
    const gym = rows.find((row) => row.business_name === "Big Country Gym");
    expect(gym).toMatchObject({
      source: "Phone",
      language: "Spanish",
      stage: "Booked",
      phone: "(325) 555-0199",
      visit_status: "Confirmed",
      visit_start: "08:00",
      visit_end: "12:00",
      visit_window: "Morning",
      visit_frequency: "Weekly",
      visit_price: "240.00",
      visit_address: "500 Pine St",
      visit_access_notes: "Back door",
    });
    expect(gym?.visit_date).toEqual(new Date(`${bookable(3, 1)}T00:00:00Z`));
  });
});
