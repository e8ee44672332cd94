/**
 * Operations benchmarks (issue 11), medians of several runs, against the real service process:
 * 1. Log bytes per rejected request: a flood of traversal paths (403/404), bytes the service writes per request.
 * 2. Sockets held after 30 s: slow clients sending a body one byte a second; how many are still open at 30, 32
 *    and 35 s (the service closes them at 30 s; beyond its connection limit they are refused at once).
 *    They come from 250 addresses (127.0.2.x), 32 each: one address may hold only 64 (CONNECTIONS_PER_ADDRESS).
 * 3. Health with 300,000 outbox rows: GET /healthz over HTTP, a fresh health check (probe write + mail status,
 *    nothing reused), and for comparison the old count of every outbox row by status.
 * 4. Slow headers from one address (issue 27): 4,200 sockets sending their headers a byte a second, as the outside
 *    check did; how many the service keeps, when it has closed them, and /healthz from another address meanwhile.
 *
 *   node bench/operations.ts [--runs 3]      (npm run bench runs it too)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createAlertSink } from "../server/operations/alerts.ts";
import { HealthMonitor } from "../server/operations/health-monitor.ts";
import { openSqliteStore } from "../server/store/open-store.ts";
import { LEADS_FILE } from "../server/store/sqlite-database.ts";
import { freePortSync, waitFor } from "../tests/support/net.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "..");

const percentile = (numbers: number[], p: number) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Service {
  url: string;
  port: number;
  child: ChildProcess;
  stdoutBytes: () => number;
  stop(): Promise<void>;
}

async function startService(env: Record<string, string>): Promise<Service> {
  const port = freePortSync();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "bnc-bench-ops-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let bytes = 0;
  child.stdout?.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    () =>
      fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      ),
    "the service to start",
    30_000,
  );
  return {
    url,
    port,
    child,
    stdoutBytes: () => bytes,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      } else {
        console.warn(`operations: the service had already exited (${child.exitCode ?? child.signalCode})`);
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function logBytesPerRejectedRequest(): Promise<{
  requests: number;
  bytes: number;
  bytesPerRequest: number;
}> {
  const service = await startService({ LOG_LEVEL: "info", LOG_FORMAT: "json" });
  try {
    await sleep(200);
    const before = service.stdoutBytes();
    const requests = 5_000;
    await autocannon({
      url: service.url,
      connections: 10,
      amount: requests,
      requests: [{ path: "/..%2f..%2f..%2fetc/passwd" }, { path: "/%2e%2e/%2e%2e/etc/shadow" }],
    });
    await sleep(200);
    const bytes = service.stdoutBytes() - before;
    return { requests, bytes, bytesPerRequest: bytes / requests };
  } finally {
    await service.stop();
  }
}

async function socketsHeldAfter30s(sockets: number) {
  const service = await startService({});
  try {
    const body = JSON.stringify({ firstName: "Slow" }).padEnd(400, " ");
    const open = new Set<net.Socket>();
    const closedAt: number[] = [];
    const start = Date.now();
    let refused = 0;
    const timers: NodeJS.Timeout[] = [];
    for (let index = 0; index < sockets; index += 1) {
      const socket = net.connect({
        port: service.port,
        host: "127.0.0.1",
        localAddress: `127.0.2.${1 + (index % 250)}`,
      });
      socket.on("connect", () => {
        open.add(socket);
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        const at = Date.now() - start;
        // Closed long before any timeout: refused by the connection limit (the kernel accepted it, Node closed it).
        if (!open.delete(socket) || at < 10_000) refused += 1;
        else closedAt.push(at);
      });
      timers.push(setInterval(() => socket.writable && socket.write("a"), 1_000));
      if (index % 500 === 499) await sleep(50);
    }
    const counts: Record<string, number> = {};
    for (const at of [10_000, 30_000, 31_000, 35_000]) {
      await sleep(at - (Date.now() - start));
      counts[`${at / 1000}s`] = open.size;
    }
    for (const timer of timers) clearInterval(timer);
    for (const socket of open) socket.destroy();
    const servedMeanwhile = (await fetch(`${service.url}/healthz`)).status;
    return {
      sockets,
      accepted: sockets - refused,
      refusedAtOnce: refused,
      stillOpen: counts,
      medianSecondsToClose: median(closedAt) / 1000,
      healthAfter: servedMeanwhile,
    };
  } finally {
    await service.stop();
  }
}

/** 4,200 sockets from one address sending headers a byte a second, while another address asks for /healthz. */
async function slowHeadersFromOneAddress(sockets: number) {
  const service = await startService({});
  try {
    const open = new Set<net.Socket>();
    const closedAt: number[] = [];
    const start = Date.now();
    const timers: NodeJS.Timeout[] = [];
    for (let index = 0; index < sockets; index += 1) {
      const socket = net.connect({ port: service.port, host: "127.0.0.1", localAddress: "127.0.3.1" });
      socket.on("connect", () => {
        open.add(socket);
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        if (open.delete(socket)) closedAt.push(Date.now() - start);
      });
      timers.push(
        setInterval(() => socket.writable && socket.write("X-Slow: a\r\n"[index % 11] ?? "a"), 1_000),
      );
      if (index % 500 === 499) await sleep(50);
    }
    const healthz: number[] = [];
    const failed: number[] = [];
    const counts: Record<string, number> = {};
    for (const at of [1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000]) {
      while (Date.now() - start < at) {
        const t = performance.now();
        const status = await new Promise<number>((resolve) => {
          const request = http.get(
            {
              host: "127.0.0.1",
              port: service.port,
              path: "/healthz",
              localAddress: "127.0.4.1",
              agent: false,
            },
            (response) => {
              response.resume();
              response.on("end", () => resolve(response.statusCode ?? 0));
            },
          );
          request.on("error", () => resolve(0));
        });
        (status === 200 ? healthz : failed).push(performance.now() - t);
        await sleep(100);
      }
      counts[`${at / 1000}s`] = open.size;
    }
    for (const timer of timers) clearInterval(timer);
    for (const socket of open) socket.destroy();
    return {
      sockets,
      stillOpen: counts,
      lastClosedSeconds: Math.max(0, ...closedAt.filter((at) => at > 1_000)) / 1000,
      healthzMs: { median: median(healthz), max: Math.max(0, ...healthz) },
      healthzFailed: failed.length,
    };
  } finally {
    await service.stop();
  }
}

