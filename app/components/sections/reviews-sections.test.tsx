import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { OwnerTestimonial } from "../../content/testimonials.ts";
import { googleReviewsWords, ownerTestimonialsWords } from "../../i18n/island-words.ts";
import { GoogleReviews } from "./google-reviews.tsx";
import { OwnerTestimonials } from "./owner-testimonials.tsx";

const testimonials: OwnerTestimonial[] = [
  {
    text: "They cleaned the house before our move and we got the whole deposit back.",
    customerName: "Maria G.",
    place: "Abilene",
    date: "2026-03-14",
    rating: 5,
  },
  { text: "Our office has never looked better.", customerName: "Dr. Lee", date: "2025-12-02" },
  { text: "Late and rushed.", customerName: "Sam", date: "2026-01-05", rating: 2 },
];

describe("the owner's testimonials in the page", () => {
  it("are titled as the customers' own words, with each name and date, and never as Google's", () => {
    const html = renderToStaticMarkup(
      <OwnerTestimonials testimonials={testimonials} words={ownerTestimonialsWords("en")} />,
    );
    expect(html).toContain("From our customers");
    expect(html).toContain('data-source="owner"');
    expect(html).toContain("Maria G.");
    expect(html).toContain("March 2026, Abilene");
    expect(html).toContain("Dr. Lee");
    expect(html).toContain("December 2025");
    expect(html).toContain("Rated 5 out of 5");
    expect(html).not.toMatch(/Google/);
    // Before the scripts run, every testimonial is in the row; only ratings of 4 and up are shown.
    expect(html).toContain("we got the whole deposit back");
    expect(html).not.toContain("Late and rushed.");
  });

  it("are titled, dated and rated in Spanish on a Spanish page, the customers' words as they gave them", () => {
    const html = renderToStaticMarkup(
      <OwnerTestimonials testimonials={testimonials} words={ownerTestimonialsWords("es")} />,
    );
    expect(html).toContain("De nuestros clientes");
    expect(html).toContain("marzo de 2026, Abilene");
    expect(html).toContain("diciembre de 2025");
    expect(html).toContain("Calificación: 5 de 5");
    expect(html).toContain("we got the whole deposit back");
    expect(html).not.toContain("From our customers");
    expect(html).not.toContain("Rated");
  });

  it("are not there at all when there is none", () => {
    expect(
      renderToStaticMarkup(
        <OwnerTestimonials testimonials={[]} className="band" words={ownerTestimonialsWords("en")} />,
      ),
    ).toBe("");
  });
});

describe("Google's reviews in the prerendered page", () => {
  it("are only an empty place: the section appears once the scripts have reviews to show", () => {
    const html = renderToStaticMarkup(<GoogleReviews className="band" words={googleReviewsWords("en")} />);
    expect(html).toBe('<div data-google-reviews-slot=""></div>');
  });
});
