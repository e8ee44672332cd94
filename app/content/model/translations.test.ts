import { describe, expect, it } from "vitest";
import { type ContentModel, defaultModel, modelOf, overridesOf, overridesOfLeaves } from "./content-model.ts";
import { newText } from "./languages.ts";
import { flatten, type Tree } from "./paths.ts";
import { liveTexts, markOf, markTranslations, setMark, textAt, translationGaps } from "./translations.ts";

// Issue 31: "A text changed in English and not in Spanish is flagged to the owner as 'Spanish not updated'. A
// missing Spanish value shows the English one on the page until the owner adds it, and the owner can see every
// such place." Each change marks the Spanish it wrote with the English of that moment; the gaps follow.

const leaves = (model: ContentModel) => flatten(model as unknown as Tree);

/** One change as the service makes it: the edit on a fresh copy, its translations marked. */
function change(model: ContentModel, edit: (next: ContentModel) => void): ContentModel {
  const next = modelOf(overridesOf(model));
  edit(next);
  return modelOf(overridesOfLeaves(markTranslations(leaves(model), leaves(next))));
}

/** The first question of the FAQ page, written in both languages. */
function withSpanishAnswer(): { model: ContentModel; id: string } {
  const start = modelOf(new Map());
  const id = start.faqLists.faqs[0] as string;
  const model = change(start, (next) => {
    const entry = next.faq[id];
    if (entry) {
      entry.question.es = "¿Traen sus propios productos?";
      entry.answer.es = "Sí, traemos todo lo necesario.";
    }
  });
  return { model, id };
}

const gapAt = (model: ContentModel, path: string) => translationGaps(model).find((gap) => gap.path === path);

describe("marking translations", () => {
  it("marks a Spanish value with the English it was written from, and keeps the mark while only the English changes", () => {
    const { model, id } = withSpanishAnswer();
    const english = model.faq[id]?.answer.en;
    expect(markOf(model, `faq.${id}.answer`)).toBe(english);
    const changed = change(model, (next) => {
      const entry = next.faq[id];
      if (entry) entry.answer.en = "Yes: every product, and eco-friendly ones on request.";
    });
    expect(markOf(changed, `faq.${id}.answer`)).toBe(english);
    expect(changed.faq[id]?.answer.es).toBe("Sí, traemos todo lo necesario.");
  });

  it("takes the mark out with an emptied Spanish value, and with a text taken out of the model", () => {
    const { model, id } = withSpanishAnswer();
    const emptied = change(model, (next) => {
      const entry = next.faq[id];
      if (entry) entry.answer.es = "";
    });
    expect(markOf(emptied, `faq.${id}.answer`)).toBeUndefined();
    expect(markOf(emptied, `faq.${id}.question`)).toBeDefined();

    const photo = change(modelOf(new Map()), (next) => {
      next.photos.p1 = { alt: { en: "A clean kitchen", es: "Una cocina limpia" }, gallery: "" };
    });
    expect(markOf(photo, "photos.p1.alt")).toBe("A clean kitchen");
    const removed = change(photo, (next) => {
      delete next.photos.p1;
    });
    expect([...leaves(removed).keys()].filter((path) => path.startsWith("translatedFrom"))).toEqual([]);
  });

  it("sets a mark where the owner says the Spanish is still right, nothing else", () => {
    const model = modelOf(new Map());
    setMark(model, "services.gym.benefits.b1.text", "Spotless machines");
    expect(markOf(model, "services.gym.benefits.b1.text")).toBe("Spotless machines");
    expect(markOf(model, "services.gym.benefits.b1.title")).toBeUndefined();
    expect(overridesOf(model)).toEqual(
      new Map([["translatedFrom.es.services.gym.benefits.b1.text", "Spotless machines"]]),
    );
  });
});

