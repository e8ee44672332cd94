import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A stand-in for Stripe's API on loopback (test-only): the three endpoints the site calls through the official
 * library (STRIPE_API_URL points the library here): a Checkout session created, read back, and a refund. It keeps
 * what it was asked, so a test reads the amount the hosted page would ask. Webhook events are signed with the real
 * library's test helper (`signedEvent`), exactly as Stripe signs them.
 */

export interface StandInSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  payment_status: "paid" | "unpaid";
  payment_intent: string | null;
  status: "open" | "complete" | "expired";
  /** The methods the page may take ("card" only, here). */
  allowed_payment_method_types: string[];
  success_url: string;
  cancel_url: string;
  locale: string | null;
  url: string;
  /** The line's name as the hosted page shows it. */
  description: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port>: STRIPE_API_URL. */
  url: string;
  sessions: StandInSession[];
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  /** Every request, as "METHOD /path". */
  calls: string[];
  /** Refuse the next refund with Stripe's error. */
  failNextRefund(): void;
  /** `checkout.session.completed` for a session, paid (its payment intent made up), signed with `secret`. */
  signedEvent(
    sessionId: string,
    secret: string,
    overrides?: Partial<StandInSession>,
    eventId?: string,
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

export const TEST_WEBHOOK_SECRET = "whsec_standinsecretforthetests0123456789";
export const TEST_SECRET_KEY = "sk_test_standin0123456789";

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** `checkout.session.completed` for a session as the stand-in made it, paid, signed with `secret` (Stripe's way). */
export function signedCompletedEvent(
  session: StandInSession,
  secret: string,
  eventId: string,
  overrides: Partial<StandInSession> = {},
): { payload: string; signature: string } {
  const paid = {
    ...session,
    status: "complete",
    payment_status: "paid",
    payment_intent: `pi_test_${session.id}`,
    ...overrides,
  };
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: paid },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * Starts the stand-in (on `port`, or any free one). Besides Stripe's endpoints it answers, without a key, the
 * hosted page a customer is sent to (`/pay/<session>`: the amount asked) and what it was asked, for tests in other
 * processes (`/_test/sessions`, `/_test/refunds`).
 */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const sessions: StandInSession[] = [];
  const refunds: StripeStandIn["refunds"] = [];
  const calls: string[] = [];
  let failRefund = false;
  let url = "";
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      calls.push(`${request.method} ${path}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${calls.length}`,
        });
        response.end(JSON.stringify(body));
      };
      const hosted = /^\/pay\/([^/]+)$/.exec(path);
      if (request.method === "GET" && hosted) {
        const session = sessions.find((candidate) => candidate.id === hosted[1]);
        response.writeHead(session ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
        return response.end(
          session
            ? `<!doctype html><html lang="en"><title>Stand-in Checkout</title><h1>Stand-in Checkout</h1><p>${session.description}</p><p id="amount">${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p></html>`
            : "<!doctype html><title>No such session</title>",
        );
      }
      if (request.method === "GET" && path === "/_test/sessions") return send(200, sessions);
      if (request.method === "GET" && path === "/_test/refunds") return send(200, refunds);
      if (!request.headers.authorization?.includes(TEST_SECRET_KEY)) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const form = await bodyOf(request);
        const id = `cs_test_${sessions.length + 1}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session: StandInSession = {
          id,
          object: "checkout.session",
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]") ?? 0),
          currency: form.get("line_items[0][price_data][currency]") ?? "",
          client_reference_id: form.get("client_reference_id"),
          customer_email: form.get("customer_email"),
          metadata,
          mode: "payment",
          payment_status: "unpaid",
          payment_intent: null,
          status: "open",
          allowed_payment_method_types: [...form.entries()]
            .filter(([key]) => /^allowed_payment_method_types\[\d+\]$/.test(key))
            .map(([, value]) => value),
          success_url: form.get("success_url") ?? "",
          cancel_url: form.get("cancel_url") ?? "",
          locale: form.get("locale"),
          url: `${url}/pay/${id}`,
          description: form.get("line_items[0][price_data][product_data][name]") ?? "",
        };
        sessions.push(session);
        return send(200, session);
      }
      const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === "GET" && read) {
        const session = sessions.find((candidate) => candidate.id === read[1]);
        return session ? send(200, session) : send(404, { error: { type: "invalid_request_error" } });
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        const form = await bodyOf(request);
        if (failRefund) {
          failRefund = false;
          return send(400, { error: { type: "invalid_request_error", message: "Charge already refunded" } });
        }
        const refund = {
          id: `re_test_${refunds.length + 1}`,
          object: "refund",
          payment_intent: form.get("payment_intent") ?? "",
          amount: Number(form.get("amount") ?? 0),
          status: "succeeded",
          currency: "usd",
        };
        refunds.push(refund);
        return send(200, refund);
      }
      send(404, { error: { type: "invalid_request_error", message: `No such route ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let events = 0;
  return {
    url,
    sessions,
    refunds,
    calls,
    failNextRefund: () => {
      failRefund = true;
    },
    signedEvent(sessionId, secret, overrides = {}, eventId) {
      const session = sessions.find((candidate) => candidate.id === sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      events += 1;
      return signedCompletedEvent(session, secret, eventId ?? `evt_test_${events}`, overrides);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
