import { DEFAULT_WINDOW_NAMES_ES, DEFAULT_WINDOWS, type WindowAudience } from "../booking.ts";
import {
  type BusinessDetails,
  type DayHours,
  defaultDetails,
  defaultFacts,
  type ModelFacts,
  WEEKDAYS,
  type Weekday,
} from "../business.ts";
import {
  type CHECKLIST_SERVICE_KEYS,
  type ChecklistCell,
  checklistGroups,
  checklistTaskId,
} from "../checklist.ts";
import { faqsForPage } from "../faqs.ts";
import { defaultStoredPages, type StoredPageSlug } from "../pages/stored-pages.ts";
import { services } from "../services/index.ts";
import { type ServiceKey, serviceKeys } from "../services/types.ts";
import { ownerTestimonials } from "../testimonials.ts";
import { type ClaimIcon, defaultClaims, type TrustAudience } from "../trust-claims.ts";
import { LANGUAGES, type Lang, type Text, text } from "./languages.ts";
import {
  emptyRecord,
  type FlatContent,
  flatten,
  type Leaf,
  own,
  sameLeaf,
  type Tree,
  unflatten,
} from "./paths.ts";

/**
 * The content model: every word and fact the owner changes without a developer, as one tree (docs/architecture.md,
 * "The content model"). Its defaults are the typed content files; the store keeps only what the owner changed
 * (`overrides`, flat paths), so a default improved in the code reaches every site whose owner left it alone.
 *
 * Lists whose items the owner adds, removes and reorders are a record of items by id and a list of ids, so a change
 * to one item and a change of the order are different paths (undo takes back one without the other). Texts are
 * `Text`: one value per language.
 */

export interface ModelPhoto {
  /**
   * The text alternative in each language; English "" until the owner describes it (a photo is shown nowhere until
   * then). A page of another language without its own words shows the English, marked as English.
   */
  alt: Text;
  /** The gallery chosen at upload, joined once the photo has its own words (""). */
  gallery: string;
}

export interface ModelTestimonial {
  text: string;
  customerName: string;
  /** "" when the customer did not agree to show it. */
  place: string;
  /** YYYY-MM-DD */
  date: string;
  /** 1-5, or 0 for none. */
  rating: number;
  hidden: boolean;
  /**
   * The language the customer wrote in: a quote stays in the customer's own words (translating it would put words
   * in their mouth), marked as that language on a page of the other one.
   */
  lang: Lang;
}

export interface ModelTown {
  name: string;
  zipCodes: readonly string[];
}

/** The details as the model keeps them: the towns as a record and an order, so one town's change is its own path. */
export interface ModelBusiness extends Omit<BusinessDetails, "towns" | "hours"> {
  hours: Record<Weekday, DayHours>;
  towns: Record<string, ModelTown>;
  townOrder: readonly string[];
}

export interface ModelFaq {
  question: Text;
  answer: Text;
}

/** The FAQ lists: the FAQ page's, the services page's, and each service page's. */
export type FaqListKey = "faqs" | "services" | ServiceKey;
export const FAQ_LIST_KEYS: readonly FaqListKey[] = ["faqs", "services", ...serviceKeys];

export interface ModelBenefit {
  title: Text;
  text: Text;
}

/** A service page's words (its FAQs are the list of the same key). */
export interface ModelServiceWords {
  introHeading: Text;
  /** Paragraphs, a blank line between two. */
  intro: Text;
  benefitsHeading: Text;
  benefits: Record<string, ModelBenefit>;
  benefitOrder: readonly string[];
  /** One reason a line. */
  whyChooseUs: Text;
}

export interface ModelClaim {
  title: Text;
  text: Text;
  /** Off: the owner does not make this claim (it leaves the strip). */
  shown: boolean;
}

/** An arrival window the owner keeps (app/content/booking.ts): its name, its times, which quote form offers it. */
export interface ModelWindow {
  label: Text;
  /** "08:00", the business's local time. */
  starts: string;
  ends: string;
  offeredTo: WindowAudience;
  /** Removed by the owner: no longer offered or booked; kept so the visits booked in it keep their words. */
  retired: boolean;
}

/** The owner's booking terms: the arrival windows, and the weekdays visits can be booked. */
export interface ModelBooking {
  windows: Record<string, ModelWindow>;
  /** The weekdays visits can be booked are the days the business opens (its hours), or `days` below. */
  daysFollowHours: boolean;
  days: Record<Weekday, boolean>;
}

/** How customers pay online for an accepted quote (issue 30): nothing online, a deposit, or the full price. */
export type PaymentChoice = "none" | "deposit" | "full";

