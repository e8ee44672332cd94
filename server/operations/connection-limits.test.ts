import type { AddressInfo } from "node:net";
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../../tests/support/service.ts";
import { buildApp } from "../app.ts";

// The connections one address may hold, with and without a proxy in front, on the real app listening on loopback
// (127.0.0.2 and 127.0.0.3 are two clients: all of 127.0.0.0/8 is this machine). slow-client.test.ts has the
// flood of slow sockets against the service process.

const apps: FastifyInstance[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function listening(env: Record<string, string>): Promise<number> {
  const app = await buildApp(testConfig(env));
  apps.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

/**
 * A connection from `from` that asks for /healthz and keeps the connection open (keep-alive): answers whether the
 * request was answered, with the socket still open after it.
 */
function keptConnection(port: number, from: string): Promise<{ answered: boolean; socket: net.Socket }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
    sockets.push(socket);
    socket.on("connect", () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    socket.once("data", (chunk: Buffer) =>
      resolve({ answered: chunk.toString().startsWith("HTTP/1.1 200"), socket }),
    );
    socket.on("error", () => resolve({ answered: false, socket }));
    socket.on("close", () => resolve({ answered: false, socket }));
  });
}

const closed = (socket: net.Socket) =>
  new Promise<number>((resolve) => {
    const started = performance.now();
    if (socket.destroyed) resolve(0);
    socket.on("close", () => resolve(performance.now() - started));
  });

describe("connections per address", () => {
  it("one address holds at most CONNECTIONS_PER_ADDRESS at once; another address is still served", async () => {
    const port = await listening({ CONNECTIONS_PER_ADDRESS: "3" });
    const first = await Promise.all([1, 2, 3].map(() => keptConnection(port, "127.0.0.2")));
    expect(first.map((connection) => connection.answered)).toEqual([true, true, true]);
    expect((await keptConnection(port, "127.0.0.2")).answered).toBe(false);
    expect((await keptConnection(port, "127.0.0.3")).answered).toBe(true);

    // One of the three closes: its place is free again.
    first[0]?.socket.destroy();
    await closed(first[0]?.socket ?? new net.Socket());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await keptConnection(port, "127.0.0.2")).answered).toBe(true);
  });

  it("behind a proxy (TRUST_PROXY_HOPS) every connection is the proxy's: none is refused for its address", async () => {
    const port = await listening({ CONNECTIONS_PER_ADDRESS: "3", TRUST_PROXY_HOPS: "1" });
    const kept = await Promise.all([1, 2, 3, 4, 5, 6].map(() => keptConnection(port, "127.0.0.2")));
    expect(kept.every((connection) => connection.answered)).toBe(true);
  });

  it("a connection that sends nothing is closed once its first request is 5 s late; a browser's idle keep-alive connection is not", async () => {
    const port = await listening({});
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.4" });
    sockets.push(socket);
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    const browser = await keptConnection(port, "127.0.0.5");
    expect(browser.answered).toBe(true);

    const after = await closed(socket);
    expect(after).toBeGreaterThan(4_500);
    expect(after).toBeLessThan(7_000);
    // The browser's connection, idle as long, still takes its next request (keep-alive lasts 10 s).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const next = new Promise<string>((resolve) =>
      browser.socket.once("data", (chunk) => resolve(String(chunk))),
    );
    browser.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(await next).toMatch(/^HTTP\/1.1 200/);
  }, 15_000);
});
