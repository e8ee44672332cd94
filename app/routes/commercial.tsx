import { Link } from "react-router";
import { quoteFormBusiness } from "../components/contact-form/contact-form.tsx";
import type { QuoteFormAnswer, QuoteFormReceipt } from "../components/contact-form/quote-form-answer.ts";
import { quoteFormAction, quoteFormLoader } from "../components/contact-form/quote-form-route.server.ts";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { CallUsBox } from "../components/sections/call-us-box.tsx";
import { FaqAccordion } from "../components/sections/faq-accordion.tsx";
import { ServiceCard } from "../components/sections/service-card.tsx";
import { TrustStrip } from "../components/sections/trust-strip.tsx";
import { imageIn, sliderIn } from "../content/images.ts";
import { inLanguage } from "../content/model/languages.ts";
import { commercial } from "../content/services/commercial.ts";
import { services } from "../content/services/index.ts";
import { quoteFormWords } from "../i18n/form-words.ts";
import { imageSliderWords } from "../i18n/island-words.ts";
import { useWords } from "../i18n/use-words.ts";
import ImageSliderIsland from "../islands/image-slider.tsx";
import QuoteFormIsland from "../islands/quote-form.tsx";
import { absoluteImageUrl, photoShareImage, routeMeta } from "../lib/seo.ts";
import { galleryPhotos } from "../lib/site-content.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { faqNode, jsonLdMeta, serviceNode } from "../lib/structured-data.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { findPageByPath, getPage, langOf } from "../route-table.ts";
import type { Route } from "./+types/commercial.ts";

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  const page = findPageByPath(location.pathname) ?? getPage("commercial");
  // The gallery's first photo, when there is one, is what a shared link and the Service node show.
  const firstPhoto = loaderData?.photos[0];
  const image = firstPhoto ? photoShareImage(firstPhoto) : undefined;
  return routeMeta(
    "commercial",
    [
      jsonLdMeta(
        serviceNode({ business: { towns: loaderData?.towns ?? [] } }, page, {
          name: page.banner?.title ?? "Commercial Cleaning Services",
          serviceType: inLanguage(commercial.cardTitle, langOf(page)),
          ...(image ? { image: absoluteImageUrl(image.url) } : {}),
        }),
      ),
      // docs/product.md §2: the commercial page shows the daycare FAQs.
      jsonLdMeta(faqNode(loaderData?.faqs ?? [])),
    ],
    image ? { image } : {},
    location,
  );
};

// The form sent without JavaScript (quote-form-route.server.ts): run on the server only.
export const action = (args: Route.ActionArgs) => quoteFormAction(args);
/**
 * The sent form's receipt (quote-form-route.server.ts) and this page's slice of the site content: its gallery, and
 * what its structured data names (the towns, the daycare FAQs it shows).
 */
export const loader = async (args: Route.LoaderArgs) => {
  const content = contentFor(args.context, args.url.pathname);
  return {
    ...(await quoteFormLoader(args)),
    photos: galleryPhotos(content, "commercial"),
    towns: content.business.towns,
    faqs: content.words.faqs.daycare,
  };
};
// A refusal's Retry-After (too many requests) reaches the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
export default function CommercialPage({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = useSiteContent();
  const { page, path, t, rich, say, lang } = useWords();
  const link = "font-semibold text-brand-700 underline underline-offset-4";
  return (
    <PageFrame page={page("commercial")}>
      <PageSection>
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {t("commercial.intro.heading")}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t("commercial.intro.workplace")}</p>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t("commercial.intro.plan")}</p>
          </div>
          <CallUsBox quoteLabel={t("action.getFreeQuote")} quoteHref={`${path("commercial")}#quote-form`} />
        </div>
      </PageSection>

      <section aria-labelledby="commercial-services" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-14">
          <h2 id="commercial-services" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {t("commercial.services.heading")}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {commercial.featured.map((key) => (
              <li key={key}>
                <ServiceCard
                  to={path(key)}
                  title={say(services[key].cardTitle)}
                  summary={say(services[key].summary)}
                  image={imageIn(services[key].image, lang)}
                />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            {rich("commercial.services.also", {
              gym: (words) => (
                <Link to={path("gym")} className={link}>
                  {words}
                </Link>
              ),
              post: (words) => (
                <Link to={path("post-construction")} className={link}>
                  {words}
                </Link>
              ),
            })}
          </p>
        </div>
      </section>

      <section aria-label={t("commercial.trust.label")} className="border-b border-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <TrustStrip audience="business" />
        </div>
      </section>

      <PageSection>
        <ImageSliderIsland.Root
          images={sliderIn(commercial.gallery, lang)}
          heading={say(commercial.sliderHeading)}
          photos={loaderData.photos}
          words={imageSliderWords(lang, say(commercial.sliderHeading))}
        />
      </PageSection>

      <PageSection className="pt-0 sm:pt-0">
        <div className="max-w-3xl">
          <FaqAccordion items={words.faqs.daycare} />
        </div>
      </PageSection>

      <QuoteFormSection answer={actionData} receipt={loaderData} />
    </PageFrame>
  );
}

/** The embedded contact form (docs/product.md §2): the same form as /get-a-quote, sent from this page. */
function QuoteFormSection({ answer, receipt }: { answer?: QuoteFormAnswer; receipt: QuoteFormReceipt }) {
  const content = useSiteContent();
  const { page, t, lang } = useWords();
  const form = quoteFormBusiness(content, "business");
  return (
    <section id="quote-form" aria-label={t("commercial.form.label")} className="scroll-mt-4 bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-14">
        <QuoteFormIsland.Root
          business={form}
          words={quoteFormWords(lang, form)}
          page={page("commercial")}
          answer={answer}
          sentLeadId={receipt.sentLeadId}
          sentVisit={receipt.sentVisit}
          heading={t("commercial.form.heading")}
        />
      </div>
    </section>
  );
}
