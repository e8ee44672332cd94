import { useId } from "react";
import { useWords } from "../../i18n/use-words.ts";

/**
 * The newsletter sign-up of the footer. Switched off (app/lib/features.ts): docs/product.md §2 keeps it hidden with no
 * submission behaviour, so it never sends anything; submitting only keeps the visitor on the page.
 */
export function SubscribeForm() {
  const inputId = useId();
  const { t } = useWords();
  return (
    <form
      className="mt-6 flex gap-2"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t("newsletter.label")}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("newsletter.email")}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t("newsletter.placeholder")}
        className="min-h-11 flex-1 rounded-full px-4 text-slate-900"
      />
      <button type="submit" className="min-h-11 rounded-full bg-accent-700 px-4 font-semibold text-white">
        {t("newsletter.subscribe")}
      </button>
    </form>
  );
}
