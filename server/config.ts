import path from "node:path";
import { z } from "zod";
import { describeEnvError, type PublicEnv, parsePublicEnv } from "../app/lib/public-env.ts";

/**
 * The service's configuration: the environment, validated with zod at start. Every variable is optional and has a
 * default that runs the site on this machine with nothing installed (SQLite and mail files under ./var). A bad
 * value stops the start with a message naming the variable (see the README's configuration table).
 */

const projectRoot = path.resolve(import.meta.dirname, "..");

const port = z.coerce.number().int().min(0).max(65_535);
const httpUrl = z.url({ protocol: /^https?$/ });

/** The address of a mailbox written "address" or "Name <address>", or undefined when there is none. */
function mailboxAddress(mailbox: string): string | undefined {
  const address = mailbox.match(/<([^<>]+)>\s*$/)?.[1] ?? mailbox;
  return z.email().safeParse(address.trim()).success ? address.trim() : undefined;
}

const serverEnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./var"),
  BUILD_DIR: z.string().trim().min(1).default("./build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Trust X-Forwarded-For from this many proxies in front (a load balancer, a CDN): needed for rate limits. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Connections one client address (an IPv6 /64) may hold at once, of the 4,096 in all; more are refused at once.
   * Not applied behind a proxy (TRUST_PROXY_HOPS > 0): every connection is then the proxy's.
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(4_096).default(64),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^smtps?:\/\//.test(value) && URL.canParse(value) && new URL(value).hostname !== "",
      "must be an smtp:// or smtps:// URL with a host, such as smtp://user:pass@host:587",
    )
    .optional(),
  EMAIL_SERVICE_URL: httpUrl.optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (value) => mailboxAddress(value) !== undefined,
      'must be an email address or "Name <address>", on the business\'s own domain',
    )
    .default("BnC Cleaning <no-reply@bnc-cleaning.example>"),
  BUSINESS_EMAIL: z.email().default("leads@bnc-cleaning.example"),
  RECAPTCHA_SECRET: z.string().trim().min(1).optional(),
  RECAPTCHA_VERIFY_URL: httpUrl.default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  GOOGLE_PLACES_API_KEY: z.string().trim().min(1).optional(),
  GOOGLE_PLACE_ID: z.string().trim().min(1).optional(),
  GOOGLE_PLACES_API_URL: httpUrl.default("https://places.googleapis.com/v1"),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Customer acknowledgements the site sends in any hour; one visitor's network gets at most a sixth of them. */
  ACKNOWLEDGEMENTS_PER_HOUR: z.coerce.number().int().min(6).max(100_000).default(60),
  /** Review requests (docs/owner-guide.md, "Review requests"): days after the visit's day, and the local time. */
  REVIEW_REQUEST_DELAY_DAYS: z.coerce.number().int().min(0).max(14).default(1),
  REVIEW_REQUEST_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:MM, Abilene time")
    .default("09:00"),
  /** At most one review request per customer address in this many months. */
  REVIEW_REQUEST_MONTHS: z.coerce.number().int().min(1).max(60).default(6),
  OUTBOX_RETRY_MS: z.coerce.number().int().min(10).max(86_400_000).default(30_000),
  /** Who may sign in to the owner's inbox (/leads): comma-separated addresses; BUSINESS_EMAIL when not set. */
  OWNER_EMAILS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email()).min(1, "must name at least one address"))
    .optional(),
  /** Signs the owner's session cookies and seals sign-in emails in the outbox; required with an https SITE_URL. */
  SESSION_SECRET: z
    .string()
    .trim()
    .min(32, "must be at least 32 characters (openssl rand -hex 32)")
    .optional(),
  /** With `Authorization: Bearer OPS_TOKEN`, /healthz answers its details as JSON; without it, never. */
  OPS_TOKEN: z
    .string()
    .trim()
    .min(24, "must be at least 24 characters (for example: openssl rand -hex 24)")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it travels in an HTTP header)")
    .optional(),
  /** One JSON POST when leads cannot be stored or mail is delayed, and one when it recovers (Slack, ntfy, chat). */
  ALERT_WEBHOOK_URL: httpUrl.optional(),
  /** Mail counts as delayed once the oldest due email has waited this long: /healthz says so and the alert goes. */
  MAIL_ALERT_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(7 * 86_400_000)
    .default(3_600_000),
  /**
   * Online payment through Stripe Checkout (docs/operations.md, "Online payment"): the secret (or restricted) key
   * and the webhook endpoint's signing secret, together. Without them no page offers or claims online payment.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  /** Where the Stripe library sends its requests: Stripe's API unless a test points it at a stand-in. */
  STRIPE_API_URL: httpUrl.optional(),
  /** auto: human-readable with a terminal attached (npm start), JSON lines otherwise (systemd, files, collectors). */
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
});

type ServerEnv = z.infer<typeof serverEnvSchema>;

export interface Config extends ServerEnv {
  /** Absolute paths, resolved against the project root. */
  dataDir: string;
  buildDir: string;
  /** React Router's server build, beside the client build: renders the pages that cannot be prerendered. */
  serverBuildFile: string;
  public: PublicEnv;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", so `SMTP_URL= npm start` falls back to the default.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = serverEnvSchema.safeParse(present);
  const problems: string[] = [];
  if (!parsed.success) problems.push(describeEnvError(parsed.error));
  let publicEnv: PublicEnv | undefined;
  try {
    publicEnv = parsePublicEnv(env);
  } catch (error) {
    problems.push((error as Error).message.replace(/^Invalid public configuration:\n/, ""));
  }
  if (!parsed.success || !publicEnv) {
    throw new ConfigError(`Invalid configuration, the service cannot start:\n${problems.join("\n")}`);
  }
  const config = parsed.data;
  const conflicts: string[] = [];
  if (Boolean(config.GOOGLE_PLACES_API_KEY) !== Boolean(config.GOOGLE_PLACE_ID)) {
    conflicts.push("  GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID must be set together");
  }
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    conflicts.push(
      "  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (a payment is recorded only from the signed webhook)",
    );
  }
  if (config.STRIPE_API_URL && !config.STRIPE_SECRET_KEY) {
    conflicts.push("  STRIPE_API_URL: only means something with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  // With a real mail transport, the fictional defaults would send every lead notification to an address nobody
  // reads: the business must say where its leads go and which of its addresses sends them.
  if (config.SMTP_URL || config.EMAIL_SERVICE_URL) {
    for (const name of ["BUSINESS_EMAIL", "MAIL_FROM"] as const) {
      if (!present[name]) {
        conflicts.push(`  ${name}: must be set when SMTP_URL or EMAIL_SERVICE_URL sends real email`);
      }
    }
  }
  // A public site signs its owners' sessions with a secret of its own, the same on every copy of the service.
  if (publicEnv.SITE_URL.startsWith("https:") && !config.SESSION_SECRET) {
    conflicts.push(
      "  SESSION_SECRET: must be set when SITE_URL is https (it signs the owner's sign-in; openssl rand -hex 32)",
    );
  }
  if (conflicts.length > 0) {
    throw new ConfigError(`Invalid configuration, the service cannot start:\n${conflicts.join("\n")}`);
  }
  const buildDir = path.resolve(projectRoot, config.BUILD_DIR);
  return {
    ...config,
    dataDir: path.resolve(projectRoot, config.DATA_DIR),
    buildDir,
    serverBuildFile: path.resolve(buildDir, "..", "server", "index.js"),
    public: publicEnv,
  };
}
