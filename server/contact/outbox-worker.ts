import { createHash, randomBytes } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import os from "node:os";
import { withoutEmailAddresses } from "../operations/logging.ts";
import { SIGN_IN_LINK_MINUTES, type Store, type StoredEmail } from "../store/store.ts";
import { type MailTransport, parseMailbox } from "./mail-transports.ts";

/**
 * Sends the outbox, in the service's own process. It leases one due email at a time (so two processes on one store
 * never send the same email), hands it to the transport, and marks it sent at once: the only window for a duplicate
 * is a crash between the mail server's "accepted" and that one UPDATE. A failure is retried after OUTBOX_RETRY_MS,
 * doubling each time (at most an hour apart); after a day of failures the email becomes a dead letter, visible in
 * the CLI and /healthz, until `npm run leads -- retry`. The route wakes the worker right after storing a lead; a
 * timer covers retries, leases of crashed processes running out, and emails written by another process.
 */

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  store: Store;
  transport: MailTransport;
  /** MAIL_FROM: the sender of every email; never the visitor's address. */
  from: string;
  /** OUTBOX_RETRY_MS: the first retry delay, doubled after each further failure. */
  retryMs: number;
  /** After failing for this long an email is dead. Default: one day. */
  giveUpAfterMs?: number;
  /** The longest pause between two retries. Default: one hour. */
  maxRetryDelayMs?: number;
  /**
   * How long a claimed email stays leased to this worker without renewal. The worker renews it every quarter of
   * that while it sends, so a send may take longer; a worker killed mid-send frees its email within this time.
   */
  leaseMs?: number;
  /** The longest the worker sleeps when it has nothing due. */
  pollMs?: number;
  now?: () => Date;
  log?: WorkerLog;
  /**
   * Opens a sealed body (a sign-in email is stored encrypted, so a copy of the database holds no usable link:
   * server/owner/sealed-text.ts). The default leaves every body as stored.
   */
  unseal?: (text: string) => string;
}

const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * 20 s, renewed every 5 s while sending: after a kill -9 another process (or the restarted one, in a new container)
 * takes the email over within 20 s plus its next look (at most 5 s), under the 30 s the operations contract asks.
 * Machines sharing one PostgreSQL must keep their clocks within a few seconds (NTP): a clock 20 s ahead would
 * take over leases that are still alive.
 */
const LEASE_MS = 20_000;

/** How long a stop waits for the email being sent. */
const STOP_GRACE_MS = 5_000;
const HOUR_MS = 60 * 60 * 1_000;

const silentLog: WorkerLog = { info() {}, warn() {}, error() {} };

/** The delay before the next attempt after `failures` failed ones: retryMs, 2×, 4×…, capped. */
export function retryDelay(failures: number, retryMs: number, maxDelayMs = HOUR_MS): number {
  const exponent = Math.max(0, Math.min(failures - 1, 40));
  return Math.min(retryMs * 2 ** exponent, maxDelayMs);
}

/**
 * The "host" of a lease holder: the host name, plus (on Linux) a tag of this kernel's boot id and this process's
 * pid namespace. Pids can only be checked inside one pid namespace of one running kernel, and host names are not
 * unique enough for that when several machines share one PostgreSQL (two containers built from one image, or
 * started with `--hostname app`, or on the host network, all have one name and pid 1). Two processes with the same
 * tag see the same pids; any other process is "another machine" whose leases simply run out.
 */
