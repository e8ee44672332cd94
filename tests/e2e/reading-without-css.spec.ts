import type { Page } from "@playwright/test";
import { sitePages } from "../../app/route-table.ts";
import { expect, test } from "./fixtures.ts";

// The HTML read on its own, as a text browser (lynx, w3m) shows it and close to the order a screen reader reads
// it: JavaScript off, every stylesheet removed. Words of neighbouring elements must not run together, numbered
// steps must not say their number twice, no button that needs a script may be there, and the menu's links come
// once.
test.use({ javaScriptEnabled: false });
// Each test reads every page of the site.
test.describe.configure({ timeout: 120_000 });

/** The page without its stylesheets (the browser's own defaults stay, as in a text browser). */
async function withoutCss(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('link[rel="stylesheet"], style')) element.remove();
    for (const element of document.querySelectorAll("[style]")) element.removeAttribute("style");
  });
}

/**
 * Where the text of two neighbouring elements meets with no space and no line between them, as "experience|Cleaning".
 * Only the elements every text browser knows as blocks (HTML 4's, list items, table cells) start a line; the
 * newer ones (header, nav, section, figure…) flow inline in lynx, so they start none here either. An image counts
 * as its text alternative.
 */
function runTogether(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const blocks = new Set(
      "ADDRESS BLOCKQUOTE BR CAPTION CENTER DD DIR DIV DL DT FIELDSET FORM H1 H2 H3 H4 H5 H6 HR LEGEND LI MENU OL OPTION P PRE SELECT TABLE TBODY TD TEXTAREA TFOOT TH THEAD TR UL".split(
        " ",
      ),
    );
    const word = /[\p{L}\p{N}]/u;
    const found: string[] = [];
    let previous: { text: string; parent: Element | null } | null = null;
    const take = (text: string, parent: Element | null) => {
      if (!text) return;
      const joined =
        previous &&
        previous.parent !== parent &&
        word.test(previous.text.at(-1) ?? "") &&
        word.test(text[0] ?? "");
      if (joined && previous) found.push(`${previous.text.slice(-30)}|${text.slice(0, 30)}`);
      previous = { text, parent };
    };
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return take((node as Text).data, node.parentElement);
      if (!(node instanceof Element)) return;
      if (["SCRIPT", "STYLE", "TEMPLATE"].includes(node.tagName)) return;
      if (getComputedStyle(node).display === "none") return;
      const block = blocks.has(node.tagName);
      if (block) previous = null;
      if (node instanceof HTMLImageElement) take(node.alt, node);
      for (const child of node.childNodes) visit(child);
      if (block) previous = null;
    };
    visit(document.body);
    return found;
  });
}

const pages = [...sitePages.map((page) => page.path), "/no-such-page"];

test("words of neighbouring elements never run together, on every page", async ({ page }) => {
  const problems: string[] = [];
  for (const path of pages) {
    await withoutCss(page, path);
    for (const place of await runTogether(page)) problems.push(`${path}: ${place}`);
  }
  expect(problems).toEqual([]);
});

test("numbered steps say their number once, and no button that needs a script is in the HTML", async ({
  page,
}) => {
  const problems: string[] = [];
  for (const path of pages) {
    await withoutCss(page, path);
    // A list's own numbering is "1.", "2.": an item whose text starts with its number again reads "1. 1".
    const repeated = await page.evaluate(() =>
      [...document.querySelectorAll("ol")].flatMap((list) =>
        [...list.children]
          .map((item) => (item.textContent ?? "").trim())
          .filter((text, index) => text.startsWith(String(index + 1)))
          .map((text) => text.slice(0, 40)),
      ),
    );
    for (const item of repeated) problems.push(`${path}: step reads "${item}"`);
    // A button outside a form does something only with a script (a carousel's arrows): without one it is a dead
    // control, so it must not be in the HTML.
    const dead = await page.evaluate(() =>
      [...document.querySelectorAll("button")]
        .filter((button) => !button.form)
        .map((button) => (button.textContent ?? "").trim()),
    );
    for (const button of dead) problems.push(`${path}: button "${button}" needs a script`);
  }
  expect(problems).toEqual([]);
});

test("the menu's links are in the HTML once", async ({ page }) => {
  await withoutCss(page, "/");
  const hrefs = await page
    .getByRole("navigation", { name: "Main" })
    .locator("a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  // The logo, then the one list: Home, Our Services, About Us, Contact Us, Español, Get a Quote.
  expect(hrefs).toEqual(["/", "/", "/services", "/about-us", "/contact-us", "/es", "/get-a-quote"]);
});
