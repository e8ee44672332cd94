import type { Database } from "./database.ts";
import { advanceStage, insertActivity, insertEmail, toDate } from "./rows.ts";
import type { OutboxEmail } from "./store.ts";

/**
 * Review requests (docs/architecture.md, "Review requests"): the visits the owner marked done or flagged with a
 * problem, one decision per visit (sent, or why none went), and the addresses that unsubscribed.
 */

/** Why no review request went for a visit; "sent" when one did. */
export type ReviewOutcome = "sent" | "cancelled" | "unsubscribed" | "recent" | "no-review-url";

export interface ReviewDecision {
  /** The visit: its booking and day ("<booking id>:<YYYY-MM-DD>"); one decision ever per key. */
  visitKey: string;
  bookingId: string;
  /** The customer's address as written; compared lower-cased. */
  email: string;
  at: Date;
  /** Another request to this address decided at or after this instant holds this one back (the 6 months). */
  recentSince: Date;
  /** False while GOOGLE_REVIEW_URL is unset: nothing is sent, and the lead says why. */
  reviewUrlSet: boolean;
  /** The SHA-256 of this request's unsubscribe link. */
  tokenHash: string;
  /** The email, built by the caller; queued only when the outcome is "sent". */
  message: OutboxEmail;
}

export interface ReviewRequestRecord {
  outcome: ReviewOutcome;
  decidedAt: Date;
}

export interface ReviewRequests {
  /** The owner marks a confirmed visit done (its review request then follows); false when not confirmed. */
  markVisitDone(bookingId: string, actor: string, at: Date): Promise<boolean>;
  /** The owner flags a problem with a confirmed visit: it is not marked done at the end of its day. */
  flagVisitProblem(bookingId: string, actor: string, at: Date): Promise<boolean>;
  /**
   * Decides a visit's review request once, whichever copy asks first: the outcome now decided, or undefined when
   * it was decided before. A "sent" one is queued in the outbox in the same transaction.
   */
  decideReviewRequest(decision: ReviewDecision): Promise<ReviewOutcome | undefined>;
  /** The newest decision about a lead's visits, for the owner's inbox. */
  reviewRequestOfLead(leadId: string): Promise<ReviewRequestRecord | undefined>;
  /** Unsubscribes the address a request's link (its SHA-256) was sent to; false for an unknown link. */
  unsubscribeByToken(tokenHash: string, at: Date): Promise<boolean>;
  isUnsubscribed(email: string): Promise<boolean>;
  /** Whether a request was sent to this address (lower-cased) at or after `since` (the months between two). */
  reviewRequestSentSince(email: string, since: Date): Promise<boolean>;
}

const LOCK = "review-requests";

export function reviewRequests(db: Database): ReviewRequests {
  const mark = (column: "done" | "problem") => async (bookingId: string, actor: string, at: Date) =>
    db.transaction(async (sql) => {
      const row = await sql.get(`SELECT lead_id, status FROM bookings WHERE id = ? ${db.forUpdate}`, [
        bookingId,
      ]);
      if (row?.status !== "confirmed") return false;
      await sql.run(`UPDATE bookings SET ${column}_at = ?, ${column}_by = ? WHERE id = ?`, [
        at,
        actor,
        bookingId,
      ]);
      await insertActivity(sql, {
        at,
        actor,
        action: column === "done" ? "visit-done" : "visit-problem",
        leadId: String(row.lead_id),
      });
      // The stage follows the job: a visit done is a job won (docs/owner-guide.md).
      if (column === "done") await advanceStage(sql, String(row.lead_id), "won", actor, at);
      return true;
    });
  return {
    markVisitDone: mark("done"),
    flagVisitProblem: mark("problem"),
    decideReviewRequest: (decision) =>
      db.transaction(
        async (sql) => {
          if (
            await sql.get("SELECT 1 AS decided FROM review_requests WHERE visit_key = ?", [decision.visitKey])
          )
            return undefined;
          const booking = await sql.get(`SELECT lead_id, status FROM bookings WHERE id = ? ${db.forUpdate}`, [
            decision.bookingId,
          ]);
          if (!booking) return undefined;
          const email = decision.email.trim().toLowerCase();
          let outcome: ReviewOutcome = "sent";
          if (booking.status !== "confirmed") outcome = "cancelled";
          else if (await sql.get("SELECT 1 AS gone FROM unsubscribes WHERE email = ?", [email]))
            outcome = "unsubscribed";
          else if (!decision.reviewUrlSet) outcome = "no-review-url";
          else if (
            await sql.get(
              "SELECT 1 AS recent FROM review_requests WHERE email = ? AND outcome = 'sent' AND decided_at >= ?",
              [email, decision.recentSince],
            )
          )
            outcome = "recent";
          const leadId = String(booking.lead_id);
          await sql.run(
            `INSERT INTO review_requests (visit_key, booking_id, lead_id, email, outcome, token_hash, decided_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
            [
              decision.visitKey,
              decision.bookingId,
              leadId,
              email,
              outcome,
              outcome === "sent" ? decision.tokenHash : null,
              decision.at,
            ],
          );
          if (outcome === "sent") {
            await insertEmail(sql, leadId, decision.message, decision.at, { bookingId: decision.bookingId });
          }
          await insertActivity(sql, {
            at: decision.at,
            actor: "service",
            action: "review-request",
            leadId,
            detail: outcome,
          });
          return outcome;
        },
        [LOCK],
      ),
    reviewRequestSentSince: async (email, since) =>
      (await db.get(
        "SELECT 1 AS recent FROM review_requests WHERE email = ? AND outcome = 'sent' AND decided_at >= ?",
        [email.trim().toLowerCase(), since],
      )) !== undefined,
    async reviewRequestOfLead(leadId) {
      const row = await db.get(
        "SELECT outcome, decided_at FROM review_requests WHERE lead_id = ? ORDER BY decided_at DESC LIMIT 1",
        [leadId],
      );
      return row
        ? { outcome: String(row.outcome) as ReviewOutcome, decidedAt: toDate(row.decided_at) }
        : undefined;
    },
    unsubscribeByToken: (tokenHash, at) =>
      db.transaction(async (sql) => {
        const row = await sql.get("SELECT email FROM review_requests WHERE token_hash = ?", [tokenHash]);
        if (!row) return false;
        if (!(await sql.get("SELECT 1 AS gone FROM unsubscribes WHERE email = ?", [String(row.email)]))) {
          await sql.run("INSERT INTO unsubscribes (email, at) VALUES (?, ?)", [String(row.email), at]);
        }
        return true;
      }),
    isUnsubscribed: async (email) =>
      (await db.get("SELECT 1 AS gone FROM unsubscribes WHERE email = ?", [email.trim().toLowerCase()])) !==
      undefined,
  };
}
