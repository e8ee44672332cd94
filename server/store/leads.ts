import { BOOKING_LOCK, insertBooking, refuseRequest, requestHolds } from "./bookings.ts";
import type { Database, Param, Sql } from "./database.ts";
import {
  insertActivity,
  insertEmail,
  insertStatement,
  LEAD_INSERT_COLUMNS,
  leadInsertValues,
  PHONE_DIGITS_SQL,
  PURGEABLE,
  RETRY,
  retriedActivity,
  rowToActivity,
  rowToEmail,
  rowToLead,
  STAGE_REACHED,
  searchPatterns,
  UNTOUCHED,
} from "./rows.ts";
import type {
  Activity,
  LeadListEntry,
  LeadQuery,
  LeadStage,
  LeadWithEmails,
  NewActivity,
  NewLead,
  OutboxEmail,
  SaveResult,
} from "./store.ts";

/** Leads and their history: what the quote form stores and what the owner does with it. */
export interface Leads {
  /** Stores the lead and its emails in one transaction; with a known idempotency key stores nothing. */
  saveLead(lead: NewLead, emails: readonly OutboxEmail[]): Promise<SaveResult>;
  /** The id of the lead stored with this idempotency key, if any. */
  findByIdempotencyKey(key: string): Promise<string | undefined>;
  getLead(id: string): Promise<LeadWithEmails | undefined>;
  /** Up to 10 ids starting with this prefix, oldest first (the CLI accepts a unique prefix of an id). */
  findLeadIds(prefix: string): Promise<string[]>;
  /** Newest first. */
  listLeads(limit: number): Promise<LeadListEntry[]>;
  /** Oldest first: every lead, for the CSV export. */
  allLeads(): Promise<LeadListEntry[]>;
  /** Newest first, filtered and searched (the owner's inbox). */
  findLeads(query: LeadQuery): Promise<LeadListEntry[]>;
  /** Sets the owner's stage of a lead; false when there is no such lead. A stage it already has records nothing. */
  setStage(leadId: string, stage: LeadStage, actor: string, at: Date): Promise<boolean>;
  /** Adds a private note (the owner's, never shown to the visitor); false when there is no such lead. */
  addNote(leadId: string, text: string, actor: string, at: Date): Promise<boolean>;
  /**
   * "Not spam": takes a lead out of quarantine and queues the acknowledgement it was denied, in one transaction;
   * false when the lead is not in quarantine (or does not exist), and then nothing is queued.
   */
  releaseFromQuarantine(
    leadId: string,
    acknowledgement: OutboxEmail,
    actor: string,
    at: Date,
  ): Promise<boolean>;
  /** One dead letter of this lead back to pending, due now; false when it is not a dead letter of this lead. */
  retryEmail(leadId: string, emailId: number, actor: string, at: Date): Promise<boolean>;
  /** The history of one lead, oldest first. */
  leadActivity(leadId: string): Promise<Activity[]>;
  /** Records what is not a change of a lead (a sign-in, a sign-out). */
  recordActivity(activity: NewActivity): Promise<void>;
  /** The newest sign-ins and sign-outs (what belongs to no lead), newest first. */
  accessActivity(limit: number): Promise<Activity[]>;
  /**
   * Retention (the privacy policy keeps quote requests up to 24 months): how many leads `purgeLeadsBefore` would
   * delete now. A lead with an email still pending is never purged: it has not reached the business yet.
   */
  countPurgeableLeads(cutoff: Date): Promise<number>;
  /** Deletes, in one transaction, those leads with their emails and history; returns how many leads. */
  purgeLeadsBefore(cutoff: Date): Promise<number>;
}