export function machineName(): string {
  const host = os.hostname().replace(/[:@]/g, "-") || "localhost";
  const parts: string[] = [];
  try {
    parts.push(readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
    parts.push(readlinkSync("/proc/self/ns/pid"));
  } catch {
    // Not Linux: the host name alone, as before (give each machine its own name).
  }
  if (parts.length < 2) return host;
  return `${host}@${createHash("sha256").update(parts.join("/")).digest("hex").slice(0, 10)}`;
}

/**
 * Whether a lease holder ("machine:pid:nonce", see machineName) is a process of this machine that no longer runs:
 * its pid is gone, or it is our own pid with another nonce (a previous life of this process). A lease of another
 * machine (another name or tag), or of a live process, is never judged dead: it simply runs out.
 */
export function isDeadLocalWorker(holder: string, self: string, pidAlive: (pid: number) => boolean): boolean {
  const [host, pidText] = holder.split(":");
  const [selfHost, selfPid] = self.split(":");
  if (!host || host !== selfHost || !pidText || holder === self) return false;
  if (pidText === selfPid) return true;
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 && !pidAlive(pid);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class OutboxWorker {
  readonly workerId = `${machineName()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  readonly #options: Required<Omit<OutboxWorkerOptions, "log">>;
  #log: WorkerLog;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;

  constructor(options: OutboxWorkerOptions) {
    this.#options = {
      giveUpAfterMs: DAY_MS,
      maxRetryDelayMs: HOUR_MS,
      leaseMs: LEASE_MS,
      pollMs: 5_000,
      now: () => new Date(),
      unseal: (text) => text,
      ...options,
    };
    this.#log = options.log ?? silentLog;
  }

  get transportName(): string {
    return this.#options.transport.name;
  }

  start(log?: WorkerLog): void {
    if (log) this.#log = log;
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.#running = this.#releaseDeadLeases().then(() => {
      this.#running = undefined;
      this.wake();
    });
  }

  /** After a crash and restart, emails leased by the dead process are free at once instead of after the lease. */
  async #releaseDeadLeases(): Promise<void> {
    const { store, now } = this.#options;
    try {
      for (const holder of await store.leaseHolders(now())) {
        if (!isDeadLocalWorker(holder, this.workerId, pidAlive)) continue;
        const freed = await store.releaseLeases(holder);
        this.#log.warn({ holder, freed }, "outbox: released the leases of a process that died");
      }
    } catch (error) {
      this.#log.error({ err: error }, "outbox: could not check the leases of dead processes");
    }
  }

  /** Look for due emails now (called right after a lead is stored). Does nothing before start() or after stop(). */
  wake(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#loop();
  }

  async #loop(): Promise<void> {
    try {
      do {
        this.#again = false;
        await this.drain();
      } while (this.#again && !this.#stopped);
      await this.#schedule();
    } catch (error) {
      this.#log.error({ err: error }, "outbox: the store could not be read, trying again later");
      this.#setTimer(this.#options.pollMs);
    } finally {
      this.#running = undefined;
    }
  }

  async #schedule(): Promise<void> {
    if (this.#stopped) return;
    const next = await this.#options.store.nextWakeAt();
    const wait = next ? next.getTime() - this.#options.now().getTime() : this.#options.pollMs;
    this.#setTimer(Math.min(Math.max(wait, 10), this.#options.pollMs));
  }

  #setTimer(delay: number): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.wake(), delay);
    this.#timer.unref();
  }

  /** Sends every email due now, one lease at a time; resolves when none is left (or the worker is stopping). */
  async drain(): Promise<void> {
    const { store, leaseMs, now } = this.#options;
    while (!this.#stopped) {
      const at = now();
      const [email] = await store.claimDueEmails(this.workerId, at, new Date(at.getTime() + leaseMs), 1);
      if (!email) return;
      await this.#deliver(email);
    }
  }

  /** A sign-in email whose link has expired: nothing is worth sending any more (SIGN_IN_LINK_MINUTES). */
  #expired(email: StoredEmail, at: Date): boolean {
    return (
      email.kind === "sign-in" && at.getTime() - email.dueSince.getTime() >= SIGN_IN_LINK_MINUTES * 60_000
    );
  }

  async #discard(email: StoredEmail, error?: string): Promise<void> {
    await this.#options.store.discardSignInEmail(email.id, this.workerId);
    this.#log.warn(
      { emailId: email.id, kind: email.kind, ...(error ? { error: withoutEmailAddresses(error) } : {}) },
      "outbox: sign-in email not delivered before its link expired; discarded (the owner asks for a new one)",
    );
  }

  async #deliver(email: StoredEmail): Promise<void> {
    const { store, transport, from, now, leaseMs } = this.#options;
    // Mail was down, or the service was, for longer than the link lives: it would arrive already expired.
    if (this.#expired(email, now())) return this.#discard(email);
    // Keep the lease while the mail server takes its time (a send may last up to SEND_TIMEOUT_MS).
    const renewal = setInterval(() => {
      const until = new Date(now().getTime() + leaseMs);
      store.renewLease(email.id, this.workerId, until).then(
        (held) => {
          if (!held)
            this.#log.warn({ emailId: email.id }, "outbox: lost the lease of an email while sending it");
        },
        (error: unknown) => this.#log.warn({ err: error }, "outbox: could not renew a lease"),
      );
    }, leaseMs / 4);
    try {
      const { kind, purpose, to, replyTo, subject, html, text, leadId, calendar, listUnsubscribe } = email;
      await transport.send({
        kind,
        purpose,
        to,
        replyTo,
        subject,
        html: this.#options.unseal(html),
        text: this.#options.unseal(text),
        from,
        messageId: messageIdFor(email, from),
        leadId,
        ...(calendar ? { calendar } : {}),
        ...(listUnsubscribe ? { listUnsubscribe } : {}),
      });
    } catch (error) {
      clearInterval(renewal);
      await this.#failed(email, error);
      return;
    }
    clearInterval(renewal);
    // The duplicate window: a crash between the line above and this UPDATE sends the email again after restart.
    await store.markSent(email.id, now());
    this.#log.info({ leadId: email.leadId, emailId: email.id, kind: email.kind }, "outbox: email sent");
  }

  async #failed(email: StoredEmail, error: unknown): Promise<void> {
    const { store, retryMs, giveUpAfterMs, maxRetryDelayMs, now } = this.#options;
    const message = error instanceof Error ? error.message : String(error);
    const at = now();
    const failures = email.attempts + 1;
    const details = {
      leadId: email.leadId,
      emailId: email.id,
      kind: email.kind,
      attempts: failures,
      // A mail server's refusal may quote the recipient: the log gets the message without addresses.
      error: withoutEmailAddresses(message),
    };
    if (this.#expired(email, at)) return this.#discard(email, message);
    if (at.getTime() - email.dueSince.getTime() >= giveUpAfterMs) {
      await store.markFailed(email.id, this.workerId, message, { dead: true });
      this.#log.error(details, "outbox: email failed for a day, now a dead letter (npm run leads -- retry)");
      return;
    }
    const nextAttemptAt = new Date(at.getTime() + retryDelay(failures, retryMs, maxRetryDelayMs));
    await store.markFailed(email.id, this.workerId, message, { nextAttemptAt });
    this.#log.warn({ ...details, nextAttemptAt }, "outbox: sending failed, will retry");
  }

  /**
   * Stops the timer, waits for the email being sent (if any), and gives back this worker's leases, so another
   * process (or this one restarted) sends what is left at once instead of after the lease. Unsent emails stay in
   * the outbox.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    // A send that is nearly done finishes; one the mail server holds up is not waited for past the grace time
    // (the service must stop within its 10 s): giving its lease back then costs no more than a kill -9 would
    // (the one duplicate window), and lets the next process send at once instead of after the lease.
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      this.#running,
      new Promise((resolve) => {
        grace = setTimeout(resolve, STOP_GRACE_MS);
      }),
    ]);
    clearTimeout(grace);
    this.#options.transport.close();
    try {
      await this.#options.store.releaseLeases(this.workerId);
    } catch (error) {
      this.#log.warn(
        { err: error },
        "outbox: could not release this worker's leases; they run out by themselves",
      );
    }
  }
}

/** <lead-ID.kind.N@domain-of-MAIL_FROM> (<kind.N@…> without a lead): the same for every attempt at one entry. */
function messageIdFor(email: Pick<StoredEmail, "id" | "leadId" | "kind">, from: string): string {
  const domain = parseMailbox(from).address.split("@")[1] ?? "localhost";
  return `<${email.leadId ? `lead-${email.leadId}.` : ""}${email.kind}.${email.id}@${domain}>`;
}
