import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { CONTACT_API_PATH } from "../../app/lib/contact-api.ts";
import { buildApp } from "../../server/app.ts";
import { type Config, loadConfig } from "../../server/config.ts";
import { type ServerFeatures, serverFeatures } from "../../server/features.ts";
import { openStore } from "../../server/store/open-store.ts";
import type { Store } from "../../server/store/store.ts";
import { startSmtpTestServer } from "./mail.ts";
import { freePort, waitFor } from "./net.ts";

export * from "./mail.ts";
export * from "./net.ts";

/**
 * The whole service for Vitest tests (test-only: it imports devDependencies and Vitest): built in-process from a
 * config, or as real `node server/main.ts` processes for crash tests and for several copies on one store. It
 * re-exports the mail and network helpers, so a test imports one module. Browser tests import mail.ts and net.ts
 * directly (this module loads Vitest).
 */

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "bnc-contact-"));
}

/** Where test services send lead notifications and from which address (a real transport needs both set). */
const TEST_MAIL_ENV = {
  BUSINESS_EMAIL: "leads@bnc-cleaning.example",
  MAIL_FROM: "BnC Cleaning <no-reply@bnc-cleaning.example>",
} as const;

/** The service's config for a test: silent logs, a fresh DATA_DIR unless given, plus the overrides. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ LOG_LEVEL: "silent", DATA_DIR: tempDataDir(), ...TEST_MAIL_ENV, ...env });
}

export interface TestService {
  app: FastifyInstance;
  config: Config;
  features: ServerFeatures;
  /** A second connection to the service's lead store (SQLite or PostgreSQL), to look at what it stored. */
  store: Store;
  stop(): Promise<void>;
}

/** The whole service (pages, /healthz, contact) as main.ts builds it, with the outbox worker running. */
export async function startTestService(config: Config): Promise<TestService> {
  const features = await serverFeatures(config);
  const app = await buildApp(config, features);
  await app.ready();
  await features.start(app);
  const store = await openStore(config);
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

/**
 * A name for the index-th of many test leads, in letters only (names hold no digits): "Twin", 0 gives "Twin A",
 * 27 gives "Twin BB".
 */
export function numberedName(prefix: string, index: number): string {
  let letters = "";
  let rest = index;
  do {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `${prefix} ${letters}`;
}

/** A complete, valid quote request; override any field. */
/** A valid quote form as a browser sends it without JavaScript (every value a string, the honeypot empty). */
export const validForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  firstName: "Rosa",
  lastName: "Delgado",
  phone: "325-555-0188",
  email: "rosa.delgado@example.com",
  zipCode: "79601",
  squareFootage: "2100",
  services: "Moving",
  referral: "Referral",
  website: "",
  ...overrides,
});

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
  port: number;
  stderr: () => string;
  /** What the service logged (pino writes to stdout). */
  stdout: () => string;
}

const serviceProcesses = new Set<ChildProcess>();

/** Starts `node server/main.ts` on a free port with this env and waits for /healthz; stopServiceProcesses() ends it. */
export async function startServiceProcess(
  env: Record<string, string>,
  options: {
    /** A command the service runs under, such as ["unshare", "--pid", …] for a new pid namespace (a container). */
    wrapper?: string[];
  } = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  const [command, ...prefix] = [...(options.wrapper ?? []), process.execPath];
  const child = spawn(command ?? process.execPath, [...prefix, "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...TEST_MAIL_ENV,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  serviceProcesses.add(child);
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
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
  return { process: child, url, port, stderr: () => stderr, stdout: () => stdout };
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

/** Posts a valid quote request to a service process, from a mailbox of its own; expects 201, answers the id. */
/**
 * POSTs a body to /api/contact of an in-process service (an object is sent as JSON; a string as it is): the one
 * way the tests send the API a quote request.
 */
export function postContact(
  app: FastifyInstance,
  body: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url: CONTACT_API_PATH,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { "content-type": "application/json", ...options.headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Stores a valid quote request (with `overrides`) through the API, expecting 201: answers the lead's id. */
export async function storeQuoteRequest(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await postContact(app, validRequest(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

export async function postLeadTo(service: ServiceProcess, firstName: string): Promise<string> {
  const response = await fetch(`${service.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      validRequest({ firstName, email: `${firstName.toLowerCase().replace(/\s+/g, ".")}@example.com` }),
    ),
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
  store: Store,
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
    Array.from({ length: 10 }, (_, index) => postLeadTo(index % 2 ? a : b, numberedName("Twin", index))),
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
