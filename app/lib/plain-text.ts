/**
 * The rules for free text a person writes (the quote form's notes, the owner's private notes), in one place for
 * the browser's form, its server half and the inbox.
 */

/**
 * Line breaks as one character. A browser counts a line break as one character in a text area (and its
 * maxlength), but sends it as two (CRLF): made one before any length is checked, what fits in the box is accepted.
 */
export function singleLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** Control characters dropped, but for the line breaks and tabs that shape the text. */
export function withoutControlCharacters(text: string): string {
  return text.replace(/[^\P{Cc}\n\t]/gu, "");
}

/**
 * Text as it is shown to the owner (the inbox, the business email, the CSV): control characters dropped but for
 * line breaks and tabs, and every invisible format character (Unicode Cf: bidirectional overrides, embeddings and
 * isolates, zero-width spaces and joiners, the byte order mark) dropped too, so "evil\u202Eexe.txt" cannot read as
 * "evil" followed by "txt.exe" reversed. The one rule for free text a visitor or an owner writes.
 */
export function visibleText(text: string): string {
  return withoutControlCharacters(text).replace(/\p{Cf}/gu, "");
}

/** JSON for an inline script element or an attribute: "<" escaped, so no value can close the element around it. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Text to HTML text or a quoted attribute: the five characters that can change markup become entities. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
