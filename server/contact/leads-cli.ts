import path from "node:path";
import { pathToFileURL } from "node:url";
import { townForZipCode } from "../../app/content/business.ts";
import { referralLabel, serviceLabel } from "../../app/lib/contact-fields.ts";
import { isLeadStage, LEAD_STAGES, STAGE_LABELS } from "../../app/lib/owner-inbox.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { createSiteContentSource } from "../content-source.ts";
import { connectCurrentContent, currentContent } from "../current-content.ts";
import { COMMAND_LINE_ACTOR, LeadInbox } from "../owner/lead-inbox.ts";
import { openStore } from "../store/open-store.ts";
import type { Lead, LeadListEntry, Store } from "../store/store.ts";

/**
 * The owner's command for the quote requests, reading the same store as the service (DATA_DIR, via loadConfig):
 *   npm run leads -- list [--limit N]   recent leads, newest first; quarantined ones flagged
 *   npm run leads -- show ID            one lead (a unique prefix of its id is enough) with its emails' status
 *   npm run leads -- export --csv       every lead as CSV on stdout (spreadsheet-safe)
 *   npm run leads -- retry              dead-letter emails back to the outbox; the running service sends them
 *   npm run leads -- stage ID STAGE     new, contacted, quoted, booked, won or lost (as the web inbox sets it); `status`,
 *                                       its old name, still works
 *   npm run leads -- note ID TEXT       a private note on a lead
 *   npm run leads -- not-spam ID        out of quarantine; the acknowledgement held back is sent
 *   npm run leads -- purge [--older-than-days N] [--yes]
 *                                       retention: counts (and with --yes deletes) leads older than N days
 *   npm run leads -- backup FILE        an online backup of the SQLite store while the service runs
 * It reads DATABASE_URL like the service (PostgreSQL), else DATA_DIR's SQLite file; safe beside the running service.
 * The changes are the web inbox's own operations (server/owner/lead-inbox.ts), recorded as by "command line".
 */

/** The privacy policy keeps quote requests up to N months after they arrive (the owner's fact): in days. */
const retentionMonths = () => currentContent().facts.quoteRequestMonths;
const retentionDays = () => Math.round((retentionMonths() * 365) / 12);
const DAY_MS = 24 * 60 * 60 * 1_000;

const usage = () => `Usage: npm run leads -- <command>
  list [--limit N]   recent quote requests, newest first (default 20)
  show ID            one quote request and the status of its emails
  export --csv       every quote request as CSV on stdout
  retry              put dead-letter emails back in the outbox
  stage ID STAGE     set where you are with a lead: ${LEAD_STAGES.join(", ")}
  note ID TEXT       add a private note to a lead (quote the text)
  not-spam ID        take a lead out of quarantine and send the acknowledgement it was denied
  purge [--older-than-days N] [--yes]
                     delete quote requests received more than N days ago (default ${retentionDays()},
                     about ${retentionMonths()} months, as the privacy policy promises);
                     without --yes only says how many
  backup FILE        copy the SQLite lead store to FILE while the service runs (docs/operations.md: restore)`;

interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * Text for the owner's terminal: control characters (line breaks, escape sequences that could rewrite the screen)
 * become "?". The API never stores them in a name, but the CLI does not rely on that.
 */
function terminalSafe(text: string): string {
  return text.replace(/\p{Cc}/gu, "?");
}

const when = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "medium",
  timeStyle: "short",
});

function emailSummary(entry: LeadListEntry): string {
  const { pending, sent, dead } = entry.emails;
  const parts = [`${sent} sent`];
  if (pending) parts.push(`${pending} pending`);
  if (dead) parts.push(`${dead} DEAD`);
  return parts.join(", ");
}

function leadLine(entry: LeadListEntry): string {
  const { lead } = entry;
  const flag = lead.quarantined ? `  [QUARANTINED: ${lead.quarantineReason ?? "suspected spam"}]` : "";
  return (
    [
      lead.id,
      when.format(lead.createdAt),
      `${lead.form.firstName} ${lead.form.lastName}`,
      lead.form.phone,
      lead.form.email,
      serviceLabel(lead.form.services),
      lead.form.zipCode,
      `emails: ${emailSummary(entry)}`,
    ].join(" | ") + flag
  );
}

