import { useId } from "react";
import type { StaticFaq } from "../../content/faqs.ts";
import { useWords } from "../../i18n/use-words.ts";

/**
 * The FAQ accordion (docs/product.md §4): one item open at a time, the first open at start. Built on native <details name>,
 * which the browser keeps exclusive and operable by keyboard and screen reader, and which works before (and
 * without) JavaScript: the answers are in the prerendered HTML for search engines too.
 */
export function FaqAccordion({
  items,
  heading: given,
  headingLevel = 2,
}: {
  items: readonly (StaticFaq & { id?: string })[];
  /** The heading above the questions ("Frequently Asked Questions" unless told); null for none. */
  heading?: string | null;
  headingLevel?: 2 | 3;
}) {
  const group = useId();
  const { t } = useWords();
  const heading = given === undefined ? t("faq.heading") : given;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (items.length === 0) return null;
  return (
    <section aria-label={heading ?? t("faq.label")} className="faq-accordion">
      {heading ? (
        <Heading className="mb-6 text-2xl font-extrabold text-brand-900 sm:text-3xl">{heading}</Heading>
      ) : null}
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item, index) => (
          <details key={item.id ?? item.question} name={group} open={index === 0} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-slate-700">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
