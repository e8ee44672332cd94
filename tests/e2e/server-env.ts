import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The one place the browser tests' server is configured. The port and data directory are chosen once, in the
 * Playwright runner, and handed to its workers through the environment so all of them talk to the same server.
 */
/** A port the system says is free now (a guessed one may belong to another socket of the machine). */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "bnc-e2e-"));

const port = process.env.E2E_PORT;

export const e2eServer = {
  port: Number(port),
  baseURL: `http://127.0.0.1:${port}`,
  dataDir: process.env.E2E_DATA_DIR,
  env: {
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: process.env.E2E_DATA_DIR,
    LOG_LEVEL: "warn",
  } as Record<string, string>,
};
