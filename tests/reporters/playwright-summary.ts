import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Prints one plain closing line, `playwright: N passed, N failed`, that CI reads (see vitest-summary.ts). */
export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, TestCase>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test);
  }

  onEnd(_result: FullResult) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.outcomes.values()) {
      const outcome = test.outcome();
      if (outcome === "expected" || outcome === "flaky") passed += 1;
      else if (outcome === "skipped") skipped += 1;
      else failed += 1;
    }
    console.log(`playwright: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }

  printsToStdio() {
    return false;
  }
}
