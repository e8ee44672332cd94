import { describe, expect, it } from "vitest";
import {
  CHECKLIST_CELL_VALUES,
  checklistAddOns,
  checklistCellDescriptions,
  checklistCellLabels,
  checklistGroups,
  checklistServices,
} from "./checklist.ts";
import { LANGUAGES } from "./model/languages.ts";

describe("the cleaning checklist", () => {
  it("has the four room groups in order", () => {
    expect(checklistGroups.map((group) => group.name)).toEqual([
      "Kitchen",
      "Bathrooms",
      "Bedrooms",
      "All rooms",
    ]);
    for (const group of checklistGroups) expect(group.tasks.length).toBeGreaterThan(3);
  });

  it("compares three services: recurring, deep and move", () => {
    expect(checklistServices.map((service) => service.key)).toEqual(["recurring", "deep", "move"]);
    for (const group of checklistGroups) {
      for (const task of group.tasks) expect(task.cells).toHaveLength(3);
    }
  });

  it("uses only the four cell values", () => {
    const values = new Set(checklistGroups.flatMap((group) => group.tasks.flatMap((task) => task.cells)));
    for (const value of values) expect(CHECKLIST_CELL_VALUES).toContain(value);
    // All four appear, so the legend explains something the table uses.
    expect(values.size).toBe(4);
  });

  it("offers exactly the three add-ons, each an add-on somewhere and the only add-on tasks", () => {
    const tasks = checklistGroups.flatMap((group) => group.tasks);
    for (const lang of LANGUAGES) {
      const addOns = checklistAddOns.map((addOn) => addOn[lang]).sort();
      const withAddOn = tasks.filter((task) => task.cells.includes("add-on")).map((task) => task.task[lang]);
      expect(withAddOn.sort()).toEqual(addOns);
      expect(
        tasks
          .filter((task) => task.addOn)
          .map((task) => task.task[lang])
          .sort(),
      ).toEqual(addOns);
    }
  });

  it("offers the add-ons as add-ons on every cleaning, move-in/move-out included", () => {
    // The brief lists them as add-ons; including one at no charge is a promise only the owner can make.
    const tasks = checklistGroups.flatMap((group) => group.tasks).filter((task) => task.addOn);
    for (const task of tasks) expect(task.cells, task.task.en).toEqual(["add-on", "add-on", "add-on"]);
  });

  it("lists each task once per group, in each language", () => {
    for (const group of checklistGroups) {
      for (const lang of LANGUAGES) {
        const names = group.tasks.map((task) => task.task[lang]);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });

  it("says every word in Spanish too, a column's short label inside its whole name", () => {
    const texts = [
      ...checklistGroups.flatMap((group) => [group.label, ...group.tasks.map((task) => task.task)]),
      ...checklistServices.flatMap((service) => [service.label, service.name]),
      ...Object.values(checklistCellLabels),
      ...Object.values(checklistCellDescriptions),
    ];
    for (const text of texts) {
      expect(text.es, text.en).not.toBe("");
      expect(text.es, text.en).not.toBe(text.en);
    }
    for (const service of checklistServices) {
      for (const lang of LANGUAGES) {
        expect(service.name[lang].toLowerCase()).toContain(service.label[lang].toLowerCase());
      }
    }
  });
});
