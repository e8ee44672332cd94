import type { ReactNode } from "react";
import { telHref } from "../../content/business.ts";
import { useSiteContent } from "../../lib/use-site-content.tsx";
import { Logo } from "../ui/logo.tsx";

/**
 * The frame of the customer's manage page: the business's logo and phone, nothing else of the public site (no
 * script on this page, and no link that would carry its secret address to another site as a referrer).
 */
export function VisitFrame({ children }: { children: ReactNode }) {
  const { business: details } = useSiteContent();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <Logo />
          <a
            href={telHref(details.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            {details.phone}
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-8">
        {children}
      </main>
    </>
  );
}
