import { telHref } from "../../content/business.ts";
import { hoursLine } from "../../content/model/hours.ts";
import { useWords } from "../../i18n/use-words.ts";
import { useSiteContent } from "../../lib/use-site-content.tsx";
import { ButtonLink } from "../ui/button-link.tsx";

/** "Call us for immediate service" (docs/product.md §1): the phone, the hours and the quote button, beside a page's intro. */
export function CallUsBox(props: {
  quoteLabel?: string;
  /** Where the quote button goes: a page with the form on it passes its own form's anchor. */
  quoteHref?: string;
}) {
  const { business: details } = useSiteContent();
  const { t, path, lang } = useWords();
  const { quoteLabel = t("service.quoteButton"), quoteHref = path("get-a-quote") } = props;
  return (
    <aside
      aria-label={t("callUs.label")}
      className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8"
    >
      <p className="text-lg font-bold">{t("callUs.heading")}</p>
      <p className="mt-1 text-brand-100">{t("callUs.call")}</p>
      <a
        href={telHref(details.phone)}
        className="mt-3 inline-flex min-h-11 items-center gap-2 text-2xl font-extrabold text-white underline-offset-4 hover:underline"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.5 15.5 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.6a1 1 0 01-.25 1z"
          />
        </svg>
        {details.phone}
      </a>
      <p className="mt-2 text-sm text-brand-100">{hoursLine(details.hours, lang)}</p>
      <p className="mt-4 border-t border-white/15 pt-4 text-brand-50">{t("callUs.estimate")}</p>
      <ButtonLink to={quoteHref} className="mt-4 w-full">
        {quoteLabel}
      </ButtonLink>
    </aside>
  );
}
