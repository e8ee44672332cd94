import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { contactRequestSchema } from "../../lib/contact-schema.ts";
import {
  type ContactRequestBody,
  newIdempotencyKey,
  submitContactRequest,
} from "./submit-contact-request.ts";

/** A real HTTP server on loopback that answers each request with the next scripted reply and records the bodies. */
type Reply = { status: number; body?: unknown } | "hang-up";

interface Recorded {
  method: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

let server: Server | undefined;

async function startServer(replies: Reply[]): Promise<{ url: string; received: Recorded[] }> {
  const received: Recorded[] = [];
  let index = 0;
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      raw += chunk;
    });
    request.on("end", () => {
      received.push({
        method: request.method,
        contentType: request.headers["content-type"],
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      const reply = replies[Math.min(index++, replies.length - 1)] ?? { status: 500 };
      if (reply === "hang-up") {
        // The connection drops without an answer: what a visitor's browser sees as a network error.
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status, { "content-type": "application/json" });
      response.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/contact`, received };
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const request: ContactRequestBody = {
  firstName: "Jane",
  lastName: "Doe",
  phone: "325-555-0100",
  email: "jane@example.com",
  zipCode: "79601",
  squareFootage: 1800,
  services: "DeepCleaning",
  referral: "Referral",
  notes: "Please use the side door.",
  recaptcha: "",
  idempotencyKey: "8a0f2c1e-3b4d-4e5f-9a6b-7c8d9e0f1a2b",
  website: "",
  attribution: { page: "/get-a-quote", landingPage: "/services", utm_source: "google" },
};

const fast = { retryDelaysMs: [5, 5] };

describe("sending a quote request", () => {
  it("posts the request as JSON that the server's schema accepts, and reports the stored lead's id", async () => {
    const { url, received } = await startServer([{ status: 201, body: { id: "lead-1" } }]);
    const result = await submitContactRequest(request, { ...fast, url });
    expect(result).toEqual({ ok: true, id: "lead-1" });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe("POST");
    expect(received[0]?.contentType).toBe("application/json");
    const parsed = contactRequestSchema.safeParse(received[0]?.body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.idempotencyKey).toBe(request.idempotencyKey);
    expect(parsed.data?.attribution).toMatchObject({ page: "/get-a-quote", landingPage: "/services" });
  });

  it("retries a server error with the same idempotency key, and succeeds when the server recovers", async () => {
    const { url, received } = await startServer([
      { status: 503, body: { error: "Service Unavailable" } },
      { status: 500 },
      { status: 201, body: { id: "lead-2" } },
    ]);
    const result = await submitContactRequest(request, { ...fast, url });
    expect(result).toEqual({ ok: true, id: "lead-2" });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((entry) => entry.body.idempotencyKey))).toEqual(
      new Set([request.idempotencyKey]),
    );
  });

  it("retries a dropped connection with the same idempotency key", async () => {
    const { url, received } = await startServer(["hang-up", { status: 201, body: { id: "lead-3" } }]);
    const result = await submitContactRequest(request, { ...fast, url });
    expect(result).toEqual({ ok: true, id: "lead-3" });
    expect(received.map((entry) => entry.body.idempotencyKey)).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
  });

  it("gives up after the retries and reports the failure with the last status", async () => {
    const { url, received } = await startServer([{ status: 502 }]);
    const result = await submitContactRequest(request, { ...fast, url });
    expect(received).toHaveLength(3);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe("failed");
    expect(result.status).toBe(502);
    expect(result.error.message).toContain("502");
  });

  it("does not retry a 400, and hands back the server's message for each field", async () => {
    const { url, received } = await startServer([
      {
        status: 400,
        body: {
          errors: {
            phone: "Valid phone number is required.",
            zipCode: "Zip Code must be a 5-digit number.",
            notAField: "ignored",
            email: 42,
          },
        },
      },
    ]);
    const result = await submitContactRequest(request, { ...fast, url });
    expect(received).toHaveLength(1);
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      status: 400,
      errors: { phone: "Valid phone number is required.", zipCode: "Zip Code must be a 5-digit number." },
    });
    if (!result.ok && result.reason === "invalid") expect(Object.keys(result.errors)).toHaveLength(2);
  });

  it("does not retry when rate-limited (429) and says so", async () => {
    const { url, received } = await startServer([
      { status: 429, body: { error: "Too Many Requests", message: "Please try again in 10 minutes." } },
    ]);
    const result = await submitContactRequest(request, { ...fast, url });
    expect(received).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, reason: "rate-limited", status: 429 });
  });

  it("does not retry a missing endpoint (404) or a refused body (413, 415)", async () => {
    for (const status of [404, 413, 415]) {
      const { url, received } = await startServer([{ status, body: { error: "no" } }]);
      const result = await submitContactRequest(request, { ...fast, url });
      expect(received).toHaveLength(1);
      expect(result).toMatchObject({ ok: false, reason: "failed", status });
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      server = undefined;
    }
  });

  it("reports a failure, not a crash, when nothing listens at all", async () => {
    const { url } = await startServer([]);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const result = await submitContactRequest(request, { retryDelaysMs: [1], url });
    expect(result).toMatchObject({ ok: false, reason: "failed", status: undefined });
  });
});

describe("the idempotency key", () => {
  it("is new each time and has the shape the server accepts", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  });
});
