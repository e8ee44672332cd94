import { describe, expect, it } from "vitest";
import { messageProblems } from "./check-messages.ts";

describe("the build's check of the site's words", () => {
  it("passes the catalogs as they are", () => {
    expect(messageProblems()).toEqual([]);
  });

  it("fails a missing key, an extra one, an empty message, one that does not parse, and other values", () => {
    const problems = messageProblems({
      en: { a: "Call {phone}", b: "Hello", c: "Yes", d: "{count, plural, one {# photo} other {# photos}}" },
      es: { a: "Llame al {telefono}", c: "", d: "{count, plural, one {# foto", e: "Extra" },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'es: "b" is missing',
        'es: "e" is not an English key',
        'es: "c" is empty',
        expect.stringMatching(/^es: "d" does not parse/),
        'es: "a" uses {telefono}, English {phone}',
      ]),
    );
  });
});
