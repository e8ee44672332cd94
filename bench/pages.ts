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
