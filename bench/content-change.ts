/**
 * A whole-site change (issue 28): the owner changes the phone number, which is on every page. Measured on the real
 * service process (SQLite): the time from the revision being stored to every page of the route table (and the 404
 * page) serving the new number, median of several changes; and, for the home page, the moving page and the quote
 * page, Lighthouse (mobile) on a copy as built against the copy whose pages were rendered again, runs alternating,
 * to show that a page rendered again by the service keeps the LCP and the JavaScript of the build's own. Written to bench/results/content-change.md and .json.
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
import type { Store } from "../server/store/store.ts";
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

/** Stores a change of the phone number in a service's store, as the owner's page does; answers when it was stored. */
async function changePhone(store: Store, phone: string): Promise<number> {
  const revision = await store.reviseContent(
    (latest) => {
      const model = modelOfDocument(readDocument(latest?.document));
      model.business.phone = phone;
      return { document: writeDocument(documentOf(model)), summary: "Changed the business details" };
    },
    "bench@example.com",
    new Date(),
  );
  return revision.at.getTime();
}

export async function contentChangeBenchmark(
  runs = 5,
): Promise<{ result: ContentChangeResult; markdown: string }> {
  // Two copies of the built site: one as the build made its pages, one whose pages the service rendered again after
  // the owner's changes. Lighthouse runs alternate between them, so both meet the same machine.
  const [built, changed] = await Promise.all([startService(), startService()]);
  const store = openSqliteStore(changed.dataDir);
  const paths = [...sitePages.map((page) => page.path), "/no-such-page"];
  try {
    const delaysMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const phone = phoneNumber(`(325) 400-${String(1000 + run).padStart(4, "0")}`);
      const storedAt = await changePhone(store, phone);
      let waiting = paths;
      while (waiting.length > 0) {
        const pages = await Promise.all(
          waiting.map(async (page) => (await fetch(`${changed.url}${page}`)).text()),
        );
        waiting = waiting.filter((_, index) => !pages[index]?.includes(phone));
        if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      delaysMs.push(Date.now() - storedAt);
    }

    const lighthouse = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const before: LighthouseRun[] = [];
      const after: LighthouseRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        before.push(await lighthouseRun(`${built.url}${page}`));
        after.push(await lighthouseRun(`${changed.url}${page}`));
      }
      lighthouse.push({ path: page, before: pick(summarise(before)), after: pick(summarise(after)) });
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
    built.child.kill();
    changed.child.kill();
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
    `Lighthouse (mobile preset, medians of ${result.runs} runs, alternating between the two copies) of three pages as`,
    "the build made them and as the service rendered them again after the changes: the same LCP and JavaScript.",
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
