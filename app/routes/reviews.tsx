import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { hasTestimonialsToShow } from "../components/sections/owner-testimonials.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { reviewLinks } from "../content/business.ts";
import { hoursLabel } from "../content/model/hours.ts";
import { pageDescription } from "../content/page-descriptions.ts";
import { googleReviewsWords, ownerTestimonialsWords } from "../i18n/island-words.ts";
import { useWords } from "../i18n/use-words.ts";
import GoogleReviewsIsland from "../islands/google-reviews.tsx";
import OwnerTestimonialsIsland from "../islands/owner-testimonials.tsx";
import { pageMeta } from "../lib/seo.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { findPageByPath, getPage } from "../route-table.ts";
import type { Route } from "./+types/reviews.ts";

/** The testimonials shown, from the site content (the build's: the typed file's). */
export const loader = ({ context, url }: Route.LoaderArgs) => ({
  testimonials: contentFor(context, url.pathname).testimonials,
});

// The description promises customers' words only when there are some on the page.
export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  const page = findPageByPath(location.pathname) ?? getPage("reviews");
  const hasTestimonials = (loaderData?.testimonials.length ?? 0) > 0;
  return pageMeta(page, [], { description: pageDescription(page, { hasTestimonials }) });
};

/**
 * The Reviews page: the owner's testimonials (in the page, if any), the invitation to review us, then Google's
 * reviews once the scripts have them (if any). Its words are true with any of them, or none: it promises no review
 * it cannot show. Google's reviews come last, so their arrival moves nothing but the footer below them
 * (docs/services-and-reviews.md, "Reviews page").
 */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { page, path, t, lang } = useWords();
  const { business: details } = useSiteContent();
  return (
    <PageFrame page={page("reviews")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{t("reviews.intro")}</p>
        {hasTestimonialsToShow(loaderData.testimonials) ? (
          <OwnerTestimonialsIsland.Root
            testimonials={loaderData.testimonials}
            className="mt-10"
            words={ownerTestimonialsWords(lang)}
          />
        ) : null}
      </PageSection>
      <section aria-labelledby="leave-review" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-14 md:grid-cols-2">
          <div>
            <h2 id="leave-review" className="text-2xl font-extrabold text-brand-900">
              {t("reviews.leave.heading")}
            </h2>
            <p className="mt-3 text-slate-700">{t("reviews.leave.text")}</p>
            <ul className="mt-4 flex flex-wrap gap-3">
              {reviewLinks(details).map((site) => (
                <li key={site.network}>
                  <a
                    href={site.url}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-100"
                  >
                    {t("reviews.leave.link", { network: site.network })}
                    <span className="sr-only">{` ${t("common.newTab")}`}</span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-slate-700">{t("reviews.leave.guarantee")}</p>
          </div>
          <div>
            <h2 className="text-2xl font-extrabold text-brand-900">{t("reviews.ready.heading")}</h2>
            <p className="mt-3 text-slate-700">
              {t("reviews.ready.text", { phone: details.phone, hours: hoursLabel(details.hours, lang) })}
            </p>
            <ButtonLink to={path("get-a-quote")} className="mt-5">
              {t("action.getQuote")}
            </ButtonLink>
          </div>
        </div>
      </section>
      <GoogleReviewsIsland.Root
        holdWhileInView={false}
        innerClassName="mx-auto max-w-6xl px-4 py-12 sm:py-14"
        words={googleReviewsWords(lang)}
      />
    </PageFrame>
  );
}
