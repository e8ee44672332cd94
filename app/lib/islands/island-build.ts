/**
 * What the islands build (scripts/build-islands.ts) hands to the page build: where each island's chunk is, what it
 * imports (preloaded when it starts, so the chunks come in parallel), and the inline scripts' code. The server build
 * reads it as the module "virtual:island-build" (vite.config.ts).
 */
export interface IslandChunk {
  /** The entry chunk's URL, e.g. "/assets/islands/before-after-Ab12.js". */
  readonly file: string;
  /** The URLs of the chunks it imports, directly or not. */
  readonly imports: readonly string[];
}

export interface IslandBuild {
  readonly islands: Readonly<Record<string, IslandChunk>>;
  /** Each script of app/inline-scripts/, bundled and minified, by file name without ".ts". */
  readonly inlineScripts: Readonly<Record<string, string>>;
}
