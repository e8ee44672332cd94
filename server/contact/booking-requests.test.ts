import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../app/content/booking.ts";
import { earliestBookableDay, latestBookableDay, localToday } from "../../app/lib/availability.ts";
import { AVAILABILITY_API_PATH, choiceMessage, readAvailability } from "../../app/lib/availability-api.ts";
import { visitMessages } from "../../app/lib/contact-fields.ts";
import { bookable } from "../../tests/support/booking.ts";
import {
  postContact,
  type SmtpTestServer,
  startSmtpTestServer,
  startTestService,
  type TestService,
  testConfig,
  validForm,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";
import { defaultSite as business } from "../../tests/support/site-defaults.ts";
import { LeadInbox } from "../owner/lead-inbox.ts";

// "When would you like us?" (docs/quote-form.md): a visitor asks for a window with a quote request, through the
// JSON API (the form with JavaScript) and the form posted without JavaScript, against the real service, a real
// SQLite store and a real SMTP server. The moment is now, so the days are found from today's rules.

let smtp: SmtpTestServer;
let service: TestService;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  service = await startTestService(testConfig({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "10000" }));
});
afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
});

let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${counter}@example.com`;
}

async function leadsWithEmail(email: string) {
  return (await service.store.allLeads()).filter((entry) => entry.lead.form.email === email);
}

describe("a quote request with a visit, through the API", () => {
  it("left blank, is a quote request as before, with no booking", async () => {
    const email = uniqueEmail("blank");
    const response = await postContact(service.app, validRequest({ email, visitDay: "", visitWindow: "" }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    expect(await service.store.bookingOfLead(id)).toBeUndefined();
  });

  it("a Tuesday morning is stored as requested; the acknowledgement says requested, not yet confirmed, in Abilene time", async () => {
    const email = uniqueEmail("tuesday");
    const tuesday = bookable(2, 1);
    const thursday = bookable(4, 1);
    const response = await postContact(
      service.app,
      validRequest({
        email,
        services: "Recurring",
        visitDay: tuesday,
        visitWindow: "morning",
        secondDay: thursday,
        secondWindow: "afternoon",
        frequency: "every-2-weeks",
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    expect(await service.store.bookingOfLead(id)).toMatchObject({
      status: "requested",
      requested: { day: tuesday, window: "morning" },
      second: { day: thursday, window: "afternoon" },
      frequency: "every-2-weeks",
    });
    await waitFor(async () => smtp.forLead(id).length === 2, "both emails of the lead", 10_000);
    const mails = smtp.forLead(id);
    const acknowledgement = mails.find((mail) => mail.to.includes(email));
    const notification = mails.find((mail) => !mail.to.includes(email));
    expect(acknowledgement?.text).toMatch(
      /Visit requested \(not yet confirmed\): Tuesday, \w+ \d+, \d{4}, morning \(arrival between 8:00 AM and 12:00 PM, Abilene time\)/,
    );
    expect(acknowledgement?.text).toContain("Your visit is requested, not yet confirmed");
    expect(acknowledgement?.text).toContain("How often: Every two weeks");
    expect(notification?.text).toContain("Second choice: Thursday");
  });

  it("a Saturday, a closed day, a full window, a day past 60 days and a window in the past are refused with the nearest open windows; nothing stored", async () => {
    const closed = bookable(3, 2);
    const full = bookable(1, 3);
    await service.store.closeDay(closed, "Crew training", "owner@example.com", new Date());
    await service.store.setCapacity("afternoon", 1, "owner@example.com", new Date());
    // A visit the owner confirmed takes the afternoon's one place (waiting requests alone never fill a window).
    const taker = await postContact(
      service.app,
      validRequest({ email: uniqueEmail("taker"), visitDay: full, visitWindow: "afternoon" }),
    );
    expect(taker.statusCode).toBe(201);
    const takerBooking = await service.store.bookingOfLead((taker.json() as { id: string }).id);
    const confirmed = await service.store.confirmBooking({
      bookingId: takerBooking?.id ?? "",
      slot: { day: full, window: "afternoon" },
      address: "",
      accessNotes: "",
      actor: "owner@example.com",
      at: new Date(),
      emails: [],
    });
    expect(confirmed.confirmed).toBe(true);
    const yesterday = localToday(new Date(), defaultBookingRules).subtract({ days: 1 }).toString();
    const tooFar = latestBookableDay(new Date(), defaultBookingRules).add({ days: 1 }).toString();
    const cases: [string, string, RegExp][] = [
      [bookable(6), "morning", /We clean Monday to Friday only/],
      [closed, "morning", /We are closed that day/],
      [full, "afternoon", /That window is already fully booked/],
      [tooFar, "morning", /up to 60 days ahead/],
      [yesterday, "afternoon", /That time has already passed/],
    ];
    const before = (await service.store.allLeads()).length;
    for (const [day, window, why] of cases) {
      const email = uniqueEmail("refused");
      const response = await postContact(
        service.app,
        validRequest({ email, visitDay: day, visitWindow: window }),
      );
      expect(response.statusCode, `${day} ${window}`).toBe(400);
      const message = (response.json() as { errors: { visitDay?: string } }).errors.visitDay ?? "";
      expect(message).toMatch(why);
      expect(message).toMatch(/Nearest open: \w+day, \w+ \d+, \d{4}, (morning|afternoon) \(arrival between/);
      expect(message).not.toContain(`${day},`);
    }
    // The full window's nearest open window is its own morning.
    // What the form shows before sending: the closed day and the full window, and for each the very message the
    // server answers.
    const shown = await service.app.inject({ method: "GET", url: AVAILABILITY_API_PATH });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    const calendar = readAvailability(shown.json());
    if (!calendar) throw new Error("no availability answer");
    expect(calendar.unavailable).toContainEqual({ day: closed, closed: true });
    expect(calendar.unavailable).toContainEqual({ day: full, full: ["afternoon"] });
    expect(calendar.earliest).toBe(earliestBookableDay(new Date(), defaultBookingRules).toString());
    expect(JSON.stringify(calendar)).not.toContain("@");
    for (const [day, window] of [
      [closed, "morning"],
      [full, "afternoon"],
      [bookable(6), "morning"],
      [tooFar, "morning"],
    ] as const) {
      const answer = await postContact(
        service.app,
        validRequest({ email: uniqueEmail("same"), visitDay: day, visitWindow: window }),
      );
      expect(
        choiceMessage({ day, window }, calendar, defaultBookingRules, business.phone),
        `${day} ${window}`,
      ).toBe((answer.json() as { errors: { visitDay: string } }).errors.visitDay);
    }
    expect(
      choiceMessage({ day: full, window: "morning" }, calendar, defaultBookingRules, business.phone),
    ).toBeUndefined();
    const fullAnswer = await postContact(
      service.app,
      validRequest({ email: uniqueEmail("full"), visitDay: full, visitWindow: "afternoon" }),
    );
    expect((fullAnswer.json() as { errors: { visitDay: string } }).errors.visitDay).toContain("morning");
    expect((await service.store.allLeads()).length).toBe(before);
    await service.store.reopenDay(closed);
    await service.store.setCapacity(
      "afternoon",
      defaultBookingRules.defaultCapacity,
      "owner@example.com",
      new Date(),
    );
  });

  it("a second choice that cannot be had is refused on its own field", async () => {
    const response = await postContact(
      service.app,
      validRequest({
        email: uniqueEmail("second"),
        visitDay: bookable(2, 1),
        visitWindow: "morning",
        secondDay: bookable(7, 1),
        secondWindow: "morning",
      }),
    );
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors)).toEqual(["secondDay"]);
    expect(errors.secondDay).toMatch(/We clean Monday to Friday only/);
  });

  it("fields that do not go together are refused with our messages, and nothing is stored", async () => {
    const email = uniqueEmail("pairs");
    const answers = await Promise.all([
      postContact(service.app, validRequest({ email, visitDay: bookable(2, 1) })),
      postContact(service.app, validRequest({ email, visitWindow: "morning" })),
      postContact(service.app, validRequest({ email, visitDay: "2026-02-30", visitWindow: "morning" })),
      postContact(service.app, validRequest({ email, visitDay: bookable(2, 1), visitWindow: "<script>" })),
      postContact(
        service.app,
        validRequest({ email, services: "Recurring", visitDay: bookable(2, 1), visitWindow: "morning" }),
      ),
    ]);
    expect(answers.map((answer) => answer.json())).toEqual([
      { errors: { visitWindow: visitMessages.visitWindow } },
      { errors: { visitDay: visitMessages.visitDay } },
      { errors: { visitDay: visitMessages.visitDay } },
      { errors: { visitWindow: visitMessages.visitWindow } },
      { errors: { frequency: visitMessages.frequency } },
    ]);
    expect(answers.every((answer) => !answer.body.includes("<script>"))).toBe(true);
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });
});

describe("a suspected spam with a visit", () => {
  it("once marked not spam, the acknowledgement it was denied says the visit is requested", async () => {
    const email = uniqueEmail("spam");
    const tuesday = bookable(2, 5);
    const response = await postContact(
      service.app,
      validRequest({ email, website: "x", visitDay: tuesday, visitWindow: "morning" }),
    );
    const { id } = response.json() as { id: string };
    expect(await new LeadInbox(service.store).markNotSpam(id, "owner@example.com")).toBe(true);
    await waitFor(
      async () => smtp.forLead(id).some((mail) => mail.to.includes(email)),
      "the acknowledgement",
    );
    expect(smtp.forLead(id).find((mail) => mail.to.includes(email))?.text).toContain(
      "Visit requested (not yet confirmed): Tuesday",
    );
  });
});

describe("GET /api/availability", () => {
  it("takes GET and HEAD only", async () => {
    const response = await service.app.inject({ method: "POST", url: AVAILABILITY_API_PATH });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("a quote request with a visit, without JavaScript", () => {
  function postForm(fields: Record<string, string>) {
    return service.app.inject({
      method: "POST",
      url: "/get-a-quote",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it("a refused day comes back with the values and the message with the nearest open windows", async () => {
    const email = uniqueEmail("nojs.refused");
    const saturday = bookable(6, 1);
    const response = await postForm(validForm({ email, visitDay: saturday, visitWindow: "morning" }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(new RegExp(`<input[^>]*name="visitDay"[^>]*value="${saturday}"`));
    expect(response.body).toMatch(/<option value="morning" selected="">/);
    expect(response.body).toContain("We clean Monday to Friday only");
    expect(response.body).toContain("Nearest open: ");
    expect(response.body).toContain('<a href="#request-a-quote-visitDay"');
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });

  it("a Tuesday morning is stored, and the page after it says requested, not yet confirmed", async () => {
    const email = uniqueEmail("nojs.tuesday");
    const tuesday = bookable(2, 2);
    const response = await postForm(validForm({ email, visitDay: tuesday, visitWindow: "morning" }));
    expect(response.statusCode).toBe(303);
    const page = await service.app.inject({ method: "GET", url: response.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Visit requested, not yet confirmed:");
    expect(page.body).toMatch(
      /Tuesday, \w+ \d+, \d{4}, morning \(arrival between 8:00 AM and 12:00 PM, Abilene time\)/,
    );
    expect(page.body).toContain("get back to you to confirm it");
  });

  it("left blank, shows the optional part and stores no booking", async () => {
    const page = await service.app.inject({ method: "GET", url: "/get-a-quote" });
    expect(page.body).toContain("When would you like us?");
    const email = uniqueEmail("nojs.blank");
    expect((await postForm(validForm({ email, visitDay: "", visitWindow: "" }))).statusCode).toBe(303);
    const [entry] = await leadsWithEmail(email);
    expect(entry && (await service.store.bookingOfLead(entry.lead.id))).toBeUndefined();
  });
});
