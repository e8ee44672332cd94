import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  abileneToday,
  activeNotice,
  comparisonPhotos,
  galleryPhotos,
  type SiteContent,
  type SitePhoto,
} from "../../app/lib/site-content.ts";
import { NOT_FOUND_PRERENDER_PATH, sitePages } from "../../app/route-table.ts";
import type { PageRenderer } from "../page-renderer.ts";
import { type CspSources, type PageSet, pageFileOf } from "../pages.ts";
import type { ContentRevision, StoredPhoto } from "../store/site-content.ts";
import type { Store } from "../store/store.ts";
import { type ContentDocument, isGalleryKey, readDocument, toSiteContent } from "./content-document.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How often each copy of the service asks the store whether the content changed (docs/architecture.md). */
export const CONTENT_POLL_MS = 2_000;
/** How many revisions back the sitemap's dates are worked out from at start (older changes date from the oldest). */
const HISTORY_DATED = 1_000;

/**
 * The part of the content a page shows, as its loaders read it (app/root.tsx: the notice; home and reviews: the
 * testimonials; a service page and /services/commercial: their gallery and before/after pair). A route that starts
 * reading another part of the content adds it here, or its page would not follow a change.
 */
function inputsOf(pageId: string | undefined, content: SiteContent, today: string): string {
  const key = pageId !== undefined && isGalleryKey(pageId) ? pageId : undefined;
  // Without a day, what the sitemap's dates follow: the notice is left out (a holiday notice is no new content), and
  // so is a photo's AVIF arriving after it went live (the same photo, in one more format).
  const dated = (photo: SitePhoto) => (today ? photo : { ...photo, avif: null });
  const pair = key ? comparisonPhotos(content, key) : undefined;
  return JSON.stringify({
    notice: today ? (activeNotice(content, today) ?? null) : null,
    testimonials: pageId === "home" || pageId === "reviews" ? content.testimonials : null,
    gallery: key ? galleryPhotos(content, key).map(dated) : null,
    comparison: pair ? { before: dated(pair.before), after: dated(pair.after) } : null,
  });
}

export interface SitePublisher {
  /** What the pages show now (request-time pages render with it too). */
  current(): SiteContent;
  document(): ContentDocument;
  /** The day (YYYY-MM-DD, Abilene) the owner last changed what this page shows, if ever: the sitemap's date. */
  lastChanged(path: string): string | undefined;
  /** Reads the newest revision now and renders the pages again if it changed (after an owner's change). */
  refresh(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the served pages in step with the owner's content (docs/architecture.md, "The owner's photos and words"):
 * when the store's newest revision or its photos' renditions change (polled, so every copy of the service sees a
 * change made on another within seconds) or a notice's last day passes, every page is rendered again with the
 * build's own React components and its HTML, compressed copies and ETag replace the prerendered ones in memory.
 */
export function createSitePublisher(options: {
  store: Store;
  renderer: PageRenderer;
  pages: PageSet;
  cspSources: CspSources;
  onError: (error: unknown) => void;
}): SitePublisher {
  const { store, renderer, pages, cspSources } = options;
  let document = readDocument(undefined);
  let content = toSiteContent(document, []);
  let shownRevision = -1;
  let shownRenditions = "";
  let shownDay = "";
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /** What each page showed when it was last rendered (the build's pages: the default content, no notice). */
  const shown = new Map<string, string>();
  const pagesToWatch = [
    ...sitePages.map((page) => ({ path: page.path, id: page.id as string | undefined })),
    { path: NOT_FOUND_PRERENDER_PATH, id: undefined },
  ];
  for (const page of pagesToWatch) shown.set(page.path, inputsOf(page.id, content, ""));

  /**
   * Renders again the pages whose part of the content changed (a gallery: its page; the notice: every page): their
   * HTML, each served as soon as it is made.
   */
  async function renderChanged(today: string): Promise<void> {
    const changed = pagesToWatch.filter(({ path, id }) => shown.get(path) !== inputsOf(id, content, today));
    for (const { path, id } of changed) {
      const identity = Buffer.from((await renderer.render(path, content)).html);
      // Quick settings: made at run time for every copy, unlike the build's (the bytes differ by a few percent).
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzipAsync(identity, { level: 6 }),
      ]);
      const file = pageFileOf(identity, cspSources, br, gz);
      if (path === NOT_FOUND_PRERENDER_PATH) pages.notFound = file;
      else pages.byPath.set(path, file);
      shown.set(path, inputsOf(id, content, today));
    }
  }

  /** Per page, the day its own content (the notice aside) last changed: from the history at start, then as it goes. */
  const changedOn = new Map<string, string>();
  let datedInputs = new Map(pagesToWatch.map(({ path, id }) => [path, inputsOf(id, content, "")]));
  function datePages(revisions: readonly ContentRevision[], facts: readonly StoredPhoto[]): void {
    for (const revision of revisions) {
      const revised = toSiteContent(readDocument(revision.document), facts);
      const inputs = new Map(pagesToWatch.map(({ path, id }) => [path, inputsOf(id, revised, "")]));
      for (const [path, now] of inputs) {
        if (datedInputs.get(path) !== now) changedOn.set(path, abileneToday(revision.at));
      }
      datedInputs = inputs;
    }
  }

  async function check(): Promise<void> {
    const { revision: revisionId, renditions } = await store.contentStamp();
    const today = abileneToday();
    if (revisionId === shownRevision && renditions === shownRenditions && today === shownDay) return;
    const latest = revisionId === 0 ? undefined : await store.latestRevision();
    const facts = await store.photos();
    // At start, the history dates each page; afterwards the revisions since the last check do.
    if (revisionId !== shownRevision) {
      const since = Math.max(shownRevision, 0);
      datePages(
        (await store.revisions(HISTORY_DATED)).filter((revision) => revision.id > since).reverse(),
        facts,
      );
    }
    document = readDocument(latest?.document);
    content = toSiteContent(document, facts);
    await renderChanged(today);
    shownRevision = latest?.id ?? 0;
    shownRenditions = renditions;
    shownDay = today;
  }

  /** One check at a time: a poll and an owner's refresh never render at once. */
  const serialised = () => {
    running = running.then(check, check);
    return running;
  };

  return {
    current: () => content,
    document: () => document,
    lastChanged: (path) => changedOn.get(path),
    refresh: serialised,
    async start() {
      await serialised();
      timer = setInterval(() => {
        serialised().catch(options.onError);
      }, CONTENT_POLL_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
