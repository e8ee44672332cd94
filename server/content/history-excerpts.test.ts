import { describe, expect, it } from "vitest";
import { excerpts } from "./owner-words-service.ts";

describe("the history's was and became", () => {
  it("shows short values whole, and an empty one as (empty)", () => {
    expect(excerpts("Open 8 to 5", "")).toEqual({ was: "Open 8 to 5", became: "(empty)" });
  });

  it("shows the part of a long page that changed, not its unchanged start", () => {
    const start = "We are a family business. ".repeat(20);
    const was = `${start}Our crews bring their own supplies.${" We clean Abilene.".repeat(10)}`;
    const became = `${start}Our crews bring eco-friendly supplies.${" We clean Abilene.".repeat(10)}`;
    const shown = excerpts(was, became);
    expect(shown.was).toContain("bring their own supplies");
    expect(shown.became).toContain("bring eco-friendly supplies");
    expect(shown.was.startsWith("…")).toBe(true);
    expect(shown.became.endsWith("…")).toBe(true);
    expect(shown.became.length).toBeLessThanOrEqual(162);
  });
});
