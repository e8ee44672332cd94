import type { Reporter, TestCase } from "vitest/node";

/**
 * Prints one plain closing line, `vitest: N passed, N failed`, that CI reads: a run that executed no test shows
 * as "0 passed" instead of hiding behind a green exit code.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestCaseResult(testCase: TestCase) {
    const state = testCase.result().state;
    if (state === "passed") this.passed += 1;
    else if (state === "failed") this.failed += 1;
    else this.skipped += 1;
  }

  onTestRunEnd() {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : "";
    console.log(`vitest: ${this.passed} passed, ${this.failed} failed${skipped}`);
  }
}
