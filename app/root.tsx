import { useEffect, useRef } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import "./app.css";
import { captureAttribution } from "./components/contact-form/attribution.ts";
import { CookieConsent } from "./components/layout/cookie-consent.tsx";
import { LoadingOverlay, LoadingProvider } from "./components/layout/loading-overlay.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { BANNER_IMAGE_COUNT, pickBannerImageScript, pickRandomBannerImage } from "./lib/banner-images.ts";
import { localBusinessJsonLd } from "./lib/seo.ts";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The inline script below sets data-banner on <html> before first paint, so the attribute is expected to
    // differ from the prerendered HTML; React is told so instead of reporting a hydration mismatch.
    <html lang="en-US" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, hashed into the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: pickBannerImageScript }} />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <Links />
        <script
          type="application/ld+json"
          // JSON-LD of the business's own details; "<" is escaped so no value can close the script element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, from our own typed data.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(localBusinessJsonLd()).replace(/</g, "\\u003c") }}
        />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** After each client navigation: a new random banner image, and focus on the new page for screen readers. */
function useNavigationEffects() {
  const location = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    // Marks the page as interactive: tests and monitoring wait for it before they click.
    document.documentElement.dataset.hydrated = "true";
    captureAttribution();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page, by design.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.documentElement.dataset.banner = String(pickRandomBannerImage(BANNER_IMAGE_COUNT));
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location.pathname]);
}

export default function App() {
  useNavigationEffects();
  return (
    <LoadingProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieConsent />
      <LoadingOverlay />
    </LoadingProvider>
  );
}
