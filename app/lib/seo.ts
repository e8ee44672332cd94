import type { MetaDescriptor } from "react-router";
import { business } from "../content/business.ts";
import { photoPath } from "../content/images.ts";
import { LOCALES } from "../content/model/languages.ts";
import { pageDescription } from "../content/page-descriptions.ts";
import {
  findPageByPath,
  getPage,
  langOf,
  notFoundPage,
  type PageLang,
  type SitePage,
  type SitePageId,
  twinOf,
} from "../route-table.ts";
import type { SitePhoto } from "./site-content.ts";
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from "./site-url.ts";
import { breadcrumbNode, jsonLdMeta, webPageNode } from "./structured-data.ts";

/**
 * The one SEO helper: every route's <title>, description, canonical url, Open Graph and Twitter tags come from
 * here, fed by the route table. React Router writes them into the prerendered HTML and replaces them on every
 * client navigation, so the tags always match the page on screen.
 */

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

/** The picture a shared link shows: an address (a path of the site, or absolute on an image host) and its size. */
interface ShareImage {
  url: string;
  width: number;
  height: number;
}

const DEFAULT_IMAGE: ShareImage = { url: DEFAULT_SHARE_IMAGE, width: 1200, height: 630 };

/** A path becomes an address on SITE_URL; an address on an image host (IMAGES_BASE_URL) stays as it is. */
export function absoluteImageUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : absoluteUrl(url);
}

/** A photo of the owner's as a share image: its JPEG, at the JPEG's own size. */
export function photoShareImage(photo: SitePhoto): ShareImage {
  return {
    url: photoPath(photo.id, photo.jpegWidth, "jpg"),
    width: photo.jpegWidth,
    height: Math.round((photo.height * photo.jpegWidth) / photo.width),
  };
}

interface SeoInput {
  title: string;
  description: string;
  /** The canonical path; omitted for pages that must not be indexed (the 404 page). */
  path?: string;
  lang: PageLang;
  /** The same page in the other language: both link each other (hreflang), English is the x-default. */
  twin?: SitePage;
  image?: ShareImage;
}

function seoMeta({
  title,
  description,
  path,
  lang,
  twin,
  image = DEFAULT_IMAGE,
}: SeoInput): MetaDescriptor[] {
  const imageUrl = absoluteImageUrl(image.url);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:locale", content: LOCALES[lang].replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (path) {
    const url = absoluteUrl(path);
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    if (twin) {
      // Each page names both versions, itself included, and English as the one for every other language.
      const english = lang === "en" ? path : twin.path;
      const versions = [
        { hrefLang: LOCALES.en, href: absoluteUrl(english) },
        { hrefLang: LOCALES.es, href: absoluteUrl(lang === "es" ? path : twin.path) },
        { hrefLang: "x-default", href: absoluteUrl(english) },
      ];
      for (const version of versions) tags.push({ tagName: "link", rel: "alternate", ...version });
      tags.push({
        property: "og:locale:alternate",
        content: LOCALES[lang === "en" ? "es" : "en"].replace("-", "_"),
      });
    }
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}

/**
 * The meta of a page of the route table: the one at `location` (a route serves a page and its Spanish twin), or
 * the English page of this id where no location is known.
 */
export function routeMeta(
  id: SitePageId,
  extra: MetaDescriptor[] = [],
  content: { description?: string; image?: ShareImage } = {},
  location?: { pathname: string },
): MetaDescriptor[] {
  const page = (location && findPageByPath(location.pathname)) || getPage(id);
  return pageMeta(page, extra, content);
}

/**
 * The meta of a page by its table entry (for modules shared by several routes), with its breadcrumb for search.
 * The description and the share image may follow the site content (the reviews page's words, a gallery's photo).
 */
export function pageMeta(
  page: SitePage,
  extra: MetaDescriptor[] = [],
  content: { description?: string; image?: ShareImage } = {},
): MetaDescriptor[] {
  const breadcrumb = breadcrumbNode(page);
  return [
    ...seoMeta({
      title: pageTitle(page),
      description: content.description ?? pageDescription(page),
      path: page.path,
      lang: langOf(page),
      twin: twinOf(page),
      ...(content.image ? { image: content.image } : {}),
    }),
    jsonLdMeta(webPageNode(page, pageTitle(page), langOf(page))),
    ...(breadcrumb ? [jsonLdMeta(breadcrumb)] : []),
    ...extra,
  ];
}

export function notFoundMeta(lang: PageLang = "en"): MetaDescriptor[] {
  const words = lang === "es" ? notFoundPage.es : notFoundPage;
  return seoMeta({ title: `${words.title} | ${business.name}`, description: words.description, lang });
}
