import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startServiceProcess, stopServiceProcesses, validRequest } from "../tests/support/service.ts";

// Bounded time for every request, against the real service process and real slow sockets: headers and body must
// arrive within 30 seconds, or the connection is closed. (The figure for many sockets is in npm run bench.)

afterEach(stopServiceProcesses);

interface SlowSocket {
  closed: boolean;
  socket: net.Socket;
}

/** A socket that sends `head` at once, then one more byte of `drip` every second for as long as it stays open. */
function slowSocket(port: number, head: string, drip: string): SlowSocket {
  const socket = net.connect(port, "127.0.0.1");
  const slow: SlowSocket = { closed: false, socket };
  let sent = 0;
  const timer = setInterval(() => {
    if (slow.closed) return;
    socket.write(drip[sent % drip.length] ?? "x");
    sent += 1;
  }, 1_000);
  socket.on("connect", () => socket.write(head));
  socket.on("error", () => {});
  socket.on("close", () => {
    slow.closed = true;
    clearInterval(timer);
  });
  return slow;
}

describe("slow clients", () => {
  it("a body sent a byte a second, or headers that never end, are cut off after 30 s; others are served meanwhile", async () => {
    const service = await startServiceProcess({});
    const body = JSON.stringify(validRequest());
    const slowBodies = Array.from({ length: 40 }, () =>
      slowSocket(
        service.port,
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      ),
    );
    const slowHeaders = Array.from({ length: 40 }, () =>
      slowSocket(service.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: aaaaaaaa\r\n"),
    );
    const everyone = [...slowBodies, ...slowHeaders];

    await new Promise((resolve) => setTimeout(resolve, 10_000));
    // Ten seconds in: the slow sockets are all still trickling, and the service answers everyone else.
    expect(everyone.filter((slow) => slow.closed)).toHaveLength(0);
    expect((await fetch(`${service.url}/`)).status).toBe(200);

    // 30 s after they began (and a second for the last 408 to arrive), every one of them is gone.
    await new Promise((resolve) => setTimeout(resolve, 21_000));
    const stillOpen = everyone.filter((slow) => !slow.closed);
    for (const slow of stillOpen) slow.socket.destroy();
    expect(stillOpen).toHaveLength(0);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  }, 70_000);
});
