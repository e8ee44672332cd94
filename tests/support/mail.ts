import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { MAIL_DIR } from "../../server/contact/mail-transports.ts";
import { waitFor } from "./net.ts";

/**
 * The mail side of the tests (Vitest and Playwright alike): a real SMTP server on loopback that keeps what it
 * receives, and one reader for .eml files, whether the files transport wrote them (DATA_DIR/mail) or the test SMTP
 * server did for another process (the browser tests' inbox).
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The X-Lead-Id header: which lead the email belongs to. */
  leadId: string;
  /** Every header, lower-cased names, as received (to check that nothing was injected). */
  headers: Array<{ key: string; value: string }>;
  raw: string;
}

async function parseMail(raw: Buffer | string): Promise<ReceivedMail> {
  const email = await PostalMime.parse(raw);
  const header = (name: string) => email.headers.find((entry) => entry.key === name)?.value ?? "";
  return {
    from: email.from?.address ?? "",
    to: (email.to ?? []).map((address) => address.address ?? ""),
    replyTo: (email.replyTo ?? []).map((address) => address.address ?? ""),
    subject: email.subject ?? "",
    html: email.html ?? "",
    text: email.text ?? "",
    messageId: email.messageId ?? "",
    leadId: header("x-lead-id"),
    headers: email.headers.map((entry) => ({ key: entry.key, value: entry.value })),
    raw: typeof raw === "string" ? raw : raw.toString("utf8"),
  };
}

/** Every .eml file of a directory, parsed, oldest first (names sort by time); none when it does not exist. */
export async function readEmlFiles(directory: string): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith(".eml") && !name.startsWith("."));
  } catch {
    return [];
  }
  return Promise.all(names.sort().map((name) => parseMail(readFileSync(path.join(directory, name)))));
}

/** The emails the files transport wrote under DATA_DIR/mail, oldest first. */
export function readMailFiles(dataDir: string): Promise<ReceivedMail[]> {
  return readEmlFiles(path.join(dataDir, MAIL_DIR));
}

export interface SmtpTestServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** The messages received for one lead. */
  forLead(leadId: string): ReceivedMail[];
  waitForMessages(count: number, limitMs?: number): Promise<ReceivedMail[]>;
  /** While true, the server reads each message but never answers its DATA: the sender hangs mid-send. */
  holding: boolean;
  stop(): Promise<void>;
}

interface SmtpTestServerOptions {
  /**
   * Also write each accepted message, raw, as <time>-<n>.eml into this directory (written aside and renamed, so a
   * reader never sees half a message): how a test in another process (a Playwright worker) reads the inbox.
   */
  inboxDir?: string;
}

/** A real SMTP server (smtp-server) on 127.0.0.1; port 0 picks a free one, a given port restarts on it. */
export async function startSmtpTestServer(
  port = 0,
  options: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const control = { holding: false };
  let count = 0;
  if (options.inboxDir) mkdirSync(options.inboxDir, { recursive: true });
  const keep = (raw: Buffer) => {
    if (!options.inboxDir) return;
    count += 1;
    const file = path.join(options.inboxDir, `${Date.now()}-${String(count).padStart(4, "0")}.eml`);
    writeFileSync(`${file}.part`, raw);
    renameSync(`${file}.part`, file);
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade (no certificate to trust); a login is accepted but not required.
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (control.holding) return;
        const raw = Buffer.concat(chunks);
        parseMail(raw).then(
          (mail) => {
            keep(raw);
            messages.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    get holding() {
      return control.holding;
    },
    set holding(value: boolean) {
      control.holding = value;
    },
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    forLead: (leadId) => messages.filter((mail) => mail.leadId === leadId),
    async waitForMessages(count, limitMs = 10_000) {
      await waitFor(() => messages.length >= count, `${count} email(s) at the SMTP server`, limitMs);
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
