import path from "node:path";
import type { ContentModel } from "../../app/content/model/content-model.ts";
import { flatten, type Tree } from "../../app/content/model/paths.ts";
import { defaultSiteContents } from "../../app/lib/site-content-context.ts";
import {
  langOfPath,
  NOT_FOUND_PRERENDER_PATH,
  NOT_FOUND_PRERENDER_PATH_ES,
  sitePages,
} from "../../app/route-table.ts";
import { loadPageRenderer } from "../page-renderer.ts";
import { type ContentReads, trackReads } from "./content-reads.ts";

/**
 * The record of the content a build rendered its pages with (build/content-defaults.json, written by
 * scripts/postbuild.ts): the model's leaves in path order. The service compares it with the content it holds at
 * start, so a copy whose defaults are what the build had renders nothing again.
 */
export const BUILD_DEFAULTS_FILE = "content-defaults.json";

export function defaultsRecord(model: ContentModel): string {
  const leaves = [...flatten(model as unknown as Tree)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(leaves);
}

/** What each page read of the default content as the build rendered it (build/content-reads.json). */
export const BUILD_READS_FILE = "content-reads.json";

/**
 * Renders every page once more with the build's server bundle and the default content behind the recording proxy,
 * and answers what each read, as JSON: the service then renders again, after the owner's first change, only the
 * pages that change reaches.
 */
export async function recordPageReads(buildDir: string): Promise<string> {
  const renderer = await loadPageRenderer({
    serverBuildFile: path.join(buildDir, "server", "index.js"),
    siteUrl: "http://127.0.0.1",
    cspSources: { apiOrigin: "", recaptcha: false, tagManager: false, imageOrigins: [] },
  });
  const record: Record<string, Array<[string, string]>> = {};
  for (const page of [
    ...sitePages.map((entry) => entry.path),
    NOT_FOUND_PRERENDER_PATH,
    NOT_FOUND_PRERENDER_PATH_ES,
  ]) {
    const reads = new Map<string, string>();
    await renderer.render(page, trackReads(defaultSiteContents[langOfPath(page)], reads));
    record[page] = [...reads];
  }
  return JSON.stringify(record);
}

/** The recorded reads, by page path. */
export function readsRecord(json: string): Map<string, ContentReads> {
  const parsed = JSON.parse(json) as Record<string, Array<[string, string]>>;
  return new Map(Object.entries(parsed).map(([page, reads]) => [page, new Map(reads)]));
}
