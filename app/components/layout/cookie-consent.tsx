import { useEffect, useId, useRef, useState } from "react";
import { business } from "../../content/business.ts";
import {
  applyConsent,
  type ConsentChoice,
  readConsent,
  rememberDismissal,
  saveConsent,
  wasDismissed,
} from "../../lib/consent.ts";

function storage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

const gtmId = business.integrations.gtmId;
/** What the visitor may allow: only what the tag manager's tags are for (none without a tag manager). */
const purposes = business.integrations.consentPurposes;
const offers = (purpose: "analytics" | "advertising") => purposes.includes(purpose);

/**
 * The banner's words in the page's language, formatted on the server (app/i18n/island-words.ts): its sentence about
 * optional cookies (for the purposes this site has) around the link to the cookie policy, and its controls.
 */
export interface CookieConsentWords {
  readonly heading: string;
  readonly beforeLink: string;
  readonly link: string;
  readonly afterLink: string;
  /** The cookie policy in the page's language. */
  readonly policyPath: string;
  readonly legend: string;
  readonly essential: string;
  readonly analytics: string;
  readonly advertising: string;
  readonly acceptAll: string;
  readonly essentialOnly: string;
  readonly save: string;
  readonly choose: string;
}

/**
 * The cookie banner, a modal dialog. It only asks when there is something to ask about: with a tag manager
 * configured and no choice remembered; and it offers only the purposes the tag manager's tags serve
 * (GTM_PURPOSES). "Cookie settings" in the footer (shown only then) reopens it at any time.
 *
 * It is a native `<dialog>` opened with showModal(): the page behind it is inert, so keyboard focus can never land
 * on a link it covers (WCAG 2.4.11), and the browser gives focus back to where it was when it closes (2.4.3).
 * Escape closes it without a choice: nothing is allowed (Consent Mode stays denied) and it does not ask again
 * during this visit. It never grows taller than the window and scrolls inside itself, so every word and button
 * can be reached at 400 % zoom (1.4.10).
 */
