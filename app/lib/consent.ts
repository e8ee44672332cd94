/**
 * Cookie consent and the tag manager (docs/architecture.md, "Cookie consent"): the tag manager waits for consent,
 * with Consent Mode v2 defaults denied. Nothing but essential storage happens until the visitor chooses; Google Tag
 * Manager is loaded only when a tag-manager id is configured and the visitor has allowed analytics or advertising,
 * and Google's consent state says exactly what they allowed.
 */

export interface ConsentChoice {
  readonly analytics: boolean;
  readonly advertising: boolean;
  /** When the visitor chose, as an ISO date: a new policy version can ask again. */
  readonly decidedAt: string;
  readonly version: number;
}

export const CONSENT_STORAGE_KEY = "bnc-cookie-consent";
const CONSENT_VERSION = 1;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function readConsent(storage: StorageLike | undefined): ConsentChoice | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (
      value.version !== CONSENT_VERSION ||
      typeof value.analytics !== "boolean" ||
      typeof value.advertising !== "boolean" ||
      typeof value.decidedAt !== "string"
    ) {
      return null;
    }
    return value as ConsentChoice;
  } catch {
    // Storage blocked (private mode, a strict browser): ask again, never break the page.
    return null;
  }
}

export function saveConsent(
  storage: StorageLike | undefined,
  choice: { analytics: boolean; advertising: boolean },
  now: Date = new Date(),
): ConsentChoice {
  const stored: ConsentChoice = { ...choice, decidedAt: now.toISOString(), version: CONSENT_VERSION };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // The choice still applies to this page view even if it cannot be remembered.
  }
  return stored;
}

/**
 * The banner closed without a choice (Escape): nothing is allowed, nothing is stored as a choice, and the banner does
 * not come back on every page of this visit. The flag lives in session storage, so the next visit asks again.
 */
export const CONSENT_DISMISSED_KEY = "bnc-cookie-consent-dismissed";

export function wasDismissed(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(CONSENT_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberDismissal(storage: StorageLike | undefined): void {
  try {
    storage?.setItem(CONSENT_DISMISSED_KEY, "1");
  } catch {
    // Blocked storage: the banner may ask again on the next page, which is the safe side.
  }
}

/** Google Consent Mode v2 signals for a choice. */
export function consentSignals(choice: Pick<ConsentChoice, "analytics" | "advertising"> | null) {
  const ads = choice?.advertising ? "granted" : "denied";
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice?.analytics ? "granted" : "denied",
  } as const;
}

interface TagWindow {
  dataLayer?: unknown[];
  document: Pick<Document, "createElement" | "head">;
}

/**
 * Applies a choice: sets Consent Mode defaults (denied) once, updates them to the choice, and loads the tag
 * manager once when something is granted. Returns whether the tag manager is (now) loaded.
 */
export function applyConsent(win: TagWindow, gtmId: string, choice: ConsentChoice | null): boolean {
  if (!gtmId) return false;
  const dataLayer = win.dataLayer ?? [];
  win.dataLayer = dataLayer;
  // gtag() pushes its `arguments` object, which is what the tag manager expects.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: Consent Mode reads the Arguments object itself, not an array.
    dataLayer.push(arguments);
  }
  const alreadySetUp = dataLayer.some(
    (entry) => (entry as { bncConsentDefaults?: boolean }).bncConsentDefaults,
  );
  if (!alreadySetUp) {
    gtag("consent", "default", { ...consentSignals(null), wait_for_update: 500 });
    dataLayer.push({ bncConsentDefaults: true });
  }
  if (!choice) return false;
  gtag("consent", "update", consentSignals(choice));
  if (!(choice.analytics || choice.advertising)) return false;
  const loaded = dataLayer.some((entry) => (entry as { event?: string }).event === "gtm.js");
  if (!loaded) {
    dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = win.document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    win.document.head.appendChild(script);
  }
  return true;
}
