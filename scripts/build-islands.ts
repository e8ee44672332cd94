/**
 * The first step of `npm run build`: the browser's JavaScript for the prerendered pages, which React Router's build
 * (the second step) then renders into the pages (docs/architecture.md, "Rendering: islands").
 *
 * - Each island of app/islands/ becomes an entry chunk that hydrates it (app/lib/islands/hydrate-island.ts); the
 *   code islands share (Preact, shared components) goes into shared chunks, each loaded once.
 * - Each script of app/inline-scripts/ is bundled and minified on its own, to be written inline into the pages.
 *
 * It empties the build directory first (React Router's build then adds to it) and writes the record the page
 * build reads (islands.json, app/lib/islands/island-build.ts).
 *
 * ISLANDS_RUNTIME=react builds the islands with React and React DOM instead of Preact's compat layer: only to
 * measure the difference (bench/first-load-js.ts); the site ships Preact.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Alias, build, type Plugin, type Rolldown } from "vite";
import type { IslandBuild, IslandChunk } from "../app/lib/islands/island-build.ts";
import { bakedPublicEnv, buildDirectory, islandBuildFile, publicEnvOrExit } from "../vite-plugins.ts";

const root = path.resolve(import.meta.dirname, "..");
const islandsDir = path.join(root, "app", "islands");
const inlineScriptsDir = path.join(root, "app", "inline-scripts");
const hydrateModule = path.join(root, "app", "lib", "islands", "hydrate-island.ts");
const clientDir = path.join(buildDirectory, "client");
const publicEnv = publicEnvOrExit();

const runtime = process.env.ISLANDS_RUNTIME ?? "preact";
if (runtime !== "preact" && runtime !== "react") {
  console.error(`ISLANDS_RUNTIME must be "preact" or "react", not "${runtime}"`);
  process.exit(1);
}

/** React's modules as Preact's compat layer: the components are written once, for React; Preact hydrates them. */
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

const sourceFiles = async (dir: string, extension: string) =>
  (await readdir(dir))
    .filter((file) => file.endsWith(extension) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.slice(0, -extension.length))
    .sort();

const ENTRY = "island-entry:";

/**
 * One entry module per island: its declaration, hydrated by the one hydrate function. (That each file declares the
 * island of its own name is app/islands/islands.test.tsx's to check, not every visitor's.)
 */
function islandEntries(): Plugin {
  return {
    name: "island-entries",
    resolveId(id) {
      return id.startsWith(ENTRY) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ENTRY}`)) return null;
      const name = id.slice(ENTRY.length + 1);
      return [
        `import island from ${JSON.stringify(path.join(islandsDir, `${name}.tsx`))};`,
        `import { hydrateIsland } from ${JSON.stringify(hydrateModule)};`,
        "export default (element, props) => hydrateIsland(island, element, props);",
      ].join("\n");
    },
  };
}

/**
 * Islands run without React Router in the browser: a link is an <a>, the page's data comes as props. Nor do they
 * format messages: their words come as props, formatted on the server (docs/architecture.md, "Two languages").
 */
function noRouterInIslands(): Plugin {
  return {
    name: "no-router-in-islands",
    resolveId(id, importer) {
      if (id === "react-router" || id.startsWith("react-router/")) {
        this.error(
          `${importer} imports ${id}: islands run without the router (docs/architecture.md, "Rendering: islands")`,
        );
      }
      if (id === "intl-messageformat" || id.startsWith("@formatjs/") || /[/\\]i18n[/\\]/.test(id)) {
        this.error(
          `${importer} imports ${id}: an island gets its words as props (docs/architecture.md, "Two languages")`,
        );
      }
      return null;
    },
  };
}

const shared = {
  configFile: false as const,
  root,
  logLevel: "warn" as const,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
};

async function buildIslands(names: readonly string[]): Promise<Record<string, IslandChunk>> {
  const output = await build({
    ...shared,
    plugins: [noRouterInIslands(), bakedPublicEnv(publicEnv), islandEntries()],
    resolve: { alias: runtime === "preact" ? preactAliases : [] },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: "es2022",
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(names.map((name) => [name, `${ENTRY}${name}`])),
        output: {
          entryFileNames: "assets/islands/[name]-[hash].js",
          chunkFileNames: "assets/islands/[name]-[hash].js",
          assetFileNames: "assets/islands/[name]-[hash][extname]",
        },
        preserveEntrySignatures: "exports-only",
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    "output" in result ? result.output : [],
  );
  const byFile = new Map<string, Rolldown.OutputChunk>();
  for (const chunk of chunks) if (chunk.type === "chunk") byFile.set(chunk.fileName, chunk);
  /** Every chunk an entry imports, directly or through another. */
  const importsOf = (file: string, seen = new Set<string>()): Set<string> => {
    for (const imported of byFile.get(file)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      importsOf(imported, seen);
    }
    return seen;
  };
  const islands: Record<string, IslandChunk> = {};
  for (const chunk of byFile.values()) {
    if (!chunk.isEntry) continue;
    islands[chunk.name] = {
      file: `/${chunk.fileName}`,
      imports: [...importsOf(chunk.fileName)].map((file) => `/${file}`),
    };
  }
  return islands;
}

async function buildInlineScript(name: string): Promise<string> {
  const output = await build({
    ...shared,
    plugins: [bakedPublicEnv(publicEnv)],
    build: {
      write: false,
      target: "es2022",
      copyPublicDir: false,
      lib: { entry: path.join(inlineScriptsDir, `${name}.ts`), formats: ["iife"], name: "_" },
    },
  });
  const result = (Array.isArray(output) ? output : [output])[0];
  const chunk =
    result && "output" in result ? result.output.find((item) => item.type === "chunk") : undefined;
  if (chunk?.type !== "chunk") throw new Error(`build-islands: no code for ${name}`);
  // An IIFE assigned to a global name: the assignment is dropped, the page needs only the call.
  return chunk.code.trim().replace(/^var _=/, "");
}

await rm(buildDirectory, { recursive: true, force: true });
await mkdir(clientDir, { recursive: true });
const islandNames = await sourceFiles(islandsDir, ".tsx");
const record: IslandBuild = {
  islands: islandNames.length > 0 ? await buildIslands(islandNames) : {},
  inlineScripts: Object.fromEntries(
    await Promise.all(
      (await sourceFiles(inlineScriptsDir, ".ts")).map(async (name) => [name, await buildInlineScript(name)]),
    ),
  ),
};
await writeFile(islandBuildFile, `${JSON.stringify(record, null, 2)}\n`);
console.log(
  `build-islands (${runtime}): ${islandNames.length} islands, ${Object.keys(record.inlineScripts).length} inline scripts`,
);
