/**
 * The owner's numbers with 100,000 leads (issue 19), on SQLite and on PostgreSQL: a year of leads from every kind of
 * source, at every stage with its history, about 2 % spam. Measured through the same code the pages use: the whole
 * numbers page's data for the last 12 months and for this month (server/owner/lead-numbers.ts), and the inbox's
 * first page with the leads untouched after one business hour first (server/owner/lead-inbox.ts). Medians of
 * several runs; results in bench/results/lead-reports.json and .md.
 *
 *   node bench/lead-reports.ts [--runs 5] [--leads 100000] [--only sqlite|postgresql]
 *   npm run bench -- --only lead-reports
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { LeadInbox } from "../server/owner/lead-inbox.ts";
import { leadNumbers } from "../server/owner/lead-numbers.ts";
import type { Database, Param, Sql } from "../server/store/database.ts";
import { openPostgresStore, openSqliteStore } from "../server/store/open-store.ts";
import { openPostgresDatabase } from "../server/store/postgres-database.ts";
import { STAGE_REACHED } from "../server/store/rows.ts";
import { openSqliteDatabase } from "../server/store/sqlite-database.ts";
import type { LeadStage, Store } from "../server/store/store.ts";
import { startPostgresTestServer } from "../tests/support/postgres-test-server.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "..");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small deterministic generator, so both databases get the same leads. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function attributionOf(pick: number, index: number): Record<string, string> {
  if (pick < 0.3) return { referrer: "https://www.google.com/", landingPage: "/" };
  if (pick < 0.5) return { gclid: `Cj0K${index}`, utm_source: "google", utm_medium: "cpc", landingPage: "/" };
  if (pick < 0.6) return { fbclid: `IwAR${index}`, referrer: "https://l.facebook.com/" };
  if (pick < 0.7) return { utm_campaign: `campaign-${index % 5}`, utm_source: "newsletter" };
  if (pick < 0.8) return { referrer: `https://site${index % 50}.example/page` };
  if (pick < 0.85) return { referrer: "https://www.bing.com/" };
  return {};
}

/** The stages a lead went through, in order (the last is where it is now). */
function stagesOf(pick: number): string[] {
  if (pick < 0.2) return [];
  if (pick < 0.5) return ["contacted"];
  if (pick < 0.7) return ["contacted", "quoted"];
  if (pick < 0.85) return ["contacted", "quoted", "won"];
  return ["contacted", "lost"];
}