/** The owner's payment terms: the choice, and the deposit as an amount (cents) or a percentage of the quote. */
export interface ModelPayments {
  choice: PaymentChoice;
  depositKind: "amount" | "percent";
  /** Integer cents, USD. */
  depositCents: number;
  /** 1-100. */
  depositPercent: number;
}

export type ModelChecklistRow = Record<(typeof CHECKLIST_SERVICE_KEYS)[number], ChecklistCell>;

export interface ContentModel {
  photos: Record<string, ModelPhoto>;
  galleries: Record<string, readonly string[]>;
  comparisons: Record<string, { before: string; after: string }>;
  testimonials: Record<string, ModelTestimonial>;
  testimonialOrder: readonly string[];
  notice: { text: Text; until: string };
  business: ModelBusiness;
  facts: ModelFacts;
  home: { subtitle: Text; intro: Text };
  claims: Record<TrustAudience, Record<ClaimIcon, ModelClaim>>;
  faq: Record<string, ModelFaq>;
  faqLists: Record<FaqListKey, readonly string[]>;
  services: Record<ServiceKey, ModelServiceWords>;
  pages: Record<StoredPageSlug, Text>;
  checklist: Record<string, ModelChecklistRow>;
  booking: ModelBooking;
  payments: ModelPayments;
  /**
   * Where each translation came from (app/content/model/translations.ts): `translatedFrom.es.<text's path>` is the
   * English the Spanish was written from, so an English text changed since is flagged "Spanish not updated". No
   * defaults: a default Spanish value counts as written from the default English.
   */
  translatedFrom?: TranslationMarks;
}

/** The English each translation was written from, by language and then by the text's path, one segment a level. */
export type TranslationMarks = Partial<Record<Lang, MarkTree>>;
export interface MarkTree {
  [segment: string]: MarkTree | string;
}

/** A town's id: its name as a path segment ("Buffalo Gap" → "buffalo-gap"). */
export function townId(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "town"
  );
}

function defaultBusiness(): ModelBusiness {
  const { towns, ...details } = defaultDetails();
  const record = emptyRecord<ModelTown>();
  const order: string[] = [];
  for (const town of towns) {
    const id = townId(town.name);
    record[id] = { name: town.name, zipCodes: [...town.zipCodes] };
    order.push(id);
  }
  return { ...details, towns: record, townOrder: order };
}

function defaultFaqs(): Pick<ContentModel, "faq" | "faqLists"> {
  const faq = emptyRecord<ModelFaq>();
  const lists = emptyRecord<readonly string[]>() as Record<FaqListKey, readonly string[]>;
  for (const page of ["faqs", "services"] as const) {
    lists[page] = faqsForPage(page).map((entry) => {
      const id = String(entry.id);
      faq[id] = { question: entry.question, answer: entry.answer };
      return id;
    });
  }
  for (const key of serviceKeys) {
    lists[key] = services[key].faqs.map((entry, index) => {
      const id = `${key}-${index + 1}`;
      faq[id] = { question: entry.question, answer: entry.answer };
      return id;
    });
  }
  return { faq, faqLists: lists };
}

/** Texts joined in each language: paragraphs with a blank line between, lines one a line. */
const joined = (texts: readonly Text[], separator: string): Text =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, texts.map((value) => value[lang]).join(separator)]),
  ) as Text;

function defaultServiceWords(): Record<ServiceKey, ModelServiceWords> {
  const words = emptyRecord<ModelServiceWords>() as Record<ServiceKey, ModelServiceWords>;
  for (const key of serviceKeys) {
    const service = services[key];
    const benefits = emptyRecord<ModelBenefit>();
    const order = service.benefits.items.map((item, index) => {
      const id = `b${index + 1}`;
      benefits[id] = { title: item.title, text: item.text };
      return id;
    });
    words[key] = {
      introHeading: service.intro.heading,
      intro: joined(service.intro.paragraphs, "\n\n"),
      benefitsHeading: service.benefits.heading,
      benefits,
      benefitOrder: order,
      whyChooseUs: joined(service.whyChooseUs, "\n"),
    };
  }
  return words;
}

function defaultClaimsModel(): ContentModel["claims"] {
  const claims = emptyRecord<Record<ClaimIcon, ModelClaim>>() as ContentModel["claims"];
  for (const [audience, list] of Object.entries(defaultClaims) as Array<
    [TrustAudience, typeof defaultClaims.home]
  >) {
    const strip = emptyRecord<ModelClaim>() as Record<ClaimIcon, ModelClaim>;
    for (const claim of list) strip[claim.key] = { title: claim.title, text: claim.text, shown: true };
    claims[audience] = strip;
  }
  return claims;
}

