/**
 * Written inline into every public page (scripts/build-islands.ts bundles it): records where this visit came from
 * for the quote form (app/lib/attribution.ts). Inline, because the landing page must be recorded on whichever page
 * the visitor lands, and most pages have no island to do it.
 */
import { captureAttribution } from "../lib/attribution.ts";

captureAttribution();
