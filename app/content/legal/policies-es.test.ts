import { describe, expect, it } from "vitest";
import { defaultSiteContents } from "../../lib/site-content-context.ts";
import { findPageByPath, getPage, type SitePageId } from "../../route-table.ts";
import { formatAddress } from "../business.ts";
import { privacyPolicyHtml } from "../pages/privacy-policy.ts";
import { cookiePolicyFor } from "./cookies.ts";
import { securityPolicyFor } from "./security.ts";
import type { SitePractices } from "./site-practices.ts";
import { termsFor } from "./terms.ts";
import { LEGAL_LINK, type LegalBlock, type LegalDocument } from "./types.ts";

/**
 * The Spanish legal pages are translations of the English ones (docs/pages-and-policies.md, "Legal pages in
 * Spanish"): for every configuration the site can be built with, each has the same sections in the same order,
 * the same paragraphs, list items, table rows and links (each link to the Spanish twin of the English one's
 * target), no English sentence left, says which version governs, and states the configuration's facts in Spanish.
 */

const english = defaultSiteContents.en;
// The owner's facts in Spanish (the defaults may still fall back to English): the text around them must be Spanish.
const spanish = {
  ...defaultSiteContents.es,
  facts: {
    ...defaultSiteContents.es.facts,
    venue: "los tribunales estatales del condado de Taylor, Texas",
    liabilityLimit: "la cantidad que usted pagó por esa limpieza",
  },
};
const withReviewLink = <T extends { business: typeof english.business }>(content: T): T => ({
  ...content,
  business: { ...content.business, googleReviewUrl: "https://g.page/r/bnc-cleaning/review" },
});

const configurations: Record<string, SitePractices> = {
  bare: { botCheck: false, consentPurposes: [], mapTileHost: null, onlinePayment: false },
  "bot check and analytics": {
    botCheck: true,
    consentPurposes: ["analytics"],
    mapTileHost: "tiles.example.com",
    onlinePayment: false,
  },
  advertising: { botCheck: false, consentPurposes: ["advertising"], mapTileHost: null, onlinePayment: true },
  everything: {
    botCheck: true,
    consentPurposes: ["analytics", "advertising"],
    mapTileHost: "tile.openstreetmap.org",
    onlinePayment: true,
  },
};

/** Both languages' documents for a configuration, by name. */
function documents(site: SitePractices): Array<[string, LegalDocument, LegalDocument]> {
  return [
    ["terms", termsFor(english, site), termsFor(spanish, site)],
    ["cookies", cookiePolicyFor(site, "en"), cookiePolicyFor(site, "es")],
    ["security", securityPolicyFor(english, site), securityPolicyFor(spanish, site)],
  ];
}

const links = (text: string) => [...text.matchAll(LEGAL_LINK)].map((match) => match[2] ?? "");
const blockTexts = (block: LegalBlock): string[] =>
  block.kind === "p"
    ? [block.text]
    : block.kind === "ul"
      ? [...block.items]
      : [block.caption, ...block.columns, ...block.rows.flat()];

/** What a block is made of: its kind, its items, rows and columns, and its links in order. */
function blockShape(block: LegalBlock) {
  const size =
    block.kind === "p"
      ? 1
      : block.kind === "ul"
        ? block.items.length
        : `${block.columns.length}x${block.rows.map((row) => row.length).join(",")}`;
  return { kind: block.kind, size, links: blockTexts(block).flatMap(links).length };
}

function documentShape(document: LegalDocument) {
  return {
    intro: document.intro.map(blockShape),
    sections: document.sections.map((section) => ({
      key: section.key,
      blocks: section.blocks.map(blockShape),
    })),
    closing: document.closing?.map(blockShape) ?? [],
  };
}

/** Every text of a document (the notice apart), its links' labels kept and their targets left out. */
function documentText(document: LegalDocument): string[] {
  const blocks = [
    ...document.intro,
    ...document.sections.flatMap((section) => section.blocks),
    ...(document.closing ?? []),
  ];
  return [...document.sections.map((section) => section.title), ...blocks.flatMap(blockTexts)].map((text) =>
    text.replace(LEGAL_LINK, "$1"),
  );
}

/** The text of an HTML policy, a line for each element's text, links' targets left out. */
const htmlText = (html: string): string[] =>
  html
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The English sentences worth checking: four words or more, so names ("Google Analytics (_ga)") are not counted. */
function sentences(texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.;:!?])\s+/))
    .map((sentence) => sentence.trim().replace(/[.;:]$/, ""))
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
}

/** English words that are no Spanish word: one of them left in the Spanish text is English left untranslated. */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|you|your|we|our|with|for|this|that|is|are|will|of|to|by|or|in|on|it|if|at|be|not|us|from|as|may)(?!\p{L})/giu;

function englishWordsIn(texts: readonly string[]): string[] {
  const details = spanish.business;
  const text = texts
    .join("\n")
    // Names that stay as they are: the Texas law's, the address, the email.
    .replaceAll("Texas Data Privacy and Security Act", "")
    .replaceAll(formatAddress(details), "")
    .replaceAll(details.email, "");
  return [...text.matchAll(ENGLISH_WORDS)].map((match) => {
    const index = match.index ?? 0;
    return text.slice(Math.max(0, index - 30), index + 30);
  });
}

