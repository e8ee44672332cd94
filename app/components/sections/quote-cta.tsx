import { telHref } from "../../content/business.ts";
import { useWords } from "../../i18n/use-words.ts";
import { useSiteContent } from "../../lib/use-site-content.tsx";
import { ButtonLink } from "../ui/button-link.tsx";

/** The closing call to action of a page: a free quote, or the phone for immediate service. */
export function QuoteCta(props: { heading?: string; text?: string; buttonLabel?: string }) {
  const { business: details } = useSiteContent();
  const { t, path } = useWords();
  const { heading = t("cta.heading"), text = t("cta.text"), buttonLabel = t("cta.button") } = props;
  return (
    <section aria-label={heading} className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-extrabold sm:text-3xl">{heading}</h2>
          <p className="mt-2 max-w-2xl text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <ButtonLink to={path("get-a-quote")}>{buttonLabel}</ButtonLink>{" "}
          <a
            href={telHref(details.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
          >
            {t("cta.call", { phone: details.phone })}
          </a>
        </div>
      </div>
    </section>
  );
}
