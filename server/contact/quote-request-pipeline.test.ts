import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { tempDataDir, validForm } from "../../tests/support/service.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { createQuoteRequestPipeline, FORM_KEY_WINDOW_MS } from "./quote-request-pipeline.ts";
import { createRateLimiter } from "./rate-limiter.ts";

// The form sent without JavaScript has no key of its own: its key is made from its content and a 10-minute window.
// A repeat must stay one lead however the windows fall, and a real new request later must be stored.

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

function pipelineAt(clock: { now: number }) {
  const store = openSqliteStore(tempDataDir());
  opened.push(store);
  const pipeline = createQuoteRequestPipeline({
    store,
    botCheck: undefined,
    businessEmail: "leads@bnc-cleaning.test",
    rateLimiter: createRateLimiter(store, 100),
    onStored: () => {},
    now: () => clock.now,
  });
  return { store, pipeline };
}

const fields = validForm();
const origin = {
  ip: "203.0.113.9",
  rateKey: "203.0.113.9",
  userAgent: "Test",
  log: pino({ level: "silent" }),
};

describe("a form sent without JavaScript, sent again", () => {
  it("across the edge of a 10-minute window is still one lead", async () => {
    const edge = Math.ceil(Date.now() / FORM_KEY_WINDOW_MS) * FORM_KEY_WINDOW_MS;
    const clock = { now: edge - 1_000 };
    const { store, pipeline } = pipelineAt(clock);
    const first = await pipeline.acceptForm(fields, "/get-a-quote", origin);
    clock.now = edge + 1_000;
    const repeat = await pipeline.acceptForm(fields, "/get-a-quote", origin);
    expect(first).toMatchObject({ kind: "stored", created: true });
    expect(repeat).toEqual({ kind: "stored", id: first.kind === "stored" ? first.id : "", created: false });
    expect(await store.allLeads()).toHaveLength(1);
  });

  it("two windows later is a new request, stored as a second lead", async () => {
    const clock = { now: Date.now() };
    const { store, pipeline } = pipelineAt(clock);
    await pipeline.acceptForm(fields, "/get-a-quote", origin);
    clock.now += 2 * FORM_KEY_WINDOW_MS;
    expect(await pipeline.acceptForm(fields, "/get-a-quote", origin)).toMatchObject({ created: true });
    expect(await store.allLeads()).toHaveLength(2);
  });
});
