import { existsSync, readFileSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Lang } from "../../app/content/model/languages.ts";
import type { OwnerInboxService } from "../../app/lib/owner-inbox.ts";
import type { OwnerSiteService } from "../../app/lib/owner-site.ts";
import type { OwnerWordsService } from "../../app/lib/owner-words.ts";
import type { SiteContent } from "../../app/lib/site-content.ts";
import type { SiteContentSource } from "../content-source.ts";
import type { PageRenderer } from "../page-renderer.ts";
import type { CspSources, PageSet } from "../pages.ts";
import type { Store } from "../store/store.ts";
import { type AvifBacklog, createAvifBacklog } from "./avif-backlog.ts";
import { BUILD_DEFAULTS_FILE, BUILD_READS_FILE, readsRecord } from "./build-defaults.ts";
import { modelOfDocument, readDocument } from "./content-document.ts";
import { registerMediaRoute, registerOwnerPhotoFiles } from "./media-route.ts";
import { ownerSiteService } from "./owner-site-service.ts";
import { ownerWordsService } from "./owner-words-service.ts";
import { registerPhotoUpload } from "./photo-upload-route.ts";
import { createSitePublisher, type SitePublisher } from "./site-publisher.ts";

/**
 * /sitemap.xml as the build wrote it, each page's date moved forward to the day the owner last changed what that
 * page shows (a gallery, the testimonials), when that is later: search engines see which pages have new content.
 */
function registerSitemap(app: FastifyInstance, file: string, publisher: SitePublisher): void {
  if (!existsSync(file)) return;
  const built = readFileSync(file, "utf8");
  app.get("/sitemap.xml", (_request, reply) => {
    const xml = built.replace(
      /<loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g,
      (whole, loc: string, lastmod: string) => {
        const changed = publisher.lastChanged(new URL(loc).pathname);
        return changed && changed > lastmod ? `<loc>${loc}</loc><lastmod>${changed}</lastmod>` : whole;
      },
    );
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });
}

/** A photo out of the library is kept this long (undo brings it back), then deleted with its files. */
const REMOVED_PHOTO_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * The owner's photos and words as one feature (docs/architecture.md, "The owner's photos and words"): the
 * publisher that keeps the served pages in step with the content, the photos' files, the upload, and the owner's
 * site pages' service. server/app.ts attaches it once the pages and the renderer are loaded.
 */
export interface ContentFeature {
  attach(
    app: FastifyInstance,
    parts: {
      renderer: PageRenderer;
      pages: PageSet;
      cspSources: CspSources;
      siteUrl: string;
      /** build/client: its sitemap.xml is served with the dates the owner's changes moved forward. */
      buildDir: string;
      ownerInbox?: (request: FastifyRequest) => OwnerInboxService;
    },
  ): Promise<void>;
  /** What the pages show now; before attach, nothing (the build's content). */
  current(lang?: Lang): SiteContent | undefined;
  /** Reads the newest revision now (rather than at the next poll) and renders what it changed. */
  refresh(): Promise<void>;
  /** The owner's site pages' service for whoever `owner` says is signed in (undefined before attach). */
  ownerSite(owner: () => Promise<{ email: string } | undefined>): OwnerSiteService | undefined;
  /** The owner's words and facts for whoever `owner` says is signed in (undefined before attach). */
  ownerWords(owner: () => Promise<{ email: string } | undefined>): OwnerWordsService | undefined;
  /** Resolves once no photo's AVIF renditions are being made here (tests). */
  photosSettled(): Promise<void>;
  stop(): void;
}

/** An upload's files live at most its 28 s of body and 10 minutes of answer: older ones were left by a stop. */
const STALE_UPLOAD_MS = 60 * 60_000;

async function removeStaleUploads(directory: string, now = Date.now()): Promise<void> {
  const names = await readdir(directory).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(file, { recursive: true, force: true });
  }
}

