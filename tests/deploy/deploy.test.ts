import { execFileSync } from "node:child_process";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET_LINKS } from "../../server/operations/secret-links.ts";
import { openPostgresStore } from "../../server/store/open-store.ts";
import type { Store } from "../../server/store/store.ts";
import { type CaddyProxy, readSystemdUnit, startCaddy } from "../support/caddy.ts";
import { type PostgresTestServer, startPostgresTestServer } from "../support/postgres-test-server.ts";
import { type BuildCopy, copyBuildRecordedAsPublic } from "../support/public-build.ts";
import {
  freePort,
  numberedName,
  type ServiceProcess,
  type SmtpTestServer,
  startServiceProcess,
  startSmtpTestServer,
  stopServiceProcesses,
  tempDataDir,
  validRequest,
  waitFor,
} from "../support/service.ts";

// The deploy recipe, tested: deploy/bnc-site.service's command and environment, two copies of the service on one
// PostgreSQL, behind deploy/Caddyfile with a local certificate; requests come from real client addresses
// (127.0.0.2, 127.0.0.3… are all this machine's loopback).

const root = path.resolve(import.meta.dirname, "../..");
const unitFile = path.join(root, "deploy", "bnc-site.service");

let pg: PostgresTestServer;
let smtp: SmtpTestServer;
let proxy: CaddyProxy;
let copies: ServiceProcess[];
let store: Store;
let buildCopy: BuildCopy | undefined;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  url: string,
  options: {
    method?: string;
    from?: string;
    headers?: Record<string, string>;
    body?: string;
    ca?: Buffer;
  } = {},
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const sent = client.request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? "GET",
        localAddress: options.from ?? "127.0.0.1",
        ca: options.ca ?? proxy.ca,
        headers: { host: target.host, ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(options.body);
  });
}

const site = () => `https://localhost:${proxy.httpsPort}`;

function postLead(
  from: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return request(`${site()}/api/contact`, {
    method: "POST",
    from,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(
      validRequest({ email: `${from.replace(/\./g, "-")}.${Math.random()}@example.com`, ...overrides }),
    ),
  });
}

beforeAll(async () => {
  pg = await startPostgresTestServer();
  const databaseUrl = await pg.createDatabase();
  smtp = await startSmtpTestServer();
  const unit = readSystemdUnit(unitFile);
  const [program, ...args] = (unit.get("Service.ExecStart")?.[0] ?? "").split(/\s+/);
  // The unit runs `node server/main.ts` from the checkout: so does this test, with the unit's own environment.
  expect(args).toEqual(["server/main.ts"]);
  expect(program).toMatch(/\/node$/);
  const unitEnv = Object.fromEntries(
    (unit.get("Service.Environment") ?? [])
      .flatMap((line) => line.split(/\s+/))
      .map((pair) => pair.split("=") as [string, string]),
  );
  expect(unitEnv).toMatchObject({ HOST: "127.0.0.1", TRUST_PROXY_HOPS: "1" });
  // Each copy gets a free port of its own instead of the unit's 3000.
  const { PORT: _port, ...unitEnvWithoutPort } = unitEnv;
  buildCopy = copyBuildRecordedAsPublic();
  const env = {
    ...unitEnvWithoutPort,
    DATA_DIR: tempDataDir(),
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT: "2",
    LOG_LEVEL: "warn",
    // Built for a public address, as a deploy is (the service refuses a localhost build behind a proxy).
    BUILD_DIR: buildCopy.clientDir,
  };
  copies = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
  store = await openPostgresStore(databaseUrl);
  proxy = await startCaddy(
    path.join(root, "deploy", "Caddyfile"),
    copies.map((copy) => `127.0.0.1:${copy.port}`),
  );
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  await stopServiceProcesses();
  await store?.close();
  await smtp?.stop();
  await pg?.stop();
  buildCopy?.remove();
});

describe("the systemd unit", () => {
  it("passes systemd's own check", () => {
    // Prints nothing and exits 0 for a valid unit (it fails on an unknown directive or a missing program).
    expect(execFileSync("systemd-analyze", ["verify", unitFile], { encoding: "utf8", stdio: "pipe" })).toBe(
      "",
    );
  });
});

