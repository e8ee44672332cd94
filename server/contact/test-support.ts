import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type ServerFeatures, serverFeatures } from "../features.ts";
import type { LeadStore } from "./lead-store.ts";
import { MAIL_DIR } from "./mail-transports.ts";
import { openLeadStore } from "./open-lead-store.ts";

/**
 * Real parts for tests of the quote request (test-only: it imports devDependencies). A real SMTP server on
 * loopback that keeps what it receives, a small JSON server for fakes of outside HTTP services (the reCAPTCHA
 * verifier, the email function), a reader for the .eml files of the files transport, and the whole service built
 * from a config. Browser tests can use readMailFiles(dataDir) to read what the service "sent" with no SMTP_URL.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The X-Lead-Id header: which lead the email belongs to. */
  leadId: string;
  /** Every header, lower-cased names, as received (to check that nothing was injected). */
  headers: Array<{ key: string; value: string }>;
  raw: string;
}

export async function parseMail(raw: Buffer | string): Promise<ReceivedMail> {
  const email = await PostalMime.parse(raw);
  const header = (name: string) => email.headers.find((entry) => entry.key === name)?.value ?? "";
  return {
    from: email.from?.address ?? "",
    to: (email.to ?? []).map((address) => address.address ?? ""),
    replyTo: (email.replyTo ?? []).map((address) => address.address ?? ""),
    subject: email.subject ?? "",
    html: email.html ?? "",
    text: email.text ?? "",
    messageId: email.messageId ?? "",
    leadId: header("x-lead-id"),
    headers: email.headers.map((entry) => ({ key: entry.key, value: entry.value })),
    raw: typeof raw === "string" ? raw : raw.toString("utf8"),
  };
}

/** The emails the files transport wrote under DATA_DIR/mail, oldest first. */
export async function readMailFiles(dataDir: string): Promise<ReceivedMail[]> {
  const directory = path.join(dataDir, MAIL_DIR);
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith(".eml") && !name.startsWith("."));
  } catch {
    return [];
  }
  return Promise.all(names.sort().map((name) => parseMail(readFileSync(path.join(directory, name)))));
}

/** Polls until `check` is true; fails with `what` after `limitMs` (a bound on waiting, not a timing assertion). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, limitMs = 10_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface SmtpTestServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** The messages received for one lead. */
  forLead(leadId: string): ReceivedMail[];
  waitForMessages(count: number, limitMs?: number): Promise<ReceivedMail[]>;
  /** While true, the server reads each message but never answers its DATA: the sender hangs mid-send. */
  holding: boolean;
  stop(): Promise<void>;
}

/** A real SMTP server (smtp-server) on 127.0.0.1; port 0 picks a free one, a given port restarts on it. */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const control = { holding: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (control.holding) return;
        parseMail(Buffer.concat(chunks)).then(
          (mail) => {
            messages.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    get holding() {
      return control.holding;
    },
    set holding(value: boolean) {
      control.holding = value;
    },
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    forLead: (leadId) => messages.filter((mail) => mail.leadId === leadId),
    async waitForMessages(count, limitMs = 10_000) {
      await waitFor(() => messages.length >= count, `${count} email(s) at the SMTP server`, limitMs);
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago (for a server that is "down" at first). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface JsonTestServer {
  url: string;
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

/** A small HTTP server on loopback answering each request with what `answer` returns. */
export async function startJsonServer(
  answer: (
    request: RecordedRequest,
  ) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>,
): Promise<JsonTestServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const recorded: RecordedRequest = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const { status, body } = await answer(recorded);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "bnc-contact-"));
}

/** The service's config for a test: silent logs, a fresh DATA_DIR unless given, plus the overrides. */
/** Where test services send lead notifications and from which address (a real transport needs both set). */
export const TEST_MAIL_ENV = {
  BUSINESS_EMAIL: "leads@bnc-cleaning.example",
  MAIL_FROM: "BnC Cleaning <no-reply@bnc-cleaning.example>",
} as const;

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ LOG_LEVEL: "silent", DATA_DIR: tempDataDir(), ...TEST_MAIL_ENV, ...env });
}

