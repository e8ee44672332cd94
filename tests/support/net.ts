import { execFileSync } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Network helpers for every kind of test (Vitest and Playwright alike: nothing here imports a test runner): a free
 * port, polling for a condition, and a small JSON server on loopback for fakes of outside HTTP services (the
 * reCAPTCHA verifier, the email function, an alert webhook).
 */

/** A port that was free a moment ago (for a server that is "down" at first). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The same, synchronously, for configuration evaluated at import time (playwright.config.ts and the benchmarks):
 * the system picks the port in a short child process, so a guessed port never collides with another socket.
 */
export function freePortSync(): number {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}

/** Polls until `check` is true; fails with `what` after `limitMs` (a bound on waiting, not a timing assertion). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, limitMs = 10_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface RecordedRequest {
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
