import type { MetaDescriptor } from "react-router";
import type {
  BreadcrumbList,
  City,
  DayOfWeek,
  FAQPage,
  LocalBusiness,
  OpeningHoursSpecification,
  PostalAddress,
  Service,
  WebPage,
  WithContext,
} from "schema-dts";
import { type BusinessDetails, business, socialPages } from "../content/business.ts";
import type { StaticFaq } from "../content/faqs.ts";
import { hoursGroups, SCHEMA_DAY } from "../content/model/hours.ts";
import { type Lang, LOCALES } from "../content/model/languages.ts";
import type { SitePage } from "../route-table.ts";
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from "./site-url.ts";

/**
 * The site's structured data (JSON-LD), typed with schema-dts: a type or a property that schema.org does not have
 * is a compile error here, and `app/lib/structured-data.test.ts` checks the JSON-LD of every prerendered page the
 * same way (docs/architecture.md, "Structured data").
 *
 * - One business node, on every page (app/root.tsx), with a stable `@id`; every other node points to it.
 * - Each page under /services/ (the commercial hub too) describes its Service, provided by the business.
 * - Every page of the route table is a WebPage in its language (`inLanguage`: en-US or es-US), about the business.
 * - Every page but the home page carries the BreadcrumbList of its visible breadcrumb.
 * - No review stars on the business (`aggregateRating`, `review`): Google's rules for review snippets forbid a
 *   business marking up reviews of itself on its own site.
 */

/** The business node's identifier: the site's address plus a fragment, the same on every page. */
export const BUSINESS_ID = `${absoluteUrl("/")}#business`;

/** The towns of the service area, as schema.org cities in Texas. */
function serviceAreaCities(details: Pick<BusinessDetails, "towns">): City[] {
  return details.towns.map((town) => ({
    "@type": "City",
    name: town.name,
    containedInPlace: { "@type": "State", name: business.address.regionName },
  }));
}

/**
 * The business: a LocalBusiness (schema.org has no type for a cleaning company; "HouseCleaningService" does not
 * exist), with its address, phone, location, hours and the towns it serves.
 */
export function businessNode(content: { business: BusinessDetails }): WithContext<LocalBusiness> {
  const { address } = business;
  const details = content.business;
  const postalAddress: PostalAddress = {
    "@type": "PostalAddress",
    streetAddress: details.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: details.postalCode,
    addressCountry: address.country,
  };
  // One specification per group of days with the same hours (Monday to Friday, then Saturday's shorter ones).
  const openingHours: OpeningHoursSpecification[] = hoursGroups(details.hours).map((group) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: group.days.map((day) => SCHEMA_DAY[day] as DayOfWeek),
    opens: group.opens,
    closes: group.closes,
  }));
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": BUSINESS_ID,
    name: business.name,
    slogan: business.tagline,
    url: absoluteUrl("/"),
    telephone: details.phone,
    email: details.email,
    image: absoluteUrl(DEFAULT_SHARE_IMAGE),
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", latitude: details.latitude, longitude: details.longitude },
    openingHoursSpecification: openingHours,
    areaServed: serviceAreaCities(details),
    sameAs: socialPages(details).map((social) => social.url),
  };
}

/** A service page's Service: what it is, who provides it (the business, by `@id`) and where. */
export function serviceNode(
  content: { business: Pick<BusinessDetails, "towns"> },
  page: Pick<SitePage, "path" | "description">,
  service: {
    name: string;
    serviceType: string /** The gallery's first photo, an absolute address. */;
    image?: string;
  },
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${absoluteUrl(page.path)}#service`,
    name: service.name,
    serviceType: service.serviceType,
    description: page.description,
    url: absoluteUrl(page.path),
    provider: { "@id": BUSINESS_ID },
    areaServed: serviceAreaCities(content.business),
    ...(service.image ? { image: service.image } : {}),
  };
}

/** The page's breadcrumb as search results can show it: the same labels and links as the visible one. */
export function breadcrumbNode(page: SitePage): WithContext<BreadcrumbList> | null {
  if (page.breadcrumb.length < 2) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: page.breadcrumb.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path ?? page.path),
    })),
  };
}

/** The questions a page shows, with their answers as plain text, exactly as on the page. */
export function faqNode(items: readonly StaticFaq[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The page itself, in its language: search engines read which language each twin is in. */
export function webPageNode(page: Pick<SitePage, "path">, title: string, lang: Lang): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${absoluteUrl(page.path)}#page`,
    url: absoluteUrl(page.path),
    name: title,
    inLanguage: LOCALES[lang],
    about: { "@id": BUSINESS_ID },
  };
}

/** A node as a route's meta descriptor: React Router writes it as `<script type="application/ld+json">`. */
export function jsonLdMeta(node: WithContext<BreadcrumbList | FAQPage | Service | WebPage>): MetaDescriptor {
  return { "script:ld+json": node };
}
