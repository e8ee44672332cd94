import type { ReactNode } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { business } from "../../content/business.ts";
import { Logo } from "../ui/logo.tsx";

/**
 * The frame of the owner's pages (/leads): the business's logo and "Leads", nothing of the public site's header,
 * footer or cookie banner. Built for a phone first (the owner reads leads between jobs).
 */
export function OwnerFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Every signed-in page's loader says who is signed in (`owner`); a signed-out page gets no nav to pages it cannot open.
  const signedIn = useMatches().some((match) => hasOwner(match.loaderData));
  return (
    <>
      <div>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
        >
          Skip to main content
        </a>
      </div>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <Link
            to="/leads"
            aria-label={`${business.name} leads`}
            className="inline-flex min-h-11 items-center rounded"
          >
            <Logo />
          </Link>
          <span className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Lead inbox</span>
        </div>
        {signedIn ? <OwnerNav pathname={pathname} /> : null}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="focus-target mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:py-8"
      >
        {children}
      </main>
    </>
  );
}

function hasOwner(loaderData: unknown): boolean {
  return (
    typeof loaderData === "object" &&
    loaderData !== null &&
    "owner" in loaderData &&
    Boolean(loaderData.owner)
  );
}

/** The owner's areas; a lead belongs to "Leads"; photos, galleries, business details and words to "Your site". */
const OWNER_NAV = [
  {
    label: "Leads",
    path: "/leads",
    section: (path: string) => !isSitePath(path) && !isNumbersPath(path) && !isBookingsPath(path),
  },
  { label: "Bookings", path: "/leads/bookings", section: isBookingsPath },
  { label: "Numbers", path: "/leads/numbers", section: isNumbersPath },
  { label: "Your site", path: "/leads/site", section: isSitePath },
] as const;

function isBookingsPath(path: string): boolean {
  return path === "/leads/bookings" || path.startsWith("/leads/bookings/");
}

function isNumbersPath(path: string): boolean {
  return path === "/leads/numbers";
}

function isSitePath(path: string): boolean {
  return (
    path === "/leads/site" ||
    path.startsWith("/leads/site/") ||
    path === "/leads/photos" ||
    path.startsWith("/leads/galleries/")
  );
}

function OwnerNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Owner" className="mx-auto max-w-4xl px-4">
      {/* Four areas in one row on a 390 px phone (a quarter each): the leads below start on the first screen. */}
      <ul className="grid grid-cols-4 gap-1 pb-2 sm:flex sm:flex-wrap sm:gap-2">
        {OWNER_NAV.map((item) => {
          // "page" on the area's own page; "true" on a page inside it (a lead, a gallery).
          const current = pathname === item.path ? "page" : item.section(pathname) ? "true" : undefined;
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                aria-current={current}
                className={`inline-flex min-h-11 w-full items-center justify-center rounded-full px-1 text-center text-[0.9375rem] font-semibold whitespace-nowrap sm:w-auto sm:px-4 sm:text-base ${
                  current
                    ? "bg-brand-800 text-white"
                    : "text-brand-800 underline underline-offset-4 hover:bg-slate-100"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
