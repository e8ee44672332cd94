import { readFileSync } from "node:fs";
import path from "node:path";
import type { PublicEnv } from "../app/lib/public-env.ts";
import type { Config } from "./config.ts";

/** The public configuration the build baked into its pages (scripts/postbuild.ts), and what differs now. */
export function readBuildPublicEnv(config: Config): { values: PublicEnv; differs: string[] } {
  const file = path.resolve(config.buildDir, "..", "public-env.json");
  let values: PublicEnv;
  try {
    values = { ...config.public, ...(JSON.parse(readFileSync(file, "utf8")) as Partial<PublicEnv>) };
  } catch {
    // A build from before this file existed: the running environment is the best guess.
    return { values: config.public, differs: [] };
  }
  const differs = (Object.keys(config.public) as Array<keyof PublicEnv>).filter(
    (name) => JSON.stringify(values[name]) !== JSON.stringify(config.public[name]),
  );
  return { values, differs };
}
