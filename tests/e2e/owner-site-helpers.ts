import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readEmlFiles } from "../support/mail.ts";
import { expect } from "./fixtures.ts";
import { focusProblems, measureEveryFocusStop } from "./focus-indicator.ts";
import { e2eServer, e2eSiteServer } from "./server-env.ts";

/**
 * What the owner's site specs (owner-site.spec.ts, owner-words.spec.ts) share: signing in through the emailed link,
 * the public pages fetched without a browser from the copy of the site they publish to, and the look at an owner
 * page on a phone and zoomed in.
 */

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const PHONE = { width: 390, height: 844 };

/**
 * The browser options of the owner's site specs: a phone, and less motion. The pages cross-fade from one to the next
 * (a view transition) unless less motion is asked for; the checks below resize the window right after a form's
 * answer, which aborts a cross-fade still running, and the browser reports that as an error of the page.
 */
export const OWNER_PHONE = {
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  reducedMotion: "reduce",
} as const;

/** A change is published by every copy within about 2 seconds (docs/architecture.md): wait for it. */
export const published = { timeout: 15_000, intervals: [250, 500, 1000] };

/** The sign-in links the test mail server has received for the owner, oldest first. */
async function signInLinks(owner: string): Promise<string[]> {
  const mails = await readEmlFiles(e2eServer.smtpInbox);
  return mails
    .filter((mail) => mail.subject.startsWith("Sign in to your leads") && mail.to.includes(owner))
    .map((mail) => mail.text.match(/https?:\/\/\S+\/leads\/sign-in\?token=[A-Za-z0-9_-]+/)?.[0] ?? "");
}

/** Signs the owner in through the emailed link, as the owner does. */
export async function signIn(page: Page, owner: string) {
  const linksBefore = (await signInLinks(owner)).length;
  await page.goto("/leads");
  await page.getByLabel("Email").fill(owner);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your email.");
  await expect
    .poll(async () => (await signInLinks(owner)).length, { timeout: 15_000 })
    .toBeGreaterThan(linksBefore);
  await page.goto((await signInLinks(owner)).at(-1) ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/leads");
}

/** A public page as the server sends it, fetched without a browser. */
export async function publicPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, e2eSiteServer.baseURL));
  return { status: response.status, html: await response.text() };
}
export const publicHtml = async (path: string) => (await publicPage(path)).html;

/** The nodes of a page's JSON-LD. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1] ?? "null") as unknown;
    const nodes = Array.isArray(parsed) ? parsed : [parsed];
    return nodes.flatMap((node) =>
      node && typeof node === "object" && "@graph" in node ? (node["@graph"] as unknown[]) : [node],
    ) as Array<Record<string, unknown>>;
  });
}

/** Nothing wider than the screen: the overflow and the first elements cut off. */
export function widerThanScreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = [...document.querySelectorAll("main *, header *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40)}`);
    return { scroll: document.documentElement.scrollWidth - width, cut: cut.slice(0, 5) };
  });
}

/**
 * Looks at an owner page as the owner would, on a phone and zoomed in: nothing wider than the screen at 390 px nor
 * at 400 % zoom (320 x 256 CSS px: WCAG 1.4.10), every control at least 44 px, every focus stop's indicator visible
 * (focus-indicator.ts), and axe's WCAG 2.2 AA rules on the page as it is (a refused form's answer included).
 */
export async function checkAsOwner(
  page: Page,
  what: string,
  /** Fewer focus stops than this means the measure missed the page (a short customer page has fewer). */
  minFocusStops = 5,
) {
  expect(await widerThanScreen(page), `${what} at 390 px`).toEqual({ scroll: 0, cut: [] });

  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        "main a, main button, main input, main select, main textarea, main summary, header a",
      ),
    ]
      .map((element) => {
        // A box inside its label: the label is what the thumb taps.
        const target = (element.tagName === "INPUT" && element.closest("label")) || element;
        const box = target.getBoundingClientRect();
        // A link inside a sentence is exempt (WCAG 2.5.8): a link standing alone on its line is measured.
        const inline =
          element.tagName === "A" &&
          getComputedStyle(element).display === "inline" &&
          element.parentElement?.textContent?.trim() !== element.textContent?.trim();
        const hidden = element.tagName === "INPUT" && (element as HTMLInputElement).type === "hidden";
        const tooSmall = box.width > 0 && !inline && !hidden && (box.height < 44 || box.width < 44);
        const name = element.textContent?.trim().slice(0, 40) || element.getAttribute("name");
        return tooSmall ? `<${element.tagName.toLowerCase()}> ${name} ${box.width}x${box.height}` : "";
      })
      .filter(Boolean),
  );
  expect(small, `${what}: controls smaller than 44 px`).toEqual([]);

  await page.setViewportSize({ width: 320, height: 256 });
  expect(await widerThanScreen(page), `${what} at 400 % zoom`).toEqual({ scroll: 0, cut: [] });
  await page.setViewportSize(PHONE);

  const stops = await measureEveryFocusStop(page);
  expect(stops.length, `${what}: focus stops`).toBeGreaterThanOrEqual(minFocusStops);
  expect(stops.flatMap(focusProblems), `${what}: focus indicators`).toEqual([]);

  await axeOnThisPage(page, what);
}

/**
 * axe's WCAG 2.2 AA rules on the page as it is now: axe is a script, so it runs in a second tab with JavaScript on,
 * given this page's HTML at its address (a refused form's answer cannot be asked for again; these pages have no
 * script, so the tab shows the same page), its styles and images from the site.
 */
export async function axeOnThisPage(page: Page, what: string) {
  const html = await page.content();
  const context = await page.context().browser()?.newContext({ viewport: PHONE, javaScriptEnabled: true });
  if (!context) throw new Error("no browser to run axe in");
  try {
    const tab = await context.newPage();
    await tab.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === new URL(page.url()).pathname && route.request().resourceType() === "document") {
        await route.fulfill({ body: html, contentType: "text/html" });
      } else {
        await route.continue();
      }
    });
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
