import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CADDY, requireTool } from "../../scripts/system-tools.ts";
import { freePort, waitFor } from "./net.ts";

/**
 * Caddy in front of the service for the deploy test, run with the project's own deploy/Caddyfile: a local
 * certificate authority ("tls internal"), free ports, its admin API off, its data in a temp directory. Without
 * Caddy, as root on Debian scripts/system-tools.ts installs it (apt-get install caddy); anywhere else it fails
 * saying what to install: the deploy test is never skipped.
 */

export interface CaddyProxy {
  httpPort: number;
  httpsPort: number;
  /** The local CA's root certificate, to trust in HTTPS requests. */
  ca: Buffer;
  log: () => string;
  stop(): Promise<void>;
}

export async function startCaddy(caddyfile: string, upstreams: readonly string[]): Promise<CaddyProxy> {
  const caddy = requireTool(CADDY);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bnc-caddy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, "data"),
    XDG_CONFIG_HOME: path.join(dir, "config"),
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    CADDY_ADMIN: "off",
    SITE_ADDRESS: "localhost",
    CADDY_TLS: "internal",
    UPSTREAMS: upstreams.join(" "),
  };
  execFileSync(caddy, ["validate", "--config", caddyfile, "--adapter", "caddyfile"], { env, stdio: "pipe" });
  const child: ChildProcess = spawn(caddy, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  const rootCert = path.join(dir, "data", "caddy", "pki", "authorities", "local", "root.crt");
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`caddy exited: ${log}`);
      return existsSync(rootCert) && /serving initial configuration|autosaved config|tls.obtain/.test(log);
    },
    "caddy to start with its local certificate authority",
    30_000,
  );
  return {
    httpPort,
    httpsPort,
    ca: readFileSync(rootCert),
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The directives of a systemd unit's [Service] section: each key with every value it was given. */
export function readSystemdUnit(file: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  let section = "";
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header?.[1]) {
      section = header[1];
      continue;
    }
    const [key = "", ...value] = line.split("=");
    const name = `${section}.${key.trim()}`;
    directives.set(name, [...(directives.get(name) ?? []), value.join("=").trim()]);
  }
  return directives;
}
