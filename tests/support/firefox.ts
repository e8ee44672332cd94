import { existsSync } from "node:fs";
import puppeteer, { type Browser } from "puppeteer-core";

/**
 * Firefox for the tests that need a second engine (Playwright drives only its own patched Firefox, which cannot be
 * downloaded here): Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core. `.ci/run` installs it.
 */
function findFirefox(): string {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      "No Firefox for the Firefox tests: install it (Debian: apt-get install firefox-esr) or set FIREFOX_PATH.",
    );
  }
  return found;
}

/** A headless Firefox, with or without JavaScript, that looks nothing up on the network (the tests use loopback). */
export function launchFirefox({ javaScript }: { javaScript: boolean }): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: findFirefox(),
    headless: true,
    extraPrefsFirefox: {
      "javascript.enabled": javaScript,
      // Loopback addresses need no name lookup; nothing else should be asked for.
      "network.dns.disabled": true,
      // Lay out at the window's width: headless Firefox otherwise takes 12 px for a scrollbar.
      "ui.useOverlayScrollbars": 1,
    },
  });
}
