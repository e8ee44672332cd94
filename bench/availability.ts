/**
 * GET /api/availability under load (issue 27, item 11): the real service process with 82 waiting requests in its
 * store (half of them weekly, each with a first and a second window), 20 concurrent clients (autocannon), on SQLite
 * and on PostgreSQL. Medians of several runs. Each run of this file is recorded under a label (`before`, `after`),
 * so bench/results/availability.md holds the figures of the code before a change beside those after it.
 *
 *   node bench/availability.ts [--runs 3] [--seconds 5] [--label after] [--only sqlite|postgresql]
 *   npm run bench -- --only availability
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { defaultBookingRules } from "../app/content/booking.ts";
import { earliestBookableDay, isWorkingDay } from "../app/lib/availability.ts";
import { AVAILABILITY_API_PATH } from "../app/lib/availability-api.ts";
import { openPostgresStore, openSqliteStore } from "../server/store/open-store.ts";
import type { NewLead, Store } from "../server/store/store.ts";
import { freePortSync } from "../tests/support/net.ts";
import { startPostgresTestServer } from "../tests/support/postgres-test-server.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "..");
const RESULTS_JSON = path.join(root, "bench/results/availability.json");
const RESULTS_MD = path.join(root, "bench/results/availability.md");
const WAITING_REQUESTS = 82;
const CONNECTIONS = 20;

interface LoadRun {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** The working days from the first bookable one on, as many as asked. */
function workingDays(count: number): string[] {
  const days: string[] = [];
  for (
    let day = earliestBookableDay(new Date(), defaultBookingRules);
    days.length < count;
    day = day.add({ days: 1 })
  ) {
    if (isWorkingDay(day, defaultBookingRules)) days.push(day.toString());
  }
  return days;
}

/**
 * 82 waiting requests spread over the bookable range, each from its own network (so each holds what the rules let
 * a request hold), stored through the store's own saveLead. The windows are given room first (20 visits each), so
 * every request is taken whatever the rules before or after a change.
 */
async function seedWaitingRequests(store: Store): Promise<void> {
  for (const window of defaultBookingRules.windows) {
    await store.setCapacity(window.id, 20, "bench@example.com", new Date());
  }
  const days = workingDays(40);
  for (let index = 0; index < WAITING_REQUESTS; index += 1) {
    const recurring = index % 2 === 0;
    const lead: NewLead & { network: string } = {
      id: `avail${String(index).padStart(7, "0")}`,
      form: {
        firstName: "Bench",
        lastName: "Mark",
        phone: "325-555-0147",
        email: `bench${index}@example.com`,
        zipCode: "79601",
        squareFootage: 1800,
        services: recurring ? "Recurring" : "DeepCleaning",
        referral: "Internet-Search",
        notes: "",
        businessName: "",
        audience: "home",
      },
      attribution: {},
      createdAt: new Date(),
      network: `198.51.${Math.floor(index / 250)}.${index % 250}`,
      booking: {
        first: { day: days[index % days.length] ?? "", window: index % 3 === 0 ? "afternoon" : "morning" },
        second: {
          day: days[(index + 7) % days.length] ?? "",
          window: index % 3 === 0 ? "morning" : "afternoon",
        },
        ...(recurring ? { frequency: "weekly" as const } : {}),
      },
    };
    const saved = await store.saveLead(lead, []);
    if (!saved.created) throw new Error(`a waiting request was not stored: ${JSON.stringify(saved.refused)}`);
  }
}

