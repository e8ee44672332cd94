import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cookiePolicy, cookiePolicyFor } from "../../content/legal/cookies.ts";
import { securityPolicyFor } from "../../content/legal/security.ts";
import { sitePractices } from "../../content/legal/site-practices.ts";
import { termsFor } from "../../content/legal/terms.ts";
import { defaultSiteContent, defaultSiteContents } from "../../lib/site-content-context.ts";
import { formatLongDate } from "./last-updated.tsx";
import { LegalDocument } from "./legal-document.tsx";
import { LegalText } from "./legal-text.tsx";

// The terms as a site with online payment has them: the product brief's words where the feature exists.
const terms = termsFor(defaultSiteContent, { onlinePayment: true });
const securityPolicy = securityPolicyFor(defaultSiteContent);

function render(node: React.ReactNode): string {
  const router = createMemoryRouter([{ path: "/", element: node }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("legal text", () => {
  it("turns [label](target) into links and escapes everything else", () => {
    const html = render(
      <LegalText text={'Use our [contact form](/contact-us) or <b>"mail"</b> [us](mailto:a@b.example).'} />,
    );
    expect(html).toMatch(/<a [^>]*href="\/contact-us"[^>]*>contact form<\/a>/);
    expect(html).toContain("&lt;b&gt;&quot;mail&quot;&lt;/b&gt;");
    expect(html).toContain('href="mailto:a@b.example"');
  });

  it("keeps a link to a target outside the allowlist as plain text", () => {
    const html = render(<LegalText text="[click](javascript:alert(1)) and [this](//evil.example)" />);
    expect(html).not.toContain("<a");
    expect(html).toContain("click");
  });
});

describe("the legal documents", () => {
  it("number the eight sections of the terms in order, with the closing acknowledgement", () => {
    expect(terms.sections.map((section) => section.title)).toEqual([
      "Acceptance of Terms",
      "Services",
      "Booking and Payment",
      "Cancellation and Refunds",
      "Liability",
      "Intellectual Property",
      "Privacy",
      "Governing Law",
    ]);
    const html = render(<LegalDocument document={terms} numbered />);
    expect(html).toContain('<h2 id="acceptance-of-terms" class="scroll-mt-24">1. Acceptance of Terms</h2>');
    expect(html).toContain('<h2 id="governing-law" class="scroll-mt-24">8. Governing Law</h2>');
    expect(html).toMatch(/acknowledge that you have read, understood and agree/);
  });

  it("state the spec's legal promises in the terms", () => {
    const text = JSON.stringify(terms);
    expect(text).toMatch(/at least 24 hours in advance/);
    expect(text).toMatch(/Refunds follow our refund policy/);
    expect(text).toMatch(/online through a secure payment gateway/);
    expect(text).toMatch(/laws of the State of Texas/);
  });

  it("show 'Last updated' with the date of the last change", () => {
    expect(formatLongDate("2025-11-03")).toBe("November 3, 2025");
    expect(formatLongDate("2026-01-12T23:30:00")).toBe("January 12, 2026");
    const html = render(<LegalDocument document={cookiePolicy} />);
    expect(html).toContain('Last updated <time dateTime="2026-11-23">November 23, 2026</time>');
  });

  it("cover the six parts of the security policy", () => {
    expect(securityPolicy.sections.map((section) => section.title)).toEqual([
      "Background Checks",
      "Training",
      "Access Control",
      "Data Protection",
      "Secure Equipment",
      "Incident Reporting",
    ]);
  });

  it("only link to allowed targets", () => {
    const text = JSON.stringify([terms, cookiePolicy, securityPolicy]);
    for (const match of text.matchAll(/\]\(([^)]+)\)/g)) {
      expect(match[1]).toMatch(/^(\/[a-z-]*(#[a-z-]+)?|mailto:|tel:|https:\/\/)/);
    }
  });
});

describe("the Spanish legal documents", () => {
  const spanishTerms = termsFor(defaultSiteContents.es);

  it("number the Spanish sections, under Spanish labels and a date in Spanish", () => {
    const html = render(<LegalDocument document={spanishTerms} numbered contents="legal.contents" />);
    expect(html).toContain(
      '<h2 id="aceptacion-de-los-terminos" class="scroll-mt-24">1. Aceptación de los términos</h2>',
    );
    expect(html).toContain('<h2 id="ley-aplicable" class="scroll-mt-24">8. Ley aplicable</h2>');
    expect(html).toContain('<nav aria-label="Contenido"');
    expect(html).toContain('<li><a href="#cancelaciones-y-reembolsos">Cancelaciones y reembolsos</a></li>');
    expect(html).toMatch(/Última actualización: <time dateTime="2026-11-26">26 de noviembre de 2026<\/time>/);
    expect(html).not.toMatch(/Last updated|Contents/);
  });

  it("say which version governs before the text, with a link to the English page", () => {
    const html = render(<LegalDocument document={cookiePolicyFor(sitePractices, "es")} />);
    const notice = html.indexOf("Esta traducción al español se ofrece para su comodidad.");
    expect(notice).toBeGreaterThan(html.indexOf("Última actualización"));
    expect(notice).toBeLessThan(html.indexOf("Esta Política de cookies explica"));
    expect(html).toMatch(
      /<a [^>]*href="\/cookies"[^>]*>versión en inglés<\/a>, prevalece la versión en inglés\./,
    );
    expect(html).toContain('<nav aria-label="En esta página"');
  });

  it("write dates as Spanish does", () => {
    expect(formatLongDate("2026-11-27", "es")).toBe("27 de noviembre de 2026");
    expect(formatLongDate("2026-01-12T23:30:00", "es")).toBe("12 de enero de 2026");
  });

  it("leave the English pages as they were: no notice, English labels", () => {
    const html = render(<LegalDocument document={terms} numbered contents="legal.contents" />);
    expect(html).not.toContain("traducción");
    expect(html).toContain('<nav aria-label="Contents"');
    expect(render(<LegalDocument document={securityPolicy} />)).toContain('<nav aria-label="On this page"');
  });
});
