import { test as base, expect } from "@playwright/test";

/**
 * The `page` of every browser test, watched: a script error on the page, a console error, or a failed request to
 * the site itself fails the test that caused it. Third-party hosts are unreachable here by design and ignored.
 */
export const test = base.extend<{ allowedProblems: RegExp | undefined }>({
  /**
   * Problems a test causes on purpose (a failed send it provokes, say), as one pattern; anything else still fails
   * the test. None by default: `test.use({ allowedProblems: /Error sending email/ })` in the tests that need it.
   */
  allowedProblems: [undefined, { option: true }],
  page: async ({ page, baseURL, allowedProblems }, use) => {
    const problems: string[] = [];
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !/net::ERR_|Failed to load resource/.test(message.text())) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on("requestfailed", (request) => {
      // A navigation away cancels requests in flight: that is the browser's doing, not a failure of the site.
      if (request.url().startsWith(origin) && request.failure()?.errorText !== "net::ERR_ABORTED") {
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
      }
    });
    page.on("response", (response) => {
      const url = response.url();
      if (
        url.startsWith(origin) &&
        response.status() >= 400 &&
        response.request().resourceType() !== "document"
      ) {
        problems.push(`HTTP ${response.status()}: ${url}`);
      }
    });
    await use(page);
    const unexpected = problems.filter((problem) => !allowedProblems?.test(problem));
    expect(unexpected, "problems on the page").toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page, so clicks are handled by the app and not lost. */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The page's cumulative layout shift so far (buffered entries), after a short settle. */
export async function measureLayoutShift(
  page: import("@playwright/test").Page,
  settleMs = 300,
): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    settleMs,
  );
}