describe("behind Caddy with TLS", () => {
  it("serves the pages over HTTPS, compressed, with the security headers", async () => {
    const page = await request(`${site()}/get-a-quote`, { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers.server).toBeUndefined();
    // A text answer the service sends uncompressed is compressed by Caddy: the short page refusing a quote form
    // posted from another site.
    const refused = await request(`${site()}/get-a-quote`, {
      method: "POST",
      headers: {
        "accept-encoding": "gzip",
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://elsewhere.example",
      },
      body: "firstName=x",
    });
    expect(refused.status).toBe(403);
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("redirects HTTP to HTTPS", async () => {
    const plain = await request(`http://localhost:${proxy.httpPort}/get-a-quote?x=1`);
    expect([301, 308]).toContain(plain.status);
    // Caddy names the site's HTTPS address as configured (https_port is its default port, so no port: in
    // production 443); the path and query are kept.
    expect(plain.headers.location).toBe("https://localhost/get-a-quote?x=1");
    expect(plain.body).not.toContain("Request a free");
  });

  it("the visitor's real address reaches the rate limit, shared by both copies; a forged header changes nothing", async () => {
    expect((await postLead("127.0.0.2")).status).toBe(201);
    expect((await postLead("127.0.0.2")).status).toBe(201);
    expect((await postLead("127.0.0.2")).status).toBe(429);
    expect((await postLead("127.0.0.2", {}, { "x-forwarded-for": "203.0.113.99" })).status).toBe(429);
    expect((await postLead("127.0.0.3", { firstName: "Other" })).status).toBe(201);
    const leads = await store.allLeads();
    expect(leads.filter((entry) => entry.lead.ip === "127.0.0.2")).toHaveLength(2);
    expect(leads.find((entry) => entry.lead.form.firstName === "Other")?.lead.ip).toBe("127.0.0.3");
  });

  it("slow headers are Caddy's to hold: each such connection is closed within 8 s, and other visitors are served meanwhile", async () => {
    // 300 TLS connections from one address, each sending its headers a byte a second.
    const slow = Array.from({ length: 300 }, () => {
      const socket = tls.connect({
        socket: net.connect({ host: "127.0.0.1", port: proxy.httpsPort, localAddress: "127.0.0.4" }),
        servername: "localhost",
        ca: proxy.ca,
        ALPNProtocols: ["http/1.1"],
      });
      const state = { socket, closed: false };
      let sent = 0;
      const header = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa";
      const timer = setInterval(() => socket.write(header[sent++ % header.length] ?? "a"), 1_000);
      socket.on("error", () => {});
      socket.on("close", () => {
        state.closed = true;
        clearInterval(timer);
      });
      return state;
    });
    const started = Date.now();
    const statuses: number[] = [];
    while (Date.now() - started < 8_000) {
      statuses.push((await request(`${site()}/healthz`, { from: "127.0.0.5" })).status);
      statuses.push((await request(`${site()}/about-us`, { from: "127.0.0.5" })).status);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const stillOpen = slow.filter((connection) => !connection.closed);
    for (const connection of slow) connection.socket.destroy();
    expect(stillOpen).toHaveLength(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 30_000);

  it("no secret of a link that is a key reaches Caddy's log: in the address or a Referer, over HTTPS or plain HTTP, and with no service to pass it on to", async () => {
    const secrets: string[] = [];
    const linkWith = (link: (typeof SECRET_LINKS)[number]) => {
      const secret = `${link.route.replace(/\W/g, "")}${"Zq9_".repeat(10)}`;
      secrets.push(secret);
      return link.query
        ? `${link.route}?next=%2Fleads&${link.query}=${secret}`
        : `${link.route.slice(0, link.route.indexOf(":"))}${secret}`;
    };
    for (const link of SECRET_LINKS) {
      const address = linkWith(link);
      const referer = `${site()}${linkWith(link)}`;
      await request(`${site()}${address}`, { headers: { referer } });
      await request(`${site()}${address}`, {
        method: "POST",
        headers: { referer, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=cancel",
      });
      await request(`http://localhost:${proxy.httpPort}${address}`);
    }
    // Caddy writes its line as the answer goes out; give the last one a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = proxy.log();
    expect(log).toContain("[secret]");
    for (const secret of secrets) expect(log).not.toContain(secret);

    // With no copy of the service answering, Caddy's own error line quotes the request: without the secret too.
    const orphan = await startCaddy(path.join(root, "deploy", "Caddyfile"), [
      `127.0.0.1:${await freePort()}`,
    ]);
    try {
      const address = linkWith(SECRET_LINKS[0] ?? { name: "", route: "/visit/:token" });
      // Its certificate may still be on its way: ask until it answers.
      let status = 0;
      await waitFor(async () => {
        status = await request(`https://localhost:${orphan.httpsPort}${address}`, { ca: orphan.ca }).then(
          (answer) => answer.status,
          () => 0,
        );
        return status !== 0;
      }, "the second Caddy to answer");
      expect([502, 503]).toContain(status);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(orphan.log()).toContain("[secret]");
      for (const secret of secrets) expect(orphan.log()).not.toContain(secret);
    } finally {
      await orphan.stop();
    }
  }, 60_000);

  it("two copies on one PostgreSQL send every email exactly once", async () => {
    const before = smtp.messages.length;
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const answer = await postLead(`127.0.1.${index + 1}`, { firstName: numberedName("Twin", index) });
      expect(answer.status).toBe(201);
      ids.push((JSON.parse(answer.body) as { id: string }).id);
    }
    await waitFor(() => ids.every((id) => smtp.forLead(id).length >= 2), "both emails of every lead", 30_000);
    await waitFor(async () => (await store.unsentCounts()).pending === 0, "an empty outbox", 30_000);
    for (const id of ids) expect(smtp.forLead(id)).toHaveLength(2);
    const messageIds = smtp.messages.slice(before).map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  }, 60_000);
});
