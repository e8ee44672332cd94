import { useLocation } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { CallUsBox } from "../components/sections/call-us-box.tsx";
import { CheckIcon } from "../components/sections/check-icon.tsx";
import { FaqAccordion } from "../components/sections/faq-accordion.tsx";
import { QuoteCta } from "../components/sections/quote-cta.tsx";
import { RelatedServices } from "../components/sections/related-services.tsx";
import { STEP_ITEM, STEPS_LIST, StepNumber } from "../components/sections/step-number.tsx";
import { TrustStrip } from "../components/sections/trust-strip.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { imageIn, imageUrl, sliderIn } from "../content/images.ts";
import { inLanguage, inSentence } from "../content/model/languages.ts";
import {
  type ExtraSection,
  isServiceKey,
  relatedServices,
  type ServiceContent,
  serviceContent,
} from "../content/services/index.ts";
import { trustAudienceOf } from "../content/trust-claims.ts";
import { beforeAfterWords, imageSliderWords } from "../i18n/island-words.ts";
import { useWords } from "../i18n/use-words.ts";
import BeforeAfterIsland from "../islands/before-after.tsx";
import ImageSliderIsland from "../islands/image-slider.tsx";
import { absoluteImageUrl, notFoundMeta, pageMeta, photoShareImage } from "../lib/seo.ts";
import {
  comparisonPhotos,
  galleryPhotos,
  type ServiceWords,
  type SiteFaq,
  type SitePhoto,
} from "../lib/site-content.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { faqNode, jsonLdMeta, serviceNode } from "../lib/structured-data.ts";
import { findPageByPath, langOf } from "../route-table.ts";
import type { Route } from "./+types/service-detail.ts";

// One module renders every service detail page: the route table entry of the current path names the content
// record (its contentKey).

/**
 * This page's slice of the site content (docs/site-content.md): its words and FAQs as the owner keeps them, its
 * gallery's photos and its before/after pair.
 */
export const loader = ({ url, context }: Route.LoaderArgs) => {
  const key = findPageByPath(url.pathname)?.contentKey;
  if (!isServiceKey(key)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const content = contentFor(context, url.pathname);
  return {
    words: content.words.services[key],
    faqs: content.words.faqs[key],
    towns: content.business.towns,
    photos: galleryPhotos(content, key),
    comparison: comparisonPhotos(content, key) ?? null,
  };
};

export const meta = ({ location, loaderData }: Route.MetaArgs) => {
  const page = findPageByPath(location.pathname);
  const content = serviceContent(page?.contentKey);
  if (!page || !content) return notFoundMeta();
  // The gallery's first photo, when there is one, is what a shared link and the Service node show.
  const firstPhoto = loaderData?.photos[0];
  const image = firstPhoto ? photoShareImage(firstPhoto) : undefined;
  return pageMeta(
    page,
    [
      jsonLdMeta(
        serviceNode({ business: { towns: loaderData?.towns ?? [] } }, page, {
          name: page.banner?.title ?? inLanguage(content.cardTitle, langOf(page)),
          serviceType: inLanguage(content.cardTitle, langOf(page)),
          ...(image ? { image: absoluteImageUrl(image.url) } : {}),
        }),
      ),
      jsonLdMeta(faqNode(loaderData?.faqs ?? [])),
    ],
    image ? { image } : {},
  );
};

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const page = findPageByPath(useLocation().pathname);
  const content = serviceContent(page?.contentKey);
  if (!page || !content) throw new Error("service-detail.tsx is routed only for the service pages");
  const { words, faqs } = loaderData;
  const { t, say, lang } = useWords();
  return (
    <PageFrame page={page}>
      <Intro content={content} words={words} />
      <section aria-label={t("trust.label")} className="border-y border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <TrustStrip audience={trustAudienceOf(content)} />
        </div>
      </section>
      <Comparison content={content} photos={loaderData.comparison} />
      {content.extraSections?.map((section) => (
        <Extra key={section.heading.en} section={section} />
      ))}
      {content.slider.length > 0 || loaderData.photos.length > 0 ? (
        <PageSection>
          <ImageSliderIsland.Root
            images={sliderIn(content.slider, lang)}
            heading={say(content.sliderHeading)}
            photos={loaderData.photos}
            words={imageSliderWords(lang, say(content.sliderHeading))}
          />
        </PageSection>
      ) : null}
      <Benefits words={words} />
      <PageSection>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <WhyChooseUs items={words.whyChooseUs} />
          <FaqAccordion items={faqs satisfies SiteFaq[]} />
        </div>
      </PageSection>
      <Related content={content} />
      <QuoteCta
        heading={t("service.cta.heading", { service: inSentence(say(content.cardTitle), lang) })}
        buttonLabel={t("service.quoteButton")}
      />
    </PageFrame>
  );
}