function defaultChecklist(): ContentModel["checklist"] {
  const rows = emptyRecord<ModelChecklistRow>();
  for (const group of checklistGroups) {
    group.tasks.forEach((task, index) => {
      const [recurring, deep, move] = task.cells;
      rows[checklistTaskId(group.name, index)] = { recurring, deep, move };
    });
  }
  return rows;
}

function defaultBooking(): ModelBooking {
  const windows = emptyRecord<ModelWindow>();
  for (const window of DEFAULT_WINDOWS) {
    windows[window.id] = {
      label: text(window.label, DEFAULT_WINDOW_NAMES_ES[window.id] ?? ""),
      starts: window.starts,
      ends: window.ends,
      offeredTo: window.offeredTo,
      retired: false,
    };
  }
  const hours = defaultDetails().hours;
  const days = emptyRecord<boolean>() as Record<Weekday, boolean>;
  for (const day of WEEKDAYS) days[day] = hours[day].open;
  return { windows, daysFollowHours: true, days };
}

/** The model before the owner's first change: the typed content files and the build variables' first values. */
export function defaultModel(): ContentModel {
  const testimonials = emptyRecord<ModelTestimonial>();
  const order: string[] = [];
  ownerTestimonials.forEach((testimonial, index) => {
    const id = `file-${index + 1}`;
    order.push(id);
    testimonials[id] = {
      text: testimonial.text,
      customerName: testimonial.customerName,
      place: testimonial.place ?? "",
      date: testimonial.date,
      rating: testimonial.rating ?? 0,
      hidden: false,
      lang: testimonial.lang ?? "en",
    };
  });
  return {
    photos: emptyRecord(),
    galleries: emptyRecord(),
    comparisons: emptyRecord(),
    testimonials,
    testimonialOrder: order,
    notice: { text: text(""), until: "" },
    business: defaultBusiness(),
    facts: defaultFacts(),
    home: {
      subtitle: text(
        "Book our expert team for quality service you can count on",
        "Contrate a nuestro equipo de expertos: un servicio de calidad con el que puede contar",
      ),
      intro: text(
        "Homes, rentals and businesses across Abilene and the Big Country trust {business} for cleaning done right: licensed, bonded and insured staff, eco-friendly products that are safe for kids and pets, and free estimates.",
        "Casas, propiedades de renta y negocios de Abilene y todo el Big Country confían en {business} para una limpieza bien hecha: personal con licencia, fianza y seguro, productos ecológicos seguros para niños y mascotas, y cotizaciones gratis.",
      ),
    },
    claims: defaultClaimsModel(),
    ...defaultFaqs(),
    services: defaultServiceWords(),
    pages: { ...defaultStoredPages },
    checklist: defaultChecklist(),
    booking: defaultBooking(),
    // Nothing online until the owner chooses (and the service has the gateway's keys).
    payments: { choice: "none", depositKind: "percent", depositCents: 5_000, depositPercent: 25 },
  };
}

let defaults: FlatContent | undefined;
/** The defaults, flat (computed once: the build variables are read once, at start). */
export function defaultLeaves(): FlatContent {
  defaults ??= flatten(defaultModel() as unknown as Tree);
  return defaults;
}

/** Records the defaults may leave empty, present in every model. */
const RECORDS = ["photos", "galleries", "comparisons", "testimonials", "faq", "checklist"] as const;

/** The model the owner's overrides make of the defaults: a fresh tree every call (edits may change it). */
export function modelOf(overrides: FlatContent): ContentModel {
  const leaves = new Map<string, Leaf>(defaultLeaves());
  for (const [path, value] of overrides) leaves.set(path, value);
  const tree = unflatten(leaves) as unknown as ContentModel;
  for (const key of RECORDS) {
    if (own(tree as unknown as Record<string, unknown>, key) === undefined) {
      (tree as unknown as Record<string, unknown>)[key] = emptyRecord();
    }
  }
  if (own(tree.business as unknown as Record<string, unknown>, "towns") === undefined)
    tree.business.towns = emptyRecord();
  return tree;
}

/**
 * What the owner changed: the model's leaves that differ from the defaults. Items the defaults have and the model
 * no longer does (a town removed) are kept out of the order lists, never deleted: a removed default town is a town
 * no list shows.
 */
export function overridesOf(model: ContentModel): Map<string, Leaf> {
  return overridesOfLeaves(flatten(model as unknown as Tree));
}

/** What the owner changed, from every leaf of a model. */
export function overridesOfLeaves(leaves: FlatContent): Map<string, Leaf> {
  for (const path of defaultLeaves().keys()) {
    if (!leaves.has(path)) throw new Error(`content: the default ${path} is missing`);
  }
  return new Map([...leaves].filter(([path, value]) => !sameLeaf(defaultLeaves().get(path), value)));
}
