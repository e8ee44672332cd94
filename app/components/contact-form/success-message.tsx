import { useEffect, useRef } from "react";
import type { ArrivalWindow } from "../../content/booking.ts";
import type { VisitRequest } from "../../lib/contact-schema.ts";
import { fillWords } from "../../lib/fill-words.ts";
import { formatSlot } from "../../lib/visit-words.ts";
import type { QuoteFormWords } from "./form-words.ts";

interface SuccessMessageProps {
  headingId: string;
  /** The stored lead's id: the visitor can quote it when they call. */
  reference?: string;
  /** Move focus here (when it has just replaced the form in front of the visitor). */
  moveFocus: boolean;
  /** The visit asked for: said to be requested, not yet confirmed. */
  visit?: VisitRequest;
  /** The owner's windows, for the visit's words. */
  windows: readonly ArrivalWindow[];
  /** The form's words (the message is docs/product.md §8's, word for word, in English). */
  words: QuoteFormWords;
}

/**
 * What replaces the form once the request is stored. When it appears in place of the form, focus moves here, so
 * keyboard and screen reader users land on the confirmation instead of on a button that no longer exists.
 */
export function SuccessMessage({
  headingId,
  reference,
  moveFocus,
  visit,
  windows,
  words,
}: SuccessMessageProps) {
  const lang = words.messages.lang;
  const slot = (chosen: { day: string; window: string }) => formatSlot(chosen, { windows }, undefined, lang);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moveFocus) return;
    // The form it replaces was taller: bring the confirmation to the middle of the screen, not to its top edge.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "center" });
  }, [moveFocus]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={headingId}
      data-testid="contact-success"
      className="rounded-xl border border-accent-600/30 bg-accent-500/10 p-6 text-center sm:p-8"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        className="mx-auto text-accent-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" />
      </svg>
      <h2 id={headingId} className="mt-3 text-2xl font-bold text-brand-900">
        {words.success.heading}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-800">{words.success.message}</p>
      {visit ? (
        <div
          className="mt-4 rounded-lg bg-white/70 p-4 text-left text-slate-800"
          data-testid="visit-requested"
        >
          <p>
            <strong>{words.success.visitRequested}</strong> {slot(visit.first)}
            {visit.second ? fillWords(words.success.orElse, { slot: slot(visit.second) }) : null}
            {visit.frequency
              ? `, ${(words.frequencies[visit.frequency] ?? visit.frequency).toLocaleLowerCase(words.locale)}`
              : null}
            .
          </p>
          <p className="mt-2">{words.success.visitNext}</p>
        </div>
      ) : null}
      {reference ? (
        <p className="mt-3 text-slate-700">
          {words.success.reference}{" "}
          <strong className="font-mono tracking-wide text-brand-900">{reference}</strong>
        </p>
      ) : null}
    </div>
  );
}
