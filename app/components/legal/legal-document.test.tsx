import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cookiePolicy } from "../../content/legal/cookies.ts";
import { securityPolicyFor } from "../../content/legal/security.ts";
import { termsFor } from "../../content/legal/terms.ts";
import { defaultSiteContent } from "../../lib/site-content-context.ts";
import { formatLongDate } from "./last-updated.tsx";
import { LegalDocument } from "./legal-document.tsx";
import { LegalText } from "./legal-text.tsx";

const terms = termsFor(defaultSiteContent);
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
