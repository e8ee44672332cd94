import { STORED_PAGE_SLUGS } from "../pages/stored-pages.ts";
import { serviceKeys } from "../services/types.ts";
import { TRUST_AUDIENCES } from "../trust-claims.ts";
import {
  type ContentModel,
  defaultLeaves,
  FAQ_LIST_KEYS,
  type MarkTree,
  type ModelClaim,
  type TranslationMarks,
} from "./content-model.ts";
import { editableField } from "./editable.ts";
import { DEFAULT_LANG, LANGUAGES, type Lang, type Text } from "./languages.ts";
import { emptyRecord, type FlatContent, type Leaf, own } from "./paths.ts";

/**
 * Which translations are behind their English (issue 31: "a text changed in English and not in Spanish is flagged
 * to the owner"). Beside each Spanish value the model keeps the English it was written from, as a leaf of its own
 * root: `translatedFrom.es.<text's path>` (docs/architecture.md, "The content model"). Every change marks what it
 * translates in one place (`markTranslations`, applied to each change the owner saves), so undoing a change takes
 * its marks back with its words. A text whose English differs from the English its Spanish was written from is
 * "Spanish not updated"; one without Spanish shows the English on the Spanish page until the owner writes it.
 */

/** The languages translated from the default one (the English is the language of record). */
export const TRANSLATED: readonly Lang[] = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);

const ROOT = "translatedFrom";

/** The path of the mark of a text's translation into `lang` ("translatedFrom.es.faq.3.answer"). */
export const markPath = (base: string, lang: Lang = "es") => `${ROOT}.${lang}.${base}`;

/**
 * The model's leaves after a change, with each translation the change wrote marked as written from the English
 * of that moment: a Spanish value set (or changed) gets the English beside it as its mark, an emptied one loses its
 * mark, and so does a text the change took out of the model. Both maps are every leaf of the model (`flatten`).
 */
export function markTranslations(before: FlatContent, after: FlatContent): Map<string, Leaf> {
  const marked = new Map(after);
  for (const lang of TRANSLATED) {
    const suffix = `.${lang}`;
    const prefix = `${ROOT}.${lang}.`;
    for (const [path, value] of after) {
      if (!path.endsWith(suffix) || path.startsWith(`${ROOT}.`) || before.get(path) === value) continue;
      const base = path.slice(0, -suffix.length);
      const english = after.get(`${base}.${DEFAULT_LANG}`);
      if (typeof value === "string" && value !== "" && typeof english === "string")
        marked.set(`${prefix}${base}`, english);
      else marked.delete(`${prefix}${base}`);
    }
    for (const path of after.keys()) {
      if (path.startsWith(prefix) && !after.has(`${path.slice(prefix.length)}${suffix}`)) marked.delete(path);
    }
  }
  return marked;
}

/** One text of a page, as the owner's forms know it: its path, and its value in every language. */
export interface LiveText {
  /** The text's path without its language ("faq.q12.answer"). */
  path: string;
  value: Text;
}

/**
 * Every text a visitor can read now: the claims shown, the questions of some list, the benefits of their page, the
 * facts with words, the photos on a page, the notice while it is shown. Hidden or removed items are left out (their
 * words are read by nobody).
 */
export function liveTexts(model: ContentModel, today?: string): LiveText[] {
  const texts: LiveText[] = [];
  const add = (path: string, value: Text) => texts.push({ path, value });
  add("home.subtitle", model.home.subtitle);
  add("home.intro", model.home.intro);
  for (const audience of TRUST_AUDIENCES) {
    for (const [icon, claim] of Object.entries(model.claims[audience])) {
      if (!claim.shown) continue;
      add(`claims.${audience}.${icon}.title`, claim.title);
      add(`claims.${audience}.${icon}.text`, claim.text);
    }
  }
  for (const key of serviceKeys) {
    const words = model.services[key];
    add(`services.${key}.introHeading`, words.introHeading);
    add(`services.${key}.intro`, words.intro);
    add(`services.${key}.benefitsHeading`, words.benefitsHeading);
    for (const id of words.benefitOrder) {
      const benefit = own(words.benefits, id);
      if (!benefit) continue;
      add(`services.${key}.benefits.${id}.title`, benefit.title);
      add(`services.${key}.benefits.${id}.text`, benefit.text);
    }
    add(`services.${key}.whyChooseUs`, words.whyChooseUs);
  }
  const seen = new Set<string>();
  for (const list of FAQ_LIST_KEYS) {
    for (const id of own(model.faqLists, list) ?? []) {
      const entry = own(model.faq, id);
      if (!entry || seen.has(id)) continue;
      seen.add(id);
      add(`faq.${id}.question`, entry.question);
      add(`faq.${id}.answer`, entry.answer);
    }
  }
  for (const slug of STORED_PAGE_SLUGS) add(`pages.${slug}`, model.pages[slug]);
  const { facts } = model;
  add("facts.venue.value", facts.venue.value);
  add("facts.liabilityLimit.value", facts.liabilityLimit.value);
  add("facts.replyTime.value", facts.replyTime.value);
  add("facts.payment.value", facts.payment.value);
  add("facts.developerCredit.value.label", facts.developerCredit.value.label);
  const shown = new Set([
    ...Object.values(model.galleries).flat(),
    ...Object.values(model.comparisons).flatMap((pair) => [pair.before, pair.after]),
  ]);
  for (const id of Object.keys(model.photos)) {
    const photo = own(model.photos, id);
    if (photo && shown.has(id) && photo.alt.en.trim()) add(`photos.${id}.alt`, photo.alt);
  }
  for (const id of Object.keys(model.booking.windows)) {
    const window = own(model.booking.windows, id);
    if (window && !window.retired) add(`booking.windows.${id}.label`, window.label);
  }
  if (model.notice.text.en && (today === undefined || today <= model.notice.until))
    add("notice.text", model.notice.text);
  return texts;
}

