/**
 * What the quote form needs once the visitor starts on it, as one chunk loaded then (use-quote-form.ts imports it
 * on the first focus, keystroke or press in the form): the rules (zod and the schema), the bot check and the
 * sender. A page with the form ships only its markup up front; a page without the form never loads any of this.
 */
export { quoteRules } from "../../lib/contact-schema.ts";
export { getRecaptchaToken, loadRecaptcha } from "./recaptcha.ts";
export { newIdempotencyKey, type SubmitResult, submitContactRequest } from "./submit-contact-request.ts";
