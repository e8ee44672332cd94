import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_ORIGIN_FILE, buildOriginRecord } from "../../server/public-origin.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The public address a copy of the test build is recorded as made for. */
const RECORDED_PUBLIC_ORIGIN = "https://www.bnc-cleaning.example";

export interface BuildCopy {
  /** For BUILD_DIR. */
  clientDir: string;
  remove(): void;
}

/**
 * The test build is made without SITE_URL, and the service refuses to serve such a build behind a proxy or on a
 * public address (its pages would send search engines to localhost: server/public-origin.ts). A real deploy builds
 * with its SITE_URL; for the tests that start the service that way, this stands in for that minute-long rebuild:
 * a copy of the build whose origin record (the only thing the start check reads) names a public address.
 */
export function copyBuildRecordedAsPublic(): BuildCopy {
  // Inside build/ (ignored by git), so the server bundle still finds the project's node_modules.
  const build = path.join(root, "build");
  const copy = mkdtempSync(path.join(build, ".test-copy-"));
  for (const part of ["client", "server", "public-env.json"]) {
    cpSync(path.join(build, part), path.join(copy, part), { recursive: true });
  }
  const clientDir = path.join(copy, "client");
  writeFileSync(path.join(clientDir, BUILD_ORIGIN_FILE), buildOriginRecord(RECORDED_PUBLIC_ORIGIN));
  return { clientDir, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
