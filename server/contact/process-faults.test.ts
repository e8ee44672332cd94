import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteLeadStore } from "./sqlite-lead-store.ts";
import { freePort, startSmtpTestServer, tempDataDir, validRequest, waitFor } from "./test-support.ts";

// The real service as separate processes (node server/main.ts), killed with SIGKILL and run twice on one store.
// The SMTP server is started late, so every email is still in the outbox when the process dies.

const root = path.resolve(import.meta.dirname, "../..");
const children = new Set<ChildProcess>();

interface Child {
  process: ChildProcess;
  url: string;
  stderr: () => string;
}

async function startService(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the service exited: ${stderr}`);
      return fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    "the service to answer /healthz",
    30_000,
  );
  return { process: child, url, stderr: () => stderr };
}

async function kill9(child: Child): Promise<void> {
  const exited = new Promise((resolve) => child.process.once("exit", resolve));
  child.process.kill("SIGKILL");
  await exited;
  children.delete(child.process);
}

async function postLead(child: Child, firstName: string): Promise<string> {
  const response = await fetch(`${child.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validRequest({ firstName })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

afterEach(async () => {
  for (const child of children) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  children.clear();
});

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
    for (let index = 0; index < 6; index += 1) ids.push(await postLead(first, `Crash${index}`));
    await kill9(first);

    // Every answered lead is on disk, with both of its emails waiting.
    const store = new SqliteLeadStore(dataDir);
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
    const dataDir = tempDataDir();
    const smtp = await startSmtpTestServer();
    smtp.holding = true;
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, OUTBOX_RETRY_MS: "100", CONTACT_RATE_LIMIT: "1000" };
    const store = new SqliteLeadStore(dataDir);
    try {
      const first = await startService(env);
      const ids = [await postLead(first, "Inflight0"), await postLead(first, "Inflight1")];
      // The worker has handed an email to the mail server, which has not answered: the email is leased.
      await waitFor(
        async () => (await store.leaseHolders(new Date())).length > 0,
        "an email leased mid-send",
      );
      await kill9(first);
      smtp.holding = false;
      expect(smtp.messages).toHaveLength(0);

      // The lease is 2 minutes long; the restarted service sees its holder is dead and does not wait for it.
      await startService(env);
      await smtp.waitForMessages(4, 20_000);
      await waitFor(async () => (await store.outboxCounts()).sent === 4, "all emails marked sent", 20_000);
      for (const id of ids) expect(smtp.forLead(id)).toHaveLength(2);
      expect(smtp.messages).toHaveLength(4);
    } finally {
      await store.close();
      await smtp.stop();
    }
  }, 90_000);

  it("two service processes on one store send every email exactly once", async () => {
    const dataDir = tempDataDir();
    const smtpPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_RETRY_MS: "100",
      CONTACT_RATE_LIMIT: "1000",
    };
    const [a, b] = await Promise.all([startService(env), startService(env)]);
    if (!a || !b) throw new Error("two services expected");
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, index) => postLead(index % 2 ? a : b, `Twin${index}`)),
    );
    // Both workers have been failing and retrying the same due emails; now the mail server comes up.
    const smtp = await startSmtpTestServer(smtpPort);
    const store = new SqliteLeadStore(dataDir);
    try {
      await smtp.waitForMessages(20, 20_000);
      await waitFor(async () => (await store.outboxCounts()).sent === 20, "all emails marked sent", 20_000);
      for (const id of ids) expect(smtp.forLead(id)).toHaveLength(2);
      expect(smtp.messages).toHaveLength(20);
      expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(20);
    } finally {
      await store.close();
      await smtp.stop();
    }
  }, 90_000);

  it("refuses to start when DATABASE_URL is set, saying why", async () => {
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: tempDataDir(),
        DATABASE_URL: "postgres://u:p@127.0.0.1:5432/leads",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    children.add(child);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    children.delete(child);
    expect(code).not.toBe(0);
    expect(stderr).toContain("DATABASE_URL");
    expect(stderr).toContain("PostgreSQL lead store is not built yet");
  }, 30_000);
});
