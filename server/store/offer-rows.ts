import type { Slot } from "../../app/lib/availability.ts";
import type { Row, Sql } from "./database.ts";
import { toDate } from "./rows.ts";

/**
 * An offer of times (docs/owner-guide.md, "Offering times"): the owner offers two or three windows, the customer picks
 * one through the emailed link (only its SHA-256 is kept). Its windows are kept for the customer until it is
 * picked, withdrawn (a newer offer, or the owner booked the visit) or runs out.
 */
export interface Offer {
  id: string;
  bookingId: string;
  leadId: string;
  windows: Slot[];
  /** The owner's words to the customer with the offer. */
  message: string;
  expiresAt: Date;
  createdAt: Date;
  createdBy: string;
  picked?: Slot & { at: Date };
  withdrawnAt?: Date;
}

function readWindows(value: unknown): Slot[] {
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const { day, window } = (entry ?? {}) as Record<string, unknown>;
      return typeof day === "string" && typeof window === "string" ? [{ day, window }] : [];
    });
  } catch {
    return [];
  }
}

export function writeOfferWindows(windows: readonly Slot[]): string {
  return JSON.stringify(windows.map(({ day, window }) => ({ day, window })));
}

export function rowToOffer(row: Row): Offer {
  return {
    id: String(row.id),
    bookingId: String(row.booking_id),
    leadId: String(row.lead_id),
    windows: readWindows(row.windows),
    message: String(row.message ?? ""),
    expiresAt: toDate(row.expires_at),
    createdAt: toDate(row.created_at),
    createdBy: String(row.created_by),
    ...(row.picked_at == null
      ? {}
      : {
          picked: {
            day: String(row.picked_day),
            window: String(row.picked_window),
            at: toDate(row.picked_at),
          },
        }),
    ...(row.withdrawn_at == null ? {} : { withdrawnAt: toDate(row.withdrawn_at) }),
  };
}

/** Offers still open at `at`: not picked, not withdrawn, not run out. */
export async function openOffersAt(sql: Sql, at: Date): Promise<Offer[]> {
  const rows = await sql.all(
    `SELECT * FROM booking_offers WHERE picked_at IS NULL AND withdrawn_at IS NULL AND expires_at > ?
     ORDER BY created_at`,
    [at],
  );
  return rows.map(rowToOffer);
}
