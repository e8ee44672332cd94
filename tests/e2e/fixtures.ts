import { test as base, expect, type Page } from "@playwright/test";

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

/**
 * Waits for the load event: pages without islands (and the parts of a page outside them) work from their HTML and
 * inline scripts, so a loaded page is a page that works.
 */
export async function waitForLoad(page: Page) {
  await page.waitForLoadState("load");
}

/**
 * Brings one island to its moment as a visitor would, and waits until it has started (its loader marks it
 * `data-hydrated`): a "visible" island is scrolled to, an "interaction" island is pressed (on its box, not on a
 * control), a "load" island only needs the page loaded. `index` picks among several.
 */
export async function waitForIsland(page: Page, name: string, index = 0) {
  const island = page.locator(`bnc-island[data-island="${name}"]`).nth(index);
  await waitForLoad(page);
  const start = await island.getAttribute("data-start");
  if (start === "visible") {
    // The marker has no box (display: contents): its first element is what comes into view.
    await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
  } else if (start === "interaction") {
    // A press on the island's own box, on none of its controls: it starts the island without focusing a field
    // (leaving a field would show its message).
    await island
      .locator(":scope > *")
      .first()
      .click({ position: { x: 12, y: 12 } });
  }
  await expect(island).toHaveAttribute("data-hydrated", "true");
}

/**
 * Starts every island of the page, top to bottom, as a visitor reading it all would (waitForIsland), then goes
 * back to the top: for checks of the whole page as it is once everything on it works.
 */
export async function waitForEveryIsland(page: Page) {
  await waitForLoad(page);
  // An island that rendered nothing (no testimonial published, say) has nothing to see and never starts.
  const islands = await page.locator("bnc-island").evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.getAttribute("data-island") ?? "",
      empty: !element.firstElementChild,
    })),
  );
  for (const [index, { name, empty }] of islands.entries()) {
    if (empty) continue;
    await waitForIsland(
      page,
      name,
      islands.slice(0, index).filter((earlier) => earlier.name === name).length,
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page's cumulative layout shift so far (buffered entries), after a short settle. */
export async function measureLayoutShift(page: Page, settleMs = 300): Promise<number> {
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

/**
 * Holds every request to `url` (a glob) in flight, as on a slow phone, until the returned release() lets them all
 * through to the real service.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
