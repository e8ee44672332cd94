import { useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { business } from "../../content/business.ts";
import { isHomePath } from "../../route-table.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { Logo } from "../ui/logo.tsx";

const navLinks = [
  { label: "Home", to: "/" },
  { label: "Our Services", to: "/services" },
  { label: "About Us", to: "/about-us" },
  { label: "Contact Us", to: "/contact-us" },
] as const;

/**
 * The site header. Below 768px the links fold into a menu opened by a toggle; choosing a link closes it. On the
 * home page the header joins the hero (dark, white text); everywhere else it is a light bar.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const isHome = isHomePath(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
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
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4 py-3">
        <Link to="/" aria-label={`${business.name} home`} className="rounded" onClick={closeMenu}>
          <Logo inverted={isHome} />
        </Link>
        <button
          type="button"
          className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded md:hidden ${
            isHome ? "text-white hover:bg-white/10" : "text-brand-900 hover:bg-brand-50"
          }`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <nav
          id={menuId}
          aria-label="Main"
          // Closed on a phone means hidden, not just clipped: its links must leave the tab order too.
          className={`${menuOpen ? "block" : "hidden"} max-h-[300px] w-full overflow-y-auto md:block md:max-h-none md:w-auto md:overflow-visible`}
        >
          <ul className="flex flex-col gap-1 py-2 md:flex-row md:items-center md:gap-2 md:py-0">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2 md:pt-0 md:pl-2">
              <ButtonLink to="/get-a-quote" onClick={closeMenu}>
                Get a Quote
              </ButtonLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
