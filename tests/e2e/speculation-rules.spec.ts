import { expect, test } from "./fixtures.ts";

// Moving between pages is a page load made instant by the browser's Speculation Rules
// (app/lib/islands/speculation-rules.ts): a page is fetched once the pointer rests on its link. Chromium reports
// what it speculates through the DevTools protocol's Preload domain, which is what this reads.

test("a page is fetched ahead when the pointer rests on its link, and never the owner's pages", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const candidates = new Set<string>();
  const prefetched = new Map<string, string>();
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
    for (const source of event.preloadingAttemptSources) candidates.add(new URL(source.key.url).pathname);
  });
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    prefetched.set(new URL(event.prefetchUrl).pathname, event.status);
  });
  await cdp.send("Preload.enable");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect.poll(() => candidates.has("/about-us")).toBe(true);
  expect([...candidates].filter((path) => path.startsWith("/leads") || path.startsWith("/api"))).toEqual([]);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).hover();
  await expect.poll(() => prefetched.get("/about-us")).toBe("Ready");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
});
