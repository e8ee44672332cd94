import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import { headerSafe } from "../mail/email-layout.ts";
import type { OutboxEmail } from "../store/store.ts";

/**
 * How the outbox hands an email over, chosen by the configuration:
 * - SMTP_URL: nodemailer over SMTP (smtp:// or smtps://user:pass@host:port);
 * - EMAIL_SERVICE_URL: an HTTP POST of JSON {name, fromUser, replyTo, toUser, subject, htmlEmail}, the payload of the
 *   original site's email function; any 2xx answer means sent;
 * - neither: one RFC 822 .eml file per message under DATA_DIR/mail, so a local run needs no mail server.
 * send() resolves once the message is handed over and rejects with a readable error otherwise.
 */

/**
 * An email as it leaves: the message the outbox stored (OutboxEmail: kind, recipient, reply-to, subject, html, text)
 * plus what the sender adds when it goes out.
 */
export interface OutgoingEmail extends OutboxEmail {
  /** MAIL_FROM. */
  from: string;
  /** A stable Message-ID per outbox entry: a resend after a crash carries the same id, so mail systems can fold it. */
  messageId: string;
  /** The lead the email belongs to, sent as the X-Lead-Id header (handy for filters and tests); none for a sign-in. */
  leadId?: string;
}

export interface MailTransport {
  readonly name: "smtp" | "http" | "files";
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** A send slower than this counts as failed (and is retried); the outbox lease is much longer. */
export const SEND_TIMEOUT_MS = 30_000;

export const MAIL_DIR = "mail";

export function createMailTransport(
  config: Pick<Config, "SMTP_URL" | "EMAIL_SERVICE_URL" | "dataDir">,
): MailTransport {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL);
  if (config.EMAIL_SERVICE_URL) return httpTransport(config.EMAIL_SERVICE_URL);
  return filesTransport(path.join(config.dataDir, MAIL_DIR));
}

function nodemailerMessage(email: OutgoingEmail) {
  return {
    from: headerSafe(email.from),
    to: headerSafe(email.to),
    replyTo: email.replyTo ? headerSafe(email.replyTo) : undefined,
    subject: headerSafe(email.subject),
    html: email.html,
    text: email.text,
    messageId: headerSafe(email.messageId),
    headers: {
      ...(email.leadId ? { "X-Lead-Id": headerSafe(email.leadId) } : {}),
      // A marketing email (a review request): one-click unsubscribe as RFC 8058 asks, a POST to the https URL.
      ...(email.listUnsubscribe
        ? {
            "List-Unsubscribe": `<${headerSafe(email.listUnsubscribe)}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : {}),
    },
    // A visit's invitation or cancellation: a text/calendar alternative with its METHOD, as calendar apps expect.
    ...(email.calendar
      ? {
          icalEvent: {
            method: email.calendar.method,
            content: email.calendar.content,
            filename: "visit.ics",
          },
        }
      : {}),
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: "smtp",
    async send(email) {
      await transporter.sendMail(nodemailerMessage(email));
    },
    close() {
      transporter.close();
    },
  };
}

/** Splits "Name <address>" into its parts; a bare address has no name. */
export function parseMailbox(mailbox: string): { name: string; address: string } {
  const match = mailbox.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  if (match) return { name: (match[1] ?? "").trim(), address: (match[2] ?? "").trim() };
  return { name: "", address: mailbox.trim() };
}

function httpTransport(url: string): MailTransport {
  return {
    name: "http",
    async send(email) {
      const from = parseMailbox(headerSafe(email.from));
      const payload = {
        name: from.name || from.address,
        fromUser: from.address,
        replyTo: email.replyTo ? headerSafe(email.replyTo) : "",
        toUser: headerSafe(email.to),
        subject: headerSafe(email.subject),
        htmlEmail: email.html,
      };
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // The body is not needed, but reading it frees the connection.
      const answer = await response.text().catch(() => "");
      if (!response.ok) {
        throw new Error(`email function answered HTTP ${response.status}: ${answer.slice(0, 200)}`);
      }
    },
    close() {},
  };
}

function filesTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "files",
    async send(email) {
      const info = await transporter.sendMail(nodemailerMessage(email));
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error("the files transport expected a buffered message");
      mkdirSync(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      // Written aside then renamed: a reader never sees half a message.
      const temporary = path.join(directory, `.${name}.tmp`);
      writeFileSync(temporary, message);
      renameSync(temporary, path.join(directory, name));
    },
    close() {
      transporter.close();
    },
  };
}
