import { describe, expect, it } from "vitest";
import { resolveContent } from "../../app/content/model/resolve.ts";
import { modelOfDocument, readDocument, writeDocument } from "./content-document.ts";

// Revisions are kept for the history and undo: a revision written before the photos' descriptions and the notice
// had their Spanish (version 2), or before the content model (version 1), must still read as the same content, so
// the site, the history and undo keep working after the upgrade (issue 31).

const photo = { id: "p1", width: 800, height: 600, widths: [480, 800], jpegWidth: 800, avif: false };

describe("a stored content document", () => {
  it("of version 2 reads with its photo's description, notice and testimonial in English", () => {
    const stored = JSON.stringify({
      version: 2,
      overrides: {
        "photos.p1.alt": "A kitchen after our move-out clean",
        "photos.p1.gallery": "",
        "galleries.moving": ["p1"],
        "notice.text": "Closed on Thanksgiving Day.",
        "notice.until": "2099-11-26",
        "testimonials.t1.text": "Spotless!",
        "testimonials.t1.customerName": "Maria G.",
        "testimonials.t1.place": "",
        "testimonials.t1.date": "2026-03-14",
        "testimonials.t1.rating": 5,
        "testimonials.t1.hidden": false,
        testimonialOrder: ["t1"],
      },
    });
    const model = modelOfDocument(readDocument(stored));
    expect(model.photos.p1?.alt).toEqual({ en: "A kitchen after our move-out clean", es: "" });
    expect(model.notice).toEqual({
      text: { en: "Closed on Thanksgiving Day.", es: "" },
      until: "2099-11-26",
    });
    expect(model.testimonials.t1?.lang).toBe("en");

    // The Spanish page shows them in English, marked as English; the English page as before.
    const spanish = resolveContent(model, [photo], "es");
    expect(spanish.photos.p1).toMatchObject({ alt: "A kitchen after our move-out clean", altLang: "en" });
    expect(spanish.notice).toEqual({ text: "Closed on Thanksgiving Day.", until: "2099-11-26", lang: "en" });
    expect(spanish.testimonials[0]).toMatchObject({ text: "Spotless!", lang: "en" });
    const english = resolveContent(model, [photo], "en");
    expect(english.photos.p1?.altLang).toBeUndefined();
    expect(english.notice?.lang).toBeUndefined();
    expect(english.testimonials[0]?.lang).toBeUndefined();

    // Written again, it is today's version and reads back the same.
    const rewritten = writeDocument(readDocument(stored));
    expect(JSON.parse(rewritten).version).toBe(3);
    expect(readDocument(rewritten)).toEqual(readDocument(stored));
  });

  it("of version 1 (before the model) reads the same way", () => {
    const stored = JSON.stringify({
      photos: { p1: { alt: "An office floor, mopped" } },
      galleries: { "office-spaces": ["p1"] },
      comparisons: {},
      testimonials: [
        { id: "t1", text: "Great team.", customerName: "Lee", date: "2026-01-02", hidden: false },
      ],
      notice: { text: "Open Saturday.", until: "2099-01-01" },
    });
    const model = modelOfDocument(readDocument(stored));
    expect(model.photos.p1?.alt).toEqual({ en: "An office floor, mopped", es: "" });
    expect(model.notice.text).toEqual({ en: "Open Saturday.", es: "" });
    expect(model.testimonials.t1?.lang).toBe("en");
  });
});
