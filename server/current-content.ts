import type { Lang } from "../app/content/model/languages.ts";
import type { SiteContent } from "../app/lib/site-content.ts";
import { defaultSiteContent } from "../app/lib/site-content-context.ts";
import type { SiteContentSource } from "./content-source.ts";

/**
 * The content as this copy of the service last read it, for code that runs deep inside a feature (an email's
 * signature, the town a zip code is in, the hours "how fast we answer" counts): server/features.ts connects the
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
