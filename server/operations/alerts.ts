/**
 * Alerts for the owner, who does not watch logs: a JSON POST to ALERT_WEBHOOK_URL when something they must act on
 * starts (leads cannot be stored, mail is delayed) and one when it ends, plus one log line each (error level for
 * trouble). The health monitor calls these on changes of state only, so an outage is one alert, never one per
 * request. The body carries `text` (Slack, Mattermost, Google Chat, Rocket.Chat), `content` (Discord) and
 * `title`/`message` with the structured fields, which any other receiver (ntfy, a script) can read.
 */

export type AlertCondition = "leads-cannot-be-stored" | "mail-delayed";

export interface AlertEvent {
  condition: AlertCondition;
  state: "started" | "recovered";
  /** One sentence for a person: what is wrong (or fine again) and what to do. */
  message: string;
  at: Date;
}

export interface AlertLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface AlertSink {
  send(event: AlertEvent): Promise<void>;
}

const TITLES: Record<AlertCondition, Record<AlertEvent["state"], string>> = {
  "leads-cannot-be-stored": { started: "Leads cannot be stored", recovered: "Leads are stored again" },
  "mail-delayed": { started: "Mail is delayed", recovered: "Mail flows again" },
};

function alertPayload(event: AlertEvent, site: string) {
  const title = `${site}: ${TITLES[event.condition][event.state]}`;
  const text = `${event.state === "started" ? "🔴" : "✅"} ${title}. ${event.message}`;
  return {
    text,
    content: text,
    title,
    message: event.message,
    site,
    condition: event.condition,
    state: event.state,
    at: event.at.toISOString(),
  };
}

export function createAlertSink(options: {
  webhookUrl?: string;
  /** The site's name in the alert (the SITE_URL host): which deployment is in trouble. */
  site: string;
  log: AlertLog;
  timeoutMs?: number;
}): AlertSink {
  const { webhookUrl, site, log, timeoutMs = 5_000 } = options;
  return {
    async send(event) {
      const details = { alert: event.condition, state: event.state };
      if (event.state === "started") log.error(details, `ALERT: ${event.message}`);
      else log.info(details, `recovered: ${event.message}`);
      if (!webhookUrl) return;
      try {
        const response = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(alertPayload(event, site)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.text().catch(() => "");
        if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
      } catch (error) {
        // The alert itself could not be delivered: say so once, where the operator will look.
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ alert: event.condition }, `ALERT_WEBHOOK_URL could not be reached: ${reason}`);
      }
    },
  };
}
