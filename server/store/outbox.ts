import type { Database } from "./database.ts";
import { insertActivity, insertEmail, RETRY, retriedActivity, rowToEmail, toDate } from "./rows.ts";
import type { MailStatus, OutboxCounts, OutboxEmail, StoredEmail } from "./store.ts";

/** The emails leads and sign-ins cause, until they are sent: leased to one worker at a time, retried, given up. */
export interface Outbox {
  /** Queues an email that belongs to no lead (a sign-in link), due now. */
  queueEmail(email: OutboxEmail, at: Date): Promise<void>;
  /**
   * Leases up to `limit` due emails to this worker until `leaseUntil`: pending, due, and not leased by a live
   * worker. One statement, so two processes on one database never get the same email.
   */
  claimDueEmails(workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<StoredEmail[]>;
  /** Extends this worker's lease on an email it is sending; false when the lease is no longer its own. */
  renewLease(emailId: number, workerId: string, leaseUntil: Date): Promise<boolean>;
  /** Marks an email sent (even if its lease ran out meanwhile: it was sent, nobody must send it again). */
  markSent(emailId: number, now: Date): Promise<void>;
  /** Records a failed attempt by the lease holder: back to pending at `nextAttemptAt`, or dead. */
  markFailed(
    emailId: number,
    workerId: string,
    error: string,
    outcome: { nextAttemptAt: Date } | { dead: true },
  ): Promise<void>;
  /**
   * Deletes a sign-in email its lease holder could not deliver before its link expired: it could only bring a link
   * that no longer works, and it would sit in the outbox as a dead letter nobody can act on.
   */
  discardSignInEmail(emailId: number, workerId: string): Promise<void>;
  /** The workers holding a lease on a pending email now. */
  leaseHolders(now: Date): Promise<string[]>;
  /** Ends every lease of this worker (it is known to be dead); returns how many emails were freed. */
  releaseLeases(workerId: string): Promise<number>;
  /** When the worker should look again: the earliest due time (or lease end) of a pending email. */
  nextWakeAt(): Promise<Date | undefined>;
  /**
   * Every dead letter of a lead back to pending, due now, each recorded in its lead's history as retried by `actor`;
   * returns how many. Sign-in emails stay dead: their link expired long before an email is given up.
   */
  retryDead(now: Date, actor: string): Promise<number>;
  outboxCounts(): Promise<OutboxCounts>;
  /** How many emails are pending and dead (for the operator's details; sent emails are not counted). */
  unsentCounts(): Promise<Pick<OutboxCounts, "pending" | "dead">>;
  /** What /healthz needs of the outbox, without counting sent emails (partial indexes). */
  mailStatus(): Promise<MailStatus>;
}

const RELEASE = "claimed_by = NULL, claim_until = NULL";

export function outbox(db: Database): Outbox {
  const count = async (where: string) =>
    Number((await db.get(`SELECT count(*) AS n FROM outbox WHERE ${where}`))?.n ?? 0);
  return {
    queueEmail: (email, at) => insertEmail(db, null, email, at),
    async claimDueEmails(workerId, now, leaseUntil, limit) {
      const rows = await db.claimDueEmails(workerId, now, leaseUntil, limit);
      return rows.map(rowToEmail).sort((a, b) => a.id - b.id);
    },
    renewLease: async (emailId, workerId, leaseUntil) =>
      (await db.run(
        "UPDATE outbox SET claim_until = ? WHERE id = ? AND status = 'pending' AND claimed_by = ?",
        [leaseUntil, emailId, workerId],
      )) === 1,
    async markSent(emailId, now) {
      await db.run(
        `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, ${RELEASE}
         WHERE id = ? AND status = 'pending'`,
        [now, emailId],
      );
    },
    async markFailed(emailId, workerId, error, outcome) {
      const dead = "dead" in outcome;
      await db.run(
        `UPDATE outbox SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?, ${RELEASE}
         WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
        [
          dead ? "dead" : "pending",
          error.slice(0, 1_000),
          dead ? new Date() : outcome.nextAttemptAt,
          emailId,
          workerId,
        ],
      );
    },
    async discardSignInEmail(emailId, workerId) {
      await db.run(
        "DELETE FROM outbox WHERE id = ? AND claimed_by = ? AND kind = 'sign-in' AND status = 'pending'",
        [emailId, workerId],
      );
    },
    leaseHolders: async (now) =>
      (
        await db.all(
          "SELECT DISTINCT claimed_by FROM outbox WHERE status = 'pending' AND claimed_by IS NOT NULL AND claim_until >= ?",
          [now],
        )
      ).map((row) => String(row.claimed_by)),
    releaseLeases: (workerId) =>
      db.run(`UPDATE outbox SET ${RELEASE} WHERE status = 'pending' AND claimed_by = ?`, [workerId]),
    async nextWakeAt() {
      // A leased email is due again just after its lease ends (a claim needs claim_until < now).
      const row = await db.get(
        `SELECT next_attempt_at, claim_until FROM outbox WHERE status = 'pending'
         ORDER BY CASE WHEN claim_until >= next_attempt_at THEN claim_until ELSE next_attempt_at END LIMIT 1`,
      );
      if (!row) return undefined;
      const due = toDate(row.next_attempt_at).getTime();
      return new Date(row.claim_until == null ? due : Math.max(due, toDate(row.claim_until).getTime() + 1));
    },
    retryDead: (now, actor) =>
      db.transaction(async (sql) => {
        const rows = await sql.all(
          `${RETRY} WHERE status = 'dead' AND kind <> 'sign-in' RETURNING lead_id, kind, recipient`,
          [now, now],
        );
        for (const row of rows) await insertActivity(sql, retriedActivity(row, actor, now));
        return rows.length;
      }),
    async outboxCounts() {
      const counts: OutboxCounts = { pending: 0, sent: 0, dead: 0 };
      for (const row of await db.all("SELECT status, count(*) AS n FROM outbox GROUP BY status")) {
        counts[row.status as keyof OutboxCounts] = Number(row.n);
      }
      return counts;
    },
    unsentCounts: async () => ({
      pending: await count("status = 'pending'"),
      dead: await count("status = 'dead'"),
    }),
    async mailStatus() {
      const oldest = await db.get("SELECT min(due_since) AS at FROM outbox WHERE status = 'pending'");
      return {
        oldestPendingSince: oldest?.at == null ? undefined : toDate(oldest.at),
        deadBusinessEmails: await count("status = 'dead' AND kind = 'business'"),
      };
    },
  };
}
