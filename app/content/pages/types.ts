/**
 * A stored static page (docs/product.md §3), in the WordPress-like shape the content was first kept in: the rendered title,
 * content and excerpt are HTML; dates are local (America/Chicago) and GMT ISO timestamps without a zone suffix.
 */
export const staticPageSlugs = ["about-us", "satisfaction-guarantee", "privacy-policy"] as const;
export type StaticPageSlug = (typeof staticPageSlugs)[number];

export interface StaticPage {
  readonly id: number;
  readonly title: { readonly rendered: string };
  readonly slug: StaticPageSlug;
  readonly content: { readonly rendered: string };
  readonly excerpt: { readonly rendered: string };
  readonly protected: boolean;
  readonly status: "published";
  readonly date: string;
  readonly date_gmt: string;
  readonly modified: string;
  readonly modified_gmt: string;
}
