import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The prerendered pages as the build left them (npm test builds first), for tests that read a page as a search
 * engine or a visitor without scripts does: one path-to-file rule and one entity decoder for all of them.
 */

export const BUILD_CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");

/** The built file of a page path: "/" is index.html, "/about-us" is about-us/index.html. */
export function builtPageFile(pagePath: string): string {
  return path.join(BUILD_CLIENT_DIR, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

export function builtPageHtml(pagePath: string): string {
  return readFileSync(builtPageFile(pagePath), "utf8");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** The entities React writes into text and attributes, decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? "");
}
