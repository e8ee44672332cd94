import { ContactForm } from "../components/contact-form/contact-form.tsx";
import { island } from "../lib/islands/island.tsx";

/**
 * The quote form (with its visit choices): a plain HTML form until the visitor moves into it; then its rules, the
 * calendar's closed days and the send without leaving the page start.
 */
export default island("quote-form", ContactForm, "interaction");
