import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContactFormValues } from "../../app/lib/contact-schema.ts";
import { tempDataDir } from "../../tests/support/service.ts";
import { storedLeadForm } from "../../tests/support/store-suite.ts";
import { abileneTimestamp, csvCell } from "../owner/leads-csv.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { NewLead } from "../store/store.ts";
import { leadEmails } from "./email-templates.ts";

// The owner's command, run as the owner runs it (a child process reading DATA_DIR), on a real store.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = tempDataDir();

async function leads(...args: string[]) {
  return leadsIn(dataDir, ...args);
}

async function leadsIn(directory: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["server/contact/leads-cli.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: directory },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** RFC 4180 parsing, enough for the export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const form: ContactFormValues = {
  ...storedLeadForm,
  squareFootage: 1850,
  services: "DeepCleaning",
  referral: "Social-Media",
};

const normal: NewLead = {
  id: "normal000001",
  form: { ...form, notes: "Gate code 4417.\nTwo friendly dogs." },
  attribution: { page: "/get-a-quote" },
  createdAt: new Date("2025-03-01T15:00:00Z"),
  ip: "203.0.113.7",
};
const spam: NewLead = {
  id: "spam00000002",
  form: { ...form, firstName: "Bot", email: "bot@example.com" },
  attribution: {},
  quarantineReason: "the hidden honeypot field was filled in",
  createdAt: new Date("2025-03-02T15:00:00Z"),
};
const hostile: NewLead = {
  id: "hostile00003",
  form: {
    ...form,
    firstName: '=HYPERLINK("http://evil.example","x")',
    lastName: 'Smith, "Jr."\nIII',
    phone: "+1 325 555 0123",
    notes: "=cmd|' /C calc'!A0\nsecond line",
  },
  attribution: { referrer: "@SUM(A1)", utm_campaign: "-2+3" } as NewLead["attribution"],
  createdAt: new Date("2025-03-03T15:00:00Z"),
};

beforeAll(async () => {
  const store = openSqliteStore(dataDir);
  for (const lead of [normal, spam, hostile])
    await store.saveLead(lead, leadEmails(lead, "owner@example.com"));
  // The normal lead's emails went out; the hostile lead's emails became dead letters.
  const now = new Date();
  const claimed = await store.claimDueEmails("test", now, new Date(now.getTime() + 60_000), 10);
  for (const email of claimed) {
    if (email.leadId === normal.id) await store.markSent(email.id, now);
    else if (email.leadId === hostile.id)
      await store.markFailed(email.id, "test", "550 no such user", { dead: true });
    else
      await store.markFailed(email.id, "test", "timeout", {
        nextAttemptAt: new Date(now.getTime() + 60_000),
      });
  }
  await store.close();
});

describe("npm run leads", () => {
  it("list: newest first, quarantined flagged, email status shown", async () => {
    const { code, stdout } = await leads("list");
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toContain(hostile.id);
    expect(lines[1]).toContain(spam.id);
    expect(lines[1]).toContain("[QUARANTINED: the hidden honeypot field was filled in]");
    expect(lines[2]).toContain(normal.id);
    expect(lines[2]).toContain("Maria Gonzalez");
    expect(lines[2]).toContain("Deep Cleaning");
    expect(lines[2]).toContain("emails: 2 sent");
    expect(lines[0]).toContain("2 DEAD");
    // A line break stored in a name cannot break the listing (nor can an escape sequence reach the terminal).
    expect(lines[0]).toContain('Smith, "Jr."?III');
    expect(stdout).toContain("Outbox: 2 sent, 1 pending, 2 dead letter(s) (npm run leads -- retry)");
  });

  it("the npm script runs the same command", async () => {
    const { stdout } = await run("npm", ["run", "--silent", "leads", "--", "list", "--limit", "1"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(stdout).toContain(hostile.id);
    expect(stdout).not.toContain(normal.id);
  });

  it("show: one lead by id or unique prefix, with its emails' status", async () => {
    const { code, stdout } = await leads("show", "norm");
    expect(code).toBe(0);
    expect(stdout).toContain(`Lead ${normal.id}`);
    expect((await leads("show", spam.id)).stdout).toContain("  Notes:           (left empty)");
    expect(stdout).toContain("79601 (Abilene, inside the service area)");
    expect(stdout).toContain("Social Media");
    expect(stdout).toContain("page:            /get-a-quote");
    expect(stdout).toContain("IP address:      203.0.113.7");
    expect(stdout).toContain("  Notes:           Gate code 4417.\n                   Two friendly dogs.");
    expect(stdout).toMatch(/#\d+ business to owner@example.com: sent/);
    expect(stdout).toMatch(/#\d+ customer to maria@example.com: sent/);

    const dead = await leads("show", hostile.id);
    expect(dead.stdout).toContain("DEAD (npm run leads -- retry)");
    expect(dead.stdout).toContain("last error: 550 no such user");

    const missing = await leads("show", "nothing-like-this");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No lead "nothing-like-this"');
  });

  it("export --csv: every lead, properly quoted, formulas neutralised", async () => {
    const { code, stdout } = await leads("export", "--csv");
    expect(code).toBe(0);
    // A byte-order mark first, so Excel reads the file as UTF-8.
    expect(stdout.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(stdout.slice(1).trimEnd());
    const header = rows[0] ?? [];
    expect(header.slice(0, 5)).toEqual(["id", "received_date", "received_time", "stage", "source"]);
    expect(rows).toHaveLength(4);
    const byId = new Map(
      rows.slice(1).map((row) => [row[0], Object.fromEntries(header.map((h, i) => [h, row[i]]))]),
    );
    expect(byId.get(normal.id)).toMatchObject({
      quarantined: "no",
      received_date: "2025-03-01",
      received_time: "09:00",
      first_name: "Maria",
      services: "Deep Cleaning",
      referral: "Social Media",
      service_area_town: "Abilene",
      square_footage: "1850",
      page: "/get-a-quote",
      notes: "Gate code 4417.\nTwo friendly dogs.",
      emails_sent: "2",
    });
    expect(byId.get(spam.id)).toMatchObject({
      quarantined: "yes",
      quarantine_reason: spam.quarantineReason,
    });
    expect(byId.get(hostile.id)).toMatchObject({
      first_name: `'=HYPERLINK("http://evil.example","x")`,
      last_name: 'Smith, "Jr."\nIII',
      // One format for every phone number, which no spreadsheet reads as a formula (it was "'+1 325 555 0123").
      phone: "(325) 555-0123",
      referrer: "'@SUM(A1)",
      utm_campaign: "'-2+3",
      notes: "'=cmd|' /C calc'!A0\nsecond line",
      emails_dead: "2",
    });
  });

  it("times are Abilene's, with the offset of their season (daylight saving from March to November)", () => {
    expect(abileneTimestamp(new Date("2025-01-15T15:00:00Z"))).toBe("2025-01-15 09:00:00 -06:00");
    expect(abileneTimestamp(new Date("2025-07-04T15:00:00Z"))).toBe("2025-07-04 10:00:00 -05:00");
    // The night the clocks go back: 1:30 a.m. happens twice, told apart by the offset.
    expect(abileneTimestamp(new Date("2025-11-02T06:30:00Z"))).toBe("2025-11-02 01:30:00 -05:00");
    expect(abileneTimestamp(new Date("2025-11-02T07:30:00Z"))).toBe("2025-11-02 01:30:00 -06:00");
  });

  it("csvCell quotes every cell and defuses formula starts", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("\t=cmd")).toBe(`"'\t=cmd"`);
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(12.5)).toBe('"12.5"');
  });

  it("retry: dead letters back to pending, once", async () => {
    const first = await leads("retry");
    expect(first.stdout).toContain("2 dead-letter email(s) back in the outbox");
    const second = await leads("retry");
    expect(second.stdout).toContain("No dead-letter emails");
    const store = openSqliteStore(dataDir);
    const emails = (await store.getLead(hostile.id))?.emails ?? [];
    expect(emails.map((email) => email.status)).toEqual(["pending", "pending"]);
    await store.close();
  });

  it("an unknown command prints the usage and fails", async () => {
    const { code, stderr } = await leads("delete-everything");
    expect(code).toBe(1);
    expect(stderr).toContain("Usage: npm run leads -- <command>");
  });

  it("purge: says how many old quote requests it would delete, and deletes them only with --yes", async () => {
    const directory = tempDataDir();
    const day = 24 * 60 * 60 * 1_000;
    const store = openSqliteStore(directory);
    const old = { ...normal, id: "old000000001", createdAt: new Date(Date.now() - 800 * day) };
    const oldPending = { ...normal, id: "oldpending02", createdAt: new Date(Date.now() - 900 * day) };
    const recent = { ...normal, id: "recent000003", createdAt: new Date(Date.now() - 30 * day) };
    for (const lead of [old, oldPending, recent]) {
      await store.saveLead(lead, leadEmails(lead, "owner@example.com"));
    }
    const now = new Date();
    for (const email of await store.claimDueEmails("test", now, new Date(now.getTime() + 60_000), 10)) {
      if (email.leadId === oldPending.id) continue;
      await store.markSent(email.id, now);
    }
    await store.releaseLeases("test");
    await store.close();

    const dryRun = await leadsIn(directory, "purge");
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toMatch(
      /^1 quote request\(s\) received before .+ \(older than 730 days\) would be deleted, with their emails\. Run again with --yes to delete them\.\n$/,
    );
    expect((await leadsIn(directory, "list")).stdout).toContain(old.id);

    const shorter = await leadsIn(directory, "purge", "--older-than-days", "7");
    expect(shorter.stdout).toMatch(
      /^2 quote request\(s\) received before .+ \(older than 7 days\) would be deleted/,
    );

    const deleted = await leadsIn(directory, "purge", "--yes");
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toMatch(
      /^Deleted 1 quote request\(s\) received before .+ \(older than 730 days\)/,
    );
    const listed = (await leadsIn(directory, "list")).stdout;
    expect(listed).not.toContain(old.id);
    // Its emails never reached the business: kept until they do.
    expect(listed).toContain(oldPending.id);
    expect(listed).toContain(recent.id);
    expect((await leadsIn(directory, "purge", "--yes")).stdout).toContain("nothing deleted");
  });

  it("purge refuses a number of days that is not a whole number of at least 1, or an unknown argument", async () => {
    for (const args of [
      ["--older-than-days", "abc"],
      ["--older-than-days", "0"],
      ["--older-than-days"],
      ["--older-than-days", "30", "--force"],
    ]) {
      const { code, stderr } = await leads("purge", ...args);
      expect(code).toBe(1);
      expect(stderr).toContain("purge needs a whole number of days of at least 1");
    }
    expect((await leads("list")).stdout).toContain(normal.id);
  });
});

describe("the inbox's changes from the command line", () => {
  it("stage (or its old name, status), note and not-spam change the lead as the web inbox does, recorded as the command line", async () => {
    const directory = tempDataDir();
    const store = openSqliteStore(directory);
    const lead: NewLead = {
      id: "cli0inbox0001",
      form: {
        firstName: "Cal",
        lastName: "Line",
        phone: "325-555-0111",
        email: "cal@example.com",
        zipCode: "79601",
        squareFootage: 800,
        services: "Recurring",
        referral: "Other",
        notes: "",
        businessName: "",
        audience: "home",
      },
      attribution: {},
      quarantineReason: "the hidden honeypot field was filled in",
      createdAt: new Date(),
    };
    await store.saveLead(lead, leadEmails(lead, "owner@example.com"));

    expect((await leadsIn(directory, "stage", "cli0inbox", "Contacted")).stdout).toContain(
      "is now Contacted",
    );
    // The command's old name, in scripts written before: the same change.
    expect((await leadsIn(directory, "status", "cli0inbox", "Quoted")).stdout).toContain("is now Quoted");
    expect((await leadsIn(directory, "note", "cli0inbox", "Prefers", "texts")).stdout).toContain(
      "Note added",
    );
    expect((await leadsIn(directory, "not-spam", "cli0inbox")).stdout).toContain("out of quarantine");
    const again = await leadsIn(directory, "not-spam", "cli0inbox");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("is not in quarantine");
    const wrong = await leadsIn(directory, "stage", "cli0inbox", "maybe");
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("stage needs one of: new, contacted, quoted, booked, won, lost");
    expect((await leadsIn(directory, "help")).stdout).toContain(
      "stage ID STAGE     set where you are with a lead",
    );
    expect((await leadsIn(directory, "note", "nosuch")).stderr).toContain('No lead "nosuch"');

    const stored = await store.getLead(lead.id);
    expect(stored?.lead).toMatchObject({ stage: "quoted", quarantined: false });
    expect(stored?.emails.map((email) => email.kind)).toEqual(["business", "customer"]);
    const history = await store.leadActivity(lead.id);
    expect(history.map(({ action, actor, detail }) => ({ action, actor, detail }))).toEqual([
      { action: "stage", actor: "command line", detail: "contacted" },
      { action: "stage", actor: "command line", detail: "quoted" },
      { action: "note", actor: "command line", detail: "Prefers texts" },
      { action: "released", actor: "command line", detail: undefined },
    ]);
    expect((await leadsIn(directory, "show", "cli0inbox")).stdout).toContain("Stage:           Quoted");
    await store.close();
  });
});
