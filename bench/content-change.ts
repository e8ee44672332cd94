/**
 * A whole-site change (issue 28): the owner changes the phone number, which is on every page. Measured on the real
 * service process (SQLite): the time from the revision being stored to every page of the route table (and the 404
 * page) serving the new number, median of several changes; and, for the home page, the moving page and the quote
 * page, Lighthouse (mobile) before and after, to show that a page rendered again by the service keeps the LCP and
 * the JavaScript of the build's own. Written to bench/results/content-change.md and .json.
 *
 *   node bench/content-change.ts [--runs 5]
 *   npm run bench -- --only content-change
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sitePages } from "../app/route-table.ts";
import { phoneNumber } from "../server/content/words-editor.ts";
import {
  documentOf,
  modelOfDocument,
  readDocument,
  writeDocument,
} from "../server/store/content-document.ts";
import { openSqliteStore } from "../server/store/open-store.ts";
import { type LighthouseRun, lighthouseRun, startService, summarise } from "./lighthouse.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "..");
const LIGHTHOUSE_PAGES = ["/", "/services/moving-cleaning-services", "/get-a-quote"];

interface ContentChangeResult {
  runs: number;
  pages: number;
  /** Each change: ms from stored to served on every page. */
  delaysMs: number[];
  medianMs: number;
  lighthouse: Array<{
    path: string;
    before: Pick<LighthouseRun, "lcpMs" | "scriptBytes" | "scriptRequests" | "performance">;
    after: Pick<LighthouseRun, "lcpMs" | "scriptBytes" | "scriptRequests" | "performance">;
  }>;
}

const pick = (run: Record<keyof LighthouseRun, number>) => ({
  lcpMs: run.lcpMs,
  scriptBytes: run.scriptBytes,
  scriptRequests: run.scriptRequests,
  performance: run.performance,
});

async function lighthouseOf(url: string, runs: number) {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url));
  return pick(summarise(results));
}

export async function contentChangeBenchmark(
  runs = 5,
): Promise<{ result: ContentChangeResult; markdown: string }> {
  const service = await startService();
  const store = openSqliteStore(service.dataDir);
  const paths = [...sitePages.map((page) => page.path), "/no-such-page"];
  try {
    const lighthouseRuns = Math.min(3, runs);
    const beforeRuns = [];
    for (const page of LIGHTHOUSE_PAGES)
      beforeRuns.push(await lighthouseOf(`${service.url}${page}`, lighthouseRuns));

    const delaysMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const phone = phoneNumber(`(325) 400-${String(1000 + run).padStart(4, "0")}`);
      const revision = await store.reviseContent(
        (latest) => {
          const model = modelOfDocument(readDocument(latest?.document));
          model.business.phone = phone;
          return { document: writeDocument(documentOf(model)), summary: "Changed the business details" };
        },
        "bench@example.com",
        new Date(),
      );
      let waiting = paths;
      while (waiting.length > 0) {
        const pages = await Promise.all(
          waiting.map(async (page) => (await fetch(`${service.url}${page}`)).text()),
        );
        waiting = waiting.filter((_, index) => !pages[index]?.includes(phone));
        if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      delaysMs.push(Date.now() - revision.at.getTime());
    }

    const lighthouse = [];
    for (const [index, page] of LIGHTHOUSE_PAGES.entries()) {
      lighthouse.push({
        path: page,
        before: beforeRuns[index] as ContentChangeResult["lighthouse"][number]["before"],
        after: await lighthouseOf(`${service.url}${page}`, lighthouseRuns),
      });
    }
    const result: ContentChangeResult = {
      runs,
      pages: paths.length,
      delaysMs,
      medianMs: median(delaysMs),
      lighthouse,
    };
    return { result, markdown: markdownOf(result) };
  } finally {
    await store.close();
    service.child.kill();
  }
}

function markdownOf(result: ContentChangeResult): string {
  const rows = result.lighthouse.map(
    ({ path: page, before, after }) =>
      `| ${page} | ${Math.round(before.lcpMs)} ms | ${Math.round(after.lcpMs)} ms | ${(after.lcpMs / before.lcpMs).toFixed(2)}x | ${(before.scriptBytes / 1024).toFixed(1)} KB (${before.scriptRequests}) | ${(after.scriptBytes / 1024).toFixed(1)} KB (${after.scriptRequests}) | ${before.performance} → ${after.performance} |`,
  );
  return [
    "# A whole-site change: the phone number",
    "",
    `The owner's phone number changed ${result.runs} times on the real service (SQLite); each time, the time from the`,
    `revision stored to all ${result.pages} pages (the route table's and the 404 page) serving the new number over HTTP.`,
    "",
    `- Median: **${result.medianMs} ms** (runs: ${result.delaysMs.join(", ")} ms), including the content source's poll`,
    "  (every 2 s), the rendering of every page and this benchmark's own polling (every 25 ms).",
    "",
    "Lighthouse (mobile preset, medians) of three pages as the build made them, then as the service rendered them",
    "again after the changes: the same LCP and the same JavaScript.",
    "",
    "| page | LCP before | LCP after | ratio | JS before (requests) | JS after (requests) | performance |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
  const { result, markdown } = await contentChangeBenchmark(Math.max(1, Number(values.runs)));
  writeFileSync(path.join(root, "bench/results/content-change.json"), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(root, "bench/results/content-change.md"), markdown);
  console.info(markdown);
}
