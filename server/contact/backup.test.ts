import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import {
  numberedName,
  type ServiceProcess,
  startServiceProcess,
  stopServiceProcesses,
  tempDataDir,
  validRequest,
} from "../../tests/support/service.ts";
import { openSqliteStore } from "../store/open-store.ts";
import { LEADS_FILE } from "../store/sqlite-database.ts";

// `npm run leads -- backup FILE` as the owner runs it: a separate process, beside the running service, while
// quote requests keep arriving.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
afterEach(stopServiceProcesses);

function backupCli(dataDir: string, file: string) {
  return run(process.execPath, ["server/contact/leads-cli.ts", "backup", file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

async function post(service: ServiceProcess, index: number): Promise<string> {
  const response = await fetch(`${service.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      validRequest({ firstName: numberedName("Load", index), email: `load.${index}@example.com` }),
    ),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("an online backup of the SQLite store", () => {
  it("under load, the copy holds every lead stored before it began, each with its emails, and is consistent", async () => {
    const dataDir = tempDataDir();
    const service = await startServiceProcess({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "10000" });
    const stored: string[] = [];
    let next = 0;
    let posting = true;
    const writer = async () => {
      while (posting) stored.push(await post(service, next++));
    };
    const writers = [writer(), writer(), writer()];
    while (stored.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = [...stored];
    const copyDir = mkdtempSync(path.join(os.tmpdir(), "bnc-backup-"));
    const { stdout } = await backupCli(dataDir, path.join(copyDir, LEADS_FILE));
    const during = stored.length;
    posting = false;
    await Promise.all(writers);

    expect(stdout).toMatch(/^Backed up \d+ quote request\(s\) \(\d+\.\d MB\) to /);
    expect(during).toBeGreaterThan(before.length);
    const copy = openSqliteStore(copyDir);
    try {
      const leads = await copy.allLeads();
      const ids = new Set(leads.map((entry) => entry.lead.id));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      for (const entry of leads) {
        // The business's email, and the acknowledgement unless its hourly limit (60) held it back.
        expect(entry.emails.pending + entry.emails.sent).toBe(entry.lead.acknowledgementSkipped ? 1 : 2);
      }
    } finally {
      await copy.close();
    }
  }, 60_000);

  it("never overwrites a file", async () => {
    const dataDir = tempDataDir();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bnc-backup-")), "copy.sqlite");
    await backupCli(dataDir, file);
    await expect(backupCli(dataDir, file)).rejects.toMatchObject({
      stderr: expect.stringContaining("exists already"),
    });
  });
});
