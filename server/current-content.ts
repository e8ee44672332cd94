import { type BookingRules, rulesOf } from "../app/content/booking.ts";
import type { Lang } from "../app/content/model/languages.ts";
import type { SiteContent } from "../app/lib/site-content.ts";
import { defaultSiteContent } from "../app/lib/site-content-context.ts";
import type { SiteContentSource } from "./content-source.ts";

/**
 * The content as this copy of the service last read it, for code that runs deep inside a feature (an email's
 * signature, the town a zip code is in, the hours "how fast we answer" counts, the booking rules: the windows and
 * days the owner set): server/features.ts connects the
 * one content source at start, and until then (a test of one function, the command line before it loads) the
 * default content answers. Features that hold the source may pass it explicitly instead.
 */
let connected: SiteContentSource | undefined;

export function connectCurrentContent(source: SiteContentSource | undefined): void {
  connected = source;
}

export function currentContent(lang: Lang = "en"): SiteContent {
  return connected?.current(lang) ?? defaultSiteContent;
}

/** The content revision this copy has read (0: the defaults): what a cache of anything the content decides keys on. */
export function currentContentRevision(): number {
  return connected?.revision() ?? 0;
}

const rulesOfContent = new WeakMap<SiteContent, BookingRules>();

/**
 * The booking rules of the content as this copy last read it: the owner's arrival windows and days with the fixed
 * settings (app/content/booking.ts), the windows named in `lang`. Worked out once per content, as every request of
 * the quote form asks.
 */
export function currentBookingRules(lang: Lang = "en"): BookingRules {
  const content = currentContent(lang);
  let rules = rulesOfContent.get(content);
  if (!rules) {
    rules = rulesOf(content.booking);
    rulesOfContent.set(content, rules);
  }
  return rules;
}