async function insertRows(db: Sql, table: string, columns: string[], rows: Param[][]): Promise<void> {
  const placeholders = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await db.run(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${batch.map(() => placeholders).join(", ")}`,
      batch.flat(),
    );
  }
}

/** Writes `count` leads of the year before `now` with their history straight into the database. */
export async function seedLeads(db: Database, count: number, now: number): Promise<void> {
  const next = random(19);
  const leads: Param[][] = [];
  const activity: Param[][] = [];
  for (let index = 0; index < count; index += 1) {
    const id = `bench${String(index).padStart(8, "0")}`;
    // Oldest first, as a store receives them: a year, evenly.
    const createdAt = now - ((count - index) / count) * 365 * DAY;
    const stages = stagesOf(next());
    const quarantined = next() < 0.02;
    const times: number[] = [];
    let at = createdAt;
    for (const stage of stages) {
      at += next() * 30 * HOUR;
      times.push(at);
      activity.push([new Date(at), "owner@example.com", "stage", id, stage]);
    }
    leads.push([
      id,
      new Date(createdAt),
      "Maria",
      "Gonzalez",
      "325-555-0123",
      `maria${index}@example.com`,
      "79601",
      1800,
      "DeepCleaning",
      "Internet-Search",
      quarantined,
      JSON.stringify(attributionOf(next(), index)),
      stages.at(-1) ?? "new",
      // What setStage keeps on the lead's row (server/store/leads.ts).
      Math.max(0, ...stages.map((stage) => STAGE_REACHED[stage as LeadStage])),
      times[0] === undefined ? null : new Date(times[0]),
    ]);
  }
  await db.transaction(async (sql) => {
    await insertRows(
      sql,
      "leads",
      [
        "id",
        "created_at",
        "first_name",
        "last_name",
        "phone",
        "email",
        "zip_code",
        "square_footage",
        "services",
        "referral",
        "quarantined",
        "attribution",
        "stage",
        "reached",
        "first_action_at",
      ],
      leads,
    );
    await insertRows(sql, "activity", ["at", "actor", "action", "lead_id", "detail"], activity);
  });
}

interface Timings {
  numbersYearMs: number;
  numbersThisMonthMs: number;
  inboxFirstPageMs: number;
}

async function measure(store: Store, runs: number): Promise<{ median: Timings; runs: Timings[] }> {
  const now = new Date();
  const inbox = new LeadInbox(store, () => now);
  const time = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  // One run first to warm caches (a page the owner opens twice): not counted.
  await leadNumbers(store, "year", now);
  const all: Timings[] = [];
  for (let run = 0; run < runs; run += 1) {
    all.push({
      numbersYearMs: await time(() => leadNumbers(store, "year", now)),
      numbersThisMonthMs: await time(() => leadNumbers(store, "this-month", now)),
      inboxFirstPageMs: await time(() => inbox.list({})),
    });
  }
  const pick = (key: keyof Timings) => median(all.map((timing) => timing[key]));
  return {
    median: {
      numbersYearMs: pick("numbersYearMs"),
      numbersThisMonthMs: pick("numbersThisMonthMs"),
      inboxFirstPageMs: pick("inboxFirstPageMs"),
    },
    runs: all,
  };
}

async function onSqlite(count: number, runs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bnc-bench-reports-"));
  try {
    const db = openSqliteDatabase(dataDir);
    const seedStart = performance.now();
    await seedLeads(db, count, Date.now());
    const seedMs = performance.now() - seedStart;
    await db.close();
    const store = openSqliteStore(dataDir);
    try {
      return { seedMs, ...(await measure(store, runs)) };
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(count: number, runs: number) {
  const server = await startPostgresTestServer();
  try {
    const url = await server.createDatabase();
    const db = await openPostgresDatabase(url);
    const seedStart = performance.now();
    await seedLeads(db, count, Date.now());
    await db.run("ANALYZE");
    const seedMs = performance.now() - seedStart;
    await db.close();
    const store = await openPostgresStore(url);
    try {
      return { seedMs, ...(await measure(store, runs)) };
    } finally {
      await store.close();
    }
  } finally {
    await server.stop();
  }
}

export async function leadReportsBenchmarks(runs: number, count = 100_000, only?: string) {
  const started = new Date().toISOString();
  // This machine is often shared: the load at the start says how much the times are inflated.
  const load = os.loadavg()[0]?.toFixed(1) ?? "?";
  const results: Record<string, Awaited<ReturnType<typeof onSqlite>>> = {};
  if (only !== "postgresql") results.sqlite = await onSqlite(count, runs);
  if (only !== "sqlite") results.postgresql = await onPostgres(count, runs);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const markdown = [
    `## The owner's numbers with ${count.toLocaleString("en-US")} leads`,
    "",
    `A year of leads from every kind of source, 80 % with a history of stages, 2 % spam; medians of ${runs} runs`,
    "after one warm-up, through the code the pages use (bench/lead-reports.ts).",
    "",
    "| store | /leads/numbers, last 12 months | /leads/numbers, this month | inbox first page (waiting leads first) |",
    "|---|---|---|---|",
    ...Object.entries(results).map(
      ([name, result]) =>
        `| ${name} | ${ms(result.median.numbersYearMs)} | ${ms(result.median.numbersThisMonthMs)} | ${ms(result.median.inboxFirstPageMs)} |`,
    ),
    "",
  ];
  writeFileSync(
    path.join(root, "bench/results/lead-reports.json"),
    `${JSON.stringify({ started, leads: count, machine: { cpus: os.cpus().length, node: process.version, load }, results }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(root, "bench/results/lead-reports.md"),
    [
      "# The owner's numbers: benchmark",
      "",
      `Run ${started} on ${os.cpus().length} cores, Node ${process.version}, load average ${load} at the start.`,
      "",
      ...markdown,
    ].join("\n"),
  );
  return { results, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      leads: { type: "string", default: "100000" },
      only: { type: "string" },
    },
  });
  const { markdown } = await leadReportsBenchmarks(
    Math.max(1, Number(values.runs)),
    Math.max(1, Number(values.leads)),
    values.only,
  );
  console.log(markdown.join("\n"));
}
