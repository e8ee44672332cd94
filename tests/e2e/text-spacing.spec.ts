import type { Page } from "@playwright/test";
import { expect, test, waitForEveryIsland } from "./fixtures.ts";
import { e2eGoogleServer } from "./server-env.ts";

// WCAG 1.4.12 Text Spacing: with the spacing a reader may force on every page (line height 1.5, paragraphs 2 em
// apart, letters 0.12 em, words 0.16 em) on a 320 px phone, no text is cut off, clamped or drawn over other text.

/** The override of the W3C's text-spacing bookmarklet, which user style sheets and browser extensions apply. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Every piece of text a reader can see, checked where it is drawn: a text line that a parent cuts off (overflow
 * hidden or clip, a line clamp, an ellipsis), that leaves the window sideways, or that overlaps another line.
 * Text hidden on purpose is left out: screen-reader-only words, and `inert`/aria-hidden parts (carousel cards off
 * screen). Returns the problems in words.
 */
function textProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const nameOf = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? ` class="${element.className.slice(0, 60)}"` : ""}>`;
    const hiddenOnPurpose = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.closest("[inert], [aria-hidden='true']")) return true;
        const style = getComputedStyle(node);
        if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
      }
      return !element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const lines: { rect: DOMRect; text: string; node: Text }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (!text || !parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName)) continue;
      if (hiddenOnPurpose(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      for (const rect of rects) lines.push({ rect, text, node });
      // Cut by a parent that hides what overflows it (scroll boxes are fine: their text can be scrolled to).
      for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (
          style.webkitLineClamp !== "none" &&
          style.webkitLineClamp !== "" &&
          box.scrollHeight > box.clientHeight + 1
        ) {
          problems.push(`"${text.slice(0, 40)}" is clamped by ${nameOf(box)}`);
          break;
        }
        const clipsX = ["hidden", "clip"].includes(style.overflowX);
        const clipsY = ["hidden", "clip"].includes(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const outer = box.getBoundingClientRect();
        const left = outer.left + box.clientLeft;
        const top = outer.top + box.clientTop;
        const cut = rects.some(
          (rect) =>
            (clipsX && (rect.left < left - 1 || rect.right > left + box.clientWidth + 1)) ||
            (clipsY && (rect.top < top - 1 || rect.bottom > top + box.clientHeight + 1)),
        );
        if (cut) {
          problems.push(`"${text.slice(0, 40)}" is cut off by ${nameOf(box)}`);
          break;
        }
      }
      if (rects.some((rect) => rect.left < -1 || rect.right > window.innerWidth + 1)) {
        problems.push(`"${text.slice(0, 40)}" runs out of the window sideways`);
      }
    }
    // Lines of different text drawn over each other: text spilling out of a box too small for it.
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i];
        const b = lines[j];
        if (!a || !b || a.node === b.node) continue;
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > 2 && overlapY > 4) {
          problems.push(`"${a.text.slice(0, 30)}" and "${b.text.slice(0, 30)}" are drawn over each other`);
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push("the page scrolls sideways");
    return [...new Set(problems)];
  });
}

test.describe("with the text-spacing override at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, reducedMotion: "reduce" });

  for (const path of [
    "/services/house-cleaning-service-abilene-texas",
    "/contact-us",
    // The Spanish twins: longer words in the same boxes.
    "/es/servicios/limpieza-de-casas-abilene-texas",
    "/es/contacto",
    "/es/servicios/comercial",
  ]) {
    test(`${path}: no text is cut off or overlapping`, async ({ page }) => {
      await page.goto(path);
      await waitForEveryIsland(page);
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      expect(await textProblems(page)).toEqual([]);
    });
  }
});

test.describe("with the text-spacing override at 320 px, on the site with Google reviews", () => {
  test.use({
    viewport: { width: 320, height: 640 },
    reducedMotion: "reduce",
    baseURL: e2eGoogleServer.baseURL,
  });

  for (const path of ["/", "/reviews"]) {
    test(`${path}: no text is cut off or overlapping, every review can be read whole`, async ({ page }) => {
      await page.goto(path);
      await waitForEveryIsland(page);
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      const carousel = page.locator(".testimonial-carousel");
      await expect(carousel).toHaveCount(1);
      expect(await textProblems(page)).toEqual([]);

      // Each review in turn (one card on screen at this width): its whole text is there to read.
      const status = carousel.locator('[aria-live="polite"]');
      const total = Number((await status.textContent())?.match(/of (\d+)/)?.[1]);
      expect(total).toBeGreaterThan(1);
      for (let review = 1; review <= total; review += 1) {
        await expect(status).toHaveText(`Showing review ${review} of ${total}`);
        await carousel.scrollIntoViewIfNeeded();
        expect(await textProblems(page), `review ${review}`).toEqual([]);
        await carousel.getByRole("button", { name: "Next review" }).click();
      }
    });
  }
});

test.describe("a long Google review at 320 px with the override", () => {
  test.use({ viewport: { width: 320, height: 640 }, reducedMotion: "reduce" });

  test("opens with its first words and a button that shows the rest in place", async ({ page }) => {
    const ending = "and that is why we will book them again next spring.";
    const longText = `${"They cleaned every room of our house with care, moved the furniture and put it back. ".repeat(7)}${ending}`;
    await page.route("**/api/GetGoogleReviews", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify([
          { rating: 5, text: { text: longText }, authorAttribution: { displayName: "Sam K." } },
          { rating: 5, text: { text: "Short and sweet." }, authorAttribution: { displayName: "Lee" } },
        ]),
      }),
    );
    await page.goto("/reviews");
    await waitForEveryIsland(page);
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    const carousel = page.locator(".testimonial-carousel");
    await expect(carousel).toHaveAttribute("data-source", "google");
    const card = carousel.locator('li:not([aria-hidden="true"])');
    const more = card.getByRole("button", { name: "Read the full review by Sam K." });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(card).not.toContainText(ending);
    expect(await textProblems(page)).toEqual([]);
    await more.click();
    await expect(card).toContainText(ending);
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(await textProblems(page)).toEqual([]);
    // A short review has nothing to open.
    await carousel.getByRole("button", { name: "Next review" }).click();
    await expect(carousel.locator('li:not([aria-hidden="true"])')).toContainText("Short and sweet.");
    await expect(carousel.locator('li:not([aria-hidden="true"])').getByRole("button")).toHaveCount(0);
  });
});
