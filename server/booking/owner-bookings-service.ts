import { localToday } from "../../app/lib/availability.ts";
import type { OwnerAnswer, OwnerBookingsService } from "../../app/lib/owner-bookings.ts";
import { currentBookingRules } from "../current-content.ts";
import { type BookingDesk, windowChoices } from "./booking-desk.ts";
import type { ReviewRequestDesk } from "./review-requests.ts";
import type { OwnerSchedule } from "./schedule.ts";

/** Thrown when a request without a signed-in owner asks: the pages check first, this is the backstop. */
class NotSignedInError extends Error {
  override name = "NotSignedInError";
  constructor() {
    super("no owner is signed in on this request");
  }
}

/**
 * The owner's schedule as the pages of one request see it (app/lib/owner-bookings.ts): every read and change needs
 * the signed-in owner (the owner's inbox says who, server/owner/), and a change is made as that owner.
 */
export function ownerBookingsService(
  parts: { desk: BookingDesk; schedule: OwnerSchedule; reviews: ReviewRequestDesk },
  signedIn: () => Promise<{ email: string } | undefined>,
): OwnerBookingsService {
  const { desk, schedule, reviews } = parts;
  const owner = async (): Promise<string> => {
    const found = await signedIn();
    if (!found) throw new NotSignedInError();
    return found.email;
  };
  const answer = async (work: (actor: string) => Promise<OwnerAnswer>) => work(await owner());
  return {
    async lead(leadId) {
      await owner();
      const rules = currentBookingRules();
      const [booking, active, review] = await Promise.all([
        desk.leadBooking(leadId),
        desk.hasActiveBooking(leadId),
        reviews.preview(leadId),
      ]);
      return {
        ...(booking ? { booking } : {}),
        canBook: !active.active,
        canOffer: !active.confirmed,
        windows: windowChoices(rules),
        today: localToday(desk.now(), rules).toString(),
        ...(review ? { review } : {}),
      };
    },
    confirmVisit: (leadId, slot, details) => answer((actor) => desk.confirm(leadId, slot, details, actor)),
    declineVisit: (leadId, reason) => answer((actor) => desk.decline(leadId, reason, actor)),
    bookVisit: (leadId, input) => answer((actor) => desk.book(leadId, input, actor)),
    moveVisit: (leadId, input) => answer((actor) => desk.move(leadId, input, actor)),
    cancelVisit: (leadId, input) => answer((actor) => desk.cancel(leadId, input, actor)),
    offerTimes: (leadId, input) => answer((actor) => desk.offer(leadId, input, actor)),
    phoneBooking: (input) => answer((actor) => desk.phoneBooking(input, actor)),
    markVisitDone: (leadId) => answer((actor) => reviews.markDone(leadId, actor)),
    flagVisitProblem: (leadId) => answer((actor) => reviews.flagProblem(leadId, actor)),
    schedule: async (span, date) => {
      await owner();
      return schedule.view(span, date);
    },
    daySheet: async (date) => {
      await owner();
      return schedule.sheet(date);
    },
    settings: async () => {
      await owner();
      return desk.settings();
    },
    windows: async () => {
      await owner();
      return windowChoices(currentBookingRules());
    },
    closeDay: async (day, reason) => desk.closeDay(day, reason, await owner()),
    reopenDay: async (day) => {
      await owner();
      return desk.reopenDay(day);
    },
    setCapacity: async (window, visits) => desk.setCapacity(window, visits, await owner()),
    replaceCalendarFeed: async () => desk.replaceFeed(await owner()),
    revokeCalendarFeed: async () => desk.revokeFeed(await owner()),
  };
}
