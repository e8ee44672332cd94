import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../../tests/support/mail.ts";
import { tempDataDir } from "../../tests/support/service.ts";
import { storedLeadForm } from "../../tests/support/store-suite.ts";
import { createMailTransport } from "../contact/mail-transports.ts";
import { OutboxWorker } from "../contact/outbox-worker.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { BookingDesk } from "./booking-desk.ts";
import { DEFAULT_REVIEW_SETTINGS, GUARANTEE_WORDS, ReviewRequestDesk } from "./review-requests.ts";
import { OwnerSchedule } from "./schedule.ts";
import { registerUnsubscribe } from "./unsubscribe-route.ts";

// The review request after a visit (docs/owner-guide.md, "Review requests"), end to end through the outbox to a real
// SMTP server on loopback: the morning after, once across two copies of the service, with the one-click unsubscribe
// headers; held back (and the lead says why) for an address asked within 6 months, one that unsubscribed, a
// cancelled visit, or while GOOGLE_REVIEW_URL is unset. A real SQLite store opened twice, a clock the test moves.

const REVIEW_URL = "https://g.page/r/bnc-cleaning/review";
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.stop();
});

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  smtp.messages.splice(0);
});

let clock = new Date("2026-03-02T16:00:00Z");
function setup(reviewUrl = REVIEW_URL) {
  const dir = tempDataDir();
  const a = openSqliteStore(dir);
  const b = openSqliteStore(dir);
  opened.push(a, b);
  const options = { siteUrl: "https://site.test", businessEmail: "owner@bnc.test" };
  const settings = { ...DEFAULT_REVIEW_SETTINGS, reviewUrl };
  const worker = new OutboxWorker({
    store: a,
    transport: createMailTransport({ SMTP_URL: smtp.url, EMAIL_SERVICE_URL: undefined, dataDir: dir }),
    from: "BnC <q@bnc.test>",
    retryMs: 1_000,
    now: () => clock,
  });
  return {
    store: a,
    desk: new BookingDesk(a, options, () => clock),
    reviewsA: new ReviewRequestDesk(a, { siteUrl: options.siteUrl, settings }, () => clock),
    reviewsB: new ReviewRequestDesk(b, { siteUrl: options.siteUrl, settings }, () => clock),
    worker,
  };
}

let counter = 0;
/** A lead (this address) whose visit the owner confirms on `day`, morning. */
async function confirmed(
  store: Store,
  desk: BookingDesk,
  email: string,
  day: string,
  asked = "2026-03-18",
  lang: "en" | "es" = "en",
) {
  counter += 1;
  const id = `rev${String(counter).padStart(9, "0")}`;
  const saved = await store.saveLead(
    {
      id,
      form: { ...storedLeadForm, email },
      attribution: {},
      lang,
      createdAt: clock,
      booking: { first: { day: asked, window: "morning" } },
    },
    [],
  );
  expect(saved.created).toBe(true);
  expect(
    await desk.confirm(
      id,
      { day, window: "morning" },
      { address: "12 Elm St", accessNotes: "" },
      "owner@bnc.test",
    ),
  ).toEqual({ kind: "done" });
  return id;
}

const reviewMails = () => smtp.messages.filter((mail) => mail.subject.startsWith("Thank you from"));
const history = async (store: Store, leadId: string) =>
  (await store.leadActivity(leadId))
    .filter((event) => event.action === "review-request")
    .map((e) => e.detail);

describe("Visit done (issue 29: it was accepted at 7:17 AM for a 1-5 PM visit, and the card did not change)", () => {
  it("is refused before the visit's window begins, offered once it has, and makes the lead won", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA } = setup();
    const id = await confirmed(store, desk, "early@example.com", "2026-03-04");
    // The visit of Wednesday 4 March is the afternoon's: 1:00 to 5:00 PM.
    const booking = await store.bookingOfLead(id);
    await store.moveVisit({
      bookingId: booking?.id ?? "",
      sequence: booking?.sequence ?? 0,
      to: {
        day: "2026-03-04",
        window: "afternoon",
        startsAt: new Date("2026-03-04T19:00:00Z"),
        endsAt: new Date("2026-03-04T23:00:00Z"),
      },
      actor: "owner@bnc.test",
      at: clock,
      emails: [],
    });
    const schedule = new OwnerSchedule(store, () => clock);
    const visitOf = async () => (await schedule.view("day", "2026-03-04")).days[0]?.visits[0];
    clock = new Date("2026-03-04T13:17:00Z"); // 7:17 AM CST
    const early = await reviewsA.markDone(id, "owner@bnc.test");
    expect(early.kind).toBe("refused");
    expect(early.kind === "refused" && early.problem).toContain("Wednesday, March 4, 2026, afternoon");
    expect((await store.leadActivity(id)).map((event) => event.action)).not.toContain("visit-done");
    expect(await visitOf()).toMatchObject({ canMarkDone: false, done: false });
    clock = new Date("2026-03-04T19:00:00Z"); // 1:00 PM: the window begins
    expect(await visitOf()).toMatchObject({ canMarkDone: true, done: false });
    expect(await reviewsA.markDone(id, "owner@bnc.test")).toEqual({ kind: "done" });
    expect(await visitOf()).toMatchObject({ canMarkDone: false, done: true });
    expect((await store.getLead(id))?.lead.stage).toBe("won");
  });
});

