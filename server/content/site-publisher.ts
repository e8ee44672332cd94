import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type ContentModel, modelOf } from "../../app/content/model/content-model.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import { abileneToday, type SiteContent } from "../../app/lib/site-content.ts";
import {
  langOfPath,
  NOT_FOUND_PRERENDER_PATH,
  NOT_FOUND_PRERENDER_PATH_ES,
  sitePages,
} from "../../app/route-table.ts";
import type { SiteContentSource } from "../content-source.ts";
import type { PageRenderer } from "../page-renderer.ts";
import { type CspSources, type PageSet, pageFileOf } from "../pages.ts";
import type { Store } from "../store/store.ts";
import { defaultsRecord } from "./build-defaults.ts";
import { modelOfDocument, readDocument, toSiteContent } from "./content-document.ts";
import { type ContentReads, readsChanged, trackReads, valueAt } from "./content-reads.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How many revisions back the sitemap's dates are worked out from at start (older changes date from the oldest). */
const HISTORY_DATED = 1_000;

/**
 * Reads that date no page in the sitemap: a notice (a holiday closing is no new content), the day itself, and a
 * photo's AVIF arriving after it went live (the same photo, in one more format).
 */
const undated = (path: string) =>
  path === "today" || path === "notice" || path.startsWith("notice/") || /^photos\/[^/]+\/avif$/.test(path);

export interface SitePublisher {
  /** What the pages show now in a language, English unless asked (request-time pages render with it too). */
  current(lang?: Lang): SiteContent;
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
 * when the content source reads a new revision (polled, so every copy of the service sees a change made on another
 * within seconds) or a new day begins, each page whose reads of the content changed is rendered again with the
 * build's own React components, and its HTML, compressed copies and ETag replace the ones served. A page that fails
 * to render keeps the HTML it had, and the failure is logged: the site never serves an error page as a page.
 */
export function createSitePublisher(options: {
  source: SiteContentSource;
  store: Store;
  renderer: PageRenderer;
  pages: PageSet;
  cspSources: CspSources;
  /** A page that could not be rendered again (it keeps its last good HTML). */
  onPageFailed?: (path: string, problem: unknown) => void;
  /**
   * The content the build rendered its pages with (build/content-defaults.json, scripts/postbuild.ts): when the
   * defaults now differ (an operator's preset read at start), every page is rendered again. Unknown: rendered.
   */
  buildDefaults?: string;
  /** What each of the build's pages read of its content (build/content-reads.json), when the build recorded it. */
  buildReads?: ReadonlyMap<string, ContentReads>;
}): SitePublisher {
  const { source, store, renderer, pages, cspSources } = options;
  /** What the pages show now, in each language (a Spanish page renders with the Spanish words). */
  const both = (): Record<Lang, SiteContent> => ({ en: source.current("en"), es: source.current("es") });
  let contents = both();
  let firstRender = true;

  /**
   * What each page read of the content when it was last rendered here. Unknown for the build's pages until this
   * copy first renders them: they show the build's content, so they are rendered once the content differs from it.
   */
  const shownReads = new Map<string, ContentReads>();
  const pagesToWatch = [
    ...sitePages.map((page) => page.path),
    NOT_FOUND_PRERENDER_PATH,
    NOT_FOUND_PRERENDER_PATH_ES,
  ];
  /** Whether the model is what the build rendered its pages with (the defaults at build, build variables included). */
  const asBuilt = (model: ContentModel) =>
    options.buildDefaults !== undefined && defaultsRecord(model) === options.buildDefaults;
  // The build's pages read the build's content; with the same defaults here, what they read is known.
  if (options.buildReads && asBuilt(modelOf(new Map()))) {
    for (const [path, reads] of options.buildReads) shownReads.set(path, reads);
  }

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
    else if (path === NOT_FOUND_PRERENDER_PATH_ES) pages.notFoundEs = file;
    else pages.byPath.set(path, file);
    return reads;
  }

  /** Renders again the pages whose reads changed (every page the first time the content is not the build's). */
  async function renderChanged(next: Record<Lang, SiteContent>, day: string | undefined): Promise<void> {
    const differsFromBuild = source.revision() > 0 || !asBuilt(source.model());
    for (const path of pagesToWatch) {
      const lang = langOfPath(path);
      const reads = shownReads.get(path);
      const stale = reads ? readsChanged(reads, next[lang]) : differsFromBuild;
      if (!stale) continue;
      try {
        const newReads = await renderPage(path, next[lang]);
        // Dated when what it shows (the notice aside) is not what it showed before.
        if (day && readsChanged(newReads, contents[lang], undated)) changedOn.set(path, day);
        shownReads.set(path, newReads);
      } catch (error) {
        // The page keeps what it showed; the next change tries again.
        options.onPageFailed?.(path, error);
      }
    }
  }

  /** Per page, the day its own content (the notice aside) last changed: from the history at start, then as it goes. */
  const changedOn = new Map<string, string>();
  async function datePages(): Promise<void> {
    const facts = await store.photos();
    const revisions = [...(await store.revisions(HISTORY_DATED))].reverse();
    const resolved = (json: string | undefined) => {
      const model = modelOfDocument(readDocument(json));
      return { en: toSiteContent(model, facts, "en"), es: toSiteContent(model, facts, "es") };
    };
    let previous = resolved(undefined);
    for (const revision of revisions) {
      const revised = resolved(revision.document);
      for (const [path, reads] of shownReads) {
        const lang = langOfPath(path);
        // What the page reads now, as the previous revision had it against this one.
        const changed = [...reads.keys()].some(
          (read) => !undated(read) && valueAt(previous[lang], read) !== valueAt(revised[lang], read),
        );
        if (changed) changedOn.set(path, abileneToday(revision.at));
      }
      previous = revised;
    }
  }

  async function publish(): Promise<void> {
    const next = both();
    // At start the history dates the pages (below), not the moment this copy happened to start.
    await renderChanged(next, firstRender ? undefined : (next.en.today ?? abileneToday()));
    contents = next;
    if (firstRender && source.revision() > 0) await datePages();
    firstRender = false;
  }

  return {
    current: (lang = "en") => contents[lang],
    model: () => source.model(),
    lastChanged: (path) => changedOn.get(path),
    refresh: async () => {
      await source.refresh();
    },
    async start() {
      source.onChange(publish);
      await publish();
    },
    stop() {},
  };
}
