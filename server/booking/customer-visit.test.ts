import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBookingRules } from "../../app/content/booking.ts";
import { localToday, slotInterval } from "../../app/lib/availability.ts";
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
import { defaultSite as business } from "../../tests/support/site-defaults.ts";

// The customer's side of a booking through the running service and a real SMTP server: the confirmation's
// text/calendar part read with an iCalendar parser (ical.js), the manage page's reschedule and cancel, the 24-hour
// rule decided by the server, and what reaches the owner.

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

const form = (fields: Record<string, string>) => ({
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
  payload: new URLSearchParams(fields).toString(),
});
const ownerPost = (url: string, fields: Record<string, string>) => {
  const { payload, ...headers } = form(fields);
  return service.app.inject({ method: "POST", url, headers: { ...headers, cookie: session }, payload });
};
const customerPost = (url: string, fields: Record<string, string>) => {
  const { payload, ...headers } = form(fields);
  return service.app.inject({ method: "POST", url, headers, payload });
};

let counter = 0;
async function confirmedVisit(
  slot: { day: string; window: string },
  extra: Record<string, string> = {},
): Promise<{ id: string; email: string; mail: ReceivedMail }> {
  counter += 1;
  const email = `customer.${counter}@example.com`;
  const response = await postContact(
    service.app,
    validRequest({ email, visitDay: bookable(2, 6), visitWindow: "afternoon", ...extra }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: string };
  const confirmed = await ownerPost(`/leads/${id}`, {
    intent: "confirm-visit",
    choice: "other",
    day: slot.day,
    window: slot.window,
    address: "1402 Sayles Blvd",
  });
  expect(confirmed.statusCode, confirmed.body).toBe(303);
  return { id, email, mail: await nextMail(email, /confirmed|new time|confirmada/) };
}

async function nextMail(email: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  const find = () =>
    smtp.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject))[after];
  await waitFor(() => find() !== undefined, `an email to ${email} matching ${subject}`, 15_000);
  const mail = find();
  if (!mail) throw new Error("no mail");
  return mail;
}

/** The email's text/calendar part, parsed by ical.js with its own VTIMEZONE: METHOD and its one VEVENT. */
async function invitation(mail: ReceivedMail) {
  const parsed = await PostalMime.parse(mail.raw);
  const part = parsed.attachments.find((attachment) => attachment.mimeType === "text/calendar");
  if (!part) throw new Error("no text/calendar part");
  const text = typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    partMethod: part.method,
    event: new ICAL.Event(vevent),
  };
}

const manageLink = (mail: ReceivedMail) => {
  const url = mail.text.match(new RegExp(`${SITE_URL}(/visit/[A-Za-z0-9_-]{43})`))?.[1];
  if (!url) throw new Error("no manage link in the email");
  return url;
};

