import { createContext } from "react-router";

/**
 * The customer's manage page (/visit/<secret>, docs/owner-guide.md "Bookings"): what it asks of the service,
 * which implements it over the store (server/booking/booking-desk.ts) and hands it to the route through React
 * Router's context. No sign-in: the link's secret is the key, bound to one booking and kept only as a hash; it stops
 * working after the visit.
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
}

export type VisitChangeAnswer = { kind: "done" } | { kind: "refused"; problem: string };

export interface VisitManageService {
  /** The visit this link belongs to; undefined for a link that does not work (unknown, or after the visit). */
  visit(token: string): Promise<ManagedVisit | undefined>;
  reschedule(token: string, slot: { day: string; window: string }): Promise<VisitChangeAnswer>;
  cancel(token: string): Promise<VisitChangeAnswer>;
}

/**
 * The service's handle in React Router's context. The server build bundles its own copy of this module, so the
 * service reads this key from the build's entry (app/entry.server.tsx re-exports it), never from the source.
 */
export const visitManageContext = createContext<VisitManageService>();

export const VISIT_PATH = "/visit/:token";
export function isVisitPath(pathname: string): boolean {
  return pathname.startsWith("/visit/");
}