export interface TestService {
  app: FastifyInstance;
  config: Config;
  features: ServerFeatures;
  /** A second connection to the service's lead store (SQLite or PostgreSQL), to look at what it stored. */
  store: LeadStore;
  stop(): Promise<void>;
}

/** The whole service (pages, /healthz, contact) as main.ts builds it, with the outbox worker running. */
export async function startTestService(config: Config): Promise<TestService> {
  const features = await serverFeatures(config);
  const app = await buildApp(config, features);
  await app.ready();
  await features.start(app);
  const store = await openLeadStore(config);
  return {
    app,
    config,
    features,
    store,
    async stop() {
      await app.close();
      await features.stop();
      await store.close();
    },
  };
}

/** A complete, valid quote request; override any field. */
export function validRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Maria",
    lastName: "Gonzalez",
    phone: "(325) 555-0123",
    email: "maria.gonzalez@example.com",
    zipCode: "79605",
    squareFootage: 1850,
    services: "DeepCleaning",
    referral: "Social-Media",
    recaptcha: "",
    ...overrides,
  };
}

// The real service as separate processes (node server/main.ts), as in production: for crash tests and for several
// copies of the service on one store.

const root = path.resolve(import.meta.dirname, "../..");

export interface ServiceProcess {
  process: ChildProcess;
  url: string;
  stderr: () => string;
}

const serviceProcesses = new Set<ChildProcess>();

/** Starts `node server/main.ts` on a free port with this env and waits for /healthz; stopServiceProcesses() ends it. */
export async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...TEST_MAIL_ENV,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  serviceProcesses.add(child);
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

/** Runs `node server/main.ts` with this env expecting it to stop at once; answers its exit code and stderr. */
export async function runFailingService(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", ...TEST_MAIL_ENV, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  serviceProcesses.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  serviceProcesses.delete(child);
  return { code, stderr };
}

/** kill -9, and wait until it is gone. */
export async function kill9(child: ServiceProcess): Promise<void> {
  const exited = new Promise((resolve) => child.process.once("exit", resolve));
  child.process.kill("SIGKILL");
  await exited;
  serviceProcesses.delete(child.process);
}

/** Ends every service process still running (for afterEach). */
export async function stopServiceProcesses(): Promise<void> {
  for (const child of serviceProcesses) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  serviceProcesses.clear();
}

/** Posts a valid quote request to a service process; expects 201 and answers the lead's id. */
export async function postLeadTo(service: ServiceProcess, firstName: string): Promise<string> {
  const response = await fetch(`${service.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validRequest({ firstName })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Two copies of the service on one store (the env says which: DATA_DIR or DATABASE_URL), both failing and retrying
 * while the mail server is down; once it is up, every email of ten leads arrives exactly once. `store` is a third
 * connection to the same store.
 */
export async function expectTwoServicesSendEachEmailOnce(
  env: Record<string, string>,
  store: LeadStore,
): Promise<void> {
  const smtpPort = await freePort();
  const fullEnv = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_RETRY_MS: "100",
    CONTACT_RATE_LIMIT: "1000",
    ...env,
  };
  const [a, b] = await Promise.all([startServiceProcess(fullEnv), startServiceProcess(fullEnv)]);
  if (!a || !b) throw new Error("two services expected");
  const ids = await Promise.all(
    Array.from({ length: 10 }, (_, index) => postLeadTo(index % 2 ? a : b, `Twin${index}`)),
  );
  // Both workers have been failing and retrying the same due emails; now the mail server comes up.
  const smtp = await startSmtpTestServer(smtpPort);
  try {
    await smtp.waitForMessages(20, 20_000);
    await waitFor(async () => (await store.outboxCounts()).sent === 20, "all emails marked sent", 20_000);
    for (const id of ids) expect(smtp.forLead(id)).toHaveLength(2);
    expect(smtp.messages).toHaveLength(20);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(20);
  } finally {
    await smtp.stop();
  }
}