/** The mark of one text: the English its translation into `lang` was written from, when the model keeps it. */
export function markOf(model: ContentModel, base: string, lang: Lang = "es"): string | undefined {
  let node: MarkTree | string | undefined = model.translatedFrom?.[lang];
  for (const segment of base.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = own(node, segment);
  }
  return typeof node === "string" ? node : undefined;
}

/** Sets the mark of one text (the owner said its translation is still right for the English it has now). */
export function setMark(model: ContentModel, base: string, english: string, lang: Lang = "es"): void {
  model.translatedFrom ??= emptyRecord<MarkTree>() as TranslationMarks;
  const marks = model.translatedFrom;
  marks[lang] ??= emptyRecord<MarkTree | string>() as MarkTree;
  let node: MarkTree = marks[lang];
  const segments = base.split(".");
  for (const segment of segments.slice(0, -1)) {
    const next = own(node, segment);
    if (next === undefined || typeof next === "string") {
      const child = emptyRecord<MarkTree | string>() as MarkTree;
      node[segment] = child;
      node = child;
    } else {
      node = next;
    }
  }
  node[segments.at(-1) as string] = english;
}

/**
 * The English a translation was written from: its mark, or else the default English (a default translation was
 * written with it; a translation without a mark is assumed as old as the defaults, so a changed English flags it).
 * Undefined when nothing tells (an item the owner added, no mark).
 */
export function writtenFrom(
  model: ContentModel,
  base: string,
  lang: Lang = "es",
  defaults: FlatContent = defaultLeaves(),
): string | undefined {
  const mark = markOf(model, base, lang);
  if (mark !== undefined) return mark;
  const english = defaults.get(`${base}.${DEFAULT_LANG}`);
  return typeof english === "string" ? english : undefined;
}

/** A text of the model by its path ("faq.q12.answer"), when there is one. */
export function textAt(model: ContentModel, base: string): Text | undefined {
  let node: unknown = model;
  for (const segment of base.split(".")) {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return undefined;
    node = own(node as Record<string, unknown>, segment);
  }
  const value = node as Partial<Text> | undefined;
  return typeof value?.en === "string" && typeof value.es === "string" ? (value as Text) : undefined;
}

/**
 * A place where a Spanish page does not say what the English one says: "missing" (no Spanish yet, the English
 * shows) or "outdated" (the English changed after the Spanish was written).
 */
export interface TranslationGap {
  path: string;
  kind: "missing" | "outdated";
  /** The English now. */
  english: string;
  /** The translation now ("" when missing). */
  translation: string;
  lang: Lang;
}

/** What the owner reads for each kind of gap. */
export const GAP_WORDS: Record<TranslationGap["kind"], string> = {
  missing: "No Spanish yet: the English shows",
  outdated: "Spanish not updated",
};

/**
 * Every place whose translation is missing or older than its English, in the order of the pages; `today` leaves
 * out a notice that has ended, `defaults` are the model's (what the typed files say).
 */
export function translationGaps(
  model: ContentModel,
  options: { today?: string; defaults?: FlatContent } = {},
): TranslationGap[] {
  return TRANSLATED.flatMap((lang) =>
    liveTexts(model, options.today).flatMap(({ path, value }): TranslationGap[] => {
      const kind = gapKind(model, path, value, lang, options.defaults);
      return kind ? [{ path, kind, english: value[DEFAULT_LANG], translation: value[lang], lang }] : [];
    }),
  );
}

/** Whether one text's translation is missing or older than its English (undefined: neither). */
export function gapKind(
  model: ContentModel,
  path: string,
  value: Text,
  lang: Lang = "es",
  defaults?: FlatContent,
): TranslationGap["kind"] | undefined {
  const english = value[DEFAULT_LANG];
  if (!english.trim()) return undefined;
  if (!value[lang].trim()) return "missing";
  const from = writtenFrom(model, path, lang, defaults);
  return from !== undefined && from !== english ? "outdated" : undefined;
}

/** A long text as a line the owner can read at a glance: whole when short, its start when long. */
export function excerpt(value: string, length = 120): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}

/**
 * The owner's name for a text: its field's ("Answer", "Introduction (Gym Cleaning)", from the list of what is
 * editable), and the item it belongs to where there are many alike (the question an answer is to, the benefit, the
 * claim, the photo), in its English.
 */
export function textPlace(model: ContentModel, base: string): { label: string; item?: string; name: string } {
  const label = editableField(`${base}.${DEFAULT_LANG}`)?.name ?? base;
  const [root, a = "", b = "", c = ""] = base.split(".");
  const item =
    root === "faq"
      ? own(model.faq, a)?.question.en
      : root === "services" && b === "benefits"
        ? own(own(model.services, a)?.benefits, c)?.title.en
        : root === "claims"
          ? own<ModelClaim>(own(model.claims, a), b)?.title.en
          : root === "photos"
            ? own(model.photos, a)?.alt.en
            : root === "booking"
              ? own(model.booking.windows, b)?.label.en
              : undefined;
  const shown = item ? excerpt(item, 60) : undefined;
  return { label, ...(shown ? { item: shown } : {}), name: shown ? `${label}, “${shown}”` : label };
}
