import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../app/content/booking.ts";
import { localToday, slotInterval } from "../../app/lib/availability.ts";
import { formatDay, formatSlot } from "../../app/lib/visit-words.ts";
import { bookable } from "../../tests/support/booking.ts";
import { type SignedInService, startSignedInService } from "../../tests/support/owner-session.ts";
import {
  postContact,
  type SmtpTestServer,
  type TestService,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";

// The owner's side of booking through the running service (the server build of the pages, a real SQLite store,
// a real SMTP server): answering a request on the lead's page, the Bookings page, closed days, capacity, and the
// calendar subscription read back with an iCalendar parser (ical.js).

const OWNER = "owner@bnc-cleaning.test";
const SITE_URL = "http://site.bnc-cleaning.test";
let smtp: SmtpTestServer;
let service: TestService;
let session: string;

let started: SignedInService;
beforeAll(async () => {
  started = await startSignedInService(OWNER, { SITE_URL, CONTACT_RATE_LIMIT: "10000" });
  ({ smtp, service, session } = started);
}, 60_000);
afterAll(() => started?.stop());

let counter = 0;
async function requestVisit(fields: Record<string, string>): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `visitor.${counter}@example.com`;
  const response = await postContact(
    service.app,
    validRequest({ email, firstName: `Vera${"abcdefghij"[counter % 10]}`, ...fields }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { id: string }).id, email };
}

const get = (url: string, cookie = session) => service.app.inject({ url, headers: { cookie } });
const post = (url: string, fields: Record<string, string>) =>
  service.app.inject({
    method: "POST",
    url,
    headers: {
      cookie: session,
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
    },
    payload: new URLSearchParams(fields).toString(),
  });

const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

/** The VEVENTs of an iCalendar text, read by ical.js with the calendar's own VTIMEZONE. */
function events(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
}