export function CookieConsent({ words }: { words: CookieConsentWords }) {
  const [open, setOpen] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [advertising, setAdvertising] = useState(false);
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** How the open dialog is being closed: a choice, following the policy link, or (neither) Escape. */
  const closingReason = useRef<"choice" | "policy-link" | null>(null);
  /** "Choose" replaces itself by the checkboxes: focus moves to the first one instead of being lost. */
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const focusChoices = useRef(false);

  useEffect(() => {
    const stored = readConsent(storage("localStorage"));
    applyConsent(window as unknown as Parameters<typeof applyConsent>[0], gtmId, stored);
    if (stored) {
      setAnalytics(stored.analytics);
      setAdvertising(stored.advertising);
    } else if (gtmId && HAS_COOKIE_CHOICES && !wasDismissed(storage("sessionStorage"))) {
      setOpen(true);
    }
    const reopen = () => {
      setCustomising(true);
      setOpen(true);
    };
    // The footer's "Cookie settings" is plain HTML (this banner is the page's island): a press on it reaches here.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-open-cookie-settings]")) reopen();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    closingReason.current = null;
    dialog.showModal();
    // Start at the top of the dialog, not on its first link: a screen reader reads the heading and the text first,
    // and the arrow keys scroll the dialog when it is taller than a small window.
    dialog.focus();
  }, [open]);

  useEffect(() => {
    if (customising && focusChoices.current) {
      focusChoices.current = false;
      firstChoiceRef.current?.focus();
    }
  }, [customising]);

  /**
   * Escape (or the phone's back gesture) asks the dialog to close: remember the dismissal now, before the dialog is
   * hidden, as `close` fires a task later. Chromium may skip `cancel` when the page has had no user activation
   * (Escape alone is none), so `close` remembers it too.
   */
  const onCancel = () => {
    if (closingReason.current === null) rememberDismissal(storage("sessionStorage"));
  };

  /** Every way out goes through the dialog's own close(), so the browser restores focus the same way each time. */
  const onClose = () => {
    if (closingReason.current === null) rememberDismissal(storage("sessionStorage"));
    if (closingReason.current !== "choice") {
      // Closed without saving: boxes ticked and then abandoned must not show as the choice next time.
      const stored = readConsent(storage("localStorage"));
      setAnalytics(stored?.analytics ?? false);
      setAdvertising(stored?.advertising ?? false);
    }
    setOpen(false);
    setCustomising(false);
  };

  const decide = (wanted: { analytics: boolean; advertising: boolean }) => {
    // A purpose the site does not have is never granted, whatever was pressed.
    const choice = {
      analytics: wanted.analytics && offers("analytics"),
      advertising: wanted.advertising && offers("advertising"),
    };
    const saved: ConsentChoice = saveConsent(storage("localStorage"), choice);
    applyConsent(window as unknown as Parameters<typeof applyConsent>[0], gtmId, saved);
    setAnalytics(saved.analytics);
    setAdvertising(saved.advertising);
    closingReason.current = "choice";
    dialogRef.current?.close();
  };

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      onCancel={onCancel}
      onClose={onClose}
      className="focus-ring-inset fixed inset-x-0 top-auto bottom-0 m-0 max-h-dvh w-full max-w-none overflow-y-auto overscroll-contain border-t border-slate-200 bg-white p-4 text-slate-800 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] backdrop:bg-slate-900/30 sm:right-4 sm:bottom-4 sm:left-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-md sm:rounded-xl sm:border"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {words.heading}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        {words.beforeLink}
        <a
          href={words.policyPath}
          className="text-brand-700 underline"
          onClick={() => {
            // The policy is a page of its own: close the dialog (without a choice) so it can be read.
            closingReason.current = "policy-link";
            dialogRef.current?.close();
          }}
        >
          {words.link}
        </a>
        {words.afterLink}
      </p>
      {customising ? (
        <fieldset className="mt-3 space-y-2 text-sm">
          <legend className="sr-only">{words.legend}</legend>
          <label className="flex items-center gap-3">
            <input type="checkbox" checked disabled className="size-5" />
            {words.essential}
          </label>
          {offers("analytics") ? (
            <ConsentCheckbox
              ref={firstChoiceRef}
              label={words.analytics}
              checked={analytics}
              onChange={setAnalytics}
            />
          ) : null}
          {offers("advertising") ? (
            <ConsentCheckbox
              ref={offers("analytics") ? undefined : firstChoiceRef}
              label={words.advertising}
              checked={advertising}
              onChange={setAdvertising}
            />
          ) : null}
        </fieldset>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="min-h-11 rounded-full bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700"
          onClick={() => decide({ analytics: true, advertising: true })}
        >
          {words.acceptAll}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-full border border-brand-800 px-4 font-semibold text-brand-900 hover:bg-brand-50"
          onClick={() => decide({ analytics: false, advertising: false })}
        >
          {words.essentialOnly}
        </button>
        {customising ? (
          <button
            type="button"
            className="min-h-11 rounded-full px-4 font-semibold text-brand-800 underline"
            onClick={() => decide({ analytics, advertising })}
          >
            {words.save}
          </button>
        ) : (
          <button
            type="button"
            className="min-h-11 rounded-full px-4 font-semibold text-brand-800 underline"
            onClick={() => {
              focusChoices.current = true;
              setCustomising(true);
            }}
          >
            {words.choose}
          </button>
        )}
      </div>
    </dialog>
  );
}

function ConsentCheckbox({
  ref,
  label,
  checked,
  onChange,
}: {
  ref?: React.Ref<HTMLInputElement>;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-3">
      <input
        ref={ref}
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** Whether the site has cookies a visitor may allow or refuse; without, no banner and no Cookie settings. */
export const HAS_COOKIE_CHOICES = purposes.length > 0;

/** The footer's "Cookie settings" control: reopens the banner so a choice can be changed at any time. */
export function CookieSettingsButton({ className = "", label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} data-open-cookie-settings>
      {label}
    </button>
  );
}
