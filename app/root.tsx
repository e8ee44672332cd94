import { Links, Meta, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { VisitFrame } from "./components/booking/visit-frame.tsx";

import "./app.css";
import type { Route } from "./+types/root";
import { HAS_COOKIE_CHOICES } from "./components/layout/cookie-consent.tsx";
import { LoadingOverlay } from "./components/layout/loading-overlay.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { SiteNoticeBar } from "./components/layout/site-notice.tsx";
import { OwnerFrame } from "./components/owner/owner-frame.tsx";
import { business, telHref } from "./content/business.ts";
import { hoursLabel } from "./content/model/hours.ts";
import { LOCALES } from "./content/model/languages.ts";
import { cookieConsentWords } from "./i18n/island-words.ts";
import { useWords } from "./i18n/use-words.ts";
import CookieConsentIsland from "./islands/cookie-consent.tsx";
import { pickBannerImageScript } from "./lib/banner-images.ts";
import { InlineScript } from "./lib/islands/inline-script.tsx";
import { speculationRules } from "./lib/islands/speculation-rules.ts";
import { inlineJson } from "./lib/plain-text.ts";
import { activeNotice } from "./lib/site-content.ts";
import { contentFor } from "./lib/site-content-context.ts";
import { businessNode } from "./lib/structured-data.ts";
import { useSiteContent } from "./lib/use-site-content.tsx";
import { isCustomerPath, isOwnerPath } from "./route-table.ts";

/** The notice while it is due (docs/site-content.md), on every public page; null when there is none. */
export const loader = ({ context, request }: Route.LoaderArgs) => ({
  notice: activeNotice(contentFor(context, new URL(request.url).pathname)) ?? null,
});

export function Layout({ children }: { children: React.ReactNode }) {
  // The owner's inbox (/leads) is plain server-rendered HTML with no script at all, under the strictest
  // Content-Security-Policy of the site (server/owner/owner-pages.ts): none of the public pages' scripts there.
  // The customer's pages (/visit/<secret>, /offer/<secret>) are the same: plain forms, no script, the same policy.
  const { pathname } = useLocation();
  const ownerPage = isOwnerPath(pathname) || isCustomerPath(pathname);
  const content = useSiteContent();
  return (
    <html lang={LOCALES[content.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        {ownerPage ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, hashed into the CSP.
          <script dangerouslySetInnerHTML={{ __html: pickBannerImageScript }} />
        )}
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* Not on the owner's pages: their CSP allows no manifest, and the inbox is no app to install. */}
        {ownerPage ? null : <link rel="manifest" href="/site.webmanifest" />}
        <Links />
        {ownerPage ? null : (
          <script
            type="application/ld+json"
            // The one business node (app/lib/structured-data.ts), on every page; other nodes point to its @id.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, from our own typed data.
            dangerouslySetInnerHTML={{ __html: inlineJson(businessNode(content)) }}
          />
        )}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        {children}
        {ownerPage ? null : (
          <>
            {/* Where this visit came from, for the quote form, and the phone menu's Escape: on every page, inline. */}
            <InlineScript name="capture-attribution" />
            <InlineScript name="phone-menu" />
            {/* Moving to another page is a plain page load, made instant: the browser fetches a page the visitor
                is about to open (docs/architecture.md, "Moving between pages"). */}
            <script
              type="speculationrules"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON of ours, hashed into the CSP.
              dangerouslySetInnerHTML={{ __html: speculationRules }}
            />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const { pathname } = useLocation();
  const { t, lang } = useWords();
  if (isCustomerPath(pathname)) {
    return (
      <VisitFrame>
        <Outlet />
      </VisitFrame>
    );
  }
  if (isOwnerPath(pathname)) {
    return (
      <OwnerFrame>
        <Outlet />
      </OwnerFrame>
    );
  }
  return (
    <>
      {/* In a block of its own: read without CSS (a text browser), it is a line, not "…contentBnC Cleaning". */}
      <div>
        <a
          href="#main"
          // not-sr-only resets padding, so the padding is given again for the focused state.
          className="sr-only z-50 rounded bg-white font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
        >
          {t("frame.skipToContent")}
        </a>
      </div>
      <SiteNoticeBar notice={notice} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus-target flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <LoadingOverlay label={t("frame.loading")} />
      {HAS_COOKIE_CHOICES ? (
        <CookieConsentIsland.Root words={cookieConsentWords(lang, business.integrations.consentPurposes)} />
      ) : null}
    </>
  );
}

/**
 * If a page ever fails in the browser, the visitor still gets the frame of the site and a way to reach the business:
 * a quote request must never end on a blank screen.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error("Page error", error);
  const notice = useRouteLoaderData<typeof loader>("root")?.notice ?? null;
  const { business: details, lang } = useSiteContent();
  const { t, path } = useWords();
  return (
    <>
      <SiteNoticeBar notice={notice} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus-target flex-1">
        <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
          <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t("error.title")}</h1>
          <p className="mt-4 text-lg text-slate-700">
            {t("error.textBefore")}{" "}
            <a href={telHref(details.phone)} className="font-semibold text-brand-700 underline">
              {details.phone}
            </a>{" "}
            ({hoursLabel(details.hours, lang)}).
          </p>
          <a
            href={path("home")}
            className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent-700 px-6 font-semibold text-white"
          >
            {t("notFound.back")}
          </a>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
