import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { focusProblems, measureEveryFocusStop } from "./focus-indicator.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PHONE = { width: 390, height: 844 };

/**
 * Looks at an owner page as the owner would, on a phone and zoomed in: nothing wider than the screen at 390 px nor
 * at 400 % zoom (320 x 256 CSS px: WCAG 1.4.10), every control at least 44 px, every focus stop's indicator visible
 * (focus-indicator.ts), and axe's WCAG 2.2 AA rules. axe is a script: it runs in a second tab with JavaScript on,
 * signed in as this one, on the same address (these pages have no script, so the tab shows the same page).
 */
export async function checkOwnerPage(
  page: Page,
  what: string,
  baseURL: string,
  /** Fewer focus stops than this means the measure missed the page (a short customer page has fewer). */
  minFocusStops = 5,
) {
  const wider = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const cut = [...document.querySelectorAll("main *, header *")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
        })
        .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40)}`);
      return { scroll: document.documentElement.scrollWidth - width, cut: cut.slice(0, 5) };
    });
  expect(await wider(), `${what} at 390 px`).toEqual({ scroll: 0, cut: [] });

  const small = await page.evaluate(() =>
    [...document.querySelectorAll("main a, main button, main input, main select, main textarea, header a")]
      .map((element) => {
        // A box inside its label: the label is what the thumb taps.
        const target = (element.tagName === "INPUT" && element.closest("label")) || element;
        const box = target.getBoundingClientRect();
        // A link inside a sentence is exempt (WCAG 2.5.8): a link standing alone on its line is measured.
        const inline =
          element.tagName === "A" &&
          getComputedStyle(element).display === "inline" &&
          element.parentElement?.textContent?.trim() !== element.textContent?.trim();
        const tooSmall = box.width > 0 && !inline && (box.height < 44 || box.width < 44);
        const name = element.textContent?.trim().slice(0, 40) || element.getAttribute("name");
        return tooSmall ? `<${element.tagName.toLowerCase()}> ${name} ${box.width}x${box.height}` : "";
      })
      .filter(Boolean),
  );
  expect(small, `${what}: controls smaller than 44 px`).toEqual([]);

  await page.setViewportSize({ width: 320, height: 256 });
  expect(await wider(), `${what} at 400 % zoom`).toEqual({ scroll: 0, cut: [] });
  await page.setViewportSize(PHONE);

  const stops = await measureEveryFocusStop(page);
  expect(stops.length, `${what}: focus stops`).toBeGreaterThanOrEqual(minFocusStops);
  expect(stops.flatMap(focusProblems), `${what}: focus indicators`).toEqual([]);

  const context = await page
    .context()
    .browser()
    ?.newContext({
      baseURL,
      viewport: PHONE,
      // The project's options apply to a context made here too: this one needs its scripts.
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    });
  if (!context) throw new Error("no browser to run axe in");
  try {
    const tab = await context.newPage();
    await tab.goto(page.url());
    const results = await new AxeBuilder({ page: tab }).withTags(WCAG_TAGS).analyze();
    const violations = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(violations, `${what}: axe`).toEqual([]);
  } finally {
    await context.close();
  }
}
