import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ContentModel } from "../../app/content/model/content-model.ts";
import { abileneToday, type SiteContent } from "../../app/lib/site-content.ts";
import { NOT_FOUND_PRERENDER_PATH, sitePages } from "../../app/route-table.ts";
import type { PageRenderer } from "../page-renderer.ts";
import { type CspSources, type PageSet, pageFileOf } from "../pages.ts";
import type { ContentRevision, StoredPhoto } from "../store/site-content.ts";
import type { Store } from "../store/store.ts";
import { modelOfDocument, readDocument, toSiteContent } from "./content-document.ts";
import { type ContentReads, readsChanged, trackReads, valueAt } from "./content-reads.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How often each copy of the service asks the store whether the content changed (docs/architecture.md). */
export const CONTENT_POLL_MS = 2_000;
/** How many revisions back the sitemap's dates are worked out from at start (older changes date from the oldest). */
const HISTORY_DATED = 1_000;

/** Reads that date no page in the sitemap: a notice (a holiday closing is no new content) and the day itself. */
const undated = (path: string) => path === "today" || path === "notice" || path.startsWith("notice/");

export interface SitePublisher {
  /** What the pages show now (request-time pages render with it too). */
  current(): SiteContent;
  /** The model the owner edits, as the newest revision has it. */
  model(): ContentModel;
  /** The day (YYYY-MM-DD, Abilene) the owner last changed what this page shows, if ever: the sitemap's date. */
  lastChanged(path: string): string | undefined;
  /** Reads the newest revision now and renders the pages again if it changed (after an owner's change). */
  refresh(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the served pages in step with the owner's content (docs/architecture.md, "The owner's photos and words"):
 * when the store's newest revision changes (polled, so every copy of the service sees a change made on another
 * within seconds) or a new day begins, each page whose reads of the content changed is rendered again with the
 * build's own React components, and its HTML, compressed copies and ETag replace the ones served. A page that fails
 * to render keeps the HTML it had, and the failure is logged: the site never serves an error page as a page.
 */
export function createSitePublisher(options: {
  store: Store;
  renderer: PageRenderer;
  pages: PageSet;
  cspSources: CspSources;
  onError: (error: unknown) => void;
  /** A page that could not be rendered again (it keeps its last good HTML). */
  onPageFailed?: (path: string, problem: unknown) => void;
}): SitePublisher {
  const { store, renderer, pages, cspSources } = options;
  let model = modelOfDocument(readDocument(undefined));
  let content: SiteContent = toSiteContent(model, []);
  let shownRevision = -1;
  let shownDay = "";
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  /**
   * What each page read of the content when it was last rendered here. Unknown for the build's pages until this
   * copy first renders them: they show the default content, so they are rendered at the first content that differs.
   */
  const shownReads = new Map<string, ContentReads>();
  const pagesToWatch = [...sitePages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH];
  let contentIsDefault = true;

  async function renderPage(path: string, next: SiteContent): Promise<ContentReads> {
    const reads = new Map<string, string>();
    const rendered = await renderer.render(path, trackReads(next, reads));
    // The catch-all renders the 404 page with 200 (the service sends it with 404); anything else is an error page.
    if (rendered.status !== 200) throw new Error(`status ${rendered.status}`);
    const identity = Buffer.from(rendered.html);
    // Quick settings: made at run time for every copy, unlike the build's (the bytes differ by a few percent).
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(identity, { level: 6 }),
    ]);
    const file = pageFileOf(identity, cspSources, br, gz);
    if (path === NOT_FOUND_PRERENDER_PATH) pages.notFound = file;
    else pages.byPath.set(path, file);
    return reads;
  }

  /** Renders again the pages whose reads changed (every page the first time the content is not the default). */
  async function renderChanged(next: SiteContent, day: string | undefined): Promise<void> {
    for (const path of pagesToWatch) {
      const reads = shownReads.get(path);
      const stale = reads ? readsChanged(reads, next) : !contentIsDefault;
      if (!stale) continue;
      try {
        const newReads = await renderPage(path, next);
        // Dated when what it shows (the notice aside) is not what it showed before.
        if (day && readsChanged(newReads, content, undated)) changedOn.set(path, day);
        shownReads.set(path, newReads);
      } catch (error) {
        // The page keeps what it showed; the next change tries again.
        options.onPageFailed?.(path, error);
      }
    }
  }

  /** Per page, the day its own content (the notice aside) last changed: from the history at start, then as it goes. */
  const changedOn = new Map<string, string>();
  function datePages(revisions: readonly ContentRevision[], facts: readonly StoredPhoto[]): void {
    let previous = toSiteContent(modelOfDocument(readDocument(undefined)), facts);
    for (const revision of revisions) {
      const revised = toSiteContent(modelOfDocument(readDocument(revision.document)), facts);
      for (const [path, reads] of shownReads) {
        // What the page reads now, as the previous revision had it against this one.
        const changed = [...reads.keys()].some(
          (read) => !undated(read) && valueAt(previous, read) !== valueAt(revised, read),
        );
        if (changed) changedOn.set(path, abileneToday(revision.at));
      }
      previous = revised;
    }
  }

  async function check(): Promise<void> {
    const revisionId = await store.latestRevisionId();
    const today = abileneToday();
    if (revisionId === shownRevision && today === shownDay) return;
    const latest = revisionId === 0 ? undefined : await store.latestRevision();
    const facts = await store.photos();
    const firstCheck = shownRevision === -1;
    model = modelOfDocument(readDocument(latest?.document));
    const next = { ...toSiteContent(model, facts), today };
    if (latest) contentIsDefault = false;
    // At start the history dates the pages (below), not the moment this copy happened to start.
    await renderChanged(next, firstCheck ? undefined : today);
    content = next;
    // At start, the history dates each page (its reads are known once it is rendered).
    if (firstCheck && latest) {
      datePages([...(await store.revisions(HISTORY_DATED))].reverse(), facts);
    }
    shownRevision = latest?.id ?? 0;
    shownDay = today;
  }

  /** One check at a time: a poll and an owner's refresh never render at once. */
  const serialised = () => {
    running = running.then(check, check);
    return running;
  };

  return {
    current: () => content,
    model: () => model,
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
