import { createContext } from "react-router";
import type { FactKey, Weekday } from "../content/business.ts";
import type { ChecklistCell } from "../content/checklist.ts";
import type { GoingLiveItem } from "../content/going-live.ts";
import type { ContentModel, FaqListKey } from "../content/model/content-model.ts";
import type { Lang } from "../content/model/languages.ts";
import type { StoredPageSlug } from "../content/pages/stored-pages.ts";
import type { ServiceKey } from "../content/services/types.ts";
import type { ClaimIcon, TrustAudience } from "../content/trust-claims.ts";

/**
 * The owner's words and facts (docs/owner-guide.md, "Your business and your words"): what the signed-in pages under
 * /leads/site ask of the service to change the business's details, hours, towns, the facts of the Going live
 * checklist, the FAQs, each page's words and the checklist's cells. Each change is checked field by field (a bad
 * value changes nothing and says why, naming the field), recorded with who and when and what each value was and
 * became, undone on its own, and reaches every page's HTML within seconds. The service is
 * server/content/owner-words-service.ts, handed to the routes through React Router's context.
 */

/** A refused change: why in the owner's words, and the form field it is about (the form puts the message there). */
export type WordsResult = { ok: true } | { ok: false; problem: string; field?: string };

export interface DetailsInput {
  phone: string;
  email: string;
  street: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  facebook: string;
  instagram: string;
  yelp: string;
  googleReviewUrl: string;
  copyrightHolder: string;
  yearsOfExperience: string;
}

export type HoursInput = Record<Weekday, { open: boolean; opens: string; closes: string }>;

export interface TownInput {
  /** Absent: a new town. */
  id?: string;
  name: string;
  /** As typed: "79601, 79602" (commas, spaces or lines between them). */
  zipCodes: string;
}

export interface FactInput {
  key: FactKey;
  /** As typed; a number for the retention periods; ignored for the security practices (confirmed only). */
  value: string;
  /** The website credit's link ("" for none). */
  url?: string;
  lang: Lang;
  confirmed: boolean;
}

export interface FaqInput {
  list: FaqListKey;
  /** Absent: a new question at the end of the list. */
  id?: string;
  lang: Lang;
  question: string;
  answer: string;
}

export interface ServiceWordsInput {
  key: ServiceKey;
  lang: Lang;
  introHeading: string;
  intro: string;
  benefitsHeading: string;
  whyChooseUs: string;
}

export interface BenefitInput {
  key: ServiceKey;
  id?: string;
  lang: Lang;
  title: string;
  text: string;
}

export interface PageInput {
  slug: StoredPageSlug;
  lang: Lang;
  text: string;
}

export interface HomeInput {
  lang: Lang;
  subtitle: string;
  intro: string;
}

export interface ClaimInput {
  audience: TrustAudience;
  key: ClaimIcon;
  lang: Lang;
  title: string;
  text: string;
  shown: boolean;
}

/** An arrival window (docs/owner-guide.md, "Windows and days"): new when it has no id. */
export interface WindowInput {
  id?: string;
  lang: Lang;
  label: string;
  /**
   * The name in Spanish, written beside the English on the same form (the Spanish quote form offers it); empty, the
   * Spanish pages show the English name.
   */
  labelEs?: string;
  /** "HH:MM", Abilene time. */
  starts: string;
  ends: string;
  offeredTo: string;
}

/** The weekdays visits can be booked: the days the business opens, or the owner's own. */
export interface BookingDaysInput {
  followHours: boolean;
  days: Record<Weekday, boolean>;
}

/** How customers pay online, as the form sends it: the deposit typed in dollars or as a percentage. */
export interface PaymentsInput {
  choice: string;
  depositKind: string;
  /** Dollars as typed ("60", "60.00"). */
  depositAmount: string;
  depositPercent: string;
}

/** Every cell, by task id and column. */
export type ChecklistInput = Record<
  string,
  { recurring: ChecklistCell; deep: ChecklistCell; move: ChecklistCell }
>;

/** One change of words or facts, as a form sends it: the same shape is saved, or shown first as a preview. */
export type WordsChange =
  | { kind: "details"; input: DetailsInput }
  | { kind: "hours"; input: HoursInput }
  | { kind: "town"; input: TownInput }
  | { kind: "fact"; input: FactInput }
  | { kind: "faq"; input: FaqInput }
  | { kind: "service"; input: ServiceWordsInput }
  | { kind: "benefit"; input: BenefitInput }
  | { kind: "page"; input: PageInput }
  | { kind: "home"; input: HomeInput }
  | { kind: "claim"; input: ClaimInput }
  | { kind: "checklist"; input: ChecklistInput }
  | { kind: "window"; input: WindowInput }
  | { kind: "booking-days"; input: BookingDaysInput }
  | { kind: "payments"; input: PaymentsInput };

/** A list's item moved or taken out. */
export type ListChange =
  | { kind: "move-town"; id: string; direction: "up" | "down" }
  | { kind: "remove-town"; id: string }
  | { kind: "move-faq"; list: FaqListKey; id: string; direction: "up" | "down" }
  | { kind: "remove-faq"; list: FaqListKey; id: string }
  | { kind: "move-benefit"; key: ServiceKey; id: string; direction: "up" | "down" }
  | { kind: "remove-benefit"; key: ServiceKey; id: string }
  | { kind: "remove-window"; id: string };

/** One recorded change, with what each value was and became. */
export interface WordsHistoryEntry {
  id: number;
  at: string;
  actor: string;
  summary: string;
  details: Array<{ field: string; was: string; became: string }>;
}

export interface OwnerWordsService {
  /** The model as it is now (every value, every language), for the forms. */
  model(): Promise<ContentModel>;
  /** What still stands between the site and going live. */
  goingLive(): Promise<GoingLiveItem[]>;
  save(change: WordsChange): Promise<WordsResult>;
  changeList(change: ListChange): Promise<WordsResult>;
  /** Confirms a fact as it stands. */
  confirmFact(key: FactKey): Promise<WordsResult>;
  /**
   * The Spanish of a text (its path without the language: "faq.q3.answer") is still right for its English as it is
   * now: no word changes, and it is no longer flagged "Spanish not updated".
   */
  keepTranslation(path: string): Promise<WordsResult>;
  /**
   * The public page `change` reaches, rendered with it but not saved: its HTML (shown to the owner inside their own
   * frame), or why the change would be refused.
   */
  preview(
    change: WordsChange,
  ): Promise<{ ok: true; html: string; path: string } | { ok: false; problem: string; field?: string }>;
  history(limit: number): Promise<WordsHistoryEntry[]>;
}

export const ownerWordsContext = createContext<OwnerWordsService>();
