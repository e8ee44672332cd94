import { fillWords } from "../../lib/fill-words.ts";
import { MIN_DISPLAYED_RATING } from "../../lib/reviews-api.ts";

/**
 * The arithmetic of the testimonial carousel and the image slider, kept pure so it is tested without a browser.
 * Both show a window of consecutive items that wraps around: the item after the last is the first.
 */

/** Any integer (negative too) brought into 0..length-1; 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The index after moving by `step` (1 next, -1 previous), wrapping both ways. */
export function stepIndex(index: number, step: number, length: number): number {
  return wrapIndex(index + step, length);
}

/**
 * The item indices to render for a window starting at `index`: one before (to slide in from the left), the
 * `visible` ones, and one after (to slide in from the right). With fewer items than that, indices repeat, which is
 * what a wrapping window shows.
 */
export function windowIndices(index: number, visible: number, length: number): number[] {
  if (length === 0) return [];
  return Array.from({ length: visible + 2 }, (_, offset) => wrapIndex(index - 1 + offset, length));
}

/** The indices on screen: `visible` consecutive items from `index`, wrapping (never more than there are items). */
export function visibleIndices(index: number, visible: number, length: number): number[] {
  return Array.from({ length: Math.min(visible, length) }, (_, offset) => wrapIndex(index + offset, length));
}

/**
 * The position's words in the page's language: "Showing image {list} of {total}" for one item on screen, "Showing
 * images {list} of {total}" for several, and the word that joins the last two numbers ("and", "y").
 */
export interface PositionWords {
  readonly one: string;
  readonly many: string;
  readonly none: string;
  readonly and: string;
}

/** "Showing images 8, 1 and 2 of 8": the position in words, for the polite live region. */
export function describePosition(
  index: number,
  visible: number,
  length: number,
  words: PositionWords,
): string {
  const shown = visibleIndices(index, visible, length).map((item) => item + 1);
  if (shown.length === 0) return words.none;
  const list =
    shown.length === 1
      ? String(shown[0])
      : `${shown.slice(0, -1).join(", ")} ${words.and} ${shown[shown.length - 1]}`;
  return fillWords(shown.length === 1 ? words.one : words.many, { list, total: length });
}

/**
 * Only reviews rated 4 or more are displayed (docs/product.md §4, §9), and only with words. A testimonial without a
 * rating (the owner's, when the customer gave none) is displayed; a rating that is not a number is not.
 */
export function isDisplayable(review: { rating?: unknown; text: string }): boolean {
  if (review.text.trim() === "") return false;
  if (review.rating === undefined) return true;
  return typeof review.rating === "number" && review.rating >= MIN_DISPLAYED_RATING;
}

/** Reviews up to this many characters are always shown whole. */
export const LONG_REVIEW_CHARS = 450;
/** A longer review first shows about this many characters, cut between words, with a button to read the rest. */
export const REVIEW_EXCERPT_CHARS = 300;

/**
 * The opening of a long review, cut at a word boundary by length, never by lines: the cut does not depend on the
 * window, the font or a text-spacing override, and the card always offers the rest (WCAG 1.4.12: no text is cut off
 * without a way to read it).
 */
export function reviewExcerpt(text: string): { excerpt: string; truncated: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= LONG_REVIEW_CHARS) return { excerpt: trimmed, truncated: false };
  const head = trimmed.slice(0, REVIEW_EXCERPT_CHARS + 1);
  const lastSpace = head.search(/\s\S*$/);
  const cut =
    lastSpace > REVIEW_EXCERPT_CHARS / 2 ? head.slice(0, lastSpace) : head.slice(0, REVIEW_EXCERPT_CHARS);
  return { excerpt: cut.replace(/[\s.,;:!?-]+$/, ""), truncated: true };
}

/** Whole stars to draw for a rating, clamped to 0..5. */
export function starCount(rating: number): number {
  return Math.max(0, Math.min(5, Math.round(rating)));
}
