import { z } from "zod";

/**
 * The public configuration: values baked into the pages at build time (and read by the server at start), all
 * optional with clearly fictional defaults. Secrets never go here: everything in this object ends up in the HTML.
 *
 * vite.config.ts validates process.env with this schema at build and replaces this whole module in the browser
 * bundle by the resulting value; Node (the server, scripts, unit tests) parses process.env here, at start. A bad value stops the build or the start with a
 * message naming the variable.
 */
const optionalUrl = z.url({ protocol: /^https?$/ });
const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

export const publicEnvSchema = z.object({
  SITE_URL: optionalUrl.default("http://127.0.0.1:3000").transform((url) => url.replace(/\/+$/, "")),
  BUSINESS_NAME: z.string().trim().min(1).default("BnC Cleaning"),
  BUSINESS_PHONE: z
    .string()
    .trim()
    .regex(/^[0-9()+\-. ]{7,20}$/, "must be a phone number such as (325) 555-0147")
    .default("(325) 555-0147"),
  BUSINESS_INFO_EMAIL: z.email().default("info@bnc-cleaning.example"),
  BUSINESS_STREET: z.string().trim().min(1).default("1000 Example Street, Suite 100"),
  BUSINESS_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/, "must be a 5-digit zip code")
    .default("79601"),
  BUSINESS_LATITUDE: coordinate(-90, 90).default(32.4487),
  BUSINESS_LONGITUDE: coordinate(-180, 180).default(-99.7331),
  SOCIAL_FACEBOOK_URL: optionalUrl.default("https://www.facebook.com/bnc.cleaning.example"),
  SOCIAL_INSTAGRAM_URL: optionalUrl.default("https://www.instagram.com/bnc.cleaning.example"),
  SOCIAL_LISTING_URL: optionalUrl.default("https://www.yelp.com/biz/bnc-cleaning-example-abilene"),
  /**
   * The business's "write a review" link on Google (Google Business Profile, "Ask for reviews"; or
   * https://search.google.com/local/writereview?placeid=<GOOGLE_PLACE_ID>). Empty: the reviews page invites to the
   * other review sites only. No fictional default: a wrong link would send a happy customer nowhere.
   */
  GOOGLE_REVIEW_URL: z.union([optionalUrl, z.literal("")]).default(""),
  RECAPTCHA_SITE_KEY: z.string().trim().default(""),
  GTM_ID: z
    .string()
    .trim()
    .regex(/^(GTM-[A-Z0-9]+)?$/, "must look like GTM-XXXXXXX")
    .default(""),
  /**
   * What the tags in the tag manager's container are for, comma-separated: "analytics", "advertising" or both.
   * The cookie banner asks about these purposes only, and the cookie and privacy policies describe only these.
   * Used only with GTM_ID.
   */
  GTM_PURPOSES: z
    .string()
    .default("analytics,advertising")
    .transform((value) =>
      value
        .split(",")
        .map((purpose) => purpose.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(["analytics", "advertising"], { error: 'each must be "analytics" or "advertising"' }))
        .min(1, { error: 'name at least one of "analytics", "advertising"' }),
    ),
  IMAGES_BASE_URL: z
    .union([optionalUrl, z.literal("")])
    .default("")
    .transform((url) => url.replace(/\/+$/, "")),
  /**
   * Where the browser finds the API (reviews, quote requests): empty means the site's own origin, as the original
   * site's api_url. Set it only when the API runs on another origin (its CORS and the CSP must then allow it).
   */
  API_URL: z
    .union([optionalUrl, z.literal("")])
    .default("")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Tile server for the contact-page map, {z}/{x}/{y} placeholders; empty hides the tiles but keeps the marker. */
  MAP_TILE_URL: z.string().trim().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
});

/**
 * The public configuration, plus what the build derives from the service's secrets without holding them:
 * ONLINE_PAYMENT, whether STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET were both set, so the policies and the FAQ
 * say how customers pay on this site (docs/pages-and-policies.md, "Policies follow the configuration").
 */
export type PublicEnv = z.infer<typeof publicEnvSchema> & { ONLINE_PAYMENT: boolean };

/** Turns a zod failure into one line per variable, naming it, for a build or start that must stop. */
export function describeEnvError(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`)
    .join("\n");
}

export function parsePublicEnv(env: Record<string, string | undefined>): PublicEnv {
  // An empty variable means "not set": `FOO= npm start` should fall back to the default, not fail.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = publicEnvSchema.safeParse(present);
  if (!result.success) {
    throw new Error(`Invalid public configuration:\n${describeEnvError(result.error)}`);
  }
  // Only whether both are set: the keys themselves are never part of the build.
  return {
    ...result.data,
    ONLINE_PAYMENT: Boolean(present.STRIPE_SECRET_KEY && present.STRIPE_WEBHOOK_SECRET),
  };
}

export const publicEnv: PublicEnv = parsePublicEnv(globalThis.process?.env ?? {});
