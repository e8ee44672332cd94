import { Link } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { CheckIcon } from "../components/sections/check-icon.tsx";
import { FaqAccordion } from "../components/sections/faq-accordion.tsx";
import { QuoteCta } from "../components/sections/quote-cta.tsx";
import { ServiceCard } from "../components/sections/service-card.tsx";
import { imageIn } from "../content/images.ts";
import { hoursLabel } from "../content/model/hours.ts";
import { commercial } from "../content/services/commercial.ts";
import { allServices, type ServiceContent } from "../content/services/index.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { faqNode, jsonLdMeta } from "../lib/structured-data.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import type { Route } from "./+types/services.ts";

/** The questions, for the page's FAQPage structured data (the page reads them from the content too). */
export const loader = ({ context, url }: Route.LoaderArgs) => ({
  faqs: contentFor(context, url.pathname).words.faqs.services,
});

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  routeMeta("services", [jsonLdMeta(faqNode(loaderData?.faqs ?? []))], {}, location);

const homeServices = allServices.filter((service) => service.audience === "home");
const businessServices = allServices.filter((service) => service.audience === "business");

const promises = [
  "services.promise.experience",
  "services.promise.estimates",
  "services.promise.insured",
  "services.promise.products",
  "services.promise.scheduling",
  "services.promise.guarantee",
] as const satisfies readonly MessageKey[];

function ServiceGrid({ services }: { services: readonly ServiceContent[] }) {
  const { path, say, lang } = useWords();
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.key}>
          <ServiceCard
            to={path(service.key)}
            title={say(service.cardTitle)}
            summary={say(service.summary)}
            image={imageIn(service.image, lang)}
          />
        </li>
      ))}
    </ul>
  );
}

export default function ServicesPage() {
  const { page, path, t, say, lang } = useWords();
  const { business: details, words } = useSiteContent();
  return (
    <PageFrame page={page("services")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{t("services.intro")}</p>

        <section aria-labelledby="home-services" className="mt-10">
          <h2 id="home-services" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {t("services.home.heading")}
          </h2>
          <ServiceGrid services={homeServices} />
        </section>

        <section aria-labelledby="business-services" className="mt-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="business-services" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {t("services.business.heading")}
            </h2>
            <Link
              to={path("commercial")}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {t("services.allCommercial")}
            </Link>
          </div>
          <p className="mt-2 max-w-3xl text-slate-700">{say(commercial.summary)}</p>
          <ServiceGrid services={businessServices} />
        </section>
      </PageSection>

      <section aria-labelledby="promise" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-14 lg:grid-cols-2">
          <div>
            <h2 id="promise" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {t("services.promise.heading")}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">
              {t("services.promise.text", { phone: details.phone, hours: hoursLabel(details.hours, lang) })}
            </p>
          </div>
          <ul className="space-y-3 self-center">
            {promises.map((promise) => (
              <li key={promise} className="flex gap-3 text-lg text-slate-700">
                <CheckIcon />
                <span>{t(promise, { years: details.yearsOfExperience })}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection>
        <div className="max-w-3xl">
          <FaqAccordion items={words.faqs.services} />
        </div>
      </PageSection>
      <QuoteCta />
    </PageFrame>
  );
}
