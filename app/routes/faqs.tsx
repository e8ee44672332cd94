import { Link } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { FaqAccordion } from "../components/sections/faq-accordion.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { telHref } from "../content/business.ts";
import { hoursLabel } from "../content/model/hours.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { faqNode, jsonLdMeta } from "../lib/structured-data.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import type { Route } from "./+types/faqs.ts";

/** The questions, for the page's FAQPage structured data (the page reads them from the content too). */
export const loader = ({ context, url }: Route.LoaderArgs) => ({
  faqs: contentFor(context, url.pathname).words.faqs.faqs,
});

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  routeMeta("faqs", [jsonLdMeta(faqNode(loaderData?.faqs ?? []))], {}, location);

export default function FaqsPage() {
  const { page, path, t, rich, lang } = useWords();
  const { business: details, words } = useSiteContent();
  return (
    <PageFrame page={page("faqs")}>
      <PageSection>
        <div className="mx-auto max-w-3xl">
          <p className="mb-10 text-lg leading-relaxed">
            {rich("faqs.intro", {
              link: (words) => (
                <Link
                  to={path("cleaning-checklists")}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {words}
                </Link>
              ),
            })}
          </p>
          <FaqAccordion items={words.faqs.faqs} />

          <section
            aria-labelledby="still-have-questions"
            className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8"
          >
            <h2 id="still-have-questions" className="text-2xl font-extrabold text-brand-900">
              {t("faqs.more.heading")}
            </h2>
            <p className="mt-3 leading-relaxed">
              {t("faqs.more.text", { hours: hoursLabel(details.hours, lang) })}
            </p>
            <ul className="mt-5 space-y-2 text-lg">
              <li>
                <span className="font-semibold">{`${t("contact.phoneLabel")} `}</span>
                <a href={telHref(details.phone)} className="text-brand-700 underline underline-offset-2">
                  {details.phone}
                </a>
              </li>
              <li>
                <span className="font-semibold">{`${t("contact.emailLabel")} `}</span>
                <a
                  href={`mailto:${details.email}`}
                  className="break-all text-brand-700 underline underline-offset-2"
                >
                  {details.email}
                </a>
              </li>
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={path("contact-us")} variant="secondary">
                {t("action.contact")}
              </ButtonLink>{" "}
              <ButtonLink to={path("get-a-quote")}>{t("action.getQuote")}</ButtonLink>
            </div>
          </section>
        </div>
      </PageSection>
    </PageFrame>
  );
}
