/**
 * The home page's main-thread scripting time (script evaluation plus parsing and compiling, Lighthouse's
 * mainthread-work-breakdown, mobile preset with its 4x CPU slowdown), for this build and for any other service
 * given, such as the previous design run from its own worktree. Runs interleaved, so each meets the same machine;
 * medians. Writes bench/results/main-thread.md and .json.
 *
 *   node bench/main-thread.ts [--runs 3] [--path /] [label=http://127.0.0.1:4000 …]
 *
 * This build is always measured (as "islands"), on a service started here.
 */
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type LighthouseRun, lighthouseRun, startService, summarise } from "./lighthouse.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "3" }, path: { type: "string", default: "/" } },
});
const runs = Math.max(1, Number(values.runs));
const others = positionals.map((pair) => {
  const [label = "", url = ""] = pair.split(/=(.*)/);
  if (!label || !URL.canParse(url)) throw new Error(`expected label=url, not "${pair}"`);
  return { label, url: url.replace(/\/$/, "") };
});

const service = await startService();
try {
  const targets = [{ label: "islands", url: service.url }, ...others];
  const byLabel = new Map<string, LighthouseRun[]>(targets.map((target) => [target.label, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) {
      const result = await lighthouseRun(`${target.url}${values.path}`);
      byLabel.get(target.label)?.push(result);
      console.log(`${target.label} run ${run + 1}: scripting ${Math.round(result.scriptingMs)} ms`);
    }
  }
  const results = targets.map((target) => {
    const list = byLabel.get(target.label) ?? [];
    return { label: target.label, median: summarise(list), runs: list };
  });
  const started = new Date().toISOString();
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    "# Main-thread scripting time",
    "",
    `Run ${started} on ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(
        " ",
      )} at the end. Page ${values.path}, Lighthouse 13 mobile preset, medians of ${runs} interleaved runs.`,
    'Scripting is mainthread-work-breakdown\'s "Script Evaluation" plus "Script Parsing & Compilation"; a run whose audit came back empty is shown as such and left out of the median.',
    "",
    "| build | scripting | each run | TBT | LCP | performance | JS transferred |",
    "|---|---|---|---|---|---|---|",
    ...results.map(
      (entry) =>
        `| ${entry.label} | ${ms(entry.median.scriptingMs)} | ${entry.runs.map((run) => (Number.isNaN(run.scriptingMs) ? "no audit" : ms(run.scriptingMs))).join(", ")} | ${ms(entry.median.tbtMs)} | ${ms(entry.median.lcpMs)} | ${entry.median.performance.toFixed(2)} | ${(entry.median.scriptBytes / 1024).toFixed(1)} KB |`,
    ),
    "",
  ];
  const islands = results[0];
  for (const other of results.slice(1)) {
    if (!islands) break;
    const ratio = islands.median.scriptingMs / other.median.scriptingMs;
    lines.push(
      `Islands against ${other.label}: ${ratio.toFixed(2)}x (target: at most 0.5x): ${ratio <= 0.5 ? "met" : "**not met**"}.`,
    );
  }
  writeFileSync(path.join(root, "bench/results/main-thread.md"), `${lines.join("\n")}\n`);
  writeFileSync(
    path.join(root, "bench/results/main-thread.json"),
    `${JSON.stringify({ started, path: values.path, runs, results }, null, 2)}\n`,
  );
  console.log(lines.join("\n"));
} finally {
  service.child.kill("SIGTERM");
  rmSync(service.dataDir, { recursive: true, force: true });
}
