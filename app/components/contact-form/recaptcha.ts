/**
 * The bot check (docs/product.md §7): Google reCAPTCHA v3, invisible, loaded only when a site key is configured and only once the
 * visitor starts using the form. Getting a token never blocks a lead: without a key, when the script is blocked (an
 * ad blocker, a company firewall) or slow, the request goes out with an empty token and the server decides (it
 * keeps such leads, in quarantine if need be).
 */

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** The parts of window and document the loader uses: tests hand in their own. */
export interface RecaptchaHost {
  grecaptcha?: Grecaptcha;
  /** Adds the script element; calls back once it loaded or failed. */
  injectScript(src: string, onLoad: () => void, onError: () => void): void;
}

const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
/** How long the form waits for the script and a token before sending without one. */
const RECAPTCHA_TIMEOUT_MS = 5_000;

const loads = new WeakMap<RecaptchaHost, Promise<Grecaptcha>>();

function browserHost(): RecaptchaHost | undefined {
  if (typeof window === "undefined" || typeof document === "undefined") return undefined;
  const host = window as unknown as { grecaptcha?: Grecaptcha };
  return {
    get grecaptcha() {
      return host.grecaptcha;
    },
    injectScript(src, onLoad, onError) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.addEventListener("load", onLoad, { once: true });
      script.addEventListener("error", onError, { once: true });
      document.head.append(script);
    },
  };
}

let defaultHost: RecaptchaHost | undefined;
function getDefaultHost(): RecaptchaHost | undefined {
  defaultHost ??= browserHost();
  return defaultHost;
}

/**
 * Starts loading the script, once per host; later calls return the same promise. Nothing happens without a site
 * key. A failed load is forgotten, so a later submit may try again.
 */
export function loadRecaptcha(
  siteKey: string,
  host: RecaptchaHost | undefined = getDefaultHost(),
): Promise<Grecaptcha> | undefined {
  if (!siteKey || !host) return undefined;
  const existing = loads.get(host);
  if (existing) return existing;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    if (host.grecaptcha) {
      resolve(host.grecaptcha);
      return;
    }
    host.injectScript(
      `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`,
      () => {
        if (host.grecaptcha) resolve(host.grecaptcha);
        else reject(new Error("reCAPTCHA script loaded without grecaptcha"));
      },
      () => reject(new Error("reCAPTCHA script failed to load")),
    );
  });
  loads.set(host, promise);
  promise.catch(() => loads.delete(host));
  return promise;
}

/**
 * A token for the action "submit", or "" when there is no site key, the script cannot be had, or it does not answer
 * within timeoutMs. Never rejects.
 */
export async function getRecaptchaToken(
  siteKey: string,
  options: { host?: RecaptchaHost; timeoutMs?: number } = {},
): Promise<string> {
  const host = options.host ?? getDefaultHost();
  const loading = loadRecaptcha(siteKey, host);
  if (!loading) return "";
  const token = loading.then(
    (grecaptcha) =>
      new Promise<string>((resolve, reject) => {
        grecaptcha.ready(() => {
          Promise.resolve(grecaptcha.execute(siteKey, { action: "submit" })).then(resolve, reject);
        });
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(""), options.timeoutMs ?? RECAPTCHA_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([token.catch(() => ""), timeout]);
    return typeof result === "string" ? result : "";
  } finally {
    clearTimeout(timer);
  }
}
