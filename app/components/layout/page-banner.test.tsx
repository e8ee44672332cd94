import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

/** One rule for every image: the banner backgrounds are addressed through imageUrl(), like the rest. */
describe("the page banner's background images", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("come from IMAGES_BASE_URL when it is set", async () => {
    vi.stubEnv("IMAGES_BASE_URL", "https://storage.example.com/site");
    vi.resetModules();
    const { PageBanner } = await import("./page-banner.tsx");
    const html = renderToStaticMarkup(<PageBanner title="Reviews" subtitle="Only real customers' words" />);
    for (const n of [1, 2, 3, 4]) {
      expect(html).toContain(
        `--banner-${n}:url(&quot;https://storage.example.com/site/images/banners/banner-${n}.svg&quot;)`,
      );
    }
  });

  it("are not written into the stylesheet, where no setting could move them", () => {
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    expect(css).not.toMatch(/url\(\s*["']?\/images\//);
  });
});
