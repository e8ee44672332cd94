import type { SitePage } from "../route-table.ts";
import { purposeWords, type SitePractices, sitePractices } from "./legal/site-practices.ts";
import { ownerTestimonials } from "./testimonials.ts";

/**
 * The search and share descriptions of the pages whose words follow the build's configuration
 * (docs/pages-and-policies.md, "Policies follow the configuration"): the route table holds each one's description
 * for a build with none of it (no tag manager, no testimonials); this gives the one for the build at hand, so a
 * search result never promises cookies, a banner or reviews the page does not have.
 */
export interface DescribedConfiguration {
  /** What a visitor may allow cookies for: the tag manager's purposes, none without one. */
  readonly consentPurposes: SitePractices["consentPurposes"];
  /**
   * The owner has published testimonials, shown in the Reviews page itself: the site content's (docs/site-content.md);
   * without it given, the typed file's (app/content/testimonials.ts), which the build prerenders.
   */
  readonly hasTestimonials: boolean;
}

const builtWith: DescribedConfiguration = {
  consentPurposes: sitePractices.consentPurposes,
  hasTestimonials: ownerTestimonials.length > 0,
};

/** "essential and analytics", "essential, analytics and advertising". */
function wordList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "esenciales y de análisis", "esenciales, de análisis y de publicidad". */
function spanishWordList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} y ${words.at(-1)}`;
}

/** `configuration` overrides the build's where given (the reviews page: the site content's testimonials). */
export function pageDescription(page: SitePage, given: Partial<DescribedConfiguration> = {}): string {
  const configuration = { ...builtWith, ...given };
  const purposes = configuration.consentPurposes;
  switch (page.key ?? page.id) {
    case "cookies":
      if (purposes.length === 0) return page.description;
      return page.lang === "es"
        ? `Cómo usa nuestro sitio web las cookies ${spanishWordList(["esenciales", ...purposes.map((purpose) => purposeWords([purpose], "es"))])} (las demás, solo si usted las acepta) y cómo cambiar su elección cuando quiera.`
        : `How our website uses ${wordList(["essential", ...purposes])} cookies, the others set only if you accept them, and how to change your choice at any time.`;
    case "privacy-policy":
      if (purposes.length === 0) return page.description;
      return page.lang === "es"
        ? `Cómo recopilamos, usamos y protegemos sus datos al pedir una cotización, qué recopilan las cookies ${purposeWords(purposes, "es")} si las acepta, y sus opciones.`
        : `How we collect, use and protect what you share when you request a quote, what ${purposeWords(purposes)} cookies collect if you accept them, and your choices.`;
    case "reviews":
      return configuration.hasTestimonials
        ? "Reviews of our cleaning services in Abilene, TX from real customers, and how to leave your own after we clean your home or business."
        : page.description;
    default:
      return page.description;
  }
}
