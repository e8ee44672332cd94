import { afterEach, describe, expect, it } from "vitest";
import {
  expectTwoServicesSendEachEmailOnce,
  freePort,
  kill9,
  numberedName,
  postLeadTo as postLead,
  runFailingService,
  type ServiceProcess,
  type SmtpTestServer,
  startServiceProcess as startService,
  startSmtpTestServer,
  stopServiceProcesses,
  tempDataDir,
  waitFor,
} from "../../tests/support/service.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";

// The real service as separate processes (node server/main.ts), killed with SIGKILL and run twice on one store.
// The SMTP server is started late, so every email is still in the outbox when the process dies.

afterEach(stopServiceProcesses);

/**
 * A service whose mail server holds every send, so an email is leased mid-send when `run` starts: the first
 * process, the leads it took (one per name), and the store and mail server to look at. Both are closed after.
 */
async function withAnEmailLeasedMidSend(
  names: readonly string[],
  run: (scene: {
    first: ServiceProcess;
    ids: string[];
    env: Record<string, string>;
    smtp: SmtpTestServer;
    store: Store;
  }) => Promise<void>,
): Promise<void> {
  const dataDir = tempDataDir();
  const smtp = await startSmtpTestServer();
  smtp.holding = true;
  const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, OUTBOX_RETRY_MS: "100", CONTACT_RATE_LIMIT: "1000" };
  const store = openSqliteStore(dataDir);
  try {
    const first = await startService(env);
    const ids: string[] = [];
    for (const name of names) ids.push(await postLead(first, name));
    // The worker has handed an email to the mail server, which has not answered: the email is leased.
    await waitFor(async () => (await store.leaseHolders(new Date())).length > 0, "an email leased mid-send");
    await run({ first, ids, env, smtp, store });
  } finally {
    await store.close();
    await smtp.stop();
  }
}

describe("crashes and a second process", () => {
  it("kill -9 with emails pending: after restart every accepted lead is delivered, none twice", async () => {
    const dataDir = tempDataDir();
    const smtpPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_RETRY_MS: "100",
      CONTACT_RATE_LIMIT: "1000",
    };
    const first = await startService(env);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await postLead(first, numberedName("Crash", index)));
    await kill9(first);

    // Every answered lead is on disk, with both of its emails waiting.
    const store = openSqliteStore(dataDir);
    try {
      for (const id of ids)
        expect((await store.getLead(id))?.emails.map((email) => email.status)).toEqual([
          "pending",
          "pending",
        ]);

      const smtp = await startSmtpTestServer(smtpPort);
      try {
        await startService(env);
        await smtp.waitForMessages(12, 20_000);
        await waitFor(async () => (await store.outboxCounts()).sent === 12, "all emails marked sent", 20_000);
        for (const id of ids) expect(smtp.forLead(id)).toHaveLength(2);
        expect(smtp.messages).toHaveLength(12);
      } finally {
        await smtp.stop();
      }
    } finally {
      await store.close();
    }
  }, 90_000);

  it("kill -9 in the middle of a send: after restart the leased emails go out at once, none twice", async () => {
    await withAnEmailLeasedMidSend(["Inflight A", "Inflight B"], async ({ first, ids, env, smtp, store }) => {
      await kill9(first);
      smtp.holding = false;
      expect(smtp.messages).toHaveLength(0);

      // The restarted service sees the lease holder is dead (same pid namespace) and does not wait for the lease.
      await startService(env);
      await smtp.waitForMessages(4, 20_000);
      await waitFor(async () => (await store.outboxCounts()).sent === 4, "all emails marked sent", 20_000);
      for (const id of ids) expect(smtp.forLead(id)).toHaveLength(2);
      expect(smtp.messages).toHaveLength(4);
    });
  }, 90_000);

  it("kill -9 mid-send, restarted as in a new container: the lease runs out and the email goes out within 30 s", async () => {
    if (process.getuid?.() !== 0)
      throw new Error("a new pid namespace (unshare) needs root, as CI and the dev machines have");
    await withAnEmailLeasedMidSend(["Container"], async ({ first, ids: [id], env, smtp, store }) => {
      await kill9(first);
      smtp.holding = false;
      // A new pid namespace, as a restarted container gets: the new worker cannot tell whether the holder still
      // runs, so it waits for the lease (20 s, no longer renewed) to run out rather than free it at once.
      await startService(env, { wrapper: ["unshare", "--pid", "--fork", "--kill-child"] });
      await waitFor(
        () => smtp.forLead(id ?? "").length === 2,
        "both emails, within 30 s of the kill",
        30_000,
      );
      await waitFor(async () => (await store.outboxCounts()).sent === 2, "both emails marked sent");
      expect(smtp.messages).toHaveLength(2);
    });
  }, 90_000);

  it("a clean stop (SIGTERM) mid-send gives the lease back: the next copy sends at once, not after 20 s", async () => {
    await withAnEmailLeasedMidSend(["Stopping"], async ({ first, ids: [id], env, smtp, store }) => {
      const exited = new Promise((resolve) => first.process.once("exit", resolve));
      first.process.kill("SIGTERM");
      expect(await exited).toBe(0);
      // Without the release the lease would still be held here, for up to 20 s.
      expect(await store.leaseHolders(new Date())).toEqual([]);
      smtp.holding = false;
      await startService(env, { wrapper: ["unshare", "--pid", "--fork", "--kill-child"] });
      await waitFor(() => smtp.forLead(id ?? "").length >= 2, "both emails from the next copy", 10_000);
    });
  }, 60_000);

  it("two service processes on one store send every email exactly once", async () => {
    const dataDir = tempDataDir();
    const store = openSqliteStore(dataDir);
    try {
      await expectTwoServicesSendEachEmailOnce({ DATA_DIR: dataDir }, store);
    } finally {
      await store.close();
    }
  }, 90_000);

  it("a database that cannot be reached stops the start with one clear line, no stack trace", async () => {
    const port = await freePort();
    const { code, stderr } = await runFailingService({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: `postgres://leads:secret-password@127.0.0.1:${port}/leads`,
    });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      `The service cannot start: the PostgreSQL lead store (DATABASE_URL postgres://leads:***@127.0.0.1:${port}/leads) cannot be opened: connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
    expect(stderr).not.toContain("secret-password");
  }, 30_000);

  it("a bad setting stops the start with the configuration's message, no stack trace", async () => {
    const { code, stderr } = await runFailingService({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: "mysql://x/y",
    });
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration, the service cannot start:");
    expect(stderr).toContain("DATABASE_URL");
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
