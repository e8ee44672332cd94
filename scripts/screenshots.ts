/**
 * Takes full-page screenshots of pages at phone (390 px) and desktop (1280 px) widths, to look at a page as a
 * visitor would. Start the site first (npm start), then:
 *   node scripts/screenshots.ts [--base http://127.0.0.1:3000] [--out var/screenshots] /path /other-path …
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    out: { type: "string", default: "var/screenshots" },
  },
});
const paths = positionals.length > 0 ? positionals : ["/"];
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
  const page = await context.newPage();
  for (const urlPath of paths) {
    await page.goto(`${values.base}${urlPath}`, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images below the fold load, as they would for a visitor, then back up.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = `${urlPath.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: true });
    console.log(path.join(values.out, name));
  }
  await context.close();
}
await browser.close();
