import { createContext } from "react-router";
import type { Lang } from "../content/model/languages.ts";

/**
 * The customer's pages (/visit/<secret> and /offer/<secret>, app/route-table.ts `customerPages`;
 * docs/owner-guide.md "Bookings"): what they ask of the service,
 * which implements it over the store (server/booking/booking-desk.ts) and hands it to the route through React
 * Router's context. No sign-in: the link's secret is the key, bound to one booking and kept only as a hash; a manage
 * link stops working after the visit, an offer's once it is picked or runs out.
 */

export interface ManagedVisit {
  status: "confirmed" | "cancelled";
  /** The visit (the next one of a series), in words and Abilene time. */
  words: string;
  /** "Every two weeks", for a recurring cleaning. */
  frequency?: string;
  /** A move asked for and waiting for the owner's answer, in words. */
  pending?: string;
  /** Whether it is still earlier than the cutoff (24 hours before the start): the server decides again on a change. */
  canChange: boolean;
  /** The first and last day a new window may be on (for the date field). */
  earliest: string;
  latest: string;
  /** The arrival windows the customer may ask for (their form's), with their words. */
  windows: { id: string; label: string }[];
  /** The hours before the start after which changes are made by phone only. */
  cutoffHours: number;
}

export type VisitChangeAnswer = { kind: "done" } | { kind: "refused"; problem: string };

/** An offer of times as its customer sees it (/offer/<secret>). */
export interface OfferedTimes {
  /** open: pick one; picked: done (the pick, in words); expired or withdrawn: call instead. */
  state: "open" | "picked" | "expired" | "withdrawn";
  windows: { day: string; window: string; words: string }[];
  /** The owner's words with the offer ("" for none). */
  message: string;
  /** Until when it is open, in words (Abilene time). */
  until: string;
  picked?: string;
}

/**
 * What the customer's pages ask, each in the language of the page (its address: /visit/… English, /es/visita/…
 * Spanish): the words and problems come back in it.
 */
export interface VisitManageService {
  /** The visit this link belongs to; undefined for a link that does not work (unknown, or after the visit). */
  visit(token: string, lang?: Lang): Promise<ManagedVisit | undefined>;
  reschedule(token: string, slot: { day: string; window: string }, lang?: Lang): Promise<VisitChangeAnswer>;
  cancel(token: string, lang?: Lang): Promise<VisitChangeAnswer>;
  /** The offer this link belongs to; undefined for a link that was never an offer's. */
  offer(token: string, lang?: Lang): Promise<OfferedTimes | undefined>;
  /** The customer picks one of the offered windows: the first pick confirms the visit. */
  pickOffer(token: string, slot: { day: string; window: string }, lang?: Lang): Promise<VisitChangeAnswer>;
}

/**
 * The service's handle in React Router's context. The server build bundles its own copy of this module, so the
 * service reads this key from the build's entry (app/entry.server.tsx re-exports it), never from the source.
 */
export const visitManageContext = createContext<VisitManageService>();
