import { Link } from "react-router";
import { business, formatAddress, socialPages, telHref } from "../../content/business.ts";
import { hoursLines } from "../../content/model/hours.ts";
import { useWords } from "../../i18n/use-words.ts";
import { features } from "../../lib/features.ts";
import { useSiteContent } from "../../lib/use-site-content.tsx";
import { Logo } from "../ui/logo.tsx";
import { SocialIcon } from "../ui/social-icon.tsx";
import { CookieSettingsButton, HAS_COOKIE_CHOICES } from "./cookie-consent.tsx";
import { SubscribeForm } from "./subscribe-form.tsx";

const quickLinks = [
  { label: "footer.link.about", page: "about-us" },
  { label: "footer.link.faqs", page: "faqs" },
  { label: "footer.link.contact", page: "contact-us" },
  { label: "footer.link.reviews", page: "reviews" },
  { label: "footer.link.checklists", page: "cleaning-checklists" },
] as const;

const legalLinks = [
  { label: "footer.link.terms", page: "terms-and-conditions" },
  { label: "footer.link.cookies", page: "cookies" },
  { label: "footer.link.privacy", page: "privacy-policy" },
  { label: "footer.link.guarantee", page: "guarantee" },
  { label: "footer.link.security", page: "security-policy" },
  { label: "footer.link.sitemap", page: "sitemap" },
] as const;

function FooterHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{children}</h2>;
}

const footerLink = "text-brand-100 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const { business: details, facts, lang } = useSiteContent();
  const { t, path } = useWords();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            to={path("home")}
            aria-label={t("frame.homeLink", { business: business.name })}
            className="inline-block rounded"
          >
            <Logo inverted />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            {t("footer.about", { years: details.yearsOfExperience })}
          </p>
          {features.newsletterSignup ? <SubscribeForm /> : null}
        </div>

        <nav aria-label={t("footer.quickLinks")}>
          <FooterHeading>{t("footer.quickLinks")}</FooterHeading>
          <ul className="space-y-2">
            {quickLinks.map((link) => (
              <li key={link.page}>
                <Link to={path(link.page)} className={footerLink}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <FooterHeading>{t("footer.legal")}</FooterHeading>
            <ul className="space-y-2">
              {legalLinks.map((link) => (
                <li key={link.page}>
                  <Link to={path(link.page)} className={footerLink}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              {HAS_COOKIE_CHOICES ? (
                <li>
                  <CookieSettingsButton
                    className={`${footerLink} cursor-pointer text-left`}
                    label={t("footer.cookieSettings")}
                  />
                </li>
              ) : null}
            </ul>
          </div>
        </nav>

        <div>
          <FooterHeading>{t("footer.serviceArea")}</FooterHeading>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" aria-label={t("footer.townsLabel")}>
            {details.towns.map((town) => (
              <li key={town.name}>{town.name}, TX</li>
            ))}
          </ul>
        </div>

        <div>
          <FooterHeading>{t("footer.contact")}</FooterHeading>
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
            {hoursLines(details.hours, lang).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </address>
          <ul className="mt-4 flex gap-3" aria-label={t("footer.social")}>
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
                    {t("footer.socialLink", { business: business.name, network: social.network })}
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
            {t("footer.copyright", { year: String(business.copyrightYear), holder: details.copyrightHolder })}
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
