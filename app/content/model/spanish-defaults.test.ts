import { describe, expect, it } from "vitest";
import { defaultLeaves } from "./content-model.ts";
import { editableField } from "./editable.ts";

// Issue 31: every default text the owner can change says its words in Spanish too (a Spanish page would otherwise
// show the English one), and each fits what its place on the page holds, in either language: the owner's editor
// holds every value to the same limits (app/content/model/editable.ts).

const texts = [...defaultLeaves()].filter(
  ([path, value]) => /\.(en|es)$/.test(path) && typeof value === "string",
) as Array<[string, string]>;

describe("the content's defaults in Spanish", () => {
  it("give every English default its Spanish", () => {
    const english = texts.filter(([path, value]) => path.endsWith(".en") && value !== "");
    expect(english.length).toBeGreaterThan(300);
    const missing = english
      .map(([path]) => path.replace(/\.en$/, ".es"))
      .filter((path) => !defaultLeaves().get(path));
    expect(missing).toEqual([]);
  });

  it("keep each text within what its place holds, in both languages", () => {
    const over = texts.flatMap(([path, value]) => {
      const field = editableField(path);
      if (!field?.max) return [];
      const size = field.kind === "lines" ? value.split("\n").length : value.length;
      // The editor also holds each line of "Why choose us" to 160 characters (server/content/words-editor.ts).
      const longLine = field.kind === "lines" && value.split("\n").some((line) => line.length > 160);
      return size > field.max || longLine ? [`${path}: ${size} > ${field.max}`] : [];
    });
    expect(over).toEqual([]);
  });

  it("keep the tokens of the English in the Spanish", () => {
    const tokens = (value: string) => [...value.matchAll(/\{[a-z ]+\}/g)].map((match) => match[0]).sort();
    const differ = texts
      .filter(([path]) => path.endsWith(".en"))
      .filter(([path, value]) => {
        const spanish = defaultLeaves().get(path.replace(/\.en$/, ".es"));
        return typeof spanish === "string" && tokens(spanish).join() !== tokens(value).join();
      })
      .map(([path]) => path);
    expect(differ).toEqual([]);
  });
});