function describeLead(lead: Lead): string[] {
  const town = townForZipCode(currentContent().business, lead.form.zipCode);
  const lines = [
    `Lead ${lead.id}${lead.quarantined ? " (QUARANTINED)" : ""}`,
    `  Stage:           ${STAGE_LABELS[lead.stage]}`,
    `  Received:        ${when.format(lead.createdAt)} (${lead.createdAt.toISOString()})`,
    `  Name:            ${lead.form.firstName} ${lead.form.lastName}`,
    `  Email:           ${lead.form.email}`,
    `  Phone:           ${lead.form.phone}`,
    `  Zip code:        ${lead.form.zipCode} (${town ? `${town.name}, inside the service area` : "outside the service area"})`,
    `  Square footage:  ${lead.form.squareFootage}`,
    `  Services:        ${serviceLabel(lead.form.services)}`,
    `  Referral:        ${referralLabel(lead.form.referral)}`,
  ];
  // The notes keep their lines, each indented under the label (terminalSafe() would make a line break "?").
  const notes = lead.form.notes ? lead.form.notes.split("\n") : ["(left empty)"];
  notes.forEach((line, index) => {
    lines.push(`${index === 0 ? "  Notes:           " : "                   "}${line}`);
  });
  if (lead.quarantineReason) lines.push(`  Quarantine:      ${lead.quarantineReason}`);
  if (lead.acknowledgementSkipped) lines.push(`  No acknowledgement: ${lead.acknowledgementSkipped}`);
  for (const [key, value] of Object.entries(lead.attribution)) {
    if (value) lines.push(`  ${`${key}:`.padEnd(17)}${value}`);
  }
  if (lead.ip) lines.push(`  IP address:      ${lead.ip}`);
  if (lead.userAgent) lines.push(`  User agent:      ${lead.userAgent}`);
  return lines;
}

export async function runLeadsCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === "help" || command === "--help") {
    io.out(usage());
    return command ? 0 : 1;
  }
  let store: Store;
  try {
    store = await openStore(loadConfig(env));
    // The owner's facts and details (the retention period, the towns), as the service has them.
    const source = createSiteContentSource(store);
    await source.refresh();
    connectCurrentContent(source);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return error instanceof ConfigError ? 2 : 1;
  }
  try {
    switch (command) {
      case "list": {
        const limitIndex = rest.indexOf("--limit");
        const limit = limitIndex === -1 ? 20 : Number(rest[limitIndex + 1]);
        if (!Number.isInteger(limit) || limit < 1) {
          io.err("--limit needs a whole number of leads, such as --limit 50");
          return 1;
        }
        const entries = await store.listLeads(limit);
        if (entries.length === 0) {
          io.out(`No quote requests yet (store: ${store.location}).`);
          return 0;
        }
        for (const entry of entries) io.out(terminalSafe(leadLine(entry)));
        const counts = await store.outboxCounts();
        io.out(
          `\n${entries.length} shown. Outbox: ${counts.sent} sent, ${counts.pending} pending, ${counts.dead} dead letter(s)` +
            (counts.dead ? " (npm run leads -- retry)" : ""),
        );
        return 0;
      }
      case "show": {
        const wanted = rest[0]?.trim().toLowerCase();
        if (!wanted) {
          io.err("show needs the id of a lead: npm run leads -- show ID");
          return 1;
        }
        const ids = await store.findLeadIds(wanted);
        if (ids.length !== 1 || !ids[0]) {
          io.err(
            ids.length
              ? `"${wanted}" matches ${ids.length} leads: give more of the id`
              : `No lead "${wanted}".`,
          );
          return 1;
        }
        const found = await store.getLead(ids[0]);
        if (!found) {
          io.err(`No lead "${wanted}".`);
          return 1;
        }
        const lines = describeLead(found.lead);
        lines.push("  Emails:");
        for (const email of found.emails) {
          const status =
            email.status === "sent"
              ? `sent ${email.sentAt?.toISOString() ?? ""}`
              : email.status === "dead"
                ? "DEAD (npm run leads -- retry)"
                : `pending, next attempt ${email.nextAttemptAt.toISOString()}`;
          lines.push(
            `    #${email.id} ${email.kind} to ${email.to}: ${status}; ${email.attempts} attempt(s)` +
              (email.lastError ? `; last error: ${email.lastError}` : ""),
          );
          lines.push(`      Subject: ${email.subject}`);
        }
        io.out(lines.map(terminalSafe).join("\n"));
        return 0;
      }
      case "export": {
        if (!rest.includes("--csv")) {
          io.err("export writes CSV: npm run leads -- export --csv > leads.csv");
          return 1;
        }
        io.out(await new LeadInbox(store).csv());
        return 0;
      }
      case "retry": {
        const count = await new LeadInbox(store).retryAllDead(COMMAND_LINE_ACTOR);
        io.out(
          count
            ? `${count} dead-letter email(s) back in the outbox: the running service sends them within seconds.`
            : "No dead-letter emails: nothing to retry.",
        );
        return 0;
      }
      case "purge":
        return await purge(store, rest, io);
      // "status" was the command's name before the owner's progress of a lead was its stage: scripts keep working.
      case "stage":
      case "status":
        return await change(store, "stage", rest, io);
      case "note":
      case "not-spam":
        return await change(store, command, rest, io);
      case "backup":
        return await backupStore(store, rest, io);
      default:
        io.err(`Unknown command "${command}".\n${usage()}`);
        return 1;
    }
  } finally {
    await store.close();
  }
}

