/** One page of each prerendered type: home, a service page, the commercial hub (with its form), the form, contact, FAQ. */
export const BENCH_PAGES = [
  "/",
  "/services/moving-cleaning-services",
  "/services/commercial",
  "/get-a-quote",
  "/contact-us",
  "/faqs",
] as const;

/** The HTML-first issue's budget for the home page's first-load JavaScript, Brotli. */
export const TARGET_HOME_JS_BROTLI = 100 * 1024;

/** The HTML-first issue's target: a page's LCP at most 1.2x that of its own script-free copy. */
export const TARGET_LCP_RATIO = 1.2;
