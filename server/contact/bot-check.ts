import type { Config } from "../config.ts";

/**
 * The reCAPTCHA v3 check of a quote request. It never decides to drop a lead: it only says whether the lead should
 * go to quarantine, and why. A missing or failed token, a low score, a wrong action, or a verifier that cannot be
 * reached all mean "suspected spam"; the visitor is answered the same either way. Without RECAPTCHA_SECRET the check
 * is off (the service warns once at start).
 */

type BotVerdict = { suspect: false } | { suspect: true; reason: string };

export type BotCheck = (token: string, remoteIp: string | undefined) => Promise<BotVerdict>;

const VERIFY_TIMEOUT_MS = 5_000;
const EXPECTED_ACTION = "submit";

interface VerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  "error-codes"?: unknown;
}

/** The check the configuration asks for, or undefined when RECAPTCHA_SECRET is not set. */
export function createBotCheck(
  config: Pick<Config, "RECAPTCHA_SECRET" | "RECAPTCHA_VERIFY_URL" | "RECAPTCHA_MIN_SCORE">,
): BotCheck | undefined {
  const secret = config.RECAPTCHA_SECRET;
  if (!secret) return undefined;
  return async (token, remoteIp) => {
    if (!token.trim()) return { suspect: true, reason: "no bot-check token was sent" };
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set("remoteip", remoteIp);
    let answer: VerifyAnswer;
    try {
      const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return { suspect: true, reason: `the bot-check verifier answered HTTP ${response.status}` };
      }
      answer = (await response.json()) as VerifyAnswer;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { suspect: true, reason: `the bot-check verifier could not be reached (${message})` };
    }
    if (typeof answer !== "object" || answer === null) {
      return { suspect: true, reason: "the bot-check verifier gave an unreadable answer" };
    }
    if (answer.success !== true) {
      const codes = Array.isArray(answer["error-codes"])
        ? answer["error-codes"].join(", ")
        : "no reason given";
      return { suspect: true, reason: `the bot-check token was rejected (${codes})` };
    }
    if (answer.action !== EXPECTED_ACTION) {
      return { suspect: true, reason: `the bot-check token was for action "${String(answer.action)}"` };
    }
    const score = typeof answer.score === "number" ? answer.score : Number.NaN;
    if (!(score >= config.RECAPTCHA_MIN_SCORE)) {
      return {
        suspect: true,
        reason: `bot-check score ${Number.isNaN(score) ? "missing" : score} is below ${config.RECAPTCHA_MIN_SCORE}`,
      };
    }
    return { suspect: false };
  };
}
