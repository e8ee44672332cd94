import { describe, expect, it } from "vitest";
import type { ContentModel } from "../../app/content/model/content-model.ts";
import type { FlatContent } from "../../app/content/model/paths.ts";
import { documentOf, modelOfDocument } from "./content-document.ts";
import { planUndo, type Revision } from "./content-undo.ts";
import { edits } from "./site-editor.ts";

// Undo takes back one change alone (issue 27, "Undo takes back later changes"): a history of real edits is made
// with the editor, then each change is undone against the newest content.

type Step = (model: ContentModel) => ReturnType<(typeof edits)["setNotice"]>;

/** The revisions the steps make, each with the overrides before and after it. */
function history(...steps: Step[]): Revision[] {
  let overrides: FlatContent = new Map();
  return steps.map((step, index) => {
    const { model, summary } = step(modelOfDocument({ overrides }));
    const after = documentOf(model).overrides;
    const revision = { id: index + 1, summary, before: overrides, after };
    overrides = after;
    return revision;
  });
}

const undo = (revisions: Revision[], id: number) => {
  const at = revisions.findIndex((revision) => revision.id === id);
  const plan = planUndo(
    revisions[at] as Revision,
    (revisions.at(-1) as Revision).after,
    revisions.slice(at + 1),
  );
  return { ...plan, model: modelOfDocument({ overrides: plan.result }) };
};

const TODAY = "2026-11-27";
const describeAs =
  (id: string, alt: string): Step =>
  (model) =>
    edits.describePhoto(model, id, alt);

describe("undo of one change", () => {
  it("an older photo added to a gallery is taken back alone: the later notice and testimonial stay", () => {
    const revisions = history(
      (model) => edits.addPhotos(model, ["p1"], "Office lobby after our evening clean", ""),
      (model) => edits.addToGallery(model, "office-spaces", "p1"),
      (model) => edits.setNotice(model, "Closed Thanksgiving Day.", "2099-11-27", TODAY),
      (model) =>
        edits.saveTestimonial(
          model,
          {
            text: "Spotless every week.",
            customerName: "Lee Family Practice",
            place: "Abilene",
            date: "2026-09-15",
            rating: "5",
            consent: true,
          },
          "t1",
          TODAY,
        ),
    );
    const { model, alsoUndone, nothingToUndo } = undo(revisions, 2);
    expect(nothingToUndo).toBe(false);
    expect(alsoUndone).toEqual([]);
    expect(model.galleries["office-spaces"] ?? []).toEqual([]);
    expect(model.photos.p1?.alt.en).toBe("Office lobby after our evening clean");
    expect(model.notice).toEqual({ text: { en: "Closed Thanksgiving Day.", es: "" }, until: "2099-11-27" });
    expect(model.testimonials.t1?.customerName).toBe("Lee Family Practice");
    expect(model.testimonialOrder).toContain("t1");
  });

  it("a photo added to a gallery before others were added and moved keeps their order", () => {
    const revisions = history(
      (model) => edits.addPhotos(model, ["a", "b", "c"], "", "moving"),
      describeAs("a", "Kitchen"),
      describeAs("b", "Bathroom"),
      describeAs("c", "Bedroom"),
      (model) => edits.moveInGallery(model, "moving", "c", "up"),
    );
    expect(modelOfDocument({ overrides: (revisions.at(-1) as Revision).after }).galleries.moving).toEqual([
      "a",
      "c",
      "b",
    ]);
    // Undoing "b joined the gallery" (it joined when described) takes b out and leaves a, c as they are.
    const { model, alsoUndone } = undo(revisions, 3);
    expect(model.galleries.moving).toEqual(["a", "c"]);
    expect(model.photos.b?.alt.en).toBe("");
    expect(alsoUndone).toEqual([]);
  });

  it("a removed photo comes back where it was, into its gallery and its before/after pair", () => {
    const revisions = history(
      (model) => edits.addPhotos(model, ["a", "b"], "", "moving"),
      describeAs("a", "Before: the empty room"),
      describeAs("b", "After: the same room, spotless"),
      (model) => edits.setComparison(model, "moving", "a", "b"),
      (model) => edits.removePhoto(model, "a"),
      (model) => edits.setNotice(model, "Open Saturday.", "2099-01-01", TODAY),
    );
    const { model, alsoUndone } = undo(revisions, 5);
    expect(alsoUndone).toEqual([]);
    expect(model.galleries.moving).toEqual(["a", "b"]);
    expect(model.comparisons.moving).toEqual({ before: "a", after: "b" });
    expect(model.notice.text.en).toBe("Open Saturday.");
  });

  it("names the later change that depends on the undone one, and takes both back only together", () => {
    const revisions = history(
      (model) => edits.setNotice(model, "Closed Monday.", "2099-01-01", TODAY),
      (model) => edits.setNotice(model, "Closed Monday and Tuesday.", "2099-01-02", TODAY),
      (model) => edits.addPhotos(model, ["p"], "A clean gym floor", "gym"),
    );
    const plan = undo(revisions, 1);
    expect(plan.alsoUndone).toEqual([
      { id: 2, summary: 'Set the notice "Closed Monday and Tuesday." until 2099-01-02' },
    ]);
    // Confirmed, the notice goes (both changes of it) and the later photo stays.
    expect(plan.model.notice).toEqual({ text: { en: "", es: "" }, until: "" });
    expect(plan.model.galleries.gym).toEqual(["p"]);
  });

  it("an upload undone after its photo went into a gallery names that change", () => {
    const revisions = history(
      (model) => edits.addPhotos(model, ["p"], "", ""),
      describeAs("p", "A daycare classroom, floors mopped"),
      (model) => edits.addToGallery(model, "daycare", "p"),
      (model) => edits.setNotice(model, "Closed Friday.", "2099-01-01", TODAY),
    );
    const plan = undo(revisions, 1);
    expect(plan.alsoUndone.map((change) => change.id)).toEqual([2, 3]);
    expect(plan.model.photos.p).toBeUndefined();
    expect(plan.model.galleries.daycare ?? []).toEqual([]);
    expect(plan.model.notice.text.en).toBe("Closed Friday.");
  });

  it("says so when the change is undone already", () => {
    const revisions = history(
      (model) => edits.setNotice(model, "Closed Monday.", "2099-01-01", TODAY),
      (model) => edits.setNotice(model, "", "", TODAY),
    );
    expect(undo(revisions, 1).nothingToUndo).toBe(true);
  });
});

describe("keys from a post are data", () => {
  it("refuses 'constructor', '__proto__' and 'toString' as photos and testimonials, changing nothing", () => {
    const model = modelOfDocument({ overrides: new Map() });
    for (const key of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(() => edits.addToGallery(model, "moving", key)).toThrow("no longer in your photos");
      expect(() => edits.describePhoto(model, key, "x")).toThrow("no longer in your photos");
      expect(() => edits.removePhoto(model, key)).toThrow("no longer in your photos");
      expect(() => edits.setComparison(model, "moving", key, "valueOf")).toThrow("no longer in your photos");
      expect(() => edits.setTestimonialHidden(model, key, true)).toThrow("no longer there");
      expect(() => edits.addToGallery(model, key, "a")).toThrow("no such gallery");
    }
    expect(documentOf(model).overrides.size).toBe(0);
  });
});
