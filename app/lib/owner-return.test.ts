import { describe, expect, it } from "vitest";
import { afterSignIn, ownerReturnPath } from "./owner-return.ts";

// Signing in returns to the inbox page asked for, and never anywhere else: the path becomes a redirect.
describe("the page to return to after signing in", () => {
  it("is a lead or another inbox page, as asked", () => {
    expect(ownerReturnPath("/leads/abcdefghjk23")).toBe("/leads/abcdefghjk23");
    expect(afterSignIn("/leads/site")).toBe("/leads/site");
  });

  it("is the list for anything that could lead elsewhere or is not one normal path under /leads", () => {
    for (const next of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/leads\\evil",
      "/leads/../x",
      "/leads/./abc",
      "/leads/%2e%2e/get-a-quote",
      "/leads//evil.example",
      "/leads/",
      "/leadsx",
      "/about-us",
      " /leads/abc",
      "/leads/abc?q=1",
      "/leads/abc#top",
      "/leads/sign-in",
      "/leads/export.csv",
      `/leads/${"a".repeat(200)}`,
      "",
      null,
      ["/leads/abc"],
    ]) {
      expect(afterSignIn(next), String(next)).toBe("/leads");
    }
  });
});