export function leads(db: Database): Leads {
  /** The leads of `from` (a sub-select) with their emails counted by status, in one query. */
  const withCounts = async (
    from: string,
    params: readonly Param[],
    order: string,
  ): Promise<LeadListEntry[]> => {
    const count = (status: string) =>
      `(SELECT count(*) FROM outbox o WHERE o.lead_id = l.id AND o.status = '${status}') AS n_${status}`;
    const rows = await db.all(
      `SELECT l.*, ${count("pending")}, ${count("sent")}, ${count("dead")},
         CASE WHEN ${UNTOUCHED} THEN 1 ELSE 0 END AS untouched
       FROM (${from}) l ORDER BY ${order}`,
      params,
    );
    return rows.map((row) => ({
      lead: rowToLead(row),
      emails: { pending: Number(row.n_pending), sent: Number(row.n_sent), dead: Number(row.n_dead) },
      untouched: Number(row.untouched) === 1,
    }));
  };
  const NEWEST = "created_at DESC, seq DESC";
  const leadExists = async (sql: Sql, id: string) =>
    (await sql.get(`SELECT stage FROM leads WHERE id = ? ${db.forUpdate}`, [id])) !== undefined;

  return {
    saveLead: (lead, emails) =>
      db.transaction(
        async (sql): Promise<SaveResult> => {
          if (lead.booking) {
            // A request's windows are judged under the bookings lock, so two visitors never take the last place;
            // a repeated post is answered as before, never refused for the place its first copy took.
            const existing = lead.idempotencyKey
              ? await sql.get("SELECT id FROM leads WHERE idempotency_key = ?", [lead.idempotencyKey])
              : undefined;
            if (existing) return { id: String(existing.id), created: false };
            const refused = await refuseRequest(sql, lead.booking, lead.createdAt);
            if (refused) return { id: lead.id, created: false, refused };
          }
          // A concurrent duplicate waits here for the first transaction, then inserts nothing and reads its id.
          const inserted = await sql.run(
            `${insertStatement("leads", LEAD_INSERT_COLUMNS)} ON CONFLICT (idempotency_key) DO NOTHING`,
            leadInsertValues(lead),
          );
          if (inserted === 0 && lead.idempotencyKey) {
            const existing = await sql.get("SELECT id FROM leads WHERE idempotency_key = ?", [
              lead.idempotencyKey,
            ]);
            if (!existing) throw new Error("a lead with this idempotency key exists but cannot be read");
            return { id: String(existing.id), created: false };
          }
          if (lead.booking) {
            const holds = await requestHolds(sql, lead.booking, lead.network, lead.createdAt);
            await insertBooking(sql, globalThis.crypto.randomUUID(), lead.id, lead.booking, lead.createdAt, {
              holds,
              network: lead.network,
            });
          }
          for (const email of emails) await insertEmail(sql, lead.id, email, lead.createdAt);
          return { id: lead.id, created: true };
        },
        lead.booking ? [BOOKING_LOCK] : undefined,
      ),
    async findByIdempotencyKey(key) {
      const row = await db.get("SELECT id FROM leads WHERE idempotency_key = ?", [key]);
      return row ? String(row.id) : undefined;
    },
    async getLead(id) {
      const row = await db.get("SELECT * FROM leads WHERE id = ?", [id]);
      if (!row) return undefined;
      const emails = await db.all("SELECT * FROM outbox WHERE lead_id = ? ORDER BY id", [id]);
      return { lead: rowToLead(row), emails: emails.map(rowToEmail) };
    },
    async findLeadIds(prefix) {
      const rows = await db.all(
        "SELECT id FROM leads WHERE substr(id, 1, ?) = ? ORDER BY created_at, seq LIMIT 10",
        [prefix.length, prefix],
      );
      return rows.map((row) => String(row.id));
    },
    listLeads: (limit) => withCounts(`SELECT * FROM leads ORDER BY ${NEWEST} LIMIT ?`, [limit], NEWEST),
    allLeads: () => withCounts("SELECT * FROM leads", [], "created_at, seq"),
    async findLeads(query) {
      const where: string[] = [];
      const params: Param[] = [];
      if (query.stage) {
        where.push("stage = ?");
        params.push(query.stage);
      }
      if (query.quarantined !== undefined) {
        where.push("quarantined = ?");
        params.push(query.quarantined);
      }
      if (query.search?.trim()) {
        const { text, digits, id } = searchPatterns(query.search);
        where.push(
          `(lower(first_name || ' ' || last_name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\'
            OR id LIKE ? ESCAPE '\\'${digits ? ` OR ${PHONE_DIGITS_SQL} LIKE ?` : ""})`,
        );
        params.push(text, text, id, ...(digits ? [digits] : []));
      }
      const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const page = () =>
        withCounts(
          `SELECT * FROM leads ${filter} ORDER BY ${NEWEST} LIMIT ?`,
          [...params, query.limit],
          NEWEST,
        );
      if (!query.untouchedFirstBefore) return page();
      // Two small queries instead of sorting every lead by a computed flag: the waiting ones, then the newest.
      const waiting = await withCounts(
        `SELECT * FROM leads l ${filter ? `${filter} AND` : "WHERE"} NOT l.quarantined AND l.created_at <= ?
           AND ${UNTOUCHED} ORDER BY ${NEWEST} LIMIT ?`,
        [...params, query.untouchedFirstBefore, query.limit],
        NEWEST,
      );
      const first = new Set(waiting.map((entry) => entry.lead.id));
      return [...waiting, ...(await page()).filter((entry) => !first.has(entry.lead.id))].slice(
        0,
        query.limit,
      );
    },
    setStage: (leadId, stage, actor, at) =>
      db.transaction(async (sql) => {
        const row = await sql.get(`SELECT stage FROM leads WHERE id = ? ${db.forUpdate}`, [leadId]);
        if (!row) return false;
        if (row.stage === stage) return true;
        // The owner's numbers read the furthest stage reached and the first action (insertActivity) from the
        // lead's own row.
        const reached = STAGE_REACHED[stage];
        await sql.run(
          "UPDATE leads SET stage = ?, reached = CASE WHEN reached < ? THEN ? ELSE reached END WHERE id = ?",
          [stage, reached, reached, leadId],
        );
        await insertActivity(sql, { at, actor, action: "stage", leadId, detail: stage });
        return true;
      }),
    addNote: (leadId, text, actor, at) =>
      db.transaction(async (sql) => {
        if (!(await leadExists(sql, leadId))) return false;
        await insertActivity(sql, { at, actor, action: "note", leadId, detail: text });
        return true;
      }),
    releaseFromQuarantine: (leadId, acknowledgement, actor, at) =>
      db.transaction(async (sql) => {
        if (
          !(await sql.run("UPDATE leads SET quarantined = ? WHERE id = ? AND quarantined", [false, leadId]))
        ) {
          return false;
        }
        await insertEmail(sql, leadId, acknowledgement, at);
        await insertActivity(sql, { at, actor, action: "released", leadId });
        return true;
      }),
    retryEmail: (leadId, emailId, actor, at) =>
      db.transaction(async (sql) => {
        const row = await sql.get(
          `${RETRY} WHERE id = ? AND lead_id = ? AND status = 'dead' RETURNING lead_id, kind, recipient`,
          [at, at, emailId, leadId],
        );
        if (!row) return false;
        await insertActivity(sql, retriedActivity(row, actor, at));
        return true;
      }),
    leadActivity: async (leadId) =>
      (await db.all("SELECT * FROM activity WHERE lead_id = ? ORDER BY id", [leadId])).map(rowToActivity),
    recordActivity: (activity) => insertActivity(db, activity),
    accessActivity: async (limit) =>
      (await db.all("SELECT * FROM activity WHERE lead_id IS NULL ORDER BY id DESC LIMIT ?", [limit])).map(
        rowToActivity,
      ),
    async countPurgeableLeads(cutoff) {
      return Number((await db.get(`SELECT count(*) AS n FROM leads WHERE ${PURGEABLE}`, [cutoff]))?.n ?? 0);
    },
    purgeLeadsBefore: (cutoff) =>
      db.transaction(async (sql) => {
        // The doomed leads are locked first (PostgreSQL), so a concurrent purge or a new email waits.
        await sql.all(`SELECT id FROM leads WHERE ${PURGEABLE} ${db.forUpdate}`, [cutoff]);
        for (const table of ["outbox", "activity", "booking_offers", "bookings"]) {
          await sql.run(`DELETE FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE ${PURGEABLE})`, [
            cutoff,
          ]);
        }
        return sql.run(`DELETE FROM leads WHERE ${PURGEABLE}`, [cutoff]);
      }),
  };
}
