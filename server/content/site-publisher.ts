import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { abileneToday, type SiteContent } from "../../app/lib/site-content.ts";
import { NOT_FOUND_PRERENDER_PATH, sitePages } from "../../app/route-table.ts";
import type { PageRenderer } from "../page-renderer.ts";
import { type CspSources, type PageSet, pageFileOf } from "../pages.ts";
import type { Store } from "../store/store.ts";
import { type ContentDocument, readDocument, toSiteContent } from "./content-document.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How often each copy of the service asks the store whether the content changed (docs/architecture.md). */
export const CONTENT_POLL_MS = 2_000;

/** A page's client-navigation data (`<path>.data`), rendered with the current content. */
interface PageData {
  body: Buffer;
  contentType: string;
}

export interface SitePublisher {
  /** What the pages show now (request-time pages render with it too). */
  current(): SiteContent;
  document(): ContentDocument;
  /** The rendered `.data` of a page, once the content differs from the build's; undefined: the build's file. */
  data(dataPath: string): PageData | undefined;
  /** Reads the newest revision now and renders the pages again if it changed (after an owner's change). */
  refresh(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the served pages in step with the owner's content (docs/architecture.md, "The owner's photos and words"):
 * when the store's newest revision changes (polled, so every copy of the service sees a change made on another
 * within seconds) or a notice's last day passes, every page is rendered again with the build's own React
 * components and its HTML, compressed copies and ETag replace the prerendered ones in memory.
 */
export function createSitePublisher(options: {
  store: Store;
  renderer: PageRenderer;
  pages: PageSet;
  cspSources: CspSources;
  dataPathOf: (path: string) => string;
  onError: (error: unknown) => void;
}): SitePublisher {
  const { store, renderer, pages, cspSources } = options;
  let document = readDocument(undefined);
  let content = toSiteContent(document, []);
  let shownRevision = -1;
  let shownDay = "";
  const data = new Map<string, PageData>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function renderAll(): Promise<void> {
    for (const path of [...sitePages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH]) {
      const { html } = await renderer.render(path, content);
      const identity = Buffer.from(html);
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzipAsync(identity, { level: 9 }),
      ]);
      const file = pageFileOf(identity, cspSources, br, gz);
      if (path === NOT_FOUND_PRERENDER_PATH) pages.notFound = file;
      else pages.byPath.set(path, file);
      const rendered = await renderer.renderData(path, content);
      data.set(options.dataPathOf(path), {
        body: rendered.body,
        contentType: rendered.headers.get("content-type") ?? "text/x-script",
      });
    }
  }

  async function check(): Promise<void> {
    const revisionId = await store.latestRevisionId();
    const today = abileneToday();
    if (revisionId === shownRevision && today === shownDay) return;
    const latest = revisionId === 0 ? undefined : await store.latestRevision();
    document = readDocument(latest?.document);
    content = toSiteContent(document, await store.photos());
    // Before the first change the build's own pages are right: nothing to render.
    if (latest || shownRevision > 0) await renderAll();
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
    document: () => document,
    data: (dataPath) => data.get(dataPath),
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
