import type { FastifyInstance } from "fastify";
import { type BookingDesk, CALENDAR_PATH_PREFIX } from "./booking-desk.ts";

/**
 * The owner's calendar subscription: GET /calendar/<secret>.ics, the confirmed visits as iCalendar for Google
 * Calendar, Apple Calendar or Outlook to subscribe to (they poll it; no sign-in to any vendor). An address that
 * was never made, or was replaced or revoked, is the site's 404 page: nothing says it once worked.
 */
export function registerCalendarFeed(app: FastifyInstance, desk: BookingDesk): void {
  app.get<{ Params: { file: string } }>(`${CALENDAR_PATH_PREFIX}:file`, async (request, reply) => {
    const token = request.params.file.endsWith(".ics") ? request.params.file.slice(0, -4) : "";
    const calendar = token ? await desk.feed(token) : undefined;
    if (calendar === undefined) return reply.callNotFound();
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("cache-control", "no-store, private")
      .header("x-robots-tag", "noindex, nofollow")
      .header("referrer-policy", "no-referrer")
      .send(calendar);
  });
}