/** A store with `rows` outbox rows (half the leads), nearly all sent, as after a year or two of quote requests. */
function fillOutbox(dataDir: string, rows: number) {
  const store = openSqliteStore(dataDir);
  void store.close();
  const db = new DatabaseSync(path.join(dataDir, LEADS_FILE));
  const at = Date.now() - 300 * 24 * 3_600_000;
  db.exec("BEGIN");
  const lead = db.prepare(
    `INSERT INTO leads (id, created_at, first_name, last_name, phone, email, zip_code, square_footage, services,
       referral, quarantined) VALUES (?, ?, 'Bench', 'Mark', '325-555-0147', ?, '79601', 1800, 'DeepCleaning', 'Referral', 0)`,
  );
  const email = db.prepare(
    `INSERT INTO outbox (lead_id, kind, recipient, subject, html, text, status, attempts, next_attempt_at, due_since,
       created_at, sent_at) VALUES (?, ?, ?, 'BnC Contact Form Submission', '<p>…</p>', '…', ?, 1, ?, ?, ?, ?)`,
  );
  for (let index = 0; index < rows / 2; index += 1) {
    const id = `bench${String(index).padStart(7, "0")}`;
    const created = at + index * 60_000;
    lead.run(id, created, `bench.${index}@example.com`);
    const status = index >= rows / 2 - 50 ? "pending" : "sent";
    email.run(id, "business", "owner@example.com", status, created, created, created, created);
    email.run(id, "customer", `bench.${index}@example.com`, status, created, created, created, created);
  }
  db.exec("COMMIT");
  db.close();
}

