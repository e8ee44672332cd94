/**
 * The cleaning checklist (docs/product.md §2): what each of three services includes, task by task, in four room groups.
 * Every cell is one of four values. The three add-ons (oven interior, refrigerator interior, washing blinds) are
 * extras on every cleaning, as the brief lists them: including one at no charge is a promise only the owner can
 * make (docs/pages-and-policies.md, "Cleaning checklist").
 */

export const CHECKLIST_CELL_VALUES = ["included", "not-included", "n/a", "add-on"] as const;
export type ChecklistCell = (typeof CHECKLIST_CELL_VALUES)[number];

interface ChecklistService {
  readonly key: "recurring" | "deep" | "move";
  /** The column header. */
  readonly label: string;
  /** The service's detail page. */
  readonly path: string;
}

/** The three columns, by key: the owner's checklist cells (app/content/model/content-model.ts) are kept by these. */
export const CHECKLIST_SERVICE_KEYS = ["recurring", "deep", "move"] as const;

export const checklistServices = [
  { key: "recurring", label: "Recurring", path: "/services/recurring-cleaning-services" },
  { key: "deep", label: "Deep", path: "/services/deep-cleaning-services" },
  { key: "move", label: "Move In/Out", path: "/services/moving-cleaning-services" },
] as const satisfies readonly ChecklistService[];

interface ChecklistTask {
  readonly task: string;
  /** One value per service, in the order of checklistServices: recurring, deep, move. */
  readonly cells: readonly [ChecklistCell, ChecklistCell, ChecklistCell];
  /** The task is one of the add-ons (an extra on some services). */
  readonly addOn?: true;
}

export interface ChecklistGroup {
  readonly name: "Kitchen" | "Bathrooms" | "Bedrooms" | "All rooms";
  readonly tasks: readonly ChecklistTask[];
}

const I = "included";
const X = "not-included";
const NA = "n/a";
const ADD = "add-on";

export const checklistGroups: readonly ChecklistGroup[] = [
  {
    name: "Kitchen",
    tasks: [
      { task: "Wipe countertops and backsplash", cells: [I, I, I] },
      { task: "Clean and sanitize sink and faucet", cells: [I, I, I] },
      { task: "Wipe stovetop and outside of appliances", cells: [I, I, I] },
      { task: "Clean inside the microwave", cells: [I, I, I] },
      { task: "Wipe cabinet fronts and handles", cells: [I, I, I] },
      { task: "Degrease range hood and filter", cells: [X, I, I] },
      { task: "Clean inside cabinets and drawers", cells: [X, X, I] },
      { task: "Oven interior", cells: [ADD, ADD, ADD], addOn: true },
      { task: "Refrigerator interior", cells: [ADD, ADD, ADD], addOn: true },
      { task: "Empty trash and replace liner", cells: [I, I, NA] },
      { task: "Sweep and mop floor", cells: [I, I, I] },
    ],
  },
  {
    name: "Bathrooms",
    tasks: [
      { task: "Clean and sanitize toilet, inside and out", cells: [I, I, I] },
      { task: "Scrub shower, tub and tile walls", cells: [I, I, I] },
      { task: "Clean mirrors, sink and vanity top", cells: [I, I, I] },
      { task: "Polish faucets and fixtures", cells: [I, I, I] },
      { task: "Remove hard-water and soap-scum buildup", cells: [X, I, I] },
      { task: "Scrub grout lines", cells: [X, I, I] },
      { task: "Clean inside vanity cabinets and drawers", cells: [X, X, I] },
      { task: "Empty trash and replace liner", cells: [I, I, NA] },
      { task: "Sweep and mop floor", cells: [I, I, I] },
    ],
  },
  {
    name: "Bedrooms",
    tasks: [
      { task: "Make beds (change linens left out for us)", cells: [I, I, NA] },
      { task: "Dust furniture, shelves and surfaces", cells: [I, I, I] },
      { task: "Detail-dust ceiling fans and light fixtures", cells: [X, I, I] },
      { task: "Clean inside closets and shelving", cells: [X, X, I] },
      { task: "Vacuum carpets and rugs", cells: [I, I, I] },
      { task: "Empty wastebaskets", cells: [I, I, NA] },
    ],
  },
  {
    name: "All rooms",
    tasks: [
      { task: "Dust reachable surfaces and decor", cells: [I, I, I] },
      { task: "Wipe light switches and door handles", cells: [I, I, I] },
      { task: "Remove cobwebs", cells: [I, I, I] },
      { task: "Hand-wipe baseboards, doors and door frames", cells: [X, I, I] },
      { task: "Dust vents and return grilles", cells: [X, I, I] },
      { task: "Clean window sills and tracks", cells: [X, I, I] },
      { task: "Spot-clean walls and fingerprints", cells: [X, I, I] },
      { task: "Dust blinds", cells: [I, I, I] },
      { task: "Washing blinds", cells: [ADD, ADD, ADD], addOn: true },
      { task: "Vacuum and mop all floors", cells: [I, I, I] },
    ],
  },
];

/** A task's id in the content model: its group and its place there ("kitchen-3"), stable as the list is typed. */
export function checklistTaskId(group: ChecklistGroup["name"], index: number): string {
  return `${group.toLowerCase().replace(/[^a-z]+/g, "-")}-${index + 1}`;
}

/** What a screen reader says for a cell, and the legend's words. */
export const checklistCellLabels: Record<ChecklistCell, string> = {
  included: "Included",
  "not-included": "Not included",
  "n/a": "N/A",
  "add-on": "Add-on",
};

export const checklistCellDescriptions: Record<ChecklistCell, string> = {
  included: "Part of this cleaning at no extra charge.",
  "not-included": "Not part of this cleaning; ask us if you need it.",
  "n/a": "Does not apply, for example in an empty home on moving day.",
  "add-on": "Available as an extra: add it when you request your quote.",
};

export const checklistAddOns = ["Oven interior", "Refrigerator interior", "Washing blinds"] as const;
