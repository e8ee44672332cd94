import type { ReactNode } from "react";
import { Link } from "react-router";
import { business } from "../../content/business.ts";
import { Logo } from "../ui/logo.tsx";

/**
 * The frame of the owner's pages (/leads): the business's logo and "Leads", nothing of the public site's header,
 * footer or cookie banner. Built for a phone first (the owner reads leads between jobs).
 */
export function OwnerFrame({ children }: { children: ReactNode }) {
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
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/leads" aria-label={`${business.name} leads`} className="rounded">
            <Logo />
          </Link>
          <span className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Lead inbox</span>
        </div>
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
