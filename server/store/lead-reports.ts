import type { SourceCount } from "../../app/lib/owner-numbers.ts";
import type { Database } from "./database.ts";
import { STAGE_REACHED, toDate, UNTOUCHED } from "./rows.ts";
import type { AnswerTime, ReferralGroup, SourceGroup } from "./store.ts";

/**
 * The owner's numbers over the leads (docs/owner-guide.md "Your numbers"), one query each on both databases.
 * Suspected spam still in quarantine is left out of every number.
 */
export interface LeadReports {
  /**
   * The leads received in [from, to), grouped by what the source rule reads (server/owner/lead-source.ts): whether
   * each ad click id is there (the ids themselves are unique per click), the UTM campaign and source, the referrer.
   */
  sourceGroups(from: Date, to: Date): Promise<SourceGroup[]>;
  /** The same leads grouped by what the customer answered to "How did you hear about us?" (the form's referral). */
  referralGroups(from: Date, to: Date): Promise<ReferralGroup[]>;
  /** Each lead received in [from, to) with the time of the owner's first action on it, oldest first. */
  answerTimes(from: Date, to: Date): Promise<AnswerTime[]>;
  /** How many leads received at or before `before` have no action by the owner yet. */
  countUntouched(before: Date): Promise<number>;
}

/** Click ids grouped by presence; the other fields by value. */
const PRESENCE_FIELDS = ["gclid", "gbraid", "wbraid", "fbclid"] as const;
const VALUE_FIELDS = ["utm_campaign", "utm_source", "referrer"] as const;

/** Each counted column of the table (app/lib/owner-numbers.ts SOURCE_COUNTS) as a condition on a lead `l`. */
const COUNT_CONDITIONS: Record<SourceCount, string> = {
  leads: "1 = 1",
  contacted: `l.reached >= ${STAGE_REACHED.contacted}`,
  quoted: `l.reached >= ${STAGE_REACHED.quoted}`,
  booked: "l.booked = 1",
  won: "l.stage = 'won'",
  lost: "l.stage = 'lost'",
};

export function leadReports(db: Database): LeadReports {
  const field = (key: string) => db.jsonText("attribution", key);
  const presence = PRESENCE_FIELDS.map(
    (key) => `CASE WHEN coalesce(${field(key)}, '') <> '' THEN 1 ELSE 0 END AS ${key}`,
  );
  const values = VALUE_FIELDS.map((key) => `${field(key)} AS ${key}`);
  // A booking the owner took by phone is its own source, whatever else it carries (it carries nothing).
  const groupBy = [...PRESENCE_FIELDS, ...VALUE_FIELDS, "source"].join(", ");
  const counts = Object.entries(COUNT_CONDITIONS).map(
    ([name, condition]) => `sum(CASE WHEN ${condition} THEN 1 ELSE 0 END) AS n_${name}`,
  );
  /** The period's leads, with what a group may be by, and whether each is booked. */
  const periodLeads = (columns: string[]) => `(SELECT stage, reached, ${columns.join(", ")}
          , CASE WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = leads.id AND b.status = 'confirmed')
              THEN 1 ELSE 0 END AS booked
          FROM leads WHERE created_at >= ? AND created_at < ? AND NOT quarantined) l`;
  const sourcesSql = `SELECT ${groupBy}, ${counts.join(", ")}
    FROM ${periodLeads([...presence, ...values, "source"])}
    GROUP BY ${groupBy}`;
  const referralsSql = `SELECT referral, ${counts.join(", ")} FROM ${periodLeads(["referral"])} GROUP BY referral`;
  const countsOf = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.keys(COUNT_CONDITIONS).map((name) => [name, Number(row[`n_${name}`] ?? 0)]),
    ) as Record<SourceCount, number>;

  return {
    async sourceGroups(from, to) {
      const rows = await db.all(sourcesSql, [from, to]);
      return rows.map((row) => {
        const fields: SourceGroup["fields"] = {};
        for (const key of PRESENCE_FIELDS) if (Number(row[key]) === 1) fields[key] = "1";
        for (const key of VALUE_FIELDS) if (row[key] != null) fields[key] = String(row[key]);
        if (row.source === "phone") fields.source = "phone";
        return { fields, counts: countsOf(row) };
      });
    },
    async referralGroups(from, to) {
      const rows = await db.all(referralsSql, [from, to]);
      return rows.map((row) => ({ referral: String(row.referral ?? ""), counts: countsOf(row) }));
    },
    async answerTimes(from, to) {
      const rows = await db.all(
        `SELECT created_at, first_action_at FROM leads
         WHERE created_at >= ? AND created_at < ? AND NOT quarantined ORDER BY created_at, seq`,
        [from, to],
      );
      return rows.map((row) => ({
        receivedAt: toDate(row.created_at),
        firstActionAt: row.first_action_at == null ? undefined : toDate(row.first_action_at),
      }));
    },
    async countUntouched(before) {
      const row = await db.get(
        `SELECT count(*) AS n FROM leads l WHERE l.created_at <= ? AND NOT l.quarantined AND ${UNTOUCHED}`,
        [before],
      );
      return Number(row?.n ?? 0);
    },
  };
}