describe("the places a Spanish page does not say what the English says", () => {
  it("an English answer changed after its Spanish was written is 'Spanish not updated' until the Spanish is written again", () => {
    const { model, id } = withSpanishAnswer();
    expect(gapAt(model, `faq.${id}.answer`)).toBeUndefined();
    const changed = change(model, (next) => {
      const entry = next.faq[id];
      if (entry) entry.answer.en = "Yes: every product, and eco-friendly ones on request.";
    });
    expect(gapAt(changed, `faq.${id}.answer`)).toEqual({
      path: `faq.${id}.answer`,
      kind: "outdated",
      english: "Yes: every product, and eco-friendly ones on request.",
      translation: "Sí, traemos todo lo necesario.",
      lang: "es",
    });
    // The question did not change: its Spanish is as right as it was.
    expect(gapAt(changed, `faq.${id}.question`)).toBeUndefined();
    const rewritten = change(changed, (next) => {
      const entry = next.faq[id];
      if (entry) entry.answer.es = "Sí: todos los productos, y ecológicos si los pide.";
    });
    expect(gapAt(rewritten, `faq.${id}.answer`)).toBeUndefined();
    // Marked as still right instead, the gap goes too.
    const kept = modelOf(overridesOf(changed));
    setMark(kept, `faq.${id}.answer`, kept.faq[id]?.answer.en ?? "");
    expect(gapAt(kept, `faq.${id}.answer`)).toBeUndefined();
  });

  it("a question added in English has no Spanish yet: both its texts are listed", () => {
    const model = change(modelOf(new Map()), (next) => {
      next.faq.q90 = {
        question: newText("en", "Do you clean on Sundays?"),
        answer: newText("en", "Only by appointment."),
      };
      next.faqLists.faqs = [...next.faqLists.faqs, "q90"];
    });
    expect(gapAt(model, "faq.q90.question")).toMatchObject({ kind: "missing", translation: "" });
    expect(gapAt(model, "faq.q90.answer")).toMatchObject({
      kind: "missing",
      english: "Only by appointment.",
    });
    // Out of every list, nobody reads it: no gap.
    const removed = change(model, (next) => {
      next.faqLists.faqs = next.faqLists.faqs.filter((id) => id !== "q90");
    });
    expect(gapAt(removed, "faq.q90.question")).toBeUndefined();
  });

  it("a default translation counts as written from the default English", () => {
    const defaults = new Map(leaves(modelOf(new Map())));
    defaults.set("home.subtitle.es", "Un equipo de expertos");
    const model = modelOf(new Map());
    model.home.subtitle.es = "Un equipo de expertos";
    expect(translationGaps(model, { defaults }).find((gap) => gap.path === "home.subtitle")).toBeUndefined();
    model.home.subtitle.en = "Spotless homes across the Big Country";
    expect(translationGaps(model, { defaults }).find((gap) => gap.path === "home.subtitle")).toMatchObject({
      kind: "outdated",
      english: "Spotless homes across the Big Country",
    });
  });

  it("leaves out what nobody reads: a claim taken off, a photo on no page, a notice that has ended", () => {
    const model = change(modelOf(new Map()), (next) => {
      const claim = next.claims.home.leaf;
      claim.shown = false;
      next.photos.p1 = { alt: { en: "A kitchen", es: "" }, gallery: "" };
      next.photos.p2 = { alt: { en: "A bathroom", es: "" }, gallery: "" };
      next.galleries.moving = ["p2"];
      next.notice = { text: { en: "Closed Friday.", es: "" }, until: "2026-05-01" };
    });
    const paths = translationGaps(model, { today: "2026-05-02" }).map((gap) => gap.path);
    expect(paths).not.toContain("claims.home.leaf.title");
    expect(paths).not.toContain("photos.p1.alt");
    expect(paths).toContain("photos.p2.alt");
    expect(paths).not.toContain("notice.text");
    expect(translationGaps(model, { today: "2026-05-01" }).map((gap) => gap.path)).toContain("notice.text");
  });

  it("the defaults have no Spanish older than its English", () => {
    expect(translationGaps(defaultModel()).filter((gap) => gap.kind === "outdated")).toEqual([]);
  });

  it("every text the owner edits on a page is one the list follows", () => {
    const model = defaultModel();
    const followed = new Set(liveTexts(model).map((entry) => entry.path));
    const texts = [...leaves(model).keys()]
      .filter((path) => path.endsWith(".en"))
      .map((path) => path.slice(0, -3))
      .filter((path) => textAt(model, path) !== undefined);
    // The notice is empty by default; every other text of the defaults is on a page.
    expect(texts.filter((path) => !followed.has(path) && path !== "notice.text")).toEqual([]);
  });
});
