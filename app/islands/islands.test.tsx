import { readdirSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../tests/support/built-pages.ts";
import { beforeAfterWords } from "../i18n/island-words.ts";
import type { Island } from "../lib/islands/island.tsx";

const files = readdirSync(import.meta.dirname).filter(
  (file) => file.endsWith(".tsx") && !file.includes(".test."),
);

describe("app/islands", () => {
  it.each(files)("%s declares the island of its own name", async (file) => {
    const module = (await import(path.join(import.meta.dirname, file))) as { default: Island<object> };
    expect(module.default.name).toBe(file.replace(/\.tsx$/, ""));
    expect(["load", "visible", "interaction"]).toContain(module.default.start);
  });

  it("marks an island with its name, its moment and its props, which no value can break out of", async () => {
    const { default: beforeAfter } = await import("./before-after.tsx");
    const image = { src: "/images/x.svg", alt: 'A "quoted" </bnc-island><script>', width: 800, height: 600 };
    const words = beforeAfterWords("en");
    const html = renderToStaticMarkup(<beforeAfter.Root before={image} after={image} words={words} />);
    const props = html.match(/data-props="([^"]*)"/)?.[1] ?? "";
    expect(html).toMatch(/^<bnc-island data-island="before-after" data-start="visible" data-props="/);
    expect(props).not.toContain("<");
    expect(JSON.parse(decodeEntities(props))).toEqual({ before: image, after: image, words });
  });
});
