import type { ElementHandle, Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Measures keyboard focus indicators the way a person sees them: the same part of the screen is photographed with
 * the element focused and unfocused, and every pixel that changed is compared with what was there before. A pixel
 * counts as part of the indicator when the two colours reach 3:1 (WCAG 1.4.11: the indicator against whatever it
 * sits on). Screenshots are taken at the page's own scroll position, after the browser scrolled to the element as
 * it does for a Tab, so a ring hidden by a clipping parent or covered by something else is measured as missing.
 */

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
export function relativeLuminance(red: number, green: number, blue: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** WCAG contrast ratio of two luminances, 1 to 21. */
export function contrastRatio(first: number, second: number): number {
  const [light, dark] = first > second ? [first, second] : [second, first];
  return (light + 0.05) / (dark + 0.05);
}

/** Parses "#rrggbb" to its WCAG relative luminance. */
export function luminanceOfHex(hex: string): number {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return relativeLuminance((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FocusMeasurement {
  /** A readable name: tag, accessible text or label, for failure messages. */
  name: string;
  matchesFocusVisible: boolean;
  /** Whether the element itself (or a descendant) is what the pointer would hit at the middle of its visible part. */
  obscured: boolean;
  /** Pixels whose focused colour reaches 3:1 against their unfocused colour. */
  indicatorPixels: number;
  /** Total length, in CSS pixels, of the element's edges that are inside the window. */
  visiblePerimeter: number;
  /** For each visible edge of a one-box element: the share of its middle half with indicator pixels beside it. */
  sideCoverage: Partial<Record<"top" | "right" | "bottom" | "left", number>>;
  /** Highest contrast between a focused pixel and the same pixel unfocused. */
  bestContrast: number;
}

/** How far around the element to look for its indicator, in CSS pixels. */
const MARGIN = 10;
/** How far from an edge, inside and outside, a ring may lie and still count for that edge. */
const BAND = 8;

async function rawPixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The problems of one focus stop, in words; none when its indicator is clear. */
export function focusProblems(stop: FocusMeasurement): string[] {
  const problems: string[] = [];
  if (!stop.matchesFocusVisible) problems.push("does not match :focus-visible after Tab");
  if (stop.obscured) problems.push("is covered by something else");
  // At least the area of a ring 1 CSS px thick around every visible edge, at 3:1 against what it replaces.
  if (stop.indicatorPixels < stop.visiblePerimeter) {
    problems.push(
      `indicator of ${stop.indicatorPixels} px at 3:1 (best ${stop.bestContrast}:1) for edges of ${stop.visiblePerimeter} px`,
    );
  }
  for (const [side, share] of Object.entries(stop.sideCoverage)) {
    if (share < 0.9)
      problems.push(`no indicator along ${Math.round((1 - share) * 100)}% of its ${side} edge`);
  }
  return problems.map((problem) => `${stop.name}: ${problem}`);
}

/**
 * Measures the indicator of the element that has focus now (moved there by the keyboard). Leaves focus where it
 * found it, so the next Tab continues from this element. A measurement that finds a problem is taken once more
 * before it counts: on a busy machine a screenshot can now and then show a frame painted before the last change.
 */
export async function measureFocusedElement(
  page: Page,
  element: ElementHandle<Element>,
): Promise<FocusMeasurement> {
  const first = await measureOnce(page, element);
  return focusProblems(first).length === 0 ? first : measureOnce(page, element);
}

async function measureOnce(page: Page, element: ElementHandle<Element>): Promise<FocusMeasurement> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("the page needs a fixed viewport");
  const info = await element.evaluate((node) => {
    // A link stretched over its card by an absolutely placed ::after (inset 0) is, for the eye and the pointer,
    // the whole card: its box is its containing block's padding box.
    const after = getComputedStyle(node, "::after");
    const container = node instanceof HTMLElement ? node.offsetParent : null;
    const stretched =
      after.content !== "none" && after.position === "absolute" && after.inset === "0px" && container;
    const boxes = stretched
      ? (() => {
          const outer = container.getBoundingClientRect();
          return [
            new DOMRect(
              outer.x + container.clientLeft,
              outer.y + container.clientTop,
              container.clientWidth,
              container.clientHeight,
            ),
          ];
        })()
      : [...node.getClientRects()];
    const rects = boxes.map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
    const text = (node.getAttribute("aria-label") ?? node.textContent ?? "").replace(/\s+/g, " ").trim();
    const label = node.id ? document.querySelector(`label[for="${CSS.escape(node.id)}"]`)?.textContent : null;
    // The middle of each of the element's boxes (the part inside the window): is it what the pointer would hit
    // there, or is something else drawn over it?
    const obscured = boxes.some((box) => {
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (left >= right || top >= bottom) return false;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      return !(hit && (hit === node || node.contains(hit)));
    });
    return {
      rects,
      name: `<${node.tagName.toLowerCase()}> ${(label ?? text).slice(0, 50)}`,
      matchesFocusVisible: node.matches(":focus-visible"),
      obscured,
    };
  });
  const union = info.rects.reduce<Box | null>((all, rect) => {
    if (!all) return rect;
    const x = Math.min(all.x, rect.x);
    const y = Math.min(all.y, rect.y);
    return {
      x,
      y,
      width: Math.max(all.x + all.width, rect.x + rect.width) - x,
      height: Math.max(all.y + all.height, rect.y + rect.height) - y,
    };
  }, null);
  if (!union) throw new Error(`${info.name} has no box`);

  const clipX = Math.max(0, Math.floor(union.x - MARGIN));
  const clipY = Math.max(0, Math.floor(union.y - MARGIN));
  const clip = {
    x: clipX,
    y: clipY,
    width: Math.min(viewport.width, Math.ceil(union.x + union.width + MARGIN)) - clipX,
    height: Math.min(viewport.height, Math.ceil(union.y + union.height + MARGIN)) - clipY,
  };
  const focused = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  await element.evaluate((node) => (node as HTMLElement).blur());
  const unfocused = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  await element.evaluate((node) => (node as HTMLElement).focus({ preventScroll: true }));

  const [after, before] = await Promise.all([rawPixels(focused), rawPixels(unfocused)]);
  const scale = after.width / clip.width;
  const changed = new Uint8Array(after.width * after.height);
  let indicatorPixels = 0;
  let bestContrast = 1;
  for (let index = 0; index < changed.length; index += 1) {
    const offset = index * 4;
    const ratio = contrastRatio(
      relativeLuminance(after.data[offset] ?? 0, after.data[offset + 1] ?? 0, after.data[offset + 2] ?? 0),
      relativeLuminance(before.data[offset] ?? 0, before.data[offset + 1] ?? 0, before.data[offset + 2] ?? 0),
    );
    bestContrast = Math.max(bestContrast, ratio);
    if (ratio >= 3) {
      changed[index] = 1;
      indicatorPixels += 1;
    }
  }
  const changedAt = (x: number, y: number) => {
    const px = Math.round((x - clip.x) * scale);
    const py = Math.round((y - clip.y) * scale);
    if (px < 0 || py < 0 || px >= after.width || py >= after.height) return false;
    return changed[py * after.width + px] === 1;
  };

  // Edges inside the window (with room for a ring beside them), their total length, and for a one-box element the
  // share of each edge's middle half that has indicator pixels within BAND of it.
  const inside = (value: number, max: number) => value - BAND >= 0 && value + BAND <= max;
  let visiblePerimeter = 0;
  for (const rect of info.rects) {
    const visibleWidth = Math.max(0, Math.min(rect.x + rect.width, viewport.width) - Math.max(rect.x, 0));
    const visibleHeight = Math.max(0, Math.min(rect.y + rect.height, viewport.height) - Math.max(rect.y, 0));
    if (inside(rect.y, viewport.height)) visiblePerimeter += visibleWidth;
    if (inside(rect.y + rect.height, viewport.height)) visiblePerimeter += visibleWidth;
    if (inside(rect.x, viewport.width)) visiblePerimeter += visibleHeight;
    if (inside(rect.x + rect.width, viewport.width)) visiblePerimeter += visibleHeight;
  }
  const sideCoverage: FocusMeasurement["sideCoverage"] = {};
  if (info.rects.length === 1) {
    const box = union;
    const span = (start: number, length: number, max: number) => {
      const from = Math.max(start + length / 4, 0);
      const to = Math.min(start + (length * 3) / 4, max);
      return Array.from({ length: Math.max(0, Math.floor(to - from)) }, (_, step) => from + step);
    };
    const covered = (points: number[], hasRing: (along: number) => boolean) =>
      points.length === 0 ? undefined : points.filter(hasRing).length / points.length;
    const across = Array.from({ length: 2 * BAND + 1 }, (_, step) => step - BAND);
    const horizontal = span(box.x, box.width, viewport.width);
    const vertical = span(box.y, box.height, viewport.height);
    if (inside(box.y, viewport.height)) {
      sideCoverage.top = covered(horizontal, (x) => across.some((d) => changedAt(x, box.y + d)));
    }
    if (inside(box.y + box.height, viewport.height)) {
      sideCoverage.bottom = covered(horizontal, (x) =>
        across.some((d) => changedAt(x, box.y + box.height + d)),
      );
    }
    if (inside(box.x, viewport.width)) {
      sideCoverage.left = covered(vertical, (y) => across.some((d) => changedAt(box.x + d, y)));
    }
    if (inside(box.x + box.width, viewport.width)) {
      sideCoverage.right = covered(vertical, (y) => across.some((d) => changedAt(box.x + box.width + d, y)));
    }
  }
  return {
    name: info.name,
    matchesFocusVisible: info.matchesFocusVisible,
    obscured: info.obscured,
    indicatorPixels: Math.round(indicatorPixels / (scale * scale)),
    visiblePerimeter: Math.round(visiblePerimeter),
    sideCoverage,
    bestContrast: Math.round(bestContrast * 100) / 100,
  };
}

/**
 * Walks the page with the Tab key from the top, measuring each element that receives focus, until focus comes
 * back to an element already seen or leaves the page. Returns the measurements in tab order.
 */
export async function measureEveryFocusStop(page: Page, limit = 150): Promise<FocusMeasurement[]> {
  const results: FocusMeasurement[] = [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    const active = await page.evaluateHandle(() => {
      const store = window as unknown as {
        focusStopsSeen?: WeakSet<Element>;
        focusStopLast?: Element;
        lastFocusStop?: Element;
      };
      const seen = store.focusStopsSeen ?? new WeakSet<Element>();
      store.focusStopsSeen = seen;
      const element = document.activeElement;
      // A date input takes three Tabs (month, day, year) while it stays the focused element: measured once.
      if (element && element === store.focusStopLast) return "same";
      store.focusStopLast = element ?? undefined;
      if (!element || element === document.body || seen.has(element)) return null;
      seen.add(element);
      store.lastFocusStop = element;
      return element;
    });
    if ((await active.jsonValue().catch(() => undefined)) === "same") continue;
    const element = active.asElement();
    if (!element) {
      if ((await active.jsonValue()) === "same") continue;
      return results;
    }
    results.push(await measureFocusedElement(page, element));
  }
  throw new Error(`more than ${limit} focus stops: is focus trapped?`);
}
