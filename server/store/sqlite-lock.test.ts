import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  startServiceProcess,
  stopServiceProcesses,
  tempDataDir,
  waitFor,
} from "../../tests/support/service.ts";
import { LEADS_FILE } from "./sqlite-database.ts";

// Another process holds the SQLite store's write lock (the leads CLI, a backup, a second copy): the service must
// wait for it without stopping. SQLite's own busy wait sleeps the thread, and a static file then took 7 s.

afterEach(stopServiceProcesses);

/** A process of its own, with its own connection, that takes the write lock and keeps it for `ms`. */
async function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(process.argv[1]);
    db.exec("BEGIN IMMEDIATE");
    process.stdout.write("locked\\n");
    setTimeout(() => { db.exec("COMMIT"); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ["-e", script, file], { stdio: ["ignore", "pipe", "inherit"] });
  const released = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the lock holder exited early (${code})`)));
  });
  return { released };
}

/** Status and seconds of one request. */
async function timed(url: string): Promise<{ status: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, seconds: (performance.now() - started) / 1_000 };
}

describe("the SQLite store locked by another process", () => {
  it("pages and files keep answering at once, and /healthz says 503 within 2 s, while another process holds the write lock for 6 s", async () => {
    const dataDir = tempDataDir();
    const service = await startServiceProcess({ DATA_DIR: dataDir });
    const urls = ["/", "/about-us", "/robots.txt", "/favicon.svg"];
    // Each answered once first: what is measured is the lock, not a first request's own cost.
    for (const url of urls) expect((await timed(`${service.url}${url}`)).status).toBe(200);
    const { released } = await holdWriteLock(path.join(dataDir, LEADS_FILE), 6_000);
    const lockedAt = performance.now();

    // The health check meets the lock (its probe is a real write; asked after the second its last answer is
    // reused for); the outbox and the background check do too.
    let health: Promise<{ status: number; seconds: number }> | undefined;
    const answers: Array<{ what: string; seconds: number; status: number }> = [];
    while (performance.now() - lockedAt < 5_000) {
      if (!health && performance.now() - lockedAt > 1_100) health = timed(`${service.url}/healthz`);
      for (const what of urls) {
        answers.push({ what, ...(await timed(`${service.url}${what}`)) });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const slowest = answers.reduce((worst, answer) => (answer.seconds > worst.seconds ? answer : worst));
    // Blocked, they took 4 to 7 s. The bound leaves room for a busy test machine, not for a wait on the lock.
    expect(slowest.seconds, `${slowest.what} took ${slowest.seconds} s`).toBeLessThan(1);
    const median = answers.map((answer) => answer.seconds).sort((a, b) => a - b)[answers.length >> 1] ?? 0;
    expect(median).toBeLessThan(0.1);
    expect(await health).toMatchObject({ status: 503 });
    expect((await health)?.seconds).toBeLessThan(2);

    // The lock given back: a lead can be stored again, and /healthz says so.
    await released;
    await waitFor(async () => (await fetch(`${service.url}/healthz`)).status === 200, "/healthz to be ok");
  }, 40_000);
});
