import type { SitePageId } from "../route-table.ts";
import { type Text, text } from "./model/languages.ts";
/**
 * The cleaning checklist (docs/product.md §2): what each of three services includes, task by task, in four room groups.
 * Every cell is one of four values. The three add-ons (oven interior, refrigerator interior, washing blinds) are
 * extras on every cleaning, as the brief lists them: including one at no charge is a promise only the owner can
 * make (docs/pages-and-policies.md, "Cleaning checklist"). Every word is kept in each language (`Text`); a group's
 * English `name` is also its tasks' ids in the owner's cells, so it never changes.
 */

export const CHECKLIST_CELL_VALUES = ["included", "not-included", "n/a", "add-on"] as const;
export type ChecklistCell = (typeof CHECKLIST_CELL_VALUES)[number];

interface ChecklistService {
  readonly key: "recurring" | "deep" | "move";
  /** The column header. */
  readonly label: Text;
  /** The service's whole name, which the header's link says to a screen reader; it holds the label's words. */
  readonly name: Text;
  /** The service's detail page. */
  readonly page: SitePageId;
}

/** The three columns, by key: the owner's checklist cells (app/content/model/content-model.ts) are kept by these. */
export const CHECKLIST_SERVICE_KEYS = ["recurring", "deep", "move"] as const;

export const checklistServices = [
  {
    key: "recurring",
    label: text("Recurring", "Recurrente"),
    name: text("Recurring cleaning", "Limpieza recurrente"),
    page: "recurring",
  },
  {
    key: "deep",
    label: text("Deep", "Profunda"),
    name: text("Deep cleaning", "Limpieza profunda"),
    page: "deep-cleaning",
  },
  {
    key: "move",
    label: text("Move In/Out", "Mudanza"),
    name: text("Move In/Out cleaning", "Limpieza de mudanza"),
    page: "moving",
  },
] as const satisfies readonly ChecklistService[];

interface ChecklistTask {
  readonly task: Text;
  /** One value per service, in the order of checklistServices: recurring, deep, move. */
  readonly cells: readonly [ChecklistCell, ChecklistCell, ChecklistCell];
  /** The task is one of the add-ons (an extra on some services). */
  readonly addOn?: true;
}

export interface ChecklistGroup {
  /** The group's id (English, fixed: the owner's cells are kept by it). */
  readonly name: "Kitchen" | "Bathrooms" | "Bedrooms" | "All rooms";
  /** The group's heading in each language. */
  readonly label: Text;
  readonly tasks: readonly ChecklistTask[];
}

const I = "included";
const X = "not-included";
const NA = "n/a";
const ADD = "add-on";

