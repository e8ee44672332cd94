import { type MetaArgs, useLocation } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LastUpdated } from "../components/legal/last-updated.tsx";
import { TranslationNotice } from "../components/legal/translation-notice.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { telHref } from "../content/business.ts";
import { spanishVersionNotice } from "../content/legal/translation.ts";
import { pageModified } from "../content/page-dates.ts";
import { isStaticPageSlug, staticPageHtml } from "../content/pages/index.ts";
import { useWords } from "../i18n/use-words.ts";
import { notFoundMeta, pageMeta } from "../lib/seo.ts";
import { contentFor } from "../lib/site-content-context.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { findPageByPath, langOf, type SitePageId } from "../route-table.ts";
import type { Route } from "./+types/static-page.ts";

// One module renders the stored static pages (about-us, privacy-policy, satisfaction-guarantee): the route table
// entry of the current path names the page's slug (its contentKey).

/**
 * Runs on the server only (at build, and when the service renders the page again with the owner's words): the
 * page's HTML from the content, sanitised there. sanitize-html never reaches the browser.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: prerendering also asks for "/about-us.data", `url` is the page's own.
  const page = findPageByPath(url.pathname);
  const slug = page?.contentKey;
  if (!page || !isStaticPageSlug(slug))
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const content = contentFor(context, url.pathname);
  return {
    slug,
    html: staticPageHtml(slug, content),
    modified: pageModified((page.key ?? page.id) as SitePageId, content),
  };
}

export const meta = ({ location }: MetaArgs) => {
  const page = findPageByPath(location.pathname);
  return page ? pageMeta(page) : notFoundMeta();
};

/** What follows the stored text on each page: a call to action that fits it. */
function PageActions({ slug }: { slug: string }) {
  const { business: details } = useSiteContent();
  const { t, path } = useWords();
  if (slug === "about-us") {
    return (
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to={path("get-a-quote")}>{t("action.getFreeQuote")}</ButtonLink>{" "}
        <ButtonLink to={path("contact-us")} variant="secondary">
          {t("action.contact")}
        </ButtonLink>
      </div>
    );
  }
  if (slug === "satisfaction-guarantee") {
    return (
      <div className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 className="text-xl font-extrabold text-brand-900">{t("guarantee.actions.heading")}</h2>
        <p className="mt-2">{t("guarantee.actions.text")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={telHref(details.phone)}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t("action.call", { phone: details.phone })}
          </a>{" "}
          <ButtonLink to={path("contact-us")} variant="light" className="border border-brand-200">
            {t("action.contact")}
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
  const { slug, html, modified } = loaderData;
  return (
    <PageFrame page={page}>
      <PageSection>
        <article className="max-w-3xl" aria-labelledby="page-title" data-slug={slug}>
          <LastUpdated modified={modified} lang={langOf(page)} />
          {/* The Spanish privacy policy is a translation: it says first which version governs. */}
          {slug === "privacy-policy" && langOf(page) === "es" ? (
            <TranslationNotice text={spanishVersionNotice("privacy-policy")} />
          ) : null}
          <div
            className="prose-content text-slate-800"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's formatted text or our policy, sanitised with an allowlist (app/content/pages/index.ts).
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <PageActions slug={slug} />
        </article>
      </PageSection>
    </PageFrame>
  );
}