describe("answering a request on the lead's page", () => {
  it("shows the windows asked for; confirming one emails the customer the time and records it", async () => {
    const tuesday = bookable(2, 1);
    const thursday = bookable(4, 1);
    const { id, email } = await requestVisit({
      visitDay: tuesday,
      visitWindow: "morning",
      secondDay: thursday,
      secondWindow: "afternoon",
    });
    const page = await get(`/leads/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Requested, waiting for your answer");
    expect(page.body).toContain(formatSlot({ day: tuesday, window: "morning" }, defaultBookingRules));
    expect(page.body).toContain(formatSlot({ day: thursday, window: "afternoon" }, defaultBookingRules));

    const confirmed = await post(`/leads/${id}`, {
      intent: "confirm-visit",
      choice: "second",
      address: "1402 Sayles Blvd",
      accessNotes: "Gate code 4417",
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/leads/${id}?done=confirmed`);
    const after = await get(`/leads/${id}?done=confirmed`);
    expect(after.body).toContain("Visit confirmed: the customer is emailed the time now.");
    expect(after.body).toContain("1402 Sayles Blvd");
    expect(after.body).toMatch(/Visit confirmed: Thursday/);
    await waitFor(
      () => mailsTo(email).some((mail) => mail.subject.includes("is confirmed")),
      "the confirmation",
    );
    const mail = mailsTo(email).find((message) => message.subject.includes("is confirmed"));
    expect(mail?.text).toContain(
      `We will see you ${formatSlot({ day: thursday, window: "afternoon" }, defaultBookingRules)}.`,
    );
    expect(mail?.text).toContain("1402 Sayles Blvd");
    expect(mail?.text).toContain("It works until 24 hours before the visit starts");
    // Answered: no second answer.
    const again = await post(`/leads/${id}`, { intent: "decline-visit", reason: "Too late" });
    expect(again.statusCode).toBe(409);
  });

  it("sets another day agreed on the phone, even inside the lead time; never a full window or a closed day", async () => {
    const tomorrow = localToday(new Date(), defaultBookingRules).add({ days: 1 }).toString();
    const { id } = await requestVisit({ visitDay: bookable(3, 2), visitWindow: "morning" });
    // Full: capacity 0 for a moment.
    expect(
      (await post("/leads/bookings", { intent: "capacity", window: "afternoon", visits: "0" })).statusCode,
    ).toBe(303);
    const full = await post(`/leads/${id}`, {
      intent: "confirm-visit",
      choice: "other",
      day: tomorrow,
      window: "afternoon",
    });
    expect(full.statusCode).toBe(409);
    expect(full.body).toContain("That window is full.");
    await post("/leads/bookings", { intent: "capacity", window: "afternoon", visits: "2" });
    await post("/leads/bookings", { intent: "close-day", day: tomorrow, reason: "Crew off" });
    const closed = await post(`/leads/${id}`, {
      intent: "confirm-visit",
      choice: "other",
      day: tomorrow,
      window: "morning",
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain("That day is closed.");
    await post("/leads/bookings", { intent: "reopen-day", day: tomorrow });
    const set = await post(`/leads/${id}`, {
      intent: "confirm-visit",
      choice: "other",
      day: tomorrow,
      window: "morning",
      address: "77 Pine St",
    });
    expect(set.statusCode).toBe(303);
    expect((await service.store.bookingOfLead(id))?.visit).toMatchObject({
      day: tomorrow,
      window: "morning",
    });

    // The schedule lists it on its day with its customer, town and service; the crew's day sheet adds the
    // address and the phone.
    const bookings = await get(`/leads/bookings?view=day&date=${tomorrow}`);
    expect(bookings.statusCode).toBe(200);
    // React's text separators (<!-- -->) between words of one line are no words.
    const day = bookings.body.slice(bookings.body.indexOf("Your schedule")).replace(/<!-- -->/g, "");
    expect(day).toContain(formatDay(tomorrow));
    expect(day).toContain("Abilene · Deep Cleaning");
    expect(day).toContain(`href="/leads/${id}"`);
    const sheet = await get(`/leads/bookings/sheet?date=${tomorrow}`);
    expect(sheet.body).toContain("77 Pine St, Abilene 79605");
    expect(sheet.body).toContain("(325) 555-0123");
  });

  it("declines with a reason the customer is emailed, and frees the window", async () => {
    const day = bookable(5, 3);
    const { id, email } = await requestVisit({ visitDay: day, visitWindow: "morning" });
    expect((await post(`/leads/${id}`, { intent: "decline-visit", reason: "" })).statusCode).toBe(400);
    const declined = await post(`/leads/${id}`, {
      intent: "decline-visit",
      reason: "Our crews are away that week.",
    });
    expect(declined.statusCode).toBe(303);
    await waitFor(
      () => mailsTo(email).some((mail) => mail.text.includes("Our crews are away")),
      "the decline",
    );
    expect((await service.store.bookingOfLead(id))?.status).toBe("declined");
    expect((await service.store.bookingCalendar(day, day, new Date())).holds).not.toContainEqual(
      expect.objectContaining({ day, window: "morning" }),
    );
  });
});

describe("the requests waiting for an answer", () => {
  it("the Bookings page lists every one with its windows and whether it holds them; the lead's page says the same", async () => {
    const ask = async (firstName: string, fields: Record<string, string>) => {
      counter += 1;
      const response = await postContact(
        service.app,
        validRequest({ email: `waiting.${counter}@example.com`, firstName, lastName: "Waits", ...fields }),
        { remoteAddress: "192.0.2.44" },
      );
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const tuesday = bookable(2, 4);
    const wednesday = bookable(3, 4);
    await ask("Holda", {
      visitDay: tuesday,
      visitWindow: "morning",
      secondDay: wednesday,
      secondWindow: "afternoon",
    });
    // The same connection's second request is kept and shown, holding nothing.
    const unheld = await ask("Nolda", { visitDay: wednesday, visitWindow: "morning" });
    const page = await get("/leads/bookings");
    const waiting = page.body.slice(
      page.body.indexOf("Waiting for your answer"),
      page.body.indexOf("Closed days"),
    );
    expect(waiting).toContain("Holda Waits");
    expect(waiting).toContain(
      `${formatSlot({ day: tuesday, window: "morning" }, defaultBookingRules)}<!-- -->, or else <!-- -->${formatSlot({ day: wednesday, window: "afternoon" }, defaultBookingRules)}`,
    );
    expect(waiting).toMatch(/Holds its windows until \w+day, \w+ \d+ at \d+:\d\d [AP]M \(Abilene time\)/);
    expect(waiting).toContain("Nolda Waits");
    expect(waiting).toContain(
      "Holds no place: other requests from the same internet connection already hold theirs.",
    );
    const lead = await get(`/leads/${unheld}`);
    expect(lead.body).toContain("Holds no place: other requests from the same internet connection");
  });
});

describe("after the visit: done, or a problem (the review request follows or not)", () => {
  it("a visit that has begun takes 'Visit done' and 'Problem with this visit'; the lead's history says which", async () => {
    // A window that has begun whatever the hour the test runs: from midnight (the owner's own window).
    const added = await post("/leads/bookings/windows", {
      intent: "add-window",
      label: "Night shift",
      starts: "00:00",
      ends: "00:30",
      offeredTo: "businesses",
    });
    expect(added.statusCode, added.body).toBe(303);
    await service.features.content.refresh();
    const { id } = await requestVisit({ visitDay: bookable(3, 1), visitWindow: "morning" });
    const today = localToday(new Date(), defaultBookingRules).toString();
    const set = await post(`/leads/${id}`, {
      intent: "confirm-visit",
      choice: "other",
      day: today,
      window: "night-shift",
    });
    expect(set.statusCode, set.body).toBe(303);
    const page = await get(`/leads/bookings?view=day&date=${today}`);
    expect(page.body).toMatch(/<button[^>]*value="visit-done"[^>]*>Visit done</);
    expect(page.body).toMatch(/<button[^>]*value="visit-problem"[^>]*>Problem with this visit</);
    const problem = await post("/leads/bookings", { intent: "visit-problem", lead: id });
    expect(problem.statusCode).toBe(303);
    expect(problem.headers.location).toBe("/leads/bookings?done=visit-problem");
    const done = await post("/leads/bookings", { intent: "visit-done", lead: id });
    expect(done.headers.location).toBe("/leads/bookings?done=visit-done");
    expect((await get("/leads/bookings?done=visit-done")).body).toContain("Visit marked done");
    const lead = await get(`/leads/${id}`);
    expect(lead.body).toContain("Visit flagged: a problem with this visit");
    expect(lead.body).toContain("Visit marked done");
    // Done is done: the stage follows the job, and the schedule shows it.
    expect((await service.store.getLead(id))?.lead.stage).toBe("won");
    expect((await get(`/leads/bookings?view=day&date=${today}`)).body).toMatch(/Done<\/span>/);
    // A lead without a confirmed visit: refused, nothing recorded.
    const { id: waiting } = await requestVisit({ visitDay: bookable(3, 2), visitWindow: "morning" });
    const refused = await post("/leads/bookings", { intent: "visit-done", lead: waiting });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("This lead has no confirmed visit.");
  });

  it("the unsubscribe link answers without signing in: a page with a button; an unknown link changes nothing", async () => {
    const token = "A".repeat(43);
    const shown = await service.app.inject({ url: `/unsubscribe/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store, private");
    expect(shown.body).toContain("Unsubscribe from review requests");
    const unknown = await service.app.inject({
      method: "POST",
      url: `/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain(token);
  });
});

describe("the calendar subscription", () => {
  it("lists exactly the confirmed visits at 8:00 in Abilene; a replaced or stopped address answers 404", async () => {
    const waiting = await requestVisit({ visitDay: bookable(1, 4), visitWindow: "morning" });
    const { id } = await requestVisit({
      visitDay: bookable(2, 4),
      visitWindow: "morning",
      services: "Recurring",
      frequency: "every-2-weeks",
    });
    expect((await post(`/leads/${id}`, { intent: "confirm-visit", choice: "first" })).statusCode).toBe(303);

    const made = await post("/leads/bookings", { intent: "feed-new" });
    expect(made.statusCode).toBe(200);
    const address = made.body.match(/data-testid="calendar-address"[^>]*>([^<]+)</)?.[1] ?? "";
    expect(address).toMatch(new RegExp(`^${SITE_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const path = address.slice(SITE_URL.length);
    // Shown once: the page after says an address works, never the address.
    expect((await get("/leads/bookings")).body).not.toContain(path);

    const feed = await service.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const listed = events(feed.body);
    const confirmed = (await service.store.allConfirmedBookings()).map(
      (booking) => `booking-${booking.id}@bnc-cleaning`,
    );
    expect(listed.map((event) => event.uid).sort()).toEqual(confirmed.sort());
    const booking = await service.store.bookingOfLead(id);
    const event = listed.find((candidate) => candidate.uid === `booking-${booking?.id}@bnc-cleaning`);
    expect(event?.startDate.zone?.tzid).toBe("America/Chicago");
    expect([event?.startDate.hour, event?.startDate.minute]).toEqual([8, 0]);
    expect(event?.startDate.toJSDate().toISOString()).toBe(
      slotInterval({ day: bookable(2, 4), window: "morning" }, defaultBookingRules)?.start.toISOString(),
    );
    expect(event?.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;INTERVAL=2");
    expect(feed.body).not.toContain(waiting.email);

    const replaced = await post("/leads/bookings", { intent: "feed-new" });
    const newPath = (replaced.body.match(/data-testid="calendar-address"[^>]*>([^<]+)</)?.[1] ?? "").slice(
      SITE_URL.length,
    );
    expect((await service.app.inject({ url: path })).statusCode).toBe(404);
    expect((await service.app.inject({ url: newPath })).statusCode).toBe(200);
    expect((await post("/leads/bookings", { intent: "feed-revoke" })).statusCode).toBe(303);
    const stopped = await service.app.inject({ url: newPath });
    expect(stopped.statusCode).toBe(404);
    expect(stopped.body).not.toContain("BEGIN:VCALENDAR");
    expect(
      (await service.app.inject({ url: "/calendar/not-a-real-address-at-all-000000.ics" })).statusCode,
    ).toBe(404);
  });

  it("the Bookings page needs a signed-in owner", async () => {
    const response = await service.app.inject({ url: "/leads/bookings" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/leads?next=%2Fleads%2Fbookings");
  });
});