export const checklistGroups: readonly ChecklistGroup[] = [
  {
    name: "Kitchen",
    label: text("Kitchen", "Cocina"),
    tasks: [
      {
        task: text("Wipe countertops and backsplash", "Limpiar cubiertas y protector de pared"),
        cells: [I, I, I],
      },
      {
        task: text("Clean and sanitize sink and faucet", "Limpiar y desinfectar el fregadero y la llave"),
        cells: [I, I, I],
      },
      {
        task: text(
          "Wipe stovetop and outside of appliances",
          "Limpiar la estufa y el exterior de los aparatos de cocina",
        ),
        cells: [I, I, I],
      },
      { task: text("Clean inside the microwave", "Limpiar el interior del microondas"), cells: [I, I, I] },
      {
        task: text("Wipe cabinet fronts and handles", "Limpiar frentes y manijas de los gabinetes"),
        cells: [I, I, I],
      },
      {
        task: text("Degrease range hood and filter", "Desengrasar la campana y su filtro"),
        cells: [X, I, I],
      },
      {
        task: text("Clean inside cabinets and drawers", "Limpiar el interior de gabinetes y cajones"),
        cells: [X, X, I],
      },
      { task: text("Oven interior", "Interior del horno"), cells: [ADD, ADD, ADD], addOn: true },
      {
        task: text("Refrigerator interior", "Interior del refrigerador"),
        cells: [ADD, ADD, ADD],
        addOn: true,
      },
      {
        task: text("Empty trash and replace liner", "Vaciar la basura y cambiar la bolsa"),
        cells: [I, I, NA],
      },
      { task: text("Sweep and mop floor", "Barrer y trapear el piso"), cells: [I, I, I] },
    ],
  },
  {
    name: "Bathrooms",
    label: text("Bathrooms", "Baños"),
    tasks: [
      {
        task: text(
          "Clean and sanitize toilet, inside and out",
          "Limpiar y desinfectar el inodoro por dentro y por fuera",
        ),
        cells: [I, I, I],
      },
      {
        task: text("Scrub shower, tub and tile walls", "Tallar la regadera, la tina y los azulejos"),
        cells: [I, I, I],
      },
      {
        task: text("Clean mirrors, sink and vanity top", "Limpiar espejos, lavabo y cubierta del tocador"),
        cells: [I, I, I],
      },
      { task: text("Polish faucets and fixtures", "Pulir llaves y accesorios"), cells: [I, I, I] },
      {
        task: text("Remove hard-water and soap-scum buildup", "Quitar el sarro y los residuos de jabón"),
        cells: [X, I, I],
      },
      { task: text("Scrub grout lines", "Tallar las juntas de los azulejos"), cells: [X, I, I] },
      {
        task: text(
          "Clean inside vanity cabinets and drawers",
          "Limpiar el interior de gabinetes y cajones del tocador",
        ),
        cells: [X, X, I],
      },
      {
        task: text("Empty trash and replace liner", "Vaciar la basura y cambiar la bolsa"),
        cells: [I, I, NA],
      },
      { task: text("Sweep and mop floor", "Barrer y trapear el piso"), cells: [I, I, I] },
    ],
  },
  {
    name: "Bedrooms",
    label: text("Bedrooms", "Recámaras"),
    tasks: [
      {
        task: text(
          "Make beds (change linens left out for us)",
          "Tender las camas (y cambiar las sábanas que nos deje a la mano)",
        ),
        cells: [I, I, NA],
      },
      {
        task: text("Dust furniture, shelves and surfaces", "Sacudir muebles, repisas y superficies"),
        cells: [I, I, I],
      },
      {
        task: text(
          "Detail-dust ceiling fans and light fixtures",
          "Sacudir a detalle ventiladores de techo y lámparas",
        ),
        cells: [X, I, I],
      },
      {
        task: text("Clean inside closets and shelving", "Limpiar el interior de clósets y repisas"),
        cells: [X, X, I],
      },
      { task: text("Vacuum carpets and rugs", "Aspirar alfombras y tapetes"), cells: [I, I, I] },
      { task: text("Empty wastebaskets", "Vaciar los cestos de basura"), cells: [I, I, NA] },
    ],
  },
  {
    name: "All rooms",
    label: text("All rooms", "Todos los cuartos"),
    tasks: [
      {
        task: text("Dust reachable surfaces and decor", "Sacudir superficies y adornos al alcance"),
        cells: [I, I, I],
      },
      {
        task: text("Wipe light switches and door handles", "Limpiar apagadores y manijas de puertas"),
        cells: [I, I, I],
      },
      { task: text("Remove cobwebs", "Quitar telarañas"), cells: [I, I, I] },
      {
        task: text("Hand-wipe baseboards, doors and door frames", "Limpiar a mano zoclos, puertas y marcos"),
        cells: [X, I, I],
      },
      {
        task: text("Dust vents and return grilles", "Sacudir ventilas y rejillas de retorno"),
        cells: [X, I, I],
      },
      {
        task: text("Clean window sills and tracks", "Limpiar repisas y rieles de las ventanas"),
        cells: [X, I, I],
      },
      {
        task: text("Spot-clean walls and fingerprints", "Quitar manchas y huellas de las paredes"),
        cells: [X, I, I],
      },
      { task: text("Dust blinds", "Sacudir persianas"), cells: [I, I, I] },
      { task: text("Washing blinds", "Lavar persianas"), cells: [ADD, ADD, ADD], addOn: true },
      { task: text("Vacuum and mop all floors", "Aspirar y trapear todos los pisos"), cells: [I, I, I] },
    ],
  },
];

/** A task's id in the content model: its group and its place there ("kitchen-3"), stable as the list is typed. */
export function checklistTaskId(group: ChecklistGroup["name"], index: number): string {
  return `${group.toLowerCase().replace(/[^a-z]+/g, "-")}-${index + 1}`;
}

/** What a screen reader says for a cell, and the legend's words. */
export const checklistCellLabels: Record<ChecklistCell, Text> = {
  included: text("Included", "Incluido"),
  "not-included": text("Not included", "No incluido"),
  "n/a": text("N/A", "No aplica"),
  "add-on": text("Add-on", "Adicional"),
};

export const checklistCellDescriptions: Record<ChecklistCell, Text> = {
  included: text("Part of this cleaning at no extra charge.", "Parte de esta limpieza, sin cargo extra."),
  "not-included": text(
    "Not part of this cleaning; ask us if you need it.",
    "No forma parte de esta limpieza; pregúntenos si lo necesita.",
  ),
  "n/a": text(
    "Does not apply, for example in an empty home on moving day.",
    "No corresponde, por ejemplo en una casa vacía el día de la mudanza.",
  ),
  "add-on": text(
    "Available as an extra: add it when you request your quote.",
    "Disponible como extra; agréguelo al pedir su cotización.",
  ),
};

export const checklistAddOns: readonly Text[] = [
  text("Oven interior", "Interior del horno"),
  text("Refrigerator interior", "Interior del refrigerador"),
  text("Washing blinds", "Lavar persianas"),
];
