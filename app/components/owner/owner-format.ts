import { type LeadStage, STAGE_LABELS } from "../../lib/owner-inbox.ts";

/** A moment in Abilene's time, as the owner reads it: "Nov 23, 2026, 3:04 PM". */
const abilene = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "medium",
  timeStyle: "short",
});

export function abileneTime(iso: string): string {
  return abilene.format(new Date(iso));
}

export function stageLabel(stage: LeadStage): string {
  return STAGE_LABELS[stage];
}

/** The digits of a phone number for a tel: link, with +1 for a 10-digit US number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}