describe("the confirmation and the manage page", () => {
  it("an invitation at 8:00 Abilene time; a reschedule waits for the owner, whose confirmation raises SEQUENCE; a cancellation sends METHOD:CANCEL", async () => {
    const tuesday = bookable(2, 2);
    const { id, email, mail } = await confirmedVisit({ day: tuesday, window: "morning" });
    const first = await invitation(mail);
    expect(first.method).toBe("REQUEST");
    expect(first.partMethod).toBe("REQUEST");
    expect(first.event.startDate.zone?.tzid).toBe("America/Chicago");
    expect([first.event.startDate.year, first.event.startDate.month, first.event.startDate.day]).toEqual(
      tuesday.split("-").map(Number),
    );
    expect([first.event.startDate.hour, first.event.startDate.minute]).toEqual([8, 0]);
    expect(first.event.startDate.toJSDate().toISOString()).toBe(
      slotInterval({ day: tuesday, window: "morning" }, defaultBookingRules)?.start.toISOString(),
    );
    const uid = first.event.uid;
    const link = manageLink(mail);

    const page = await service.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain("Tuesday");
    expect(page.body).not.toContain("<script");

    const thursday = bookable(4, 2);
    const moved = await customerPost(link, { intent: "reschedule", day: thursday, window: "afternoon" });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`${link}?done=moved`);
    const held = await service.store.bookingOfLead(id);
    expect(held).toMatchObject({
      status: "confirmed",
      visit: { day: tuesday },
      requested: { day: thursday },
    });
    await nextMail(OWNER, /Visit change requested/);
    const history = (await service.store.leadActivity(id)).map((event) => event.action);
    expect(history).toContain("booking-reschedule-requested");
    await nextMail(email, /request to move/);

    // The owner confirms the move: a new invitation, same UID, a higher SEQUENCE, the new time.
    expect((await ownerPost(`/leads/${id}`, { intent: "confirm-visit", choice: "first" })).statusCode).toBe(
      303,
    );
    const second = await invitation(await nextMail(email, /new time/));
    expect(second.event.uid).toBe(uid);
    expect(second.event.sequence).toBeGreaterThan(first.event.sequence);
    expect([second.event.startDate.day, second.event.startDate.hour]).toEqual([
      Number(thursday.slice(8)),
      13,
    ]);
    // Each confirmation brings a new link; the old one no longer works.
    expect((await service.app.inject({ url: link })).statusCode).toBe(404);
    const newLink = manageLink(await nextMail(email, /new time/));

    const cancelled = await customerPost(newLink, { intent: "cancel" });
    expect(cancelled.statusCode).toBe(303);
    const cancel = await invitation(await nextMail(email, /cancelled/));
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.partMethod).toBe("CANCEL");
    expect(cancel.event.uid).toBe(uid);
    expect(cancel.event.sequence).toBeGreaterThan(second.event.sequence);
    await nextMail(OWNER, /Visit cancelled/);
    expect((await service.store.bookingOfLead(id))?.status).toBe("cancelled");
    expect((await service.store.bookingCalendar(thursday, thursday, new Date())).holds).not.toContainEqual(
      expect.objectContaining({ day: thursday, window: "afternoon" }),
    );
  });

  it("inside 24 hours of the start, reschedule and cancel are refused with the phone number, whatever the page sends", async () => {
    // The next window start more than an hour and less than 24 hours from now (starts are at most 19 hours apart).
    const now = Date.now();
    const today = localToday(new Date(), defaultBookingRules);
    const soon = [0, 1, 2]
      .flatMap((offset) =>
        ["morning", "afternoon"].map((window) => ({ day: today.add({ days: offset }).toString(), window })),
      )
      .find((slot) => {
        const start = slotInterval(slot, defaultBookingRules)?.start.getTime() ?? 0;
        return start > now + 3_600_000 && start < now + 24 * 3_600_000;
      });
    if (!soon) throw new Error("no window starts within 24 hours");
    const { id, mail } = await confirmedVisit(soon);
    const link = manageLink(mail);
    const page = await service.app.inject({ url: link });
    expect(page.body).toContain("changes that late are made by phone");
    expect(page.body).not.toContain('value="cancel"');
    const attempts: Record<string, string>[] = [
      { intent: "cancel" },
      { intent: "reschedule", day: bookable(3, 3), window: "morning" },
    ];
    for (const fields of attempts) {
      const refused = await customerPost(link, fields);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(business.phone);
      expect(refused.body).toContain("less than 24 hours");
    }
    expect(await service.store.bookingOfLead(id)).toMatchObject({
      status: "confirmed",
      requested: undefined,
    });
  });

  it("a move the owner declines keeps the visit, and the customer is told it stays", async () => {
    const day = bookable(2, 5);
    const { id, email, mail } = await confirmedVisit({ day, window: "morning" });
    expect(
      (await customerPost(manageLink(mail), { intent: "reschedule", day: bookable(3, 5), window: "morning" }))
        .statusCode,
    ).toBe(303);
    const declined = await ownerPost(`/leads/${id}`, {
      intent: "decline-visit",
      reason: "That day is full for us.",
    });
    expect(declined.statusCode).toBe(303);
    const told = await nextMail(email, /About the time/);
    expect(told.text).toContain("That day is full for us.");
    expect(told.text).toContain("Your visit stays Tuesday");
    expect(await service.store.bookingOfLead(id)).toMatchObject({
      status: "confirmed",
      visit: { day },
      requested: undefined,
    });
  });

  it("a reschedule into a refused window says why with the nearest open windows, and changes nothing", async () => {
    const { id, mail } = await confirmedVisit({ day: bookable(1, 3), window: "morning" });
    const refused = await customerPost(manageLink(mail), {
      intent: "reschedule",
      day: bookable(6, 3),
      window: "morning",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("We clean Monday to Friday only");
    expect(refused.body).toContain("Nearest open:");
    expect((await service.store.bookingOfLead(id))?.requested).toBeUndefined();
  });

  it("a recurring visit's invitation repeats (RRULE) every two weeks", async () => {
    const { mail } = await confirmedVisit(
      { day: bookable(3, 4), window: "afternoon" },
      { services: "Recurring", frequency: "every-2-weeks" },
    );
    const { event } = await invitation(mail);
    expect(event.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;INTERVAL=2");
    expect(event.isRecurring()).toBe(true);
  });

  it("twenty posts through one manage link: the same move is sent once; past three moves a day, the page says to call", async () => {
    const { id, mail } = await confirmedVisit({ day: bookable(2, 7), window: "morning" });
    const link = manageLink(mail);
    const emailsOf = async () => (await service.store.getLead(id))?.emails.length ?? 0;
    const before = await emailsOf();
    // The same move posted ten times (a double press, a reload, a script): one change, its two emails (the
    // customer's and the owner's), and each post answered as done.
    const move = { intent: "reschedule", day: bookable(3, 7), window: "afternoon" };
    for (let post = 0; post < 10; post += 1) {
      const answer = await customerPost(link, move);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`${link}?done=moved`);
    }
    expect((await emailsOf()) - before).toBe(2);
    // Ten different moves: two more are taken (three in 24 hours), the rest refused with the phone number.
    const refused: string[] = [];
    for (let post = 0; post < 10; post += 1) {
      const answer = await customerPost(link, {
        intent: "reschedule",
        day: bookable(1 + (post % 5), 5 + Math.floor(post / 5)),
        window: post % 2 ? "morning" : "afternoon",
      });
      if (answer.statusCode === 409) refused.push(answer.body);
      else expect(answer.statusCode).toBe(303);
    }
    expect(refused).toHaveLength(10 - (defaultBookingRules.movesPerDay - 1));
    expect(refused.every((body) => body.includes(business.phone) && body.includes("last 24 hours"))).toBe(
      true,
    );
    expect((await emailsOf()) - before).toBe(2 * defaultBookingRules.movesPerDay);
    expect(
      (await service.store.leadActivity(id)).filter(
        (event) => event.action === "booking-reschedule-requested",
      ),
    ).toHaveLength(defaultBookingRules.movesPerDay);
  });

  it("/visit/ without a link's secret is the site's 404 page, answered 404", async () => {
    for (const url of ["/visit/", "/visit"]) {
      const page = await service.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain("The page you are looking for was not found.");
    }
    expect((await customerPost("/visit/", { intent: "cancel" })).statusCode).toBe(404);
  });

  it("an unknown link is a page that says it does not work, and a post from another site is refused", async () => {
    const unknown = await service.app.inject({ url: `/visit/${"x".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This link does not work");
    const foreign = await service.app.inject({
      method: "POST",
      url: `/visit/${"x".repeat(43)}`,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: "intent=cancel",
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe("a customer whose form was Spanish (issue 31)", () => {
  it("gets the confirmation in Spanish with a Spanish SUMMARY in its invitation, and a Spanish manage page", async () => {
    const tuesday = bookable(2, 2);
    const { id, email, mail } = await confirmedVisit({ day: tuesday, window: "morning" }, { lang: "es" });
    expect((await service.store.getLead(id))?.lead.lang).toBe("es");
    expect(mail.subject).toBe(`Su limpieza con ${business.name} está confirmada`);
    expect(mail.text).toContain("Nos vemos el martes,");
    expect(mail.text).toContain("hora de Abilene");
    expect(mail.text).not.toMatch(/Tuesday|We will see you/);
    const { event } = await invitation(mail);
    expect(event.summary).toBe(`Limpieza de ${business.name}`);
    expect(event.description).toMatch(/^Llegamos dentro del horario de llegada indicado\. Preguntas: /);

    const link = mail.text.match(new RegExp(`${SITE_URL}(/es/visita/[A-Za-z0-9_-]{43})`))?.[1];
    expect(link, "the Spanish manage link").toBeDefined();
    const page = await service.app.inject({ url: link as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es-US">');
    expect(page.body).toContain("Su limpieza");
    expect(page.body).toContain("Elija otro horario");
    expect(page.body).toContain("Cancelar mi visita");
    expect(page.body).toMatch(
      /martes, \d{1,2} de [a-z]+ de \d{4}, en la mañana \(llegada entre las 8:00 a\.m\./,
    );
    expect(page.body).not.toMatch(/Choose another time|Cancel my visit|Tuesday/);
    expect(page.body).not.toContain("<script");

    // The customer cancels from it: the answer and the cancellation email are Spanish too.
    const cancelled = await customerPost(link as string, { intent: "cancel" });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${link}?done=cancelled`);
    const after = await service.app.inject({ url: cancelled.headers.location as string });
    expect(after.body).toContain("Su visita está cancelada.");
    const cancellation = await nextMail(email, /cancelada/);
    expect(cancellation.text).toContain("Cancelamos la visita del martes,");
    // The owner's note of it stays English.
    await nextMail(OWNER, /Visit cancelled/);
  });
});
