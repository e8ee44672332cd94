import { describe, expect, it } from "vitest";
import { findPageByPath, sitePages } from "../../app/route-table.ts";
import { builtPageHtml, decodeEntities } from "../support/built-pages.ts";

// Every link to a place in a page ("#main", "/terms-and-conditions#liability",
// "/es/terminos-y-condiciones#cancelaciones-y-reembolsos") lands on an element with that id, on every prerendered
// page in both languages: a heading renamed or translated cannot leave a link that goes nowhere.

const idsOf = new Map<string, Set<string>>();
function ids(pagePath: string): Set<string> {
  let found = idsOf.get(pagePath);
  if (!found) {
    found = new Set([...builtPageHtml(pagePath).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ""));
    idsOf.set(pagePath, found);
  }
  return found;
}

describe("links to a place in a page", () => {
  it("land on an element with that id, on the page they name", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of sitePages) {
      for (const match of builtPageHtml(page.path).matchAll(/\shref="([^"]*#[^"]+)"/g)) {
        const href = decodeEntities(match[1] ?? "");
        if (!href.startsWith("/") && !href.startsWith("#")) continue;
        const [path = "", fragment = ""] = href.split("#");
        const target = path === "" ? page : findPageByPath(path);
        checked += 1;
        if (!target) broken.push(`${page.path}: ${href} (no such page)`);
        else if (!ids(target.path).has(decodeURIComponent(fragment))) broken.push(`${page.path}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
    // The skip link of every page at least, and the legal pages' links between them.
    expect(checked).toBeGreaterThan(sitePages.length);
  });

  it("reach the sections of the terms in each language", () => {
    expect(ids("/terms-and-conditions")).toContain("cancellation-and-refunds");
    expect(ids("/es/terminos-y-condiciones")).toContain("cancelaciones-y-reembolsos");
    expect(builtPageHtml("/es/seguridad")).toContain('href="/es/terminos-y-condiciones#responsabilidad"');
  });

  it("take both languages' guarantee to the refund policy itself", () => {
    expect(builtPageHtml("/guarantee")).toContain('href="/terms-and-conditions#cancellation-and-refunds"');
    expect(builtPageHtml("/es/garantia")).toContain(
      'href="/es/terminos-y-condiciones#cancelaciones-y-reembolsos"',
    );
  });
});
