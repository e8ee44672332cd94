import type { MailStatus, Store } from "../store/store.ts";
import type { AlertCondition, AlertSink } from "./alerts.ts";

/**
 * The truth behind /healthz and the alerts. "Healthy" means a lead can be stored right now: the store takes a real
 * committed write (Store.probeWrite) within 1.5 s. Mail is a second, softer question: leads are still being stored
 * while mail is down, so it never takes the site out of a load balancer, but once the oldest due email has waited
 * past MAIL_ALERT_AFTER_MS (or a lead notification became a dead letter) mail is "delayed".
 *
 * One check runs at a time and its result is reused for a moment, so a flood of /healthz requests costs one probe.
 * A timer checks in the background too, so the owner is alerted even when nothing polls; alerts go out on changes
 * of state only. Mail trouble is decided through the store (Store.changeAlertState), so one incident is one
 * alert however many copies of the service see it, and a restart does not repeat it. A store that cannot be
 * written cannot keep that record either: "leads cannot be stored" is decided by each copy (one alert per copy).
 */

export interface HealthReport {
  /** A lead can be stored now. */
  storable: boolean;
  /** Why not, for the operator (never shown publicly). */
  storeError?: string;
  mailDelayed: boolean;
  mail?: MailStatus;
  checkedAt: Date;
}

interface HealthMonitorOptions {
  store: Pick<Store, "probeWrite" | "mailStatus" | "changeAlertState">;
  mailAlertAfterMs: number;
  alerts: AlertSink;
  /** Names the writer of the probe row (the outbox worker's id): which copy checked last. */
  writer: string;
  /**
   * A store that takes longer than this to take the probe (and say how mail is doing) is as good as down. 1.5 s, so
   * /healthz answers within 2 s, the load balancer's own limit (deploy/Caddyfile's health_timeout).
   */
  probeTimeoutMs?: number;
  /** A report this fresh is answered again instead of probing again. */
  reuseMs?: number;
  /** The background check's period. */
  intervalMs?: number;
  now?: () => Date;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class HealthMonitor {
  readonly #options: Required<HealthMonitorOptions>;
  #last: HealthReport | undefined;
  #running: Promise<HealthReport> | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** What this copy last said of each condition it decides alone (nothing is wrong until a check says so). */
  readonly #alerted = new Map<AlertCondition, boolean>();
  #alerting: Promise<void> = Promise.resolve();

  constructor(options: HealthMonitorOptions) {
    this.#options = {
      probeTimeoutMs: 1_500,
      reuseMs: 1_000,
      intervalMs: 10_000,
      now: () => new Date(),
      ...options,
    };
  }

  /** The current report: a fresh check, or one made within `reuseMs`. */
  async check(): Promise<HealthReport> {
    const { reuseMs, now } = this.#options;
    if (this.#last && now().getTime() - this.#last.checkedAt.getTime() < reuseMs) return this.#last;
    this.#running ??= this.#probe().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Something failed to store a lead: look again now rather than at the next tick. */
  suspect(): void {
    this.#last = undefined;
    void this.check();
  }

  start(): void {
    if (this.#timer) return;
    void this.check();
    this.#timer = setInterval(() => void this.check(), this.#options.intervalMs);
    this.#timer.unref();
  }

  /** Stops the background checks and waits for an alert being sent. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
    await this.#alerting;
  }

  /** Resolves once every alert decided so far has been sent (for tests and a clean stop). */
  settled(): Promise<void> {
    return this.#alerting;
  }

  async #probe(): Promise<HealthReport> {
    const { store, writer, probeTimeoutMs, mailAlertAfterMs, now } = this.#options;
    const at = now();
    let report: HealthReport;
    try {
      // One budget for both questions, so /healthz answers within it whatever the store does.
      const mail = await withTimeout(
        store.probeWrite(at, writer).then(() => store.mailStatus()),
        probeTimeoutMs,
        "the lead store",
      );
      const waited = mail.oldestPendingSince ? at.getTime() - mail.oldestPendingSince.getTime() : 0;
      report = {
        storable: true,
        mailDelayed: waited > mailAlertAfterMs || mail.deadBusinessEmails > 0,
        mail,
        checkedAt: at,
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      // Whether mail flows cannot be read either; the outage at hand is the store's.
      report = { storable: false, storeError: reason, mailDelayed: false, checkedAt: at };
    }
    this.#last = report;
    this.#decideAlerts(report);
    return report;
  }

  #decideAlerts(report: HealthReport): void {
    const minutes = Math.round(this.#options.mailAlertAfterMs / 60_000);
    this.#transition(
      "leads-cannot-be-stored",
      "this copy",
      !report.storable,
      `Quote requests cannot be stored right now (${report.storeError ?? ""}): visitors see an error and /healthz answers 503. Check the disk or the database.`,
      "Quote requests are being stored again.",
    );
    // While the store is down the mail question has no answer: keep what was last said about it.
    if (!report.storable) return;
    this.#transition(
      "mail-delayed",
      "shared",
      report.mailDelayed,
      (report.mail?.deadBusinessEmails ?? 0) > 0
        ? "A lead notification could not be delivered for a day (a dead letter): fix the mail settings, then run `npm run leads -- retry`. Leads are still being stored."
        : `Emails have been waiting more than ${minutes} minute(s) to be sent: check SMTP_URL or EMAIL_SERVICE_URL. Leads are still being stored (npm run leads -- list).`,
      "Emails are being sent again.",
    );
  }

  /**
   * Tells the owner when a condition starts or ends. "this copy": decided by what this copy last said. "shared":
   * decided by the store's record, which every copy reads; when the store does not answer in time nothing is sent
   * and nothing recorded, and the next check asks again (sending on this copy's own view would repeat an alert, or
   * leave one without its recovery, once the store answers again).
   */
  #transition(
    condition: AlertCondition,
    decidedBy: "this copy" | "shared",
    active: boolean,
    startedText: string,
    recoveredText: string,
  ): void {
    const { store, alerts, writer, now, probeTimeoutMs } = this.#options;
    if (decidedBy === "this copy") {
      if (active === (this.#alerted.get(condition) ?? false)) return;
      this.#alerted.set(condition, active);
    }
    const event = {
      condition,
      state: active ? ("started" as const) : ("recovered" as const),
      message: active ? startedText : recoveredText,
      at: now(),
    };
    // In order, one at a time: a recovery never overtakes the alert it answers.
    this.#alerting = this.#alerting
      .then(async () => {
        const changed =
          decidedBy === "this copy" ||
          (await withTimeout(
            store.changeAlertState(condition, active, event.at, writer),
            probeTimeoutMs,
            "the lead store",
          ).catch(() => false));
        if (changed) await alerts.send(event);
      })
      .catch(() => undefined);
  }
}