/** The Spanish twin of an English link's target: the same page in Spanish, at the Spanish section's anchor. */
function spanishTarget(target: string): string {
  if (target.startsWith("https://")) {
    const url = new URL(target);
    return `${url.origin}${url.pathname}`;
  }
  if (!target.startsWith("/")) return target;
  const [path = "", anchor] = target.split("#");
  const page = findPageByPath(path);
  if (!page) throw new Error(`no page at ${path}`);
  const twin = getPage(page.id as SitePageId, "es").path;
  if (!anchor) return twin;
  const section = termsFor(spanish).sections.find((each) => each.key === anchor);
  if (page.id !== "terms-and-conditions" || !section) throw new Error(`no Spanish anchor for ${target}`);
  return `${twin}#${section.id}`;
}
const comparable = (target: string) =>
  target.startsWith("https://") ? `${new URL(target).origin}${new URL(target).pathname}` : target;

for (const [name, site] of Object.entries(configurations)) {
  describe(`the Spanish legal pages of a site with ${name}`, () => {
    for (const [doc, en, es] of documents(site)) {
      it(`${doc}: the English sections, paragraphs, items, rows and links, in the same order`, () => {
        expect(es.lang).toBe("es");
        expect(documentShape(es)).toEqual(documentShape(en));
        expect(allLinks(es).map(comparable)).toEqual(allLinks(en).map(spanishTarget));
      });

      it(`${doc}: says first that it is a translation and that the English version governs`, () => {
        expect(en.notice).toBeUndefined();
        const englishPage = getPage(
          doc === "terms" ? "terms-and-conditions" : doc === "cookies" ? "cookies" : "security-policy",
        );
        expect(es.notice).toBe(
          `Esta traducción al español se ofrece para su comodidad. Si hubiera alguna diferencia entre esta versión y la [versión en inglés](${englishPage.path}), prevalece la versión en inglés.`,
        );
      });

      it(`${doc}: leaves no English sentence and no English word`, () => {
        const spanishText = documentText(es);
        const joined = spanishText.join("\n");
        const left = sentences(documentText(en)).filter((sentence) => joined.includes(sentence));
        expect(left).toEqual([]);
        expect(englishWordsIn(spanishText)).toEqual([]);
        expect(joined).not.toMatch(/\.\./);
      });
    }

    for (const reviews of [false, true]) {
      const enContent = reviews ? withReviewLink(english) : english;
      const esContent = reviews ? withReviewLink(spanish) : spanish;
      const en = privacyPolicyHtml(site, enContent);
      const es = privacyPolicyHtml(site, esContent);
      it(`privacy policy${reviews ? " with review requests" : ""}: the English headings, paragraphs, items and links`, () => {
        const tags = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)/g)].map((match) => match[1]);
        expect(tags(es)).toEqual(tags(en));
        const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");
        expect(hrefs(es).map(comparable)).toEqual(hrefs(en).map(spanishTarget));
      });

      it(`privacy policy${reviews ? " with review requests" : ""}: no English sentence and no English word`, () => {
        const spanishText = htmlText(es);
        const joined = spanishText.join("\n");
        expect(sentences(htmlText(en)).filter((sentence) => joined.includes(sentence))).toEqual([]);
        expect(englishWordsIn(spanishText)).toEqual([]);
      });
    }
  });
}

function allLinks(document: LegalDocument): string[] {
  const blocks = [
    ...document.intro,
    ...document.sections.flatMap((section) => section.blocks),
    ...(document.closing ?? []),
  ];
  return blocks.flatMap(blockTexts).flatMap(links);
}

