import { Link } from "react-router";
import { business, formatAddress, socialPages, telHref } from "../../content/business.ts";
import { hoursLines } from "../../content/model/hours.ts";
import { features } from "../../lib/features.ts";
import { useSiteContent } from "../../lib/use-site-content.tsx";
import { Logo } from "../ui/logo.tsx";
import { SocialIcon } from "../ui/social-icon.tsx";
import { CookieSettingsButton, HAS_COOKIE_CHOICES } from "./cookie-consent.tsx";
import { SubscribeForm } from "./subscribe-form.tsx";

const quickLinks = [
  { label: "About Us", to: "/about-us" },
  { label: "FAQ's", to: "/faqs" },
  { label: "Contact Us", to: "/contact-us" },
  { label: "Reviews", to: "/reviews" },
  { label: "Cleaning Checklists", to: "/cleaning-checklists" },
] as const;

const legalLinks = [
  { label: "Terms of use", to: "/terms-and-conditions" },
  { label: "Cookies", to: "/cookies" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Money back Guarantee", to: "/guarantee" },
  { label: "Security Policy", to: "/security-policy" },
  { label: "Sitemap", to: "/sitemap" },
] as const;

function FooterHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{children}</h2>;
}

const footerLink = "text-brand-100 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const { business: details, facts } = useSiteContent();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" aria-label={`${business.name} home`} className="inline-block rounded">
            <Logo inverted />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            Residential and commercial cleaning in Abilene and the Big Country. Licensed, bonded and insured,
            with {details.yearsOfExperience} years of experience and eco-friendly products.
          </p>
          {features.newsletterSignup ? <SubscribeForm /> : null}
        </div>

        <nav aria-label="Quick links">
          <FooterHeading>Quick links</FooterHeading>
          <ul className="space-y-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <FooterHeading>Legal</FooterHeading>
            <ul className="space-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {HAS_COOKIE_CHOICES ? (
                <li>
                  <CookieSettingsButton className={`${footerLink} cursor-pointer text-left`} />
                </li>
              ) : null}
            </ul>
          </div>
        </nav>

        <div>
          <FooterHeading>Service area</FooterHeading>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" aria-label="Towns we serve in Texas">
            {details.towns.map((town) => (
              <li key={town.name}>{town.name}, TX</li>
            ))}
          </ul>
        </div>

        <div>
          <FooterHeading>Contact</FooterHeading>
          <address className="space-y-2 text-sm not-italic">
            <p>{formatAddress(details)}</p>
            <p>
              <a href={telHref(details.phone)} className={`${footerLink} text-base font-semibold`}>
                {details.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${details.email}`} className={`${footerLink} break-all`}>
                {details.email}
              </a>
            </p>
            {hoursLines(details.hours).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </address>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {socialPages(details).map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  rel="noopener"
                  target="_blank"
                >
                  <SocialIcon network={social.network} />
                  <span className="sr-only">
                    {business.name} on {social.network} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm sm:flex-row sm:justify-between">
          <p>
            © {business.copyrightYear} {details.copyrightHolder}. All rights reserved.
          </p>
          <p>
            {facts.developerCredit.url ? (
              <a href={facts.developerCredit.url} className={footerLink}>
                {facts.developerCredit.label}
              </a>
            ) : (
              facts.developerCredit.label
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
