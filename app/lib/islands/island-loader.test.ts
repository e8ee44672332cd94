import { describe, expect, it } from "vitest";
import type { IslandBuild } from "./island-build.ts";
import { islandLoaderScript, islandsIn, withIslandLoader } from "./island-loader.ts";

const build: IslandBuild = {
  islands: {
    "before-after": { file: "/assets/islands/before-after-1.js", imports: ["/assets/islands/preact-1.js"] },
    "quote-form": { file: "/assets/islands/quote-form-1.js", imports: ["/assets/islands/preact-1.js"] },
  },
  inlineScripts: {},
};

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
const marker = (name: string) =>
  `<bnc-island data-island="${name}" data-start="visible" data-props="{}"></bnc-island>`;

describe("the islands' loader", () => {
  it("finds each island of a page once, in page order", () => {
    const html = page(`${marker("quote-form")}<p>text</p>${marker("before-after")}${marker("quote-form")}`);
    expect(islandsIn(html)).toEqual(["quote-form", "before-after"]);
  });

  it("leaves a page without islands exactly as it is: no framework, no loader", () => {
    const html = page("<main><h1>Terms</h1></main>");
    expect(withIslandLoader(html, build)).toBe(html);
  });

  it("gives a page the loader of exactly its islands, before </body>", () => {
    const result = withIslandLoader(page(marker("before-after")), build);
    expect(result).toMatch(/<script>\(\(\)=>\{[\s\S]*\}\)\(\);<\/script><\/body><\/html>$/);
    expect(result).toContain("/assets/islands/before-after-1.js");
    expect(result).not.toContain("quote-form-1.js");
  });

  it("refuses a page with an island the build does not have", () => {
    expect(() => withIslandLoader(page(marker("map")), build)).toThrow(/no island "map"/);
  });

  it("writes chunk names so that no value can close the script", () => {
    const script = islandLoaderScript({ x: { file: "/a</script>.js", imports: [] } });
    expect(script).not.toContain("</script>");
  });

  it("is a valid script", () => {
    // Parsed, not run: a syntax error here would leave every island of the site without its script.
    expect(() => new Function(islandLoaderScript(build.islands))).not.toThrow();
  });
});