async function healthWith300kRows() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bnc-bench-health-"));
  try {
    fillOutbox(dataDir, 300_000);
    // In-process: a fresh check each time (nothing reused), and the old full count for comparison.
    const store = openSqliteStore(dataDir);
    const monitor = new HealthMonitor({
      store,
      mailAlertAfterMs: 3_600_000,
      writer: "bench",
      reuseMs: 0,
      alerts: createAlertSink({ site: "bench", log: { error() {}, warn() {}, info() {} } }),
    });
    const fresh: number[] = [];
    const counts: number[] = [];
    for (let index = 0; index < 100; index += 1) {
      let t = performance.now();
      await monitor.check();
      fresh.push(performance.now() - t);
      t = performance.now();
      await store.outboxCounts();
      counts.push(performance.now() - t);
    }
    await store.close();
    // Over HTTP, against the service on that store.
    const service = await startService({ DATA_DIR: dataDir });
    const http: number[] = [];
    try {
      for (let index = 0; index < 200; index += 1) {
        const t = performance.now();
        const response = await fetch(`${service.url}/healthz`);
        await response.text();
        http.push(performance.now() - t);
        if (index % 20 === 0) await sleep(1_100); // some requests find no reusable report and probe afresh
      }
    } finally {
      await service.stop();
    }
    return {
      outboxRows: 300_000,
      freshCheckMs: { median: median(fresh), p95: percentile(fresh, 95) },
      httpHealthzMs: { median: median(http), p95: percentile(http, 95), max: Math.max(...http) },
      oldFullCountMs: { median: median(counts) },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the three, `runs` times each; writes bench/results/operations.json and .md, and answers them. */
export async function operationsBenchmarks(runs: number) {
  const started = new Date().toISOString();
  const logs = [];
  const sockets = [];
  const slowHeaders = [];
  const health = [];
  for (let run = 0; run < runs; run += 1) {
    logs.push(await logBytesPerRejectedRequest());
    console.log(
      `operations: log bytes per rejected request, run ${run + 1}: ${logs.at(-1)?.bytesPerRequest.toFixed(2)}`,
    );
    sockets.push(await socketsHeldAfter30s(8_000));
    console.log(`operations: slow sockets, run ${run + 1}: ${JSON.stringify(sockets.at(-1))}`);
    slowHeaders.push(await slowHeadersFromOneAddress(4_200));
    console.log(
      `operations: slow headers from one address, run ${run + 1}: ${JSON.stringify(slowHeaders.at(-1))}`,
    );
    health.push(await healthWith300kRows());
    console.log(
      `operations: health with 300,000 outbox rows, run ${run + 1}: ${JSON.stringify(health.at(-1))}`,
    );
  }
  const results = {
    runs,
    logBytesPerRejectedRequest: { median: median(logs.map((r) => r.bytesPerRequest)), runs: logs },
    slowSockets: {
      median: {
        stillOpenAt30s: median(sockets.map((r) => r.stillOpen["30s"] ?? 0)),
        stillOpenAt31s: median(sockets.map((r) => r.stillOpen["31s"] ?? 0)),
        refusedAtOnce: median(sockets.map((r) => r.refusedAtOnce)),
        stillOpenAt35s: median(sockets.map((r) => r.stillOpen["35s"] ?? 0)),
        accepted: median(sockets.map((r) => r.accepted)),
        medianSecondsToClose: median(sockets.map((r) => r.medianSecondsToClose)),
      },
      runs: sockets,
    },
    slowHeadersFromOneAddress: {
      median: {
        openAt1s: median(slowHeaders.map((r) => r.stillOpen["1s"] ?? 0)),
        openAt5s: median(slowHeaders.map((r) => r.stillOpen["5s"] ?? 0)),
        openAt8s: median(slowHeaders.map((r) => r.stillOpen["8s"] ?? 0)),
        lastClosedSeconds: median(slowHeaders.map((r) => r.lastClosedSeconds)),
        healthzMs: median(slowHeaders.map((r) => r.healthzMs.median)),
        healthzMaxMs: median(slowHeaders.map((r) => r.healthzMs.max)),
        healthzFailed: median(slowHeaders.map((r) => r.healthzFailed)),
      },
      runs: slowHeaders,
    },
    healthWith300kOutboxRows: {
      median: {
        freshCheckMs: median(health.map((r) => r.freshCheckMs.median)),
        freshCheckP95Ms: median(health.map((r) => r.freshCheckMs.p95)),
        httpHealthzMs: median(health.map((r) => r.httpHealthzMs.median)),
        httpHealthzP95Ms: median(health.map((r) => r.httpHealthzMs.p95)),
        oldFullCountMs: median(health.map((r) => r.oldFullCountMs.median)),
      },
      runs: health,
    },
  };
  const s = results.slowSockets.median;
  const h = results.healthWith300kOutboxRows.median;
  const markdown = [
    `## Operations (medians of ${runs} runs)`,
    "",
    "| what | result |",
    "|---|---|",
    `| log bytes per rejected request (5,000 traversal paths, JSON logs at info) | ${results.logBytesPerRejectedRequest.median.toFixed(2)} B |`,
    `| 8,000 slow sockets (a body byte a second): accepted / refused at once (connection limit) / still open at 10 s | ${s.accepted} / ${s.refusedAtOnce} / ${median(sockets.map((r) => r.stillOpen["10s"] ?? 0))} |`,
    `| … still open at 30 s / 31 s / 35 s | ${s.stillOpenAt30s} / ${s.stillOpenAt31s} / ${s.stillOpenAt35s} |`,
    `| … time until the service closed one | ${s.medianSecondsToClose.toFixed(1)} s |`,
    `| 4,200 slow-header sockets from one address (a header byte a second): open at 1 s / 5 s / 8 s | ${results.slowHeadersFromOneAddress.median.openAt1s} / ${results.slowHeadersFromOneAddress.median.openAt5s} / ${results.slowHeadersFromOneAddress.median.openAt8s} |`,
    `| … the last one closed after | ${results.slowHeadersFromOneAddress.median.lastClosedSeconds.toFixed(1)} s |`,
    `| … /healthz from another address meanwhile: median / max / refused | ${results.slowHeadersFromOneAddress.median.healthzMs.toFixed(1)} ms / ${results.slowHeadersFromOneAddress.median.healthzMaxMs.toFixed(1)} ms / ${results.slowHeadersFromOneAddress.median.healthzFailed} |`,
    `| /healthz over HTTP, 300,000 outbox rows (median / p95) | ${h.httpHealthzMs.toFixed(1)} ms / ${h.httpHealthzP95Ms.toFixed(1)} ms |`,
    `| a fresh health check (probe write + mail status), 300,000 rows (median / p95) | ${h.freshCheckMs.toFixed(1)} ms / ${h.freshCheckP95Ms.toFixed(1)} ms |`,
    `| for comparison: counting every outbox row by status (the old /healthz) | ${h.oldFullCountMs.toFixed(1)} ms |`,
    "",
  ];
  writeFileSync(
    path.join(root, "bench/results/operations.json"),
    `${JSON.stringify({ started, machine: { cpus: os.cpus().length, node: process.version }, ...results }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(root, "bench/results/operations.md"),
    [
      `# Operations benchmarks`,
      "",
      `Run ${started} on ${os.cpus().length} cores, Node ${process.version}.`,
      "",
      ...markdown,
    ].join("\n"),
  );
  return { results, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
  const { markdown } = await operationsBenchmarks(Math.max(1, Number(values.runs)));
  console.log(markdown.join("\n"));
}
