import puppeteer, { type Browser } from "puppeteer-core";
import { FIREFOX, requireTool } from "../../scripts/system-tools.ts";

/**
 * Firefox for the tests that need a second engine (Playwright drives only its own patched Firefox, which cannot be
 * downloaded here): Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core. Found (FIREFOX_PATH, the
 * system's) or, as root on Debian, installed by scripts/system-tools.ts, which `npm test` runs first; elsewhere its
 * error says what to install.
 */

/** A headless Firefox, with or without JavaScript, that looks nothing up on the network (the tests use loopback). */
export function launchFirefox({ javaScript }: { javaScript: boolean }): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: requireTool(FIREFOX),
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