describe("the Spanish cookie and privacy policies follow the site's configuration", () => {
  const { bare } = configurations;
  const analyticsOnly = configurations["bot check and analytics"] as SitePractices;
  const json = (value: unknown) => JSON.stringify(value);

  it("without a tag manager or a bot check: essential storage only, no reCAPTCHA, no cookie banner", () => {
    const cookies = json(cookiePolicyFor(bare as SitePractices, "es"));
    expect(cookies).toContain("(solo las esenciales)");
    expect(cookies).toContain("Nuestro sitio web no usa cookies de análisis");
    expect(cookies).toContain("Nuestro sitio web no usa cookies de publicidad");
    expect(cookies).toContain("no aparece ningún aviso de cookies");
    expect(cookies).not.toMatch(/reCAPTCHA|_ga|_gcl_au|Sus preferencias de cookies/);
    expect(cookies).toContain("Datos de la visita para el formulario de cotización");
    const privacy = privacyPolicyHtml(bare as SitePractices, spanish);
    expect(privacy).not.toMatch(/reCAPTCHA|servicios de análisis|mapa de nuestra página de contacto/);
    expect(privacy).toContain("Nuestro sitio web no guarda cookies de análisis ni de publicidad.");
  });

  it("with a bot check and analytics tags: exactly those, and no advertising", () => {
    const cookies = json(cookiePolicyFor(analyticsOnly, "es"));
    expect(cookies).toContain("(con fines esenciales y de análisis)");
    expect(cookies).toContain("Google reCAPTCHA (_GRECAPTCHA)");
    expect(cookies).toContain("Google Analytics (_ga)");
    expect(cookies).toContain("Nuestro sitio web no usa cookies de publicidad");
    expect(cookies).not.toContain("_gcl_au");
    expect(cookies).toContain("si acepta las cookies de análisis");
    const privacy = privacyPolicyHtml(analyticsOnly, spanish);
    expect(privacy).toContain("<h2>Protección contra el spam con Google reCAPTCHA</h2>");
    expect(privacy).toContain(
      "Las cookies de análisis (que nos ayudan a entender cómo se usa el sitio web) solo se guardan",
    );
    expect(privacy).not.toContain("cookies de publicidad (que");
    expect(privacy).toContain("y, solo si usted acepta esas cookies, servicios de análisis");
    expect(privacy).toContain("carga desde tiles.example.com");
    expect(json(securityPolicyFor(spanish, analyticsOnly))).toContain(
      "Google reCAPTCHA protege el formulario",
    );
    expect(json(securityPolicyFor(spanish, bare as SitePractices))).not.toContain("reCAPTCHA");
  });

  it("with every purpose: both named, in Spanish word order", () => {
    const cookies = json(cookiePolicyFor(configurations.everything as SitePractices, "es"));
    expect(cookies).toContain("(con fines esenciales, de análisis y de publicidad)");
    expect(cookies).toContain("si acepta las cookies de análisis y de publicidad");
  });

  it("state the owner's legal facts, never typed into the prose", () => {
    const privacy = privacyPolicyHtml(bare as SitePractices, spanish);
    expect(privacy).toContain("se guardan hasta 24 meses después de que las recibimos");
    expect(privacy).toContain("no más de 30 días");
    expect(privacy).toContain("dentro de 45 días");
    expect(privacy).toContain("BnC Cleaning LLC");
    const terms = json(termsFor(spanish));
    expect(terms).toContain("se tramitará ante los tribunales estatales del condado de Taylor, Texas.");
    expect(terms).toContain("se limita a la cantidad que usted pagó por esa limpieza.");
    expect(terms).toContain("BnC Cleaning LLC");
    expect(terms).toContain("atendemos llamadas de lunes a viernes, de 8:00 a.m. a 5:00 p.m.");
  });

  it("say what the review request is and how to stop it, only when one is sent", () => {
    expect(privacyPolicyHtml(bare as SitePractices, spanish)).not.toMatch(
      /solicitud de reseña|un solo clic/i,
    );
    const privacy = privacyPolicyHtml(bare as SitePractices, withReviewLink(spanish));
    expect(privacy).toContain("<h3>La solicitud de reseña después de una limpieza</h3>");
    expect(privacy).toContain(
      "Todos los clientes reciben el mismo correo, sin importar qué opinen de la limpieza",
    );
    expect(privacy).toContain("como máximo una vez cada 6 meses");
    expect(privacy).toContain("use el enlace para darse de baja con un solo clic");
    expect(privacy).toContain(
      "(el acuse de recibo, la confirmación y el recordatorio) no son de mercadotecnia",
    );
  });

  it("say what the site does with a booking: a request held until confirmed, the link kept as a code, the reminder", () => {
    const privacy = privacyPolicyHtml(bare as SitePractices, spanish);
    expect(privacy).toContain("<h3>Cuando pide una visita</h3>");
    expect(privacy).toContain("solo guardamos una versión codificada de él");
    expect(privacy).toContain("un recordatorio el día anterior");
    expect(privacy).toContain(
      "la aplicación de calendario que usa nuestro equipo para ver las visitas confirmadas",
    );
    const terms = json(termsFor(spanish));
    expect(terms).toContain("Eso es una solicitud, no una reserva");
    expect(terms).toContain("con el enlace personal de su correo de confirmación");
    expect(terms).toContain("el enlace ya no acepta cambios");
  });
});

describe("the Spanish terms", () => {
  it("keep the anchors other pages link to: one per section, in Spanish", () => {
    // The Satisfaction Guarantee links to #cancelaciones-y-reembolsos, the Security Policy to #responsabilidad.
    expect(termsFor(spanish).sections.map((section) => section.id)).toEqual([
      "aceptacion-de-los-terminos",
      "servicios",
      "reservas-y-pagos",
      "cancelaciones-y-reembolsos",
      "responsabilidad",
      "propiedad-intelectual",
      "privacidad",
      "ley-aplicable",
    ]);
  });

  it("state the spec's legal promises", () => {
    const text = JSON.stringify(termsFor(spanish, { onlinePayment: true }));
    expect(text).toContain("con al menos 24 horas de anticipación");
    expect(text).toContain("Los reembolsos siguen nuestra política de reembolsos");
    expect(text).toContain("en línea a través de una pasarela de pago segura");
    expect(text).toContain("se rigen por las leyes del Estado de Texas");
  });
});
