/**
 * The islands issue's key pages: home, a service page with its sliders, the form, the map, two with no island; and
 * their Spanish twins with an island (issue 31: each Spanish page passes what an English one passes), the quote
 * form's among them.
 */
export const BENCH_PAGES = [
  "/",
  "/services/moving-cleaning-services",
  "/get-a-quote",
  "/contact-us",
  "/terms-and-conditions",
  "/about-us",
  "/es",
  "/es/servicios/limpieza-de-mudanza",
  "/es/cotizacion",
  "/es/contacto",
] as const;

const KB = 1024;

/**
 * The islands issue's JavaScript budgets, Brotli, per page: everything a visitor gets while the page loads, is
 * scrolled to the end and its form is focused (bench/first-load-js.ts). A page missing here is measured, not judged.
 */
export const JS_TARGETS_BROTLI: Readonly<Record<string, number>> = {
  "/": 60 * KB,
  "/services/moving-cleaning-services": 80 * KB,
  // The form's rules (loaded once a visitor starts on the form) count here.
  "/get-a-quote": 80 * KB,
  "/terms-and-conditions": 5 * KB,
  "/privacy-policy": 5 * KB,
  "/cookies": 5 * KB,
  "/sitemap": 5 * KB,
  "/security-policy": 5 * KB,
  "/about-us": 5 * KB,
  // The Spanish twins: the same islands, their words given as props (no message formatter in the browser).
  "/es": 60 * KB,
  "/es/servicios/limpieza-de-mudanza": 80 * KB,
  "/es/cotizacion": 80 * KB,
};

/** The pages bench/first-load-js.ts counts: those with a budget, and the other islands' pages for comparison. */
export const JS_PAGES = [
  ...Object.keys(JS_TARGETS_BROTLI),
  "/services/commercial",
  "/contact-us",
  "/reviews",
  "/faqs",
  "/es/contacto",
] as const;

/** The islands issue's target: a page's LCP at most 1.2x that of its own script-free copy. */
export const TARGET_LCP_RATIO = 1.2;
