import { CookieConsent } from "../components/layout/cookie-consent.tsx";
import { island } from "../lib/islands/island.tsx";

/** The cookie banner (only in a build with a tag manager): at load, since it asks before anything is tracked. */
export default island("cookie-consent", CookieConsent, "load");