function Intro({ content, words }: { content: ServiceContent; words: ServiceWords }) {
  const { t, path, say } = useWords();
  return (
    <PageSection>
      <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{words.introHeading}</h2>
          {words.intro.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the owner's paragraphs, rendered once; two may start alike.
            <p key={index} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          <ButtonLink to={path("get-a-quote")} className="mt-8">
            {t("service.quoteButton")}
          </ButtonLink>
        </div>
        <div className="space-y-6">
          <img
            src={imageUrl(content.image.src)}
            alt={say(content.image.alt)}
            width={content.image.width}
            height={content.image.height}
            decoding="async"
            className="aspect-[3/2] h-auto w-full rounded-2xl bg-brand-50 object-cover shadow-sm"
          />
          <CallUsBox />
        </div>
      </div>
    </PageSection>
  );
}

/** The other services for the same audience: homes link to homes, businesses to businesses. */
function Related({ content }: { content: ServiceContent }) {
  const { t, path, say } = useWords();
  const forHomes = content.audience === "home";
  return (
    <RelatedServices
      heading={t(forHomes ? "service.related.home" : "service.related.business")}
      services={relatedServices(content.key).map((service) => ({
        to: path(service.key),
        title: say(service.cardTitle),
        summary: say(service.summary),
      }))}
      allLink={
        forHomes
          ? { to: path("services"), label: t("service.related.allHome") }
          : { to: path("commercial"), label: t("services.allCommercial") }
      }
    />
  );
}

/**
 * The before/after comparison: the owner's pair of photos where there is one (on any service page), else the
 * service's drawings (only the moving page has them), else nothing.
 */
function Comparison({
  content,
  photos,
}: {
  content: ServiceContent;
  photos: { before: SitePhoto; after: SitePhoto } | null;
}) {
  const { t, say, lang } = useWords();
  const drawings = content.beforeAfter;
  const pair =
    photos ??
    (drawings ? { before: imageIn(drawings.before, lang), after: imageIn(drawings.after, lang) } : null);
  if (!pair) return null;
  return (
    <PageSection>
      <h2 className="mb-2 text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {drawings ? say(drawings.heading) : t("service.comparison.heading")}
      </h2>
      <p className="mb-6 text-slate-700">
        {t(photos ? "service.comparison.photos" : "service.comparison.illustration")}{" "}
        {/* The handle needs the island's script: until it runs, this sentence keeps its place unseen (app.css). */}
        <span className="island-hint">{t("service.comparison.hint")}</span>
      </p>
      <div className="mx-auto max-w-3xl">
        <BeforeAfterIsland.Root before={pair.before} after={pair.after} words={beforeAfterWords(lang)} />
      </div>
    </PageSection>
  );
}

function Extra({ section }: { section: ExtraSection }) {
  const { say } = useWords();
  if (section.kind === "steps") {
    return (
      <section aria-label={say(section.heading)} className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-14">
          <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{say(section.heading)}</h2>
          <p className="mt-2 text-slate-700">{say(section.intro)}</p>
          <ol className={`${STEPS_LIST} mt-8 grid gap-6 md:grid-cols-3`}>
            {section.steps.map((step) => (
              <li key={step.title.en} className={`${STEP_ITEM} rounded-2xl bg-white p-6 shadow-sm`}>
                <StepNumber className="flex size-10 items-center justify-center rounded-full bg-accent-700 font-bold text-white" />
                <h3 className="mt-4 text-lg font-bold text-brand-900">{say(step.title)}</h3>
                <p className="mt-2 text-slate-700">{say(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    );
  }
  return (
    <section aria-label={say(section.heading)} className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{say(section.heading)}</h2>
      <p className="mt-2 max-w-3xl text-slate-700">{say(section.intro)}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.groups.map((group) => (
          <div key={group.title.en} className="rounded-2xl border border-slate-200 p-5">
            <h3 className="text-lg font-bold text-brand-900">{say(group.title)}</h3>
            <ul className="mt-3 space-y-2">
              {group.items.map((item) => (
                <li key={item.en} className="flex gap-2 text-slate-700">
                  <CheckIcon />
                  <span>{say(item)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function Benefits({ words }: { words: ServiceWords }) {
  if (words.benefits.length === 0) return null;
  return (
    <section aria-label={words.benefitsHeading} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-14">
        <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{words.benefitsHeading}</h2>
        <ul
          className={`mt-8 grid gap-6 sm:grid-cols-2 ${words.benefits.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        >
          {words.benefits.map((benefit) => (
            <li key={benefit.id} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-bold text-brand-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhyChooseUs({ items }: { items: readonly string[] }) {
  const { t } = useWords();
  if (items.length === 0) return null;
  return (
    <section aria-label={t("service.why.heading")}>
      <h2 className="mb-6 text-2xl font-extrabold text-brand-900 sm:text-3xl">{t("service.why.heading")}</h2>
      <ul className="space-y-3">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner's lines, rendered once; two may be alike.
          <li key={index} className="flex gap-3 text-lg text-slate-700">
            <CheckIcon />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
