import { Link } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { CheckIcon } from "../components/sections/check-icon.tsx";
import { FaqAccordion } from "../components/sections/faq-accordion.tsx";
import { QuoteCta } from "../components/sections/quote-cta.tsx";
import { ServiceCard } from "../components/sections/service-card.tsx";
import { hoursLabel } from "../content/model/hours.ts";
import { commercial } from "../content/services/commercial.ts";
import { allServices, type ServiceContent } from "../content/services/index.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { faqNode, jsonLdMeta } from "../lib/structured-data.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { getPage, type SitePageId } from "../route-table.ts";
import type { Route } from "./+types/services.ts";

/** The questions, for the page's FAQPage structured data (the page reads them from the content too). */
export const loader = ({ context, url }: Route.LoaderArgs) => ({
  faqs: contentFor(context, url.pathname).words.faqs.services,
});

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  routeMeta("services", [jsonLdMeta(faqNode(loaderData?.faqs ?? []))], {}, location);

const homeServices = allServices.filter((service) => service.audience === "home");
const businessServices = allServices.filter((service) => service.audience === "business");

const promises = (years: number) => [
  `${years} years of experience in residential and commercial cleaning`,
  "Free, no-obligation estimates: no fees or rates until you have seen your quote",
  "Licensed, bonded and insured staff, background-checked and trained",
  "Eco-friendly products that are pet and kid friendly",
  "Flexible scheduling: one-time, weekly, bi-weekly or monthly, after hours for businesses",
  "Satisfaction Guarantee: tell us within 24 hours and we re-clean at no additional cost",
];

function ServiceGrid({ services }: { services: readonly ServiceContent[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.key}>
          <ServiceCard
            to={getPage(service.key as SitePageId).path}
            title={service.cardTitle}
            summary={service.summary}
            image={service.image}
          />
        </li>
      ))}
    </ul>
  );
}

export default function ServicesPage() {
  const { page } = useWords();
  const { business: details, words } = useSiteContent();
  return (
    <PageFrame page={page("services")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">
          We clean homes, rentals and workplaces across Abilene and the Big Country, from a one-time deep
          clean to weekly visits and after-hours commercial cleaning. Choose a service to see exactly what it
          includes.
        </p>

        <section aria-labelledby="home-services" className="mt-10">
          <h2 id="home-services" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            For your home
          </h2>
          <ServiceGrid services={homeServices} />
        </section>

        <section aria-labelledby="business-services" className="mt-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="business-services" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              For your business
            </h2>
            <Link
              to="/services/commercial"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              All commercial cleaning services
            </Link>
          </div>
          <p className="mt-2 max-w-3xl text-slate-700">{commercial.summary}</p>
          <ServiceGrid services={businessServices} />
        </section>
      </PageSection>

      <section aria-labelledby="promise" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-14 lg:grid-cols-2">
          <div>
            <h2 id="promise" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              Cleaning with integrity, on every job
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">
              Whether it is a family home, a rental or an office in downtown Abilene, you get the same care: a
              plan agreed with you before we start, a trained team that follows it, and a company that answers
              the phone. Call {details.phone} ({hoursLabel(details.hours)}) for immediate service, or request
              a quote online at any time.
            </p>
          </div>
          <ul className="space-y-3 self-center">
            {promises(details.yearsOfExperience).map((promise) => (
              <li key={promise} className="flex gap-3 text-lg text-slate-700">
                <CheckIcon />
                <span>{promise}</span>
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
