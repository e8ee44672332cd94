import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Everything the code and the docs cite resolves inside the repository: a "docs/x.md" exists, a section cited as
 * docs/x.md, "Heading" (or §n of docs/product.md) is a heading there, and nothing cites a document the repository
 * does not have (a brief, a design note or environment notes kept elsewhere).
 */
const root = path.resolve(import.meta.dirname, "..");
const SKIP = new Set([
  "node_modules",
  "build",
  "build-e2e-consent",
  ".git",
  ".react-router",
  "var",
  "test-results",
]);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|css|md)$|^run$/.test(name)) yield full;
  }
}

// This file names the patterns it looks for, so it is not scanned itself.
const files = [...sourceFiles(root)]
  .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, "utf8") }))
  .filter(({ file }) => file !== "scripts/citations.test.ts");
/** The sections of a doc: its headings, and the bold terms that open its list items ("- **Rate limit.**"). */
const headings = (doc: string) => {
  const text = readFileSync(path.join(root, doc), "utf8");
  return [
    ...text
      .split("\n")
      .filter((line) => line.startsWith("#"))
      .map((line) => line.replace(/^#+\s*/, "")),
    ...[...text.matchAll(/^\s*(?:- |\d+\. )\*\*([^*]+)\*\*/gm)].map(([, term]) => term ?? ""),
  ];
};

describe("citations", () => {
  it("name only documents that are in the repository", () => {
    const missing = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\bdocs\/([a-z-]+\.md)/g)]
        .filter(([, name]) => !existsSync(path.join(root, "docs", name ?? "")))
        .map(([cited]) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('name sections that exist: docs/x.md, "Heading" and docs/product.md §n', () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      for (const [cited, doc, quoted = ""] of text.matchAll(/docs\/([a-z-]+\.md)[,)]? "([^"]+)"/g)) {
        const heading = quoted.replace(/\s*\n\s*(\*\s*)?/g, " ");
        const known = headings(`docs/${doc}`);
        if (!known.some((title) => title.includes(heading))) {
          problems.push(`${file}: ${cited}`);
        }
      }
      for (const [cited, section] of text.matchAll(/docs\/product\.md §(\d+)/g)) {
        if (!headings("docs/product.md").some((title) => title.startsWith(`§${section} `))) {
          problems.push(`${file}: ${cited}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("cite no document kept outside the repository", () => {
    const outside = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\bSPEC\b|\bDESIGN(\.md)?\b|ENVIRONMENT(\.md| notes)/g)].map(
        ([cited]) => `${file}: ${cited}`,
      ),
    );
    expect(outside).toEqual([]);
  });
});