/** The inbox's changes from the command line: the lead by a unique prefix of its id, as `show` finds it. */
async function change(
  store: Store,
  command: "stage" | "note" | "not-spam",
  args: readonly string[],
  io: CliIo,
): Promise<number> {
  const [wanted, ...more] = args;
  const ids = wanted ? await store.findLeadIds(wanted.trim().toLowerCase()) : [];
  const id = ids.length === 1 ? ids[0] : undefined;
  if (!id) {
    io.err(
      !wanted
        ? `${command} needs the id of a lead (npm run leads -- ${command} ID …)`
        : ids.length
          ? `"${terminalSafe(wanted)}" matches ${ids.length} leads: give more of the id`
          : `No lead "${terminalSafe(wanted)}".`,
    );
    return 1;
  }
  const inbox = new LeadInbox(store);
  if (command === "stage") {
    const stage = more[0]?.toLowerCase();
    if (!isLeadStage(stage)) {
      io.err(`stage needs one of: ${LEAD_STAGES.join(", ")}`);
      return 1;
    }
    await inbox.setStage(id, stage, COMMAND_LINE_ACTOR);
    io.out(`Lead ${id} is now ${STAGE_LABELS[stage]}.`);
    return 0;
  }
  if (command === "note") {
    if (!(await inbox.addNote(id, more.join(" "), COMMAND_LINE_ACTOR))) {
      io.err('note needs some text: npm run leads -- note ID "Called back, visit on Friday"');
      return 1;
    }
    io.out(`Note added to lead ${id}.`);
    return 0;
  }
  if (!(await inbox.markNotSpam(id, COMMAND_LINE_ACTOR))) {
    io.err(`Lead ${id} is not in quarantine.`);
    return 1;
  }
  io.out(`Lead ${id} is out of quarantine; its acknowledgement goes to the customer now.`);
  return 0;
}

/** `backup FILE`: the SQLite store, online; PostgreSQL has its own tools. */
async function backupStore(store: Store, args: readonly string[], io: CliIo): Promise<number> {
  const [file, ...stray] = args;
  if (!file || stray.length > 0) {
    io.err("backup needs one file name: npm run leads -- backup /srv/backups/leads-$(date +%F).sqlite");
    return 1;
  }
  if (!store.backupTo) {
    io.err(
      "backup copies the SQLite store; with DATABASE_URL the leads are in PostgreSQL: use pg_dump " +
        '(pg_dump --format=custom --file=leads.dump "$DATABASE_URL"), see docs/operations.md',
    );
    return 1;
  }
  try {
    const { leads, bytes } = await store.backupTo(path.resolve(file));
    io.out(
      `Backed up ${leads} quote request(s) (${(bytes / 1_048_576).toFixed(1)} MB) to ${path.resolve(file)}.`,
    );
    return 0;
  } catch (error) {
    io.err(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * Retention: counts the leads received before the cutoff whose emails are no longer pending, and deletes them (with
 * their emails) only when --yes is given, so a mistyped number costs nothing.
 */
async function purge(store: Store, args: readonly string[], io: CliIo): Promise<number> {
  const known = new Set(["--older-than-days", "--yes"]);
  const daysIndex = args.indexOf("--older-than-days");
  const daysText = daysIndex === -1 ? String(retentionDays()) : args[daysIndex + 1];
  const stray = args.find((arg, index) => !known.has(arg) && index !== daysIndex + 1);
  const days = Number(daysText);
  if (stray !== undefined || !daysText || !/^\d+$/.test(daysText) || days < 1) {
    io.err(
      `purge needs a whole number of days of at least 1, such as --older-than-days ${retentionDays()}` +
        (stray === undefined ? "" : ` (unknown argument "${terminalSafe(stray)}")`),
    );
    return 1;
  }
  const cutoff = new Date(Date.now() - days * DAY_MS);
  const before = `received before ${when.format(cutoff)} (older than ${days} days)`;
  if (!args.includes("--yes")) {
    const count = await store.countPurgeableLeads(cutoff);
    io.out(
      count
        ? `${count} quote request(s) ${before} would be deleted, with their emails. ` +
            "Run again with --yes to delete them."
        : `No quote requests ${before}: nothing to delete.`,
    );
    return 0;
  }
  const deleted = await store.purgeLeadsBefore(cutoff);
  io.out(
    deleted
      ? `Deleted ${deleted} quote request(s) ${before}, with their emails.`
      : `No quote requests ${before}: nothing deleted.`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const code = await runLeadsCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
  process.exitCode = code;
}
