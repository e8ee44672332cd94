import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { type PublicEnv, parsePublicEnv } from "./app/lib/public-env.ts";

/**
 * The Vite plugins both builds share: the pages' (vite.config.ts, React Router) and the islands'
 * (scripts/build-islands.ts).
 */

/** The build's directory (BUILD_OUT_DIR: a second build beside the usual one, the browser tests' with a tag manager). */
export const buildDirectory = path.resolve(import.meta.dirname, process.env.BUILD_OUT_DIR ?? "build");

/** Where the islands build leaves its record for the page build (app/lib/islands/island-build.ts). */
export const islandBuildFile = path.join(buildDirectory, "islands.json");

/**
 * The public configuration, validated once here, at build, and baked into the bundles: a bad value stops the build
 * with a message naming the variable instead of shipping broken links.
 */
export function publicEnvOrExit(): PublicEnv {
  try {
    return parsePublicEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * In the browser bundles app/lib/public-env.ts is replaced by its already-validated value, so neither zod nor the
 * schema ships to visitors for it; Node (server, scripts, tests) loads the real module and validates at start.
 */
export function bakedPublicEnv(publicEnv: PublicEnv): Plugin {
  return {
    name: "baked-public-env",
    enforce: "pre",
    load(id) {
      if (id.replace(/\\/g, "/").endsWith("/app/lib/public-env.ts")) {
        return `export const publicEnv = ${JSON.stringify(publicEnv)};`;
      }
      return null;
    },
  };
}

const ISLAND_BUILD_MODULE = "virtual:island-build";

/**
 * "virtual:island-build": the islands build's record (where each island's chunk is, the inline scripts), read by
 * the server entry to give each page the loader of exactly its islands. The islands build runs first
 * (`npm run build`); `npm run dev` serves the pages' HTML and styles without the islands' scripts.
 */
export function islandBuildRecord(): Plugin {
  const resolved = `\0${ISLAND_BUILD_MODULE}`;
  return {
    name: "island-build-record",
    resolveId(id) {
      return id === ISLAND_BUILD_MODULE ? resolved : null;
    },
    load(id) {
      if (id !== resolved) return null;
      // `npm run dev` has no islands build: its pages are the HTML alone (app/entry.server.tsx).
      if (this.environment?.config.command !== "build")
        return "export default { islands: {}, inlineScripts: {} };";
      if (!existsSync(islandBuildFile)) {
        throw new Error(`${islandBuildFile} is missing: the islands are built first (npm run build does it)`);
      }
      return `export default ${readFileSync(islandBuildFile, "utf8")};`;
    },
  };
}
