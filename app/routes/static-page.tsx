import { type MetaArgs, useLocation } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LastUpdated } from "../components/legal/last-updated.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { business } from "../content/business.ts";
import { requireStaticPage } from "../content/pages/index.ts";
import { notFoundMeta, pageMeta } from "../lib/seo.ts";
import { findPageByPath } from "../route-table.ts";
import type { Route } from "./+types/static-page.ts";

// One module renders the stored static pages (about-us, privacy-policy, satisfaction-guarantee): the route table
// entry of the current path names the page's slug (its contentKey).

/**
 * Runs at build (prerender) only: loads the stored page by slug and sanitises its HTML there. React Router
 * serialises the result into the prerendered page (and a .data file for client navigations) and strips this
 * function and its imports, sanitize-html included, from the browser bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering also asks for the page's data file ("/about-us.data"): that names the same page.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const slug = findPageByPath(pathname)?.contentKey;
  if (!slug) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return { page: requireStaticPage(slug) };
}

export const meta = ({ location }: MetaArgs) => {
  const page = findPageByPath(location.pathname);
  return page ? pageMeta(page) : notFoundMeta();
};

/** What follows the stored text on each page: a call to action that fits it. */
function PageActions({ slug }: { slug: string }) {
  if (slug === "about-us") {
    return (
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/get-a-quote">Get a Free Quote</ButtonLink>{" "}
        <ButtonLink to="/contact-us" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    );
  }
  if (slug === "satisfaction-guarantee") {
    return (
      <div className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 className="text-xl font-extrabold text-brand-900">Something not right?</h2>
        <p className="mt-2">Tell us within 24 hours of your cleaning and we will make it right.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={business.phoneHref}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Call {business.phone}
          </a>{" "}
          <ButtonLink to="/contact-us" variant="light" className="border border-brand-200">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    );
  }
  return null;
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const page = findPageByPath(useLocation().pathname);
  if (!page) throw new Error("static-page.tsx is routed only from the route table");
  const stored = loaderData.page;
  return (
    <PageFrame page={page}>
      <PageSection>
        <article className="max-w-3xl" aria-labelledby="page-title" data-slug={stored.slug}>
          <LastUpdated modified={stored.modified} />
          <div
            className="prose-content text-slate-800"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our stored page, sanitised with an allowlist at build (app/content/pages/index.ts).
            dangerouslySetInnerHTML={{ __html: stored.content.rendered }}
          />
          <PageActions slug={stored.slug} />
        </article>
      </PageSection>
    </PageFrame>
  );
}