describe("the review request after a visit", () => {
  it("a visit marked done: exactly one request the next morning at 9:00 Abilene time, with both unsubscribe headers", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA, reviewsB, worker } = setup();
    const id = await confirmed(store, desk, "maria@example.com", "2026-03-04");
    clock = new Date("2026-03-04T17:00:00Z"); // Wednesday 11:00 CST, during the visit
    expect(await reviewsA.markDone(id, "owner@bnc.test")).toEqual({ kind: "done" });
    expect(await reviewsA.queueReviewRequests()).toBe(0);
    clock = new Date("2026-03-05T14:59:00Z"); // Thursday 8:59 CST: not yet
    expect(await reviewsA.queueReviewRequests()).toBe(0);
    await worker.drain();
    expect(reviewMails()).toHaveLength(0);
    clock = new Date("2026-03-05T15:00:00Z"); // 9:00 CST; both copies look at once
    const both = await Promise.all([reviewsA.queueReviewRequests(), reviewsB.queueReviewRequests()]);
    expect(both.sort()).toEqual([0, 1]);
    expect(await reviewsB.queueReviewRequests()).toBe(0);
    await worker.drain();
    await worker.drain();
    const mails = reviewMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const header = (name: string) => mail?.headers.find((entry) => entry.key === name)?.value ?? "";
    expect(mail?.to).toEqual(["maria@example.com"]);
    expect(header("list-unsubscribe")).toMatch(/^<https:\/\/site\.test\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain(REVIEW_URL);
    expect(mail?.text).toContain(GUARANTEE_WORDS);
    // The body's link is the header's.
    expect(mail?.text).toContain(header("list-unsubscribe").slice(1, -1));
    expect(await history(store, id)).toEqual(["sent"]);
  });

  it("a visit not marked done goes at the end of its day too, unless the owner flagged a problem", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA, worker } = setup();
    const plain = await confirmed(store, desk, "ana@example.com", "2026-03-04");
    const problem = await confirmed(store, desk, "bo@example.com", "2026-03-04");
    clock = new Date("2026-03-04T20:00:00Z");
    expect(await reviewsA.flagProblem(problem, "owner@bnc.test")).toEqual({ kind: "done" });
    clock = new Date("2026-03-05T15:00:00Z");
    expect(await reviewsA.queueReviewRequests()).toBe(1);
    await worker.drain();
    expect(reviewMails().flatMap((mail) => mail.to)).toEqual(["ana@example.com"]);
    expect(await history(store, plain)).toEqual(["sent"]);
    expect(await history(store, problem)).toEqual([]);
  });

  it("a second visit for the same address inside 6 months: none, and the lead says why", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA, worker } = setup();
    await confirmed(store, desk, "maria@example.com", "2026-03-04");
    clock = new Date("2026-03-05T15:00:00Z");
    expect(await reviewsA.queueReviewRequests()).toBe(1);
    const second = await confirmed(store, desk, "Maria@Example.com", "2026-03-10");
    clock = new Date("2026-03-11T14:00:00Z"); // 9:00 CDT
    expect(await reviewsA.queueReviewRequests()).toBe(1);
    await worker.drain();
    expect(reviewMails()).toHaveLength(1);
    expect(await history(store, second)).toEqual(["recent"]);
  });

  it("one-click unsubscribe: no later request to that address; its visit emails still go", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA, worker } = setup();
    await confirmed(store, desk, "maria@example.com", "2026-03-04");
    clock = new Date("2026-03-05T15:00:00Z");
    await reviewsA.queueReviewRequests();
    await worker.drain();
    const link = reviewMails()[0]?.headers.find((entry) => entry.key === "list-unsubscribe")?.value ?? "";
    const token = link.match(/\/unsubscribe\/([A-Za-z0-9_-]{43})>/)?.[1] ?? "";
    // Through the link, without signing in: a GET only shows the button; the one-click POST (RFC 8058's body, from
    // a mail provider, no page of ours) unsubscribes; an unknown link changes nothing.
    const app = Fastify();
    registerUnsubscribe(app, reviewsA);
    const shown = await app.inject({ method: "GET", url: `/unsubscribe/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("Unsubscribe from review requests");
    expect(await store.isUnsubscribed("maria@example.com")).toBe(false);
    const unknown = await app.inject({
      method: "POST",
      url: `/unsubscribe/${"x".repeat(43)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain("x".repeat(43));
    expect(await store.isUnsubscribed("maria@example.com")).toBe(false);
    const oneClick = await app.inject({
      method: "POST",
      url: `/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("You are unsubscribed");
    await app.close();
    expect(await store.isUnsubscribed("MARIA@example.com")).toBe(true);
    // Seven months on (past the 6-month limit), a new visit: still none.
    clock = new Date("2026-10-01T15:00:00Z");
    const later = await confirmed(store, desk, "maria@example.com", "2026-10-05", "2026-10-19");
    clock = new Date("2026-10-06T14:00:00Z");
    expect(await reviewsA.queueReviewRequests()).toBe(1);
    await worker.drain();
    expect(reviewMails()).toHaveLength(1);
    expect(await history(store, later)).toEqual(["unsubscribed"]);
    // Transactional emails are unaffected: the visit's confirmation went to the same address.
    expect(smtp.messages.filter((mail) => mail.subject.includes("confirmed")).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("GOOGLE_REVIEW_URL unset: none, and the lead says why", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA, worker } = setup("");
    const id = await confirmed(store, desk, "maria@example.com", "2026-03-04");
    clock = new Date("2026-03-05T15:00:00Z");
    expect(await reviewsA.queueReviewRequests()).toBe(1);
    await worker.drain();
    expect(reviewMails()).toHaveLength(0);
    expect(await history(store, id)).toEqual(["no-review-url"]);
  });

  it("a cancelled visit: none", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA, worker } = setup();
    const id = await confirmed(store, desk, "maria@example.com", "2026-03-06");
    const booking = await store.bookingOfLead(id);
    const cancelled = await store.cancelBooking({
      bookingId: booking?.id ?? "",
      visitStartsAt: new Date("2026-03-06T14:00:00Z"),
      at: clock,
      emails: [],
    });
    expect(cancelled.changed).toBe(true);
    expect((await reviewsA.markDone(id, "owner@bnc.test")).kind).toBe("refused");
    clock = new Date("2026-03-07T15:00:00Z");
    expect(await reviewsA.queueReviewRequests()).toBe(0);
    await worker.drain();
    expect(reviewMails()).toHaveLength(0);
  });
});

describe("a customer whose form was Spanish (issue 31)", () => {
  it("gets the review request in Spanish with the one-click unsubscribe, and a Spanish unsubscribe page", async () => {
    clock = new Date("2026-03-02T16:00:00Z");
    const { store, desk, reviewsA, worker } = setup();
    await confirmed(store, desk, "lucia@example.com", "2026-03-04", "2026-03-18", "es");
    clock = new Date("2026-03-05T15:00:00Z");
    expect(await reviewsA.queueReviewRequests()).toBe(1);
    await worker.drain();
    const mail = smtp.messages.find(
      (candidate) =>
        candidate.to.includes("lucia@example.com") && candidate.subject.startsWith("Gracias de parte de"),
    );
    const header = (name: string) => mail?.headers.find((entry) => entry.key === name)?.value ?? "";
    expect(mail?.subject).toMatch(/: ¿qué le pareció nuestro servicio\?$/);
    expect(header("list-unsubscribe")).toMatch(/^<https:\/\/site\.test\/es\/baja\/[A-Za-z0-9_-]{43}>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    for (const part of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(part).toContain("Una reseña en Google ayuda a sus vecinos a encontrarnos");
      expect(part).toContain("Nuestra garantía de satisfacción");
      expect(part).toContain("Cancele la suscripción con un clic");
      expect(part).not.toContain("Thank you");
    }
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.text).toContain("https://site.test/es/garantia");
    expect(mail?.text).toContain(REVIEW_URL);

    const token = header("list-unsubscribe").match(/\/es\/baja\/([A-Za-z0-9_-]{43})>/)?.[1] ?? "";
    const app = Fastify();
    registerUnsubscribe(app, reviewsA);
    const page = await app.inject({ method: "GET", url: `/es/baja/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain("Cancelar las solicitudes de reseñas");
    expect(page.body).toContain(`action="/es/baja/${token}"`);
    const oneClick = await app.inject({
      method: "POST",
      url: `/es/baja/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("Su suscripción está cancelada");
    await app.close();
    expect(await store.isUnsubscribed("lucia@example.com")).toBe(true);
  });
});
