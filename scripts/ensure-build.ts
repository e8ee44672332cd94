/** `npm start` on a fresh clone: builds the site first when there is no build yet, so one command serves it. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build/client");
if (!existsSync(path.join(buildDir, "index.html"))) {
  console.log("No build yet: running `npm run build` first (about a minute)…");
  execSync("npm run build", { stdio: "inherit", cwd: path.resolve(import.meta.dirname, "..") });
}
