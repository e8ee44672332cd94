import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BUILD_ORIGIN_FILE,
  buildOriginRecord,
  isLoopbackHost,
  publicOriginProblem,
  readBuildOrigin,
} from "./public-origin.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

describe("the public origin of a build", () => {
  it("knows the addresses that reach only this machine", () => {
    for (const host of [
      "127.0.0.1",
      "127.8.9.10",
      "localhost",
      "app.localhost",
      "::1",
      "[::1]",
      "LOCALHOST",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "192.168.1.20", "www.example.com", "128.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  /** Served on this machine only: the loopback HOST and SITE_URL a plain `npm start` has, no proxy. */
  const local = { host: "127.0.0.1", trustProxyHops: 0, siteUrl: "http://127.0.0.1:3000" };

  it("lets a build made for localhost be served on this machine only", () => {
    expect(publicOriginProblem(local, "http://127.0.0.1:3000")).toBeUndefined();
    expect(publicOriginProblem({ ...local, host: "localhost" }, undefined)).toBeUndefined();
    for (const host of ["0.0.0.0", "::", "10.0.0.5"]) {
      for (const origin of [
        "http://127.0.0.1:3000",
        "http://localhost:3000",
        "http://[::1]:3000",
        "http://0.0.0.0",
      ]) {
        const problem = publicOriginProblem({ ...local, host }, origin);
        expect(problem, `${host} ${origin}`).toContain(`HOST=${host}`);
        expect(problem).toContain(origin);
        expect(problem).toContain("SITE_URL=https://www.your-domain.com npm run build");
        expect(problem).not.toContain("\n");
      }
    }
  });

  it("knows a loopback HOST is served to the world behind a proxy, or when SITE_URL is public at start", () => {
    // deploy/bnc-site.service: HOST=127.0.0.1 behind Caddy, TRUST_PROXY_HOPS=1.
    expect(publicOriginProblem({ ...local, trustProxyHops: 1 }, "http://127.0.0.1:3000")).toMatch(
      /^The service cannot start with TRUST_PROXY_HOPS=1 \(a proxy in front\): the build was made for http:\/\/127\.0\.0\.1:3000/,
    );
    // SITE_URL set for the running service but not for the build: the pages still point here.
    expect(
      publicOriginProblem({ ...local, siteUrl: "https://www.bnc-cleaning.com" }, "http://127.0.0.1:3000"),
    ).toMatch(/^The service cannot start with SITE_URL=https:\/\/www\.bnc-cleaning\.com: /);
    expect(publicOriginProblem({ ...local, trustProxyHops: 1 }, undefined)).toMatch(
      /does not record its public origin/,
    );
    expect(
      publicOriginProblem({ ...local, trustProxyHops: 1 }, "https://www.bnc-cleaning.com"),
    ).toBeUndefined();
  });

  it("lets a build made for a public address be served publicly", () => {
    expect(
      publicOriginProblem({ ...local, host: "0.0.0.0" }, "https://www.bnc-cleaning.com"),
    ).toBeUndefined();
    expect(publicOriginProblem({ ...local, host: "::" }, "http://192.168.1.20:3000")).toBeUndefined();
  });

  it("refuses to serve publicly a build that does not say what it was made for", () => {
    expect(publicOriginProblem({ ...local, host: "0.0.0.0" }, undefined)).toMatch(
      /does not record its public origin.*SITE_URL=/,
    );
  });

  it("reads the record postbuild writes, and nothing else", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bnc-origin-"));
    expect(readBuildOrigin(dir)).toBeUndefined();
    writeFileSync(path.join(dir, BUILD_ORIGIN_FILE), buildOriginRecord("https://www.example.com"));
    expect(readBuildOrigin(dir)).toBe("https://www.example.com");
    writeFileSync(path.join(dir, BUILD_ORIGIN_FILE), '{"siteUrl": 42}');
    expect(readBuildOrigin(dir)).toBeUndefined();
    writeFileSync(path.join(dir, BUILD_ORIGIN_FILE), "not json");
    expect(readBuildOrigin(dir)).toBeUndefined();
  });

  it("is recorded in the build as the origin its pages were made with (npm test builds first)", () => {
    const buildDir = path.join(projectRoot, "build/client");
    const canonical = readFileSync(path.join(buildDir, "index.html"), "utf8").match(
      /<link rel="canonical" href="([^"]*)\/"/,
    )?.[1];
    expect(canonical).toBeTruthy();
    expect(readBuildOrigin(buildDir)).toBe(canonical);
    expect(readFileSync(path.join(buildDir, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${canonical}/sitemap.xml`,
    );
  });
});

/** Starts the real service with this environment and resolves with its exit code and what it printed. */
function startService(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "server/main.ts")], {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the service did not stop by itself; it printed: ${stderr}`));
    }, 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("the service with a build made for localhost", () => {
  /** A build directory as postbuild leaves it, reduced to what the check reads. */
  function fakeBuild(siteUrl?: string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bnc-build-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>x</title>");
    if (siteUrl) writeFileSync(path.join(dir, BUILD_ORIGIN_FILE), buildOriginRecord(siteUrl));
    return dir;
  }

  it("refuses to listen on every interface, or behind a proxy, with one line that says to set SITE_URL, and exits 1", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bnc-data-"));
    for (const buildDir of [fakeBuild("http://127.0.0.1:3000"), fakeBuild()]) {
      for (const [exposure, named] of [
        [{ HOST: "0.0.0.0" }, "HOST=0.0.0.0"],
        [{ HOST: "127.0.0.1", TRUST_PROXY_HOPS: "1" }, "TRUST_PROXY_HOPS=1 (a proxy in front)"],
      ] as const) {
        const { code, stderr } = await startService({
          ...exposure,
          PORT: "0",
          BUILD_DIR: buildDir,
          DATA_DIR: dataDir,
        });
        expect(code).toBe(1);
        expect(stderr.trim().split("\n")).toHaveLength(1);
        expect(stderr).toContain(`The service cannot start with ${named}: `);
        expect(stderr).toContain("SITE_URL=https://www.your-domain.com npm run build");
      }
    }
  });
});