/**
 * `uploadDir`: where upload bodies are streamed while they are read (DATA_DIR/uploads: on the data disk, never a
 * memory-backed /tmp); what a stopped process left there is removed at start (another process on the same
 * DATA_DIR may be reading its own files meanwhile, so only files an hour old).
 */
export function createContentFeature(
  store: Store,
  source: SiteContentSource,
  options: { uploadDir: string },
): ContentFeature {
  let publisher: SitePublisher | undefined;
  let backlog: AvifBacklog | undefined;
  let renderer: PageRenderer | undefined;
  let siteUrl = "";
  let purgeTimer: NodeJS.Timeout | undefined;

  /** Deletes photos out of every revision of the last 30 days and uploaded before them: undo can no longer want them. */
  async function purgeRemovedPhotos(now = Date.now()): Promise<number> {
    const since = now - REMOVED_PHOTO_DAYS * DAY_MS;
    const wanted = new Set<string>();
    for (const revision of await store.revisions(10_000)) {
      if (revision.at.getTime() < since && wanted.size > 0) break;
      for (const id of Object.keys(modelOfDocument(readDocument(revision.document)).photos)) wanted.add(id);
    }
    const doomed = (await store.photos())
      .filter((photo) => !wanted.has(photo.id) && photo.uploadedAt.getTime() < since)
      .map((photo) => photo.id);
    return doomed.length > 0 ? store.deletePhotos(doomed) : 0;
  }

  return {
    async attach(app, parts) {
      const log = app.log;
      renderer = parts.renderer;
      siteUrl = parts.siteUrl;
      const defaultsFile = path.join(parts.buildDir, "..", BUILD_DEFAULTS_FILE);
      const readsFile = path.join(parts.buildDir, "..", BUILD_READS_FILE);
      publisher = createSitePublisher({
        source,
        store,
        renderer: parts.renderer,
        pages: parts.pages,
        cspSources: parts.cspSources,
        ...(existsSync(defaultsFile) ? { buildDefaults: readFileSync(defaultsFile, "utf8") } : {}),
        ...(existsSync(readsFile) ? { buildReads: readsRecord(readFileSync(readsFile, "utf8")) } : {}),
        onPageFailed: (page, error) =>
          log.error(
            { err: error, page },
            "site content: a page could not be rendered again; it keeps its last good HTML",
          ),
      });
      const published = publisher;
      const photos = createAvifBacklog({
        store,
        onFinished: () => published.refresh(),
        onError: (error) =>
          log.error({ err: error }, "site content: AVIF renditions not made (tried again later)"),
      });
      backlog = photos;
      registerMediaRoute(app, store, () => publisher?.current());
      registerSitemap(app, path.join(parts.buildDir, "sitemap.xml"), publisher);
      if (parts.ownerInbox) {
        registerOwnerPhotoFiles(app, store, parts.ownerInbox);
        await removeStaleUploads(options.uploadDir);
        registerPhotoUpload(app, {
          store,
          publisher,
          renderer: parts.renderer,
          ownerInbox: parts.ownerInbox,
          siteUrl: parts.siteUrl,
          uploadDir: options.uploadDir,
          onStored: () => photos.wake(),
        });
      }
      await publisher.start();
      photos.start();
      const purge = () =>
        purgeRemovedPhotos().catch((error) =>
          log.error({ err: error }, "site content: removed photos not purged"),
        );
      purgeTimer = setInterval(purge, DAY_MS);
      purgeTimer.unref();
      await purge();
    },
    current: (lang) => publisher?.current(lang),
    refresh: async () => publisher?.refresh(),
    ownerSite(owner) {
      return publisher && ownerSiteService({ store, publisher, owner });
    },
    ownerWords(owner) {
      return publisher && renderer && ownerWordsService({ store, publisher, renderer, owner, siteUrl });
    },
    photosSettled: async () => backlog?.idle(),
    stop() {
      publisher?.stop();
      backlog?.stop();
      clearInterval(purgeTimer);
    },
  };
}
