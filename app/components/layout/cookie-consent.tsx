import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { business } from "../../content/business.ts";
import {
  applyConsent,
  type ConsentChoice,
  OPEN_COOKIE_SETTINGS_EVENT,
  readConsent,
  saveConsent,
} from "../../lib/consent.ts";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The cookie banner. It only asks when there is something to ask about: with a tag manager configured and no
 * choice remembered. "Cookie settings" in the footer reopens it at any time. It floats over the bottom of the page,
 * so appearing after hydration never moves the content.
 */
const gtmId = business.integrations.gtmId;

export function CookieConsent() {
  const [open, setOpen] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [advertising, setAdvertising] = useState(false);
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const stored = readConsent(storage());
    applyConsent(window as unknown as Parameters<typeof applyConsent>[0], gtmId, stored);
    if (stored) {
      setAnalytics(stored.analytics);
      setAdvertising(stored.advertising);
    } else if (gtmId) {
      setOpen(true);
    }
    const reopen = () => {
      setCustomising(true);
      setOpen(true);
      requestAnimationFrame(() => panelRef.current?.focus());
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  const decide = (choice: { analytics: boolean; advertising: boolean }) => {
    const saved: ConsentChoice = saveConsent(storage(), choice);
    applyConsent(window as unknown as Parameters<typeof applyConsent>[0], gtmId, saved);
    setAnalytics(saved.analytics);
    setAdvertising(saved.advertising);
    setOpen(false);
    setCustomising(false);
  };

  if (!open) return null;
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-[900] border-t border-slate-200 bg-white p-4 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] outline-none sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Cookies on this site
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        We use essential cookies to make the site work. With your permission we also use analytics cookies to
        learn which pages help visitors, and advertising cookies to measure our ads. Read our{" "}
        <Link to="/cookies" className="text-brand-700 underline">
          cookie policy
        </Link>
        .
      </p>
      {customising ? (
        <fieldset className="mt-3 space-y-2 text-sm">
          <legend className="sr-only">Choose which cookies to allow</legend>
          <label className="flex items-center gap-3">
            <input type="checkbox" checked disabled className="size-5" />
            Essential (always on)
          </label>
          <ConsentCheckbox label="Analytics" checked={analytics} onChange={setAnalytics} />
          <ConsentCheckbox label="Advertising" checked={advertising} onChange={setAdvertising} />
        </fieldset>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="min-h-11 rounded-full bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700"
          onClick={() => decide({ analytics: true, advertising: true })}
        >
          Accept all
        </button>
        <button
          type="button"
          className="min-h-11 rounded-full border border-brand-800 px-4 font-semibold text-brand-900 hover:bg-brand-50"
          onClick={() => decide({ analytics: false, advertising: false })}
        >
          Essential only
        </button>
        {customising ? (
          <button
            type="button"
            className="min-h-11 rounded-full px-4 font-semibold text-brand-800 underline"
            onClick={() => decide({ analytics, advertising })}
          >
            Save my choices
          </button>
        ) : (
          <button
            type="button"
            className="min-h-11 rounded-full px-4 font-semibold text-brand-800 underline"
            onClick={() => setCustomising(true)}
          >
            Choose
          </button>
        )}
      </div>
    </section>
  );
}

function ConsentCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-3">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The footer's "Cookie settings" control: reopens the banner so a choice can be changed at any time. */
export function CookieSettingsButton({ className = "" }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      Cookie settings
    </button>
  );
}
