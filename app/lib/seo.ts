import type { MetaDescriptor } from "react-router";
import { business } from "../content/business.ts";
import type { StaticFaq } from "../content/faqs.ts";
import { getPage, notFoundPage, type SitePage, type SitePageId } from "../route-table.ts";

/**
 * The one SEO helper: every route's <title>, description, canonical url, Open Graph and Twitter tags come from
 * here, fed by the route table. React Router writes them into the prerendered HTML and replaces them on every
 * client navigation, so the tags always match the page on screen.
 */

export const DEFAULT_SHARE_IMAGE = "/images/share-card.png";

export function absoluteUrl(path: string): string {
  return `${business.siteUrl}${path === "/" ? "/" : path}`;
}

/** Search results show about 60 characters of a title; the rest is cut off with "…". */
export const MAX_TITLE_LENGTH = 60;

/**
 * The document title: the page's title with the business name (first on the home page, last elsewhere). When a long
 * business name (BUSINESS_NAME) would push it past 60 characters, the name is left out rather than the words people
 * search for (the service and the place).
 */
export function pageTitle(
  page: Pick<SitePage, "title" | "path">,
  businessName: string = business.name,
): string {
  const full = page.path === "/" ? `${businessName} | ${page.title}` : `${page.title} | ${businessName}`;
  return full.length <= MAX_TITLE_LENGTH ? full : page.title;
}

interface SeoInput {
  title: string;
  description: string;
  /** The canonical path; omitted for pages that must not be indexed (the 404 page). */
  path?: string;
  image?: string;
}

export function seoMeta({
  title,
  description,
  path,
  image = DEFAULT_SHARE_IMAGE,
}: SeoInput): MetaDescriptor[] {
  const imageUrl = absoluteUrl(image);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (path) {
    const url = absoluteUrl(path);
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}

/** The meta of a page of the route table, by id. */
export function routeMeta(id: SitePageId, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  return pageMeta(getPage(id), extra);
}

/** The meta of a page by its table entry (for modules shared by several routes), with its breadcrumb for search. */
export function pageMeta(page: SitePage, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const breadcrumb = breadcrumbJsonLd(page);
  return [
    ...seoMeta({ title: pageTitle(page), description: page.description, path: page.path }),
    ...(breadcrumb ? [breadcrumb] : []),
    ...extra,
  ];
}

/** schema.org BreadcrumbList of a page's trail, so search results can show it instead of the bare URL. */
export function breadcrumbJsonLd(page: SitePage): MetaDescriptor | null {
  if (page.breadcrumb.length < 2) return null;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: page.breadcrumb.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.label,
        item: absoluteUrl(crumb.path ?? page.path),
      })),
    },
  };
}

/** schema.org FAQPage of the questions a page shows (answers as plain text, exactly as on the page). */
export function faqJsonLd(items: readonly StaticFaq[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  };
}

export function notFoundMeta(): MetaDescriptor[] {
  return seoMeta({
    title: `${notFoundPage.title} | ${business.name}`,
    description: notFoundPage.description,
  });
}

/** JSON-LD for the business, on every page: lets search engines show hours, phone and service area. */
export function localBusinessJsonLd(): Record<string, unknown> {
  const { address, geo, hours } = business;
  return {
    "@context": "https://schema.org",
    "@type": "HouseCleaningService",
    name: business.name,
    url: absoluteUrl("/"),
    telephone: business.phone,
    email: business.email,
    image: absoluteUrl(DEFAULT_SHARE_IMAGE),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: business.serviceArea.map((town) => ({ "@type": "City", name: `${town.name}, TX` })),
    sameAs: business.socials.map((social) => social.url),
  };
}
