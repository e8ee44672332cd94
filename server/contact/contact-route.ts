import { randomBytes } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { business } from "../../app/content/business.ts";
import { contactRequestSchema, fieldErrors, HONEYPOT_FIELD } from "../../app/lib/contact-schema.ts";
import type { BotCheck } from "./bot-check.ts";
import { leadEmails } from "./email-templates.ts";
import type { LeadStore } from "./lead-store.ts";

/**
 * POST /api/contact: the quote request. Validate (the form's own schema), look the idempotency key up, run the bot
 * check, store the lead and its emails in one transaction, answer {id}, wake the outbox. Suspected spam is stored
 * in quarantine and answered exactly like a real request. Every answer is JSON, and no input reaches a 5xx.
 */

export const CONTACT_PATH = "/api/contact";
export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1_000;

export interface ContactRouteOptions {
  store: LeadStore;
  /** Undefined when RECAPTCHA_SECRET is not set: every lead passes (the honeypot still counts). */
  botCheck: BotCheck | undefined;
  businessEmail: string;
  /** CONTACT_RATE_LIMIT: posts allowed per address per 10 minutes. */
  rateLimit: number;
  /** Called once a new lead is stored (wakes the outbox worker). */
  onStored: () => void;
}

const ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** 12 characters of Crockford base32 (60 random bits): short enough to read out on the phone, never guessable. */
export function newLeadId(): string {
  const bytes = randomBytes(12);
  let id = "";
  for (const byte of bytes) id += ID_ALPHABET[byte % 32];
  return id;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

interface Envelope {
  /** The body with the browser's extras made harmless, for the schema. */
  input: Record<string, unknown>;
  honeypotFilled: boolean;
}

/**
 * The fields the browser adds (token, idempotency key, honeypot) never cost a visitor their lead: a malformed
 * token counts as no token, a malformed key as no key, any value in the honeypot (even a non-string) as filled.
 * Only the form's own fields can make a 400.
 */
function readEnvelope(body: unknown): Envelope {
  const input: Record<string, unknown> = isPlainObject(body) ? { ...body } : {};
  const honeypot = input[HONEYPOT_FIELD];
  const honeypotFilled =
    honeypot !== undefined && honeypot !== null && !(typeof honeypot === "string" && honeypot.trim() === "");
  input[HONEYPOT_FIELD] = "";
  if (typeof input.recaptcha !== "string" || input.recaptcha.length > 4_000) input.recaptcha = "";
  if (typeof input.idempotencyKey !== "string" || !IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
    delete input.idempotencyKey;
  }
  return { input, honeypotFilled };
}

function errorAnswer(error: FastifyError): { status: number; message: string } {
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, message: "The request is too large." };
  if (status === 415)
    return { status, message: "Send the quote request as JSON (Content-Type: application/json)." };
  if (status === 429) {
    return {
      status,
      message: `Too many quote requests from your address. Please wait a few minutes, or call us at ${business.phone}.`,
    };
  }
  if (status >= 400 && status < 500) return { status: 400, message: "The request body is not valid JSON." };
  return {
    status: 500,
    message: `Your request could not be saved. Please try again, or call us at ${business.phone}.`,
  };
}

export async function registerContactRoute(
  app: FastifyInstance,
  options: ContactRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // JSON only: every other media type (text/plain, forms, none) is answered 415 by Fastify.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string" },
      scope.getDefaultJsonParser("error", "error"),
    );

    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => Object.assign(new Error("rate limited"), { statusCode: 429 }),
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = errorAnswer(error);
      if (status >= 500) request.log.error({ err: error }, "contact: request failed");
      else request.log.info({ status, code: error.code }, "contact: request refused");
      return reply.code(status).header("cache-control", "no-store").send({ error: message });
    });

    scope.post(
      CONTACT_PATH,
      { config: { rateLimit: { max: options.rateLimit, timeWindow: RATE_LIMIT_WINDOW_MS } } },
      (request, reply) => handleContact(request, reply, options),
    );
  });
}

async function handleContact(request: FastifyRequest, reply: FastifyReply, options: ContactRouteOptions) {
  reply.header("cache-control", "no-store");
  const { input, honeypotFilled } = readEnvelope(request.body);
  const parsed = contactRequestSchema.safeParse(input);
  if (!parsed.success) {
    return reply.code(400).send({ errors: fieldErrors(parsed.error) });
  }
  const { recaptcha, idempotencyKey, attribution, website: _honeypot, ...form } = parsed.data;

  // A repeat (double click, retried request) answers the first lead without checking its one-time token again.
  if (idempotencyKey) {
    const existing = await options.store.findByIdempotencyKey(idempotencyKey);
    if (existing) return reply.code(200).send({ id: existing });
  }

  let quarantineReason: string | undefined;
  if (honeypotFilled) {
    quarantineReason = "the hidden honeypot field was filled in";
  } else if (options.botCheck) {
    const verdict = await options.botCheck(recaptcha, request.ip);
    if (verdict.suspect) quarantineReason = verdict.reason;
  }

  const lead = {
    id: newLeadId(),
    form,
    attribution: attribution ?? {},
    quarantineReason,
    idempotencyKey,
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 500),
    createdAt: new Date(),
  };
  const saved = await options.store.saveLead(lead, leadEmails(lead, options.businessEmail));
  if (saved.created) {
    request.log.info(
      { leadId: saved.id, quarantined: Boolean(quarantineReason) },
      quarantineReason ? "contact: lead stored in quarantine" : "contact: lead stored",
    );
    options.onStored();
  }
  return reply.code(saved.created ? 201 : 200).send({ id: saved.id });
}
