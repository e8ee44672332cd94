import type { Lang } from "./model/languages.ts";

/**
 * The owner's own testimonials: words real customers gave the business and agreed to have published, with their
 * name as they agreed to show it and the date they gave them. They are shown in the pages (prerendered) under
 * "From our customers", never labelled, served or marked up as Google reviews, and never with review stars in the
 * structured data (docs/services-and-reviews.md, "Reviews and testimonials").
 *
 * The list is empty until the owner adds real ones: an invented testimonial is a fake review (the FTC's rule,
 * 16 CFR Part 465, forbids them), and a visitor who looks a customer up must find a real person. With no
 * testimonial and no Google review, the carousel is not shown at all.
 *
 * To add one, append an entry like this (with the customer's permission for the words, the name and the date):
 *
 *   {
 *     text: "They cleaned our house before the move and we got the whole deposit back.",
 *     customerName: "Maria G.",
 *     place: "Abilene",
 *     date: "2026-03-14",
 *     rating: 5,
 *   },
 */

export interface OwnerTestimonial {
  /** The customer's words, exactly as they agreed to have them published. */
  readonly text: string;
  /** The customer's name as they agreed to show it ("Maria G.", "Dr. Lee, Lee Family Practice"). */
  readonly customerName: string;
  /** Where they are, if they agreed to show it ("Abilene"). */
  readonly place?: string;
  /** When the customer gave the testimonial, as YYYY-MM-DD. */
  readonly date: string;
  /** The stars out of 5 the customer gave, if they gave a rating. */
  readonly rating?: number;
  /**
   * The language the customer wrote in ("en" when not given): their words are never translated. As the pages
   * receive it, given only where it is not the page's own, so the quote is marked as that language.
   */
  readonly lang?: Lang;
}

export const ownerTestimonials: readonly OwnerTestimonial[] = [];

/** What is wrong with a testimonial as written here (tested for every entry): empty words, no name, a bad date. */
export function testimonialProblems(testimonial: OwnerTestimonial, today: Date = new Date()): string[] {
  const problems: string[] = [];
  if (testimonial.text.trim() === "") problems.push("no words");
  if (testimonial.customerName.trim() === "") problems.push("no customer name");
  const date = /^\d{4}-\d{2}-\d{2}$/.test(testimonial.date)
    ? Date.parse(`${testimonial.date}T00:00:00Z`)
    : NaN;
  if (Number.isNaN(date)) problems.push(`date "${testimonial.date}" is not YYYY-MM-DD`);
  else if (date > today.getTime()) problems.push(`date ${testimonial.date} is in the future`);
  if (testimonial.rating !== undefined && !(testimonial.rating >= 1 && testimonial.rating <= 5)) {
    problems.push(`rating ${testimonial.rating} is not 1 to 5`);
  }
  return problems;
}
