import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  freePort,
  type JsonTestServer,
  numberedName,
  postContact,
  startJsonServer,
  startSmtpTestServer,
  startTestService,
  type TestService,
  testConfig,
  validRequest,
  waitFor,
} from "../../tests/support/service.ts";

// /healthz and the owner's alerts against the real service: a real full filesystem (tmpfs, as root), a real SMTP
// server that is down and then up, and a real webhook receiver on loopback.

const OPS_TOKEN = "ops-token-for-tests-0123456789abcdef";
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function webhook(): Promise<JsonTestServer> {
  const server = await startJsonServer(() => ({ status: 200, body: { ok: true } }));
  cleanups.push(() => server.stop());
  return server;
}

async function service(env: Record<string, string>): Promise<TestService> {
  const started = await startTestService(testConfig(env));
  cleanups.push(() => started.stop());
  return started;
}

const alerts = (hook: JsonTestServer) =>
  hook.requests.map(
    (request) => JSON.parse(request.body) as { condition: string; state: string; text: string },
  );

const post = (target: TestService, firstName: string) =>
  postContact(
    target.app,
    validRequest({ firstName, email: `${firstName.toLowerCase().replace(/\W/g, "")}@example.com` }),
  );

describe("/healthz: what anyone sees, and what the operator sees", () => {
  it("answers a plain 'ok' with nothing about hosts, ports, paths or counts; details only with OPS_TOKEN", async () => {
    const target = await service({ OPS_TOKEN, DATABASE_URL: "" });
    const open = await target.app.inject({ url: "/healthz" });
    expect(open.statusCode).toBe(200);
    expect(open.headers["content-type"]).toContain("text/plain");
    expect(open.headers["cache-control"]).toBe("no-store");
    expect(open.body).toBe("ok");

    const wrong = await target.app.inject({ url: "/healthz", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe("unauthorized");

    const details = await target.app.inject({
      url: "/healthz",
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      status: "ok",
      leads: { storable: true, store: "sqlite", location: path.join(target.config.dataDir, "leads.sqlite") },
      mail: { delayed: false, transport: "files", pending: 0, deadLetters: 0 },
    });
  });

  it("ignores an Authorization header while OPS_TOKEN is not set: the public answer, never details", async () => {
    const target = await service({});
    const response = await target.app.inject({
      url: "/healthz",
      headers: { authorization: "Bearer anything" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("ok");
  });
});

describe("mail trouble: the site stays in the load balancer, the body and one alert say so", () => {
  it("says 'ok, mail delayed' once the oldest email waited past MAIL_ALERT_AFTER_MS; one alert, one recovery", async () => {
    const hook = await webhook();
    const smtpPort = await freePort();
    const target = await service({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_RETRY_MS: "100",
      MAIL_ALERT_AFTER_MS: "1000",
      ALERT_WEBHOOK_URL: hook.url,
    });
    expect((await post(target, "Delayed")).statusCode).toBe(201);
    expect((await target.app.inject({ url: "/healthz" })).body).toBe("ok");
    await waitFor(
      async () => (await target.app.inject({ url: "/healthz" })).body === "ok, mail delayed",
      "mail to count as delayed",
    );
    // Many health checks and more leads while mail is down: still one alert.
    for (let index = 0; index < 20; index += 1) {
      const health = await target.app.inject({ url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect(health.body).toBe("ok, mail delayed");
    }
    expect((await post(target, "Another")).statusCode).toBe(201);
    await target.features.monitor.settled();
    expect(alerts(hook).map(({ condition, state }) => `${condition} ${state}`)).toEqual([
      "mail-delayed started",
    ]);
    expect(alerts(hook)[0]?.text).toContain("Emails have been waiting more than");

    const smtp = await startSmtpTestServer(smtpPort);
    cleanups.push(() => smtp.stop());
    await smtp.waitForMessages(4, 15_000);
    await waitFor(
      async () => (await target.app.inject({ url: "/healthz" })).body === "ok",
      "mail to flow again",
    );
    await target.features.monitor.settled();
    expect(alerts(hook).map(({ condition, state }) => `${condition} ${state}`)).toEqual([
      "mail-delayed started",
      "mail-delayed recovered",
    ]);
  });
});

describe("a full disk: 503 while a lead cannot be stored, one alert, and back", () => {
  it("answers 503 'unavailable' on a real full filesystem, alerts once, and recovers when space is freed", async () => {
    if (process.getuid?.() !== 0) {
      throw new Error(
        "this test mounts a tmpfs to fill it for real: run it as root (CI and the dev machines are)",
      );
    }
    const mountPoint = mkdtempSync(path.join(os.tmpdir(), "bnc-full-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint]);
    cleanups.push(() => {
      execFileSync("umount", ["-l", mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    });
    const hook = await webhook();
    const target = await service({ DATA_DIR: mountPoint, ALERT_WEBHOOK_URL: hook.url, OPS_TOKEN });
    expect((await target.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect((await post(target, "Before")).statusCode).toBe(201);

    // Fill the filesystem to the last byte.
    const filler = path.join(mountPoint, "filler");
    const descriptor = openSync(filler, "w");
    const chunk = Buffer.alloc(64 * 1024, 1);
    try {
      for (;;) writeSync(descriptor, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    } finally {
      closeSync(descriptor);
    }

    await waitFor(async () => (await target.app.inject({ url: "/healthz" })).statusCode === 503, "a 503");
    const open = await target.app.inject({ url: "/healthz" });
    expect(open.body).toBe("unavailable");
    expect(open.body).not.toContain(mountPoint);
    const details = await target.app.inject({
      url: "/healthz",
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(details.statusCode).toBe(503);
    expect(details.json()).toMatchObject({ status: "unavailable", leads: { storable: false } });
    for (let index = 0; index < 10; index += 1) {
      expect((await target.app.inject({ url: "/healthz" })).statusCode).toBe(503);
      expect((await post(target, numberedName("Full", index))).statusCode).toBeGreaterThanOrEqual(500);
    }
    await target.features.monitor.settled();
    expect(alerts(hook).map(({ condition, state }) => `${condition} ${state}`)).toEqual([
      "leads-cannot-be-stored started",
    ]);

    rmSync(filler);
    await waitFor(async () => (await target.app.inject({ url: "/healthz" })).statusCode === 200, "200 again");
    expect((await post(target, "After")).statusCode).toBe(201);
    await target.features.monitor.settled();
    expect(alerts(hook).map(({ condition, state }) => `${condition} ${state}`)).toEqual([
      "leads-cannot-be-stored started",
      "leads-cannot-be-stored recovered",
    ]);
  }, 60_000);
});
