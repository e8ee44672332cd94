import type { SitePage } from "../../route-table.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { PageBanner } from "./page-banner.tsx";

/** The top of every inner page, straight from its route table entry: banner, then breadcrumb, then the content. */
export function PageFrame({ page, children }: { page: SitePage; children: React.ReactNode }) {
  return (
    <>
      {page.banner ? <PageBanner title={page.banner.title} subtitle={page.banner.subtitle} /> : null}
      <Breadcrumbs trail={page.breadcrumb} />
      {children}
    </>
  );
}

/** A readable column of text for the body of an inner page. */
export function PageSection({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <section className={`mx-auto max-w-6xl px-4 py-10 sm:py-14 ${className}`}>{children}</section>;
}
