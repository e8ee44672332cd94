import type { CookieConsentWords } from "../components/layout/cookie-consent.tsx";
import type { MapWords } from "../components/map/business-map.tsx";
import type { BeforeAfterWords } from "../components/sections/before-after.tsx";
import type { GoogleReviewsWords } from "../components/sections/google-reviews.tsx";
import type { ImageSliderWords } from "../components/sections/image-slider.tsx";
import type { OwnerTestimonialsWords } from "../components/sections/owner-testimonials.tsx";
import type { CarouselWords, ReviewWords } from "../components/sections/testimonial-carousel.tsx";
import { business } from "../content/business.ts";
import { type Lang, LOCALES } from "../content/model/languages.ts";
import { getPage } from "../route-table.ts";
import { translate, translateParts } from "./messages.ts";

/**
 * The islands' words, formatted here on the server in the page's language and given to each island as a prop: an
 * island never imports the catalogs or the formatter (docs/architecture.md, "Two languages"). What only the browser
 * knows (the slide on screen, the handle's place, a reviewer's name) stays as "{name}" in them, filled by
 * app/lib/fill-words.ts.
 */

/** A message with `names` left as "{name}" for the island to fill. */
const withBlanks = (
  lang: Lang,
  key: Parameters<typeof translate>[1],
  names: readonly string[],
  values = {},
) => translate(lang, key, { ...Object.fromEntries(names.map((name) => [name, `{${name}}`])), ...values });

function carouselWords(lang: Lang, kind: "review" | "image", heading: string): CarouselWords {
  const key = <S extends string>(suffix: S) => `carousel.${kind}.${suffix}` as const;
  return {
    previous: translate(lang, key("previous")),
    next: translate(lang, key("next")),
    one: withBlanks(lang, key("one"), ["list", "total"]),
    many: withBlanks(lang, key("many"), ["list", "total"]),
    none: translate(lang, key("none")),
    and: translate(lang, "carousel.and"),
    row: translate(lang, key("row"), { heading }),
  };
}

function reviewWords(lang: Lang): ReviewWords {
  return {
    readMore: translate(lang, "review.readMore"),
    readMoreBy: withBlanks(lang, "review.readMoreBy", ["author"]),
    showLess: translate(lang, "review.showLess"),
    onGoogle: translate(lang, "review.onGoogle"),
    rated: withBlanks(lang, "review.rated", ["stars"]),
  };
}

export function ownerTestimonialsWords(lang: Lang): OwnerTestimonialsWords {
  const heading = translate(lang, "testimonials.heading");
  return {
    heading,
    subheading: translate(lang, "testimonials.subheading"),
    locale: LOCALES[lang],
    carousel: { ...carouselWords(lang, "review", heading), ...reviewWords(lang) },
  };
}

export function googleReviewsWords(lang: Lang): GoogleReviewsWords {
  const heading = translate(lang, "googleReviews.heading");
  return {
    heading,
    subheading: withBlanks(lang, "googleReviews.subheading", ["google"]),
    byline: translate(lang, "googleReviews.byline"),
    carousel: { ...carouselWords(lang, "review", heading), ...reviewWords(lang) },
  };
}

export function imageSliderWords(lang: Lang, heading: string): ImageSliderWords {
  return {
    photos: translate(lang, "slider.photos"),
    allIllustrations: translate(lang, "slider.allIllustrations"),
    someIllustrations: translate(lang, "slider.someIllustrations"),
    carousel: carouselWords(lang, "image", heading),
  };
}

export function beforeAfterWords(lang: Lang): BeforeAfterWords {
  return {
    before: translate(lang, "beforeAfter.before"),
    after: translate(lang, "beforeAfter.after"),
    handle: translate(lang, "beforeAfter.handle"),
    value: withBlanks(lang, "beforeAfter.value", ["before", "after"]),
  };
}

export function mapWords(lang: Lang, address: string): MapWords {
  return {
    label: translate(lang, "map.label", { business: business.name, address }),
    failed: translate(lang, "map.failed"),
    directions: translate(lang, "map.directions"),
    directionsHint: translate(lang, "map.directionsHint", { business: business.name }),
    zoomIn: translate(lang, "map.zoomIn"),
    zoomOut: translate(lang, "map.zoomOut"),
    contributors: withBlanks(lang, "map.contributors", ["osm"]),
  };
}

/** The cookie banner's words, for the purposes this site offers ("analytics", "advertising"). */
export function cookieConsentWords(
  lang: Lang,
  purposes: readonly ("analytics" | "advertising")[],
): CookieConsentWords {
  const sentences = purposes.map((purpose) => translate(lang, `cookies.purpose.${purpose}`));
  const [first = "", second] = sentences;
  const list =
    second === undefined
      ? first
      : translate(lang, "cookies.purpose.both", { analytics: first, advertising: second });
  // The sentence is one message; the link's words are found by the tag they are in.
  const link = { words: "" };
  const parts = translateParts<typeof link>(lang, "cookies.text", {
    purposes: list,
    link: (chunks) => {
      link.words = chunks.join("");
      return link;
    },
  });
  const at = parts.indexOf(link);
  const join = (list: ReadonlyArray<string | typeof link>) => list.map(String).join("");
  return {
    heading: translate(lang, "cookies.heading"),
    beforeLink: join(parts.slice(0, at)),
    link: link.words,
    afterLink: join(parts.slice(at + 1)),
    policyPath: getPage("cookies", lang).path,
    legend: translate(lang, "cookies.legend"),
    essential: translate(lang, "cookies.essential"),
    analytics: translate(lang, "cookies.analytics"),
    advertising: translate(lang, "cookies.advertising"),
    acceptAll: translate(lang, "cookies.acceptAll"),
    essentialOnly: translate(lang, "cookies.essentialOnly"),
    save: translate(lang, "cookies.save"),
    choose: translate(lang, "cookies.choose"),
  };
}
