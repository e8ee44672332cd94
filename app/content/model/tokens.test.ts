import { describe, expect, it } from "vitest";
import { defaultSiteContents } from "../../lib/site-content-context.ts";
import { formattedToHtml } from "./formatted-text.ts";
import type { Lang } from "./languages.ts";
import { serviceLinks } from "./resolve.ts";
import { fillTokens, fillTokensAsFormatted, listInWords, type TokenValues } from "./tokens.ts";

const values = (lang: Lang): TokenValues => {
  const content = defaultSiteContents[lang];
  return {
    details: content.business,
    facts: content.facts,
    homeServices: serviceLinks("home", lang),
    businessServices: serviceLinks("business", lang),
    lang,
  };
};

describe("tokens in each language", () => {
  it("list in the page's language: 'a, b and c', 'a, b y c'", () => {
    expect(listInWords(["Merkel", "Abilene", "Clyde"])).toBe("Merkel, Abilene and Clyde");
    expect(listInWords(["Merkel", "Abilene", "Clyde"], "es")).toBe("Merkel, Abilene y Clyde");
    expect(fillTokens("{towns}", values("es"))).toMatch(/, Buffalo Gap y Clyde$/);
  });

  it("name and link the services in Spanish on a Spanish page, as words inside a sentence", () => {
    const html = formattedToHtml(fillTokensAsFormatted("Ofrecemos {home services}.", values("es")));
    expect(html).toContain('<a href="/es/servicios/limpieza-profunda">limpieza profunda</a>');
    expect(html).not.toContain("Deep Cleaning");
    const english = formattedToHtml(fillTokensAsFormatted("We offer {home services}.", values("en")));
    expect(english).toContain('<a href="/services/deep-cleaning-services">Deep Cleaning</a>');
  });

  it("end a sentence on Spanish hours with one period, not 'p.m..'", () => {
    const spanish = values("es");
    expect(fillTokens("Llámenos {hours}.", spanish)).toBe(
      "Llámenos de lunes a viernes, de 8:00 a.m. a 5:00 p.m.",
    );
    const html = formattedToHtml(fillTokensAsFormatted("Llámenos {hours}. Gracias.", spanish));
    expect(html).toContain("5:00 p.m. Gracias.");
    expect(fillTokens("Call us {hours}.", values("en"))).toBe(
      "Call us Monday to Friday, 8:00 AM to 5:00 PM.",
    );
  });
});
