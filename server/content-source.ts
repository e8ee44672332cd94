import { type ContentModel, modelOf } from "../app/content/model/content-model.ts";
import type { Lang } from "../app/content/model/languages.ts";
import { resolveContent } from "../app/content/model/resolve.ts";
import { abileneToday, type SiteContent } from "../app/lib/site-content.ts";
import { readDocument } from "./content/content-document.ts";
import type { StoredPhoto } from "./store/site-content.ts";
import type { Store } from "./store/store.ts";

/**
 * The site's content as the owner keeps it now, for every part of the service: the pages (the content feature's
 * publisher renders them from it), the emails' signature and the invitations' location (contact, booking), the
 * hours that "how fast we answer" counts (owner), the start-up log and /healthz's details. Each copy of the service
 * asks the store for the newest revision every 2 seconds, so a change made on one copy is everywhere within
 * seconds (docs/architecture.md, "The content model").
 */
export interface SiteContentSource {
  /** The content resolved for a language (English unless asked), with today's date. */
  current(lang?: Lang): SiteContent;
  /** The model the owner edits, as the newest revision has it. */
  model(): ContentModel;
  /** The newest revision's id this copy has read (0: none yet, the defaults). */
  revision(): number;
  /** Reads the newest revision now; answers whether the content (or the day) changed. */
  refresh(): Promise<boolean>;
  /** Called after each change this copy reads (one at a time, in order). */
  onChange(listener: () => Promise<void>): void;
  start(): Promise<void>;
  stop(): void;
}

export const CONTENT_POLL_MS = 2_000;

export function createSiteContentSource(
  store: Store,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): SiteContentSource {
  let model = modelOf(new Map());
  let photos: readonly StoredPhoto[] = [];
  let revision = -1;
  let renditions = "";
  let day = "";
  const resolved = new Map<Lang, SiteContent>();
  const listeners: Array<() => Promise<void>> = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> = Promise.resolve(false);

  async function check(): Promise<boolean> {
    // The newest revision, and the photos' renditions (a photo's AVIF arrives after it went live: no revision).
    const stamp = await store.contentStamp();
    const latestId = stamp.revision;
    const today = abileneToday();
    if (latestId === revision && stamp.renditions === renditions && today === day) return false;
    const [latest, facts] = await Promise.all([
      latestId === 0 ? undefined : store.latestRevision(),
      store.photos(),
    ]);
    model = modelOf(readDocument(latest?.document).overrides);
    photos = facts;
    revision = latest?.id ?? 0;
    renditions = stamp.renditions;
    day = today;
    resolved.clear();
    for (const listener of listeners) await listener();
    return true;
  }

  const serialised = () => {
    running = running.then(check, check);
    return running;
  };

  return {
    current(lang = "en") {
      let content = resolved.get(lang);
      if (!content) {
        content = { ...resolveContent(model, photos, lang), ...(day ? { today: day } : {}) };
        resolved.set(lang, content);
      }
      return content;
    },
    model: () => model,
    revision: () => Math.max(revision, 0),
    refresh: serialised,
    onChange(listener) {
      listeners.push(listener);
    },
    async start() {
      await serialised();
      timer = setInterval(() => {
        serialised().catch((error: unknown) => options.onError?.(error));
      }, options.pollMs ?? CONTENT_POLL_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
