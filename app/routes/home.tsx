import { PageSection } from "../components/layout/page-frame.tsx";
import { hasTestimonialsToShow } from "../components/sections/owner-testimonials.tsx";
import { QuoteCta } from "../components/sections/quote-cta.tsx";
import { ServiceCard } from "../components/sections/service-card.tsx";
import { STEP_ITEM, STEPS_LIST, StepNumber } from "../components/sections/step-number.tsx";
import { TrustStrip } from "../components/sections/trust-strip.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { telHref } from "../content/business.ts";
import { type ContentImage, HERO_IMAGE, imageIn, imageUrl } from "../content/images.ts";
import { hoursLine } from "../content/model/hours.ts";
import type { Text } from "../content/model/languages.ts";
import { airbnb } from "../content/services/airbnb.ts";
import { commercial } from "../content/services/commercial.ts";
import { houseCleaning } from "../content/services/house-cleaning.ts";
import { googleReviewsWords, ownerTestimonialsWords } from "../i18n/island-words.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { useWords } from "../i18n/use-words.ts";
import GoogleReviewsIsland from "../islands/google-reviews.tsx";
import OwnerTestimonialsIsland from "../islands/owner-testimonials.tsx";
import { routeMeta } from "../lib/seo.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import type { SitePageId } from "../route-table.ts";
import type { Route } from "./+types/home.ts";

/** The testimonials shown, from the site content (the build's: the typed file's). */
export const loader = ({ context, url }: Route.LoaderArgs) => ({
  testimonials: contentFor(context, url.pathname).testimonials,
});

/** The hero picture is the page's largest paint: the browser is told about it before it parses the body. */
const heroSrcSet = (format: "avif" | "webp") =>
  HERO_IMAGE.widths.map((width) => `${imageUrl(HERO_IMAGE.path(width, format))} ${width}w`).join(", ");
/** Full width on a phone, about 45% of the viewport (at most ~540 px) beside the text from 1024 px. */
const HERO_SIZES = "(min-width: 1152px) 540px, (min-width: 1024px) 45vw, calc(100vw - 2rem)";

export const meta = ({ location }: Route.MetaArgs) =>
  routeMeta(
    "home",
    [
      {
        tagName: "link",
        rel: "preload",
        as: "image",
        type: "image/avif",
        imageSrcSet: heroSrcSet("avif"),
        imageSizes: HERO_SIZES,
        fetchPriority: "high",
      },
    ],
    {},
    location,
  );

const REVIEWS_COLUMN = "mx-auto max-w-6xl px-4 py-12 sm:py-16";

const steps = [
  { title: "home.steps.book.title", text: "home.steps.book.text" },
  { title: "home.steps.confirm.title", text: "home.steps.confirm.text" },
  { title: "home.steps.clean.title", text: "home.steps.clean.text" },
] as const satisfies ReadonlyArray<{ title: MessageKey; text: MessageKey }>;

/** The three cards: a service's own name and summary, or (homes) the catalog's words for all of them. */
const featured: Array<{
  page: SitePageId;
  title: Text | MessageKey;
  summary: Text | MessageKey;
  image: ContentImage;
}> = [
  {
    page: "house-cleaning",
    title: "home.residential.title",
    summary: "home.residential.summary",
    image: houseCleaning.image,
  },
  {
    page: "airbnb",
    title: airbnb.cardTitle,
    summary: airbnb.summary,
    image: airbnb.image,
  },
  {
    page: "commercial",
    title: commercial.cardTitle,
    summary: commercial.summary,
    image: commercial.image,
  },
];

function Hero() {
  const { business: details, words } = useSiteContent();
  const { t, path, lang, say } = useWords();
  return (
    <section className="bg-brand-900 text-white" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-8 pb-14 sm:pt-12 lg:grid-cols-[1fr_540px] lg:pb-20">
        <div>
          <p className="font-semibold tracking-wide text-brand-200 uppercase">
            {t("home.hero.kicker", { years: details.yearsOfExperience })}
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold sm:text-6xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-4 max-w-xl text-xl text-brand-50">{words.home.subtitle}</p>
          <p className="mt-4 max-w-xl text-brand-100">{words.home.intro}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={path("get-a-quote")}>{t("action.getQuote")}</ButtonLink>{" "}
            <a
              href={telHref(details.phone)}
              className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
            >
              {t("action.call", { phone: details.phone })}
            </a>
          </div>
          <p className="mt-3 text-sm text-brand-100">{hoursLine(details.hours, lang)}</p>
        </div>
        <picture>
          <source type="image/avif" srcSet={heroSrcSet("avif")} sizes={HERO_SIZES} />
          <source type="image/webp" srcSet={heroSrcSet("webp")} sizes={HERO_SIZES} />
          <img
            src={imageUrl(HERO_IMAGE.path(800, "webp"))}
            alt={say(HERO_IMAGE.alt)}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            fetchPriority="high"
            decoding="async"
            className="aspect-[4/3] h-auto w-full rounded-3xl bg-brand-800 shadow-2xl ring-1 ring-white/10"
          />
        </picture>
      </div>
    </section>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t, path, lang, say } = useWords();
  const words = (value: Text | MessageKey) => (typeof value === "string" ? t(value) : say(value));
  return (
    <>
      <Hero />

      <section aria-label={t("trust.label")} className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <TrustStrip audience="home" />
        </div>
      </section>

      <PageSection>
        <h2 className="text-center text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {t("home.steps.heading")}
        </h2>
        <p className="mt-2 text-center text-slate-700">{t("home.steps.intro")}</p>
        <ol className={`${STEPS_LIST} mt-10 grid gap-6 md:grid-cols-3`} aria-label={t("home.steps.heading")}>
          {steps.map((step) => (
            <li
              key={step.title}
              className={`${STEP_ITEM} relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm`}
            >
              <StepNumber className="flex size-12 items-center justify-center rounded-full bg-accent-700 text-xl font-extrabold text-white" />
              <h3 className="mt-4 text-xl font-bold text-brand-900">{t(step.title)}</h3>
              <p className="mt-2 text-slate-700">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      {/* The testimonials: the owner's, in the page; Google's, once the scripts have them. Each is absent with no
          review to show (docs/services-and-reviews.md). */}
      {hasTestimonialsToShow(loaderData.testimonials) ? (
        <OwnerTestimonialsIsland.Root
          testimonials={loaderData.testimonials}
          words={ownerTestimonialsWords(lang)}
          className="bg-slate-50"
          innerClassName={REVIEWS_COLUMN}
        />
      ) : null}
      <GoogleReviewsIsland.Root
        className="bg-slate-50"
        innerClassName={REVIEWS_COLUMN}
        words={googleReviewsWords(lang)}
      />

      <PageSection>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t("home.services.heading")}</h2>
          <ButtonLink to={path("services")} variant="secondary">
            {t("home.services.all")}
          </ButtonLink>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3" aria-label={t("home.services.label")}>
          {featured.map(({ page, title, summary, image }) => (
            <li key={page}>
              <ServiceCard
                to={path(page)}
                title={words(title)}
                summary={words(summary)}
                image={imageIn(image, lang)}
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <QuoteCta heading={t("home.cta.heading")} />
    </>
  );
}
