import { chromium } from "@playwright/test";
const [,, url, out, width = "390", full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 } });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(1500);
const info = await page.evaluate(() => {
  const out = [];
  const scroller = document.querySelector("[data-keep-focus-in-view]");
  if (scroller) out.push(`scroller overflow ${scroller.scrollWidth - scroller.clientWidth}`);
  out.push(`doc scrollWidth ${document.documentElement.scrollWidth}`);
  for (const th of document.querySelectorAll("thead th")) out.push(`th ${th.textContent} ${Math.round(th.getBoundingClientRect().width)}`);
  // elements wider than the viewport
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    if (r.right > window.innerWidth + 1 && getComputedStyle(el).position !== "fixed" && r.width > 0) out.push(`over: ${el.tagName}.${el.className.toString().slice(0,40)} ${Math.round(r.right)} "${(el.textContent||"").slice(0,40)}"`);
  }
  return out.slice(0, 30);
});
console.log(info.join("\n"));
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
