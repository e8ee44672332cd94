import { escapeHtml } from "../../app/lib/plain-text.ts";
import type { TemplateBusiness } from "../mail/email-layout.ts";
import type { OutboxEmail } from "../store/store.ts";

const SIGN_IN_SUBJECT_PREFIX = "Sign in to your leads";

/**
 * The sign-in email of the owner's inbox: one link, good once, for 15 minutes. It says what to do if the owner did
 * not ask for it (nothing: without the link nobody signs in).
 */
export function signInEmail(
  to: string,
  link: string,
  minutes: number,
  company: Pick<TemplateBusiness, "name">,
): OutboxEmail {
  const subject = `${SIGN_IN_SUBJECT_PREFIX} - ${company.name}`;
  const text = [
    `Open this link to sign in to the ${company.name} lead inbox:`,
    "",
    link,
    "",
    `It works once, within ${minutes} minutes, on the device you open it on.`,
    "If you did not ask to sign in, ignore this email: without the link nobody can.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>Open this link to sign in to the ${escapeHtml(company.name)} lead inbox:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b4f6c;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Sign in to your leads</a></p>
<p style="font-size:14px">It works once, within ${minutes} minutes, on the device you open it on. If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p style="font-size:14px">If you did not ask to sign in, ignore this email: without the link nobody can.</p>
</body></html>`;
  return { kind: "sign-in", purpose: "sign-in", to, subject, html, text };
}
