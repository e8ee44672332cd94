import { describe, expect, it } from "vitest";
import { ownerTestimonials, testimonialProblems } from "./testimonials.ts";

describe("the owner's testimonials", () => {
  it("each have words, the customer's name and the date they were given", () => {
    for (const testimonial of ownerTestimonials) expect(testimonialProblems(testimonial)).toEqual([]);
  });

  it("a testimonial without a name, with a made-up date or an impossible rating is refused", () => {
    const today = new Date("2026-06-01T00:00:00Z");
    expect(testimonialProblems({ text: "Great", customerName: " ", date: "2026-05-01" }, today)).toEqual([
      "no customer name",
    ]);
    expect(testimonialProblems({ text: "Great", customerName: "Ann", date: "May 2026" }, today)).toEqual([
      'date "May 2026" is not YYYY-MM-DD',
    ]);
    expect(testimonialProblems({ text: "Great", customerName: "Ann", date: "2026-07-01" }, today)).toEqual([
      "date 2026-07-01 is in the future",
    ]);
    expect(
      testimonialProblems({ text: "", customerName: "Ann", date: "2026-05-01", rating: 6 }, today),
    ).toEqual(["no words", "rating 6 is not 1 to 5"]);
  });
});
