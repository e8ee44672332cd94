import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { POSTGRESQL, requireTool } from "../../scripts/system-tools.ts";
import { freePort } from "./net.ts";

/**
 * A throwaway PostgreSQL server for tests (test-only): initdb into a temp directory, `postgres` on 127.0.0.1 and a
 * free port with its unix socket in that directory, trust authentication, no fsync (a test cluster needs no
 * durability). One per test file (beforeAll), a fresh database per test with createDatabase(). initdb and postgres
 * refuse to run as root, so as root the directory belongs to the `postgres` user and the binaries run through
 * `runuser -u postgres --`. The binaries are found (PG_BIN, /usr/lib/postgresql/<newest>/bin, the PATH) or, as
 * root on Debian, installed by scripts/system-tools.ts (`npm test` runs it first); anywhere else it fails saying
 * what to install: a test of the PostgreSQL store is never skipped.
 */

const run = promisify(execFile);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

export interface PostgresTestServer {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/NAME */
  urlFor(database: string): string;
  /** A new, empty database; answers its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

let databases = 0;

/** Starts a fresh cluster (a couple of seconds); stop() ends it and removes its directory. */
export async function startPostgresTestServer(): Promise<PostgresTestServer> {
  const bin = requireTool(POSTGRESQL);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bnc-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");

  let asUser: (command: string, args: string[]) => [string, string[]] = (command, args) => [command, args];
  if (isRoot) {
    let uid: number;
    let gid: number;
    try {
      uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8", stdio: "pipe" }).trim());
      gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8", stdio: "pipe" }).trim());
    } catch {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        "PostgreSQL refuses to run as root and there is no `postgres` user to run it as: install Debian's " +
          "postgresql package (it creates the user), or run the tests as an ordinary user.",
      );
    }
    chownSync(dir, uid, gid);
    asUser = (command, args) => ["runuser", ["-u", "postgres", "--", command, ...args]];
  }
  const exec = async (name: string, args: string[]) => {
    const [command, fullArgs] = asUser(path.join(bin, name), args);
    return run(command, fullArgs, { cwd: dir, env: { ...process.env, LC_ALL: "C" } });
  };

  let port = 0;
  try {
    await exec("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
      "--no-instructions",
    ]);
    // A free port can be taken between the check and the start: try a few.
    for (let attempt = 0; ; attempt += 1) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        "-c listen_addresses=127.0.0.1",
        `-k ${dir}`,
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=60",
        "-c shared_buffers=16MB",
      ].join(" ");
      try {
        await exec("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
        break;
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  } catch (error) {
    let log = "";
    try {
      log = readFileSync(logFile, "utf8").slice(-2_000);
    } catch {
      // no log yet
    }
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start a test PostgreSQL server: ${(error as Error).message}\n${log}`);
  }

  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    urlFor,
    async createDatabase() {
      databases += 1;
      const name = `leads_${process.pid}_${databases}`;
      const client = new pg.Client({ connectionString: urlFor("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    async stop() {
      try {
        await exec("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
