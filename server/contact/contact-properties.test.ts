import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FIELDS } from "../../app/lib/contact-fields.ts";
import { contactFormSchema, contactRequestSchema } from "../../app/lib/contact-schema.ts";
import { postContact, testConfig, validRequest } from "../../tests/support/service.ts";
import { buildApp } from "../app.ts";
import { type ServerFeatures, serverFeatures } from "../features.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";

// Property-based: whatever a visitor (or a bot) sends, the schema does not throw, the endpoint answers JSON
// without a 5xx, and every lead it stores is a valid one. The outbox worker is not started: emails stay queued.

const fields = [...CONTACT_FIELDS];

/** A value of any JSON shape, biased towards strings with markup, control characters and unicode. */
const nastyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom(
    "",
    " ",
    "<script>alert(1)</script>",
    "a&b",
    "\r\nBcc: x@y.z",
    "\u0000",
    "=1+1",
    "79601",
    "-1",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A valid request with some fields replaced, removed, or extra keys added. */
const mutatedRequest = fc
  .record({
    replace: fc.dictionary(
      fc.constantFrom(...fields, "recaptcha", "idempotencyKey", "website", "attribution"),
      nastyValue,
      {
        maxKeys: 4,
      },
    ),
    remove: fc.subarray(fields, { maxLength: 2 }),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 }),
  })
  .map(({ replace, remove, extra }) => {
    const body: Record<string, unknown> = { ...extra, ...validRequest(), ...replace };
    for (const field of remove) delete body[field];
    return body;
  });

describe("the schema", () => {
  it("never throws, and what it accepts is a valid form value", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), mutatedRequest), (input) => {
        const result = contactRequestSchema.safeParse(input);
        if (!result.success) return;
        const { recaptcha: _r, idempotencyKey: _k, website: _w, attribution: _a, ...form } = result.data;
        expect(contactFormSchema.safeParse(form).success).toBe(true);
        expect(form.zipCode).toMatch(/^\d{5}$/);
        expect(form.squareFootage).toBeGreaterThanOrEqual(0);
        for (const text of [form.firstName, form.lastName, form.phone, form.email]) {
          expect(text).not.toMatch(/\p{Cc}/u);
          expect(text).toBe(text.trim());
        }
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("the endpoint", () => {
  let app: FastifyInstance;
  let features: ServerFeatures;
  let store: Store;

  beforeAll(async () => {
    const config = testConfig({ CONTACT_RATE_LIMIT: "10000" });
    features = await serverFeatures(config);
    app = await buildApp(config, features);
    store = openSqliteStore(config.dataDir);
  });
  afterAll(async () => {
    await app?.close();
    await features?.stop();
    await store?.close();
  });

  async function check(payload: string) {
    const response = await postContact(app, payload);
    expect(response.statusCode).toBeLessThan(500);
    expect([200, 201, 400, 413]).toContain(response.statusCode);
    const body = response.json() as Record<string, unknown>;
    if (response.statusCode === 201) {
      const stored = await store.getLead(String(body.id));
      expect(stored).toBeDefined();
      expect(contactFormSchema.safeParse(stored?.lead.form).success).toBe(true);
    }
  }

  it("answers any JSON value without a 5xx, storing only valid leads", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), mutatedRequest), (body) => check(JSON.stringify(body))),
      { numRuns: 300 },
    );
  });

  it("answers any string sent as JSON without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: "binary" })), (text) => check(text)),
      { numRuns: 200 },
    );
  });

  it("every stored lead in the end is valid", async () => {
    for (const entry of await store.allLeads()) {
      expect(contactFormSchema.safeParse(entry.lead.form).success).toBe(true);
    }
  });
});
