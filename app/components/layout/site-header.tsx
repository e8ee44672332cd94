import { Link, useLocation } from "react-router";
import { business } from "../../content/business.ts";
import { LOCALES } from "../../content/model/languages.ts";
import { useWords } from "../../i18n/use-words.ts";
import { findPageByPath, getPage, isHomePath, normalisePath, twinOf } from "../../route-table.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { Logo } from "../ui/logo.tsx";

const navLinks = [
  { label: "nav.home", page: "home" },
  { label: "nav.services", page: "services" },
  { label: "nav.about", page: "about-us" },
  { label: "nav.contact", page: "contact-us" },
] as const;

/**
 * The same page in the other language (its home page from a 404), as a link a visitor of either can read: in the
 * other language's words, marked with its language so a screen reader says it right.
 */
function LanguageLink({ className }: { className: string }) {
  const { pathname } = useLocation();
  const { lang, t } = useWords();
  const page = findPageByPath(pathname);
  const other = lang === "en" ? "es" : "en";
  const href = page ? twinOf(page).path : getPage("home", other).path;
  return (
    // One name, so the words never run together read without CSS: "Español" shown, "Esta página en español" said
    // (it holds the shown word, WCAG 2.5.3).
    <a
      href={href}
      hrefLang={LOCALES[other]}
      lang={LOCALES[other]}
      className={className}
      aria-label={t("frame.otherLanguageLabel")}
    >
      {t("frame.otherLanguage")}
    </a>
  );
}
/**
 * The site header, with one list of links in the HTML for both widths. From 768 px the list sits in the bar. Below
 * it the list folds under a native disclosure (`<details>`) that holds only the "Menu" toggle: it opens and closes
 * with no script at all, browsers tell screen readers whether it is expanded, and the list shows while it is open
 * (app/app.css, "Phone menu"). A small inline script adds Escape and closing on a choice
 * (app/inline-scripts/phone-menu.ts); the header itself is HTML only, not an island. On the home page the header
 * joins the hero (dark, white text); everywhere else it is a light bar.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { t, path } = useWords();
  const isHome = isHomePath(pathname);
  // The page's own link is marked in the HTML itself (no script runs in the header). Prerendering asks for
  // "/contact-us/", the browser for "/contact-us": compared as the route table names them.
  const here = normalisePath(pathname);
  const linkClass = (isActive: boolean) =>
    `block rounded px-3 py-2 font-semibold transition-colors md:inline-block ${
      isHome
        ? `text-white hover:bg-white/10 ${isActive ? "underline decoration-accent-500 decoration-2 underline-offset-8" : ""}`
        : `text-brand-900 hover:bg-brand-50 ${isActive ? "underline decoration-accent-600 decoration-2 underline-offset-8" : ""}`
    }`;

  return (
    <header
      data-page={isHome ? "home" : "inner"}
      className={isHome ? "bg-brand-900 text-white" : "border-b border-slate-200 bg-white text-brand-900"}
    >
      <nav
        aria-label={t("frame.mainNav")}
        className="site-nav relative mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4 py-3"
      >
        <Link
          to={path("home")}
          aria-label={t("frame.homeLink", { business: business.name })}
          className="rounded"
        >
          <Logo inverted={isHome} />
        </Link>

        {/* Below 768 px: the menu's toggle, in the bar (absolutely placed); the list opens under the bar. In a
            block of its own, so read without CSS "Menu" is a line of its own, not "BnC CleaningMenu". */}
        <div className="md:hidden">
          <details data-phone-menu className="group">
            <summary
              aria-controls="site-menu"
              className={`absolute top-3 right-4 flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded [&::-webkit-details-marker]:hidden ${
                isHome ? "text-white hover:bg-white/10" : "text-brand-900 hover:bg-brand-50"
              }`}
            >
              <span className="sr-only">{t("frame.menu")}</span>
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  className="group-open:hidden"
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
                <path
                  className="hidden group-open:block"
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
          </details>
        </div>

        {/* The one list of links: in the bar from 768 px, the open menu's panel below it. */}
        <ul
          id="site-menu"
          className="site-menu flex w-full flex-col gap-1 py-2 max-md:max-h-[300px] max-md:overflow-y-auto md:w-auto md:flex-row md:items-center md:gap-2 md:py-0"
        >
          {navLinks.map((link) => {
            const to = path(link.page);
            return (
              <li key={link.page}>
                <Link
                  to={to}
                  aria-current={to === here ? "page" : undefined}
                  className={linkClass(to === here)}
                >
                  {t(link.label)}
                </Link>
              </li>
            );
          })}
          <li>
            <LanguageLink className={linkClass(false)} />
          </li>
          <li className="pt-2 md:pt-0 md:pl-2">
            <ButtonLink to={path("get-a-quote")}>{t("nav.quote")}</ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
