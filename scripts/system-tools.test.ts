import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ensureTools,
  FIREFOX,
  JAVA,
  missingToolsMessage,
  requireTool,
  SYSTEM_TOOLS,
  type ToolHost,
} from "./system-tools.ts";

// The programs the tests need from the system, on machines made up for the purpose (nothing is uninstalled here):
// a fresh Debian as root gets them from apt-get, anything else is told what to run. The outside check ran
// `npm install && npm test` on a fresh Debian and the Firefox tests threw "No Firefox for the Firefox tests".

const root = path.resolve(import.meta.dirname, "..");

/** What each Debian package puts on the machine (the files the finders look for). */
const DEBIAN_FILES: Record<string, string[]> = {
  chromium: ["/usr/bin/chromium"],
  "firefox-esr": ["/usr/bin/firefox-esr"],
  "default-jre-headless": ["/usr/bin/java"],
  caddy: ["/usr/bin/caddy"],
  postgresql: [
    "/usr/lib/postgresql/15/bin/initdb",
    "/usr/lib/postgresql/15/bin/pg_ctl",
    "/usr/lib/postgresql/15/bin/postgres",
  ],
};

interface FakeMachine extends ToolHost {
  installed: string[][];
  lines: string[];
}

function machine(
  options: {
    files?: string[];
    env?: Record<string, string>;
    isRoot?: boolean;
    hasAptGet?: boolean;
    aptFails?: boolean;
  } = {},
): FakeMachine {
  const files = new Set(options.files ?? []);
  const host: FakeMachine = {
    env: { PATH: "/usr/local/bin:/usr/bin:/bin", HOME: "/root", ...options.env },
    exists: (file) => files.has(file),
    list: (dir) => [
      ...new Set(
        [...files]
          .filter((file) => file.startsWith(`${dir}/`))
          .map((file) => file.slice(dir.length + 1).split("/")[0] ?? ""),
      ),
    ],
    isRoot: options.isRoot ?? false,
    hasAptGet: options.hasAptGet ?? true,
    install(packages) {
      host.installed.push([...packages]);
      if (options.aptFails) throw new Error("E: Unable to locate package");
      for (const name of packages) for (const file of DEBIAN_FILES[name] ?? []) files.add(file);
    },
    log: (line) => host.lines.push(line),
    installed: [],
    lines: [],
  };
  return host;
}

describe("the programs the tests need from the system", () => {
  it("a fresh Debian as root: one apt-get installs every missing package, then each is found", () => {
    const host = machine({ isRoot: true });
    const { found, missing } = ensureTools(SYSTEM_TOOLS, host);
    expect(host.installed).toEqual([
      ["chromium", "firefox-esr", "default-jre-headless", "caddy", "postgresql"],
    ]);
    expect(missing).toEqual([]);
    expect(Object.fromEntries(found)).toEqual({
      chromium: "/usr/bin/chromium",
      firefox: "/usr/bin/firefox-esr",
      java: "/usr/bin/java",
      caddy: "/usr/bin/caddy",
      postgresql: "/usr/lib/postgresql/15/bin",
    });
  });

  it("the outside check's machine (Chromium and PostgreSQL there, no Firefox, Java or Caddy): as root, only those are installed", () => {
    const host = machine({
      isRoot: true,
      files: [...(DEBIAN_FILES.chromium ?? []), ...(DEBIAN_FILES.postgresql ?? [])],
    });
    const { missing } = ensureTools(SYSTEM_TOOLS, host);
    expect(host.installed).toEqual([["firefox-esr", "default-jre-headless", "caddy"]]);
    expect(missing).toEqual([]);
  });

  it("found where the machine says, or on the PATH: nothing installed", () => {
    const host = machine({
      isRoot: true,
      env: {
        PATH: "/opt/tools/bin:/usr/bin",
        CHROME_PATH: "/opt/chrome/chrome",
        FIREFOX_PATH: "/opt/firefox/firefox",
        JAVA_HOME: "/opt/jdk",
        PG_BIN: "/opt/pg/bin",
      },
      files: [
        "/opt/chrome/chrome",
        "/opt/firefox/firefox",
        "/opt/jdk/bin/java",
        "/opt/tools/bin/caddy",
        "/opt/pg/bin/initdb",
        "/opt/pg/bin/pg_ctl",
        "/opt/pg/bin/postgres",
      ],
    });
    const { found, missing } = ensureTools(SYSTEM_TOOLS, host);
    expect(missing).toEqual([]);
    expect(host.installed).toEqual([]);
    expect(found.get("firefox")).toBe("/opt/firefox/firefox");
    expect(found.get("java")).toBe("/opt/jdk/bin/java");
    expect(found.get("caddy")).toBe("/opt/tools/bin/caddy");
    expect(found.get("postgresql")).toBe("/opt/pg/bin");
  });

  it("not root: nothing is installed, and the message says what to run for each", () => {
    const host = machine({ files: DEBIAN_FILES.chromium });
    const { missing } = ensureTools([FIREFOX, JAVA], host);
    expect(host.installed).toEqual([]);
    const message = missingToolsMessage(missing, host);
    expect(message).toContain("sudo apt-get install -y firefox-esr default-jre-headless");
    expect(message).toContain("FIREFOX_PATH");
    expect(message).toContain("JAVA_HOME");
    expect(message).toContain("tests/firefox");
    expect(() => requireTool(FIREFOX, host)).toThrow(/sudo apt-get install -y firefox-esr/);
  });

  it("root without apt-get (not Debian), or an apt-get that fails: the message says what to install", () => {
    const elsewhere = machine({ isRoot: true, hasAptGet: false });
    expect(() => requireTool(FIREFOX, elsewhere)).toThrow(/firefox-esr.*brew install --cask firefox/s);
    expect(elsewhere.installed).toEqual([]);

    const broken = machine({ isRoot: true, aptFails: true });
    expect(() => requireTool(FIREFOX, broken)).toThrow(/apt-get install -y firefox-esr/);
    expect(broken.installed).toEqual([["firefox-esr"]]);
    expect(broken.lines.join("\n")).toContain("Unable to locate package");
  });

  it("the README's test command checks (and as root installs) them all before any test runs", () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    const steps = (scripts.test ?? "").split("&&").map((step) => step.trim());
    const check = steps.indexOf("node scripts/system-tools.ts --check");
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(steps.indexOf("npm run test:unit"));
    expect(check).toBeLessThan(steps.indexOf("npm run test:e2e"));
    expect(SYSTEM_TOOLS.map((tool) => tool.id).sort()).toEqual([
      "caddy",
      "chromium",
      "firefox",
      "java",
      "postgresql",
    ]);
  });

  it("on this machine the check finds every one and installs nothing; an unknown name is refused", () => {
    const output = execFileSync(process.execPath, ["scripts/system-tools.ts", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    for (const tool of SYSTEM_TOOLS) expect(output).toMatch(new RegExp(`^${tool.id}: /`, "m"));
    expect(output).not.toContain("Installing");
    const unknown = spawnSync(process.execPath, ["scripts/system-tools.ts", "--check", "netscape"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Known: chromium, firefox, java, caddy, postgresql");
  });
});