async function startService(env: Record<string, string>) {
  execFileSync(process.execPath, ["scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });
  const port = freePortSync();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) {
        return {
          url,
          stop: () =>
            new Promise<void>((resolve) => {
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the service did not start");
}

async function measure(url: string, runs: number, seconds: number) {
  const answer = await fetch(`${url}${AVAILABILITY_API_PATH}`);
  if (!answer.ok) throw new Error(`GET ${AVAILABILITY_API_PATH} answered ${answer.status}`);
  // One warm-up, then the measured runs.
  await autocannon({ url: `${url}${AVAILABILITY_API_PATH}`, connections: CONNECTIONS, duration: 1 });
  await fetch(`${url}${AVAILABILITY_API_PATH}`);
  const all: LoadRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await autocannon({
      url: `${url}${AVAILABILITY_API_PATH}`,
      connections: CONNECTIONS,
      duration: seconds,
    });
    // Requests the service had not answered when the run ended are answered before the next run starts.
    await fetch(`${url}${AVAILABILITY_API_PATH}`);
    all.push({
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  const pick = (key: keyof LoadRun) => median(all.map((run) => run[key]));
  return {
    median: {
      requestsPerSecond: pick("requestsPerSecond"),
      latencyP50Ms: pick("latencyP50Ms"),
      latencyP99Ms: pick("latencyP99Ms"),
      non2xx: pick("non2xx"),
      errors: pick("errors"),
    },
    runs: all,
  };
}

async function onSqlite(runs: number, seconds: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bnc-bench-availability-"));
  const service = await startService({ DATA_DIR: dataDir });
  try {
    const store = openSqliteStore(dataDir);
    try {
      await seedWaitingRequests(store);
    } finally {
      await store.close();
    }
    return await measure(service.url, runs, seconds);
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(runs: number, seconds: number) {
  const server = await startPostgresTestServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bnc-bench-availability-"));
  try {
    const databaseUrl = await server.createDatabase();
    const service = await startService({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    try {
      const store = await openPostgresStore(databaseUrl);
      try {
        await seedWaitingRequests(store);
      } finally {
        await store.close();
      }
      return await measure(service.url, runs, seconds);
    } finally {
      await service.stop();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;
interface Recorded {
  started: string;
  commit: string;
  machine: { cpus: number; node: string; loadAtStart: string };
  runs: number;
  seconds: number;
  stores: Record<string, Measured>;
}

function currentCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function markdownOf(labels: Record<string, Recorded>): string[] {
  const rows = Object.entries(labels).flatMap(([label, recorded]) =>
    Object.entries(recorded.stores).map(
      ([store, result]) =>
        `| ${label} (${recorded.commit}) | ${store} | ${Math.round(result.median.requestsPerSecond)} | ${result.median.latencyP50Ms} ms | ${result.median.latencyP99Ms} ms | ${result.median.non2xx} | ${recorded.runs} × ${recorded.seconds} s | ${recorded.machine.loadAtStart} |`,
    ),
  );
  return [
    `## GET /api/availability with ${WAITING_REQUESTS} waiting requests, ${CONNECTIONS} concurrent clients`,
    "",
    "The real service process on loopback (autocannon shares the 2 cores with it, so absolute figures understate a",
    "real server); half of the requests weekly, each with a first and a second window. Medians of the runs after one",
    "warm-up (bench/availability.ts). `before`: the code as issue 27 found it, computing the answer for every",
    "request; `after`: served from what the last change computed.",
    "",
    "| code | store | req/s | p50 | p99 | non-2xx | runs | load at start |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ];
}

/** bench/results/availability.md from the recorded labels. */
export function writeMarkdown(labels: Record<string, Recorded>, lastRun: string): string[] {
  const markdown = markdownOf(labels);
  writeFileSync(
    RESULTS_MD,
    [
      "# The availability answer: benchmark",
      "",
      `Last run ${lastRun} on ${os.cpus().length} cores, Node ${process.version}.`,
      "",
      ...markdown,
    ].join("\n"),
  );
  return markdown;
}

export async function availabilityBenchmark(
  runs: number,
  options: { seconds?: number; label?: string; only?: string } = {},
) {
  const seconds = options.seconds ?? 5;
  const started = new Date().toISOString();
  const loadAtStart = os.loadavg()[0]?.toFixed(1) ?? "?";
  const stores: Record<string, Measured> = {};
  if (options.only !== "postgresql") stores.sqlite = await onSqlite(runs, seconds);
  if (options.only !== "sqlite") stores.postgresql = await onPostgres(runs, seconds);
  const labels: Record<string, Recorded> = existsSync(RESULTS_JSON)
    ? (JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as { labels: Record<string, Recorded> }).labels
    : {};
  labels[options.label ?? "after"] = {
    started,
    commit: currentCommit(),
    machine: { cpus: os.cpus().length, node: process.version, loadAtStart },
    runs,
    seconds,
    stores,
  };
  writeFileSync(RESULTS_JSON, `${JSON.stringify({ labels }, null, 2)}\n`);
  const markdown = writeMarkdown(labels, started);
  return { results: labels, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      seconds: { type: "string", default: "5" },
      label: { type: "string", default: "after" },
      only: { type: "string" },
    },
  });
  const { markdown } = await availabilityBenchmark(Math.max(1, Number(values.runs)), {
    seconds: Math.max(1, Number(values.seconds)),
    label: values.label,
    only: values.only,
  });
  console.log(markdown.join("\n"));
}
