/**
 * The programs the tests drive that npm cannot install: Chromium (browser tests), Firefox (the quote form's second
 * engine), a Java (the Nu HTML Checker), Caddy (the deploy recipe) and PostgreSQL (the lead store on both
 * databases). Each is found the same way (its variable, the usual places, the PATH); as root on Debian or Ubuntu a
 * missing one is installed with apt-get, as `npm test` does before any test runs; anywhere else the message says
 * exactly what to run. The test helpers (tests/support) and scripts/find-chromium.ts find them through here.
 *
 *   node scripts/system-tools.ts --check [chromium firefox java caddy postgresql]   (all when none is named)
 *
 * Node's own modules only: it runs before `npm install` in .ci/run.
 */
import { execFileSync, execSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** What finding and installing needs of the machine; tests give their own. */
export interface ToolHost {
  env: Readonly<Record<string, string | undefined>>;
  exists(file: string): boolean;
  /** The names in a directory, or none when it is not there. */
  list(dir: string): string[];
  isRoot: boolean;
  /** apt-get is there (Debian, Ubuntu). */
  hasAptGet: boolean;
  /** Installs Debian packages (apt-get update, then install); throws when apt-get fails. */
  install(packages: readonly string[]): void;
  log(message: string): void;
}

export interface SystemTool {
  /** The name `--check` takes. */
  id: "chromium" | "firefox" | "java" | "caddy" | "postgresql";
  /** What it is and which tests need it, for the messages. */
  what: string;
  /** Debian's package that provides it. */
  debianPackage: string;
  /** How to get it elsewhere, and the variable that points at one already installed. */
  otherwise: string;
  /** The program (or, for PostgreSQL, the directory of its binaries), or undefined. */
  find(host: ToolHost): string | undefined;
}

/** `name` in one of the PATH's directories. */
function onPath(host: ToolHost, name: string): string | undefined {
  return (host.env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((file) => host.exists(file));
}

/** The first of `files` that exists. */
const firstOf = (host: ToolHost, files: ReadonlyArray<string | undefined>) =>
  files.find((file): file is string => Boolean(file && host.exists(file)));

function playwrightChromiums(host: ToolHost): string[] {
  const cache =
    host.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(host.env.HOME ?? os.homedir(), ".cache", "ms-playwright");
  return host
    .list(cache)
    .filter((dir) => dir.startsWith("chromium-"))
    .sort()
    .reverse()
    .flatMap((dir) => [
      path.join(cache, dir, "chrome-linux", "chrome"),
      path.join(cache, dir, "chrome-linux64", "chrome"),
    ]);
}

const POSTGRES_BINARIES = ["initdb", "pg_ctl", "postgres"];

export const CHROMIUM: SystemTool = {
  id: "chromium",
  what: "Chromium, for the browser tests (tests/e2e)",
  debianPackage: "chromium",
  otherwise: "macOS: `brew install --cask chromium`; or point CHROME_PATH at any Chrome or Chromium",
  find: (host) =>
    firstOf(host, [
      host.env.CHROME_PATH,
      "/usr/bin/chromium",
      "/usr/bin/chromium-browser",
      "/usr/bin/google-chrome-stable",
      "/usr/bin/google-chrome",
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
      ...playwrightChromiums(host),
    ]),
};

export const FIREFOX: SystemTool = {
  id: "firefox",
  what: "Firefox, for the quote form's Firefox test (tests/firefox)",
  debianPackage: "firefox-esr",
  otherwise: "macOS: `brew install --cask firefox`; or point FIREFOX_PATH at a Firefox",
  find: (host) =>
    firstOf(host, [host.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"]) ??
    onPath(host, "firefox-esr") ??
    onPath(host, "firefox"),
};

export const JAVA: SystemTool = {
  id: "java",
  what: "a Java, for the Nu HTML Checker (tests/html)",
  debianPackage: "default-jre-headless",
  otherwise: "macOS: `brew install openjdk`; or set JAVA_HOME",
  find: (host) =>
    firstOf(host, [host.env.JAVA_HOME ? path.join(host.env.JAVA_HOME, "bin", "java") : undefined]) ??
    onPath(host, "java"),
};

export const CADDY: SystemTool = {
  id: "caddy",
  what: "Caddy 2, the TLS proxy of deploy/Caddyfile, for the deploy test (tests/deploy)",
  debianPackage: "caddy",
  otherwise: "macOS: `brew install caddy`",
  find: (host) => firstOf(host, ["/usr/bin/caddy", "/usr/local/bin/caddy"]) ?? onPath(host, "caddy"),
};

export const POSTGRESQL: SystemTool = {
  id: "postgresql",
  what: "PostgreSQL's server (initdb, pg_ctl, postgres), for the lead store tests on PostgreSQL",
  debianPackage: "postgresql",
  otherwise: "macOS: `brew install postgresql@15`; or set PG_BIN to the directory that holds initdb",
  find: (host) => {
    const debian = "/usr/lib/postgresql";
    const versions = host
      .list(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(debian, version, "bin"));
    const pathDirs = (host.env.PATH ?? "").split(path.delimiter).filter(Boolean);
    return [host.env.PG_BIN, ...versions, ...pathDirs].find(
      (dir): dir is string =>
        Boolean(dir) && POSTGRES_BINARIES.every((name) => host.exists(path.join(dir as string, name))),
    );
  },
};

export const SYSTEM_TOOLS: readonly SystemTool[] = [CHROMIUM, FIREFOX, JAVA, CADDY, POSTGRESQL];

export interface ToolsFound {
  found: Map<SystemTool["id"], string>;
  missing: SystemTool[];
}

/**
 * Finds `tools`; as root with apt-get, installs the missing ones' packages in one go and looks again. Never throws:
 * what is still missing is answered (with `missingToolsMessage` to say what to run).
 */
export function ensureTools(tools: readonly SystemTool[], host: ToolHost = systemHost()): ToolsFound {
  const look = (): ToolsFound => {
    const found = new Map<SystemTool["id"], string>();
    const missing: SystemTool[] = [];
    for (const tool of tools) {
      const where = tool.find(host);
      if (where) found.set(tool.id, where);
      else missing.push(tool);
    }
    return { found, missing };
  };
  const first = look();
  if (first.missing.length === 0 || !host.isRoot || !host.hasAptGet) return first;
  const packages = [...new Set(first.missing.map((tool) => tool.debianPackage))];
  host.log(`Not on this machine: ${first.missing.map((tool) => tool.what).join("; ")}.`);
  host.log(`Installing Debian's ${packages.join(", ")} (apt-get, as root)…`);
  try {
    host.install(packages);
  } catch (error) {
    host.log(`apt-get install ${packages.join(" ")} failed: ${(error as Error).message}`);
  }
  return look();
}

/** What to run for each missing tool, as one message. */
export function missingToolsMessage(missing: readonly SystemTool[], host: Pick<ToolHost, "isRoot">): string {
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))].join(" ");
  return [
    "The tests need programs that npm cannot install, and this machine does not have them:",
    ...missing.map(
      (tool) => `  - ${tool.what}: Debian/Ubuntu package ${tool.debianPackage}; ${tool.otherwise}`,
    ),
    host.isRoot
      ? `Install them (Debian/Ubuntu: apt-get install -y ${packages}), then run the tests again.`
      : `Install them (Debian/Ubuntu: sudo apt-get install -y ${packages}), then run the tests again; as root on Debian, npm test installs them itself.`,
  ].join("\n");
}

/** The tool, installing it as root on Debian; throws the message saying what to run when it is not there. */
export function requireTool(tool: SystemTool, host: ToolHost = systemHost()): string {
  const { found, missing } = ensureTools([tool], host);
  const where = found.get(tool.id);
  if (!where) throw new Error(missingToolsMessage(missing, host));
  return where;
}

/** This machine. apt-get waits for another apt-get's lock (two test files may ask at once) instead of failing. */
export function systemHost(): ToolHost {
  return {
    env: process.env,
    exists: existsSync,
    list: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    isRoot: typeof process.getuid === "function" && process.getuid() === 0,
    hasAptGet: existsSync("/usr/bin/apt-get"),
    install: (packages) => {
      const apt = "DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -qq";
      execSync(`${apt} update && ${apt} install -y ${packages.join(" ")} >/dev/null`, { stdio: "inherit" });
    },
    log: (message) => console.info(message),
  };
}

/** Whether `java` really runs (a PATH entry can be a stub that only says to install a Java, as on macOS). */
export function javaRuns(java: string): boolean {
  try {
    execFileSync(java, ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.main && process.argv.includes("--check")) {
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const unknown = asked.filter((id) => !SYSTEM_TOOLS.some((tool) => tool.id === id));
  if (unknown.length > 0) {
    console.error(
      `Unknown: ${unknown.join(", ")}. Known: ${SYSTEM_TOOLS.map((tool) => tool.id).join(", ")}.`,
    );
    process.exit(2);
  }
  const host = systemHost();
  const tools = asked.length > 0 ? SYSTEM_TOOLS.filter((tool) => asked.includes(tool.id)) : SYSTEM_TOOLS;
  const { found, missing } = ensureTools(tools, host);
  for (const [id, where] of found) console.info(`${id}: ${where}`);
  if (missing.length > 0) {
    console.error(missingToolsMessage(missing, host));
    process.exit(1);
  }
}
