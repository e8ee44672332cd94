import type { FastifyError, FastifyInstance } from "fastify";
import {
  CONTACT_API_PATH,
  type ContactApiInvalid,
  type ContactApiRefused,
  type ContactApiStored,
} from "../../app/lib/contact-api.ts";
import { isUtf8ContentType, unsupportedCharsetError } from "../body-charset.ts";
import { clientAddress } from "../client-address.ts";
import { currentContent } from "../current-content.ts";
import type { QuoteRequestPipeline } from "./quote-request-pipeline.ts";

/**
 * POST /api/contact: the quote request as JSON (the form with JavaScript; the contract is app/lib/contact-api.ts).
 * The work is the pipeline's (server/contact/quote-request-pipeline.ts); this route only speaks HTTP: 201/200 {id},
 * 400 {errors}, 422 (an idempotency key reused for another request), 429, and {error} for everything else. Suspected spam is answered exactly like a real request.
 * Every answer is JSON, and no input reaches a 5xx.
 */

function errorAnswer(error: FastifyError): { status: number; message: string } {
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, message: "The request is too large." };
  if (status === 415)
    return { status, message: "Send the quote request as JSON in UTF-8 (Content-Type: application/json)." };
  if (status >= 400 && status < 500) return { status: 400, message: "The request body is not valid JSON." };
  return {
    status: 500,
    message: `Your request could not be saved. Please try again, or call us at ${currentContent().business.phone}.`,
  };
}

export async function registerContactRoute(
  app: FastifyInstance,
  pipeline: QuoteRequestPipeline,
): Promise<void> {
  await app.register(async (scope) => {
    // JSON only: every other media type (text/plain, forms, none) is answered 415 by Fastify, and so is JSON in
    // another charset than UTF-8 (server/body-charset.ts).
    scope.removeAllContentTypeParsers();
    const parseJson = scope.getDefaultJsonParser("error", "error");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (!isUtf8ContentType(request.headers["content-type"]))
        return done(unsupportedCharsetError(), undefined);
      // parseAs "string": Fastify hands a string (its type says string or Buffer for every parser).
      return parseJson(request, String(body), done);
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = errorAnswer(error);
      if (status >= 500) {
        // The pipeline has told the health monitor (its onFailed); here the fault is logged.
        request.log.error({ err: error }, "contact: request failed");
      }
      // A client's mistake is logged once, by the service's request log (sampled), not here as well.
      return reply
        .code(status)
        .header("cache-control", "no-store")
        .send({ error: message } satisfies ContactApiRefused);
    });

    scope.post(CONTACT_API_PATH, async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await pipeline.accept(request.body, {
        ...clientAddress(request),
        userAgent: request.headers["user-agent"],
        log: request.log,
      });
      switch (outcome.kind) {
        case "invalid":
          return reply.code(400).send({ errors: outcome.errors } satisfies ContactApiInvalid);
        case "rate-limited":
          return reply
            .code(429)
            .header("retry-after", String(outcome.retryAfterSeconds))
            .send({
              error: `Too many quote requests from your address. Please wait a few minutes, or call us at ${currentContent().business.phone}.`,
            } satisfies ContactApiRefused);
        case "idempotency-conflict":
          return reply.code(422).send({
            error:
              "This idempotencyKey was already used for a different quote request. Send a new key for a new request; nothing was stored.",
          } satisfies ContactApiRefused);
        case "stored":
          return reply.code(outcome.created ? 201 : 200).send({ id: outcome.id } satisfies ContactApiStored);
      }
    });
  });
}
