import type { FACT_DESCRIPTIONS } from "../../app/content/business.ts";
import { goingLiveItems } from "../../app/content/going-live.ts";
import type { ContentModel } from "../../app/content/model/content-model.ts";
import { editableField } from "../../app/content/model/editable.ts";
import { changedPaths, type FlatContent, type Leaf } from "../../app/content/model/paths.ts";
import { resolveContent } from "../../app/content/model/resolve.ts";
import type {
  ListChange,
  OwnerWordsService,
  WordsChange,
  WordsHistoryEntry,
  WordsResult,
} from "../../app/lib/owner-words.ts";
import { getPage, type SitePageId } from "../../app/route-table.ts";
import type { PageRenderer } from "../page-renderer.ts";
import type { Store } from "../store/store.ts";
import { defaultLeaf, modelOfDocument, readDocument } from "./content-document.ts";
import { changeContent, planned } from "./owner-site-service.ts";
import { type Edit, OwnerMistake } from "./site-editor.ts";
import type { SitePublisher } from "./site-publisher.ts";
import {
  applyListChange,
  applyWordsChange,
  confirmFact,
  FieldMistake,
  keepTranslation,
  langOfChange,
} from "./words-editor.ts";

/** The public page a change shows on: what its preview renders. */
function pageOf(change: WordsChange): SitePageId {
  switch (change.kind) {
    case "faq":
      return change.input.list === "faqs"
        ? "faqs"
        : change.input.list === "services"
          ? "services"
          : change.input.list;
    case "service":
    case "benefit":
      return change.input.key;
    case "page":
      return change.input.slug === "about-us" ? "about-us" : "guarantee";
    case "claim":
      return change.input.audience === "home"
        ? "home"
        : change.input.audience === "business"
          ? "commercial"
          : "daycare";
    case "checklist":
      return "cleaning-checklists";
    case "fact":
      return FACT_PAGES[change.input.key];
    case "home":
      return "home";
    case "window":
    case "booking-days":
      return "get-a-quote";
    default:
      return "contact-us";
  }
}

const FACT_PAGES: Record<keyof typeof FACT_DESCRIPTIONS, SitePageId> = {
  entityName: "terms-and-conditions",
  venue: "terms-and-conditions",
  liabilityLimit: "terms-and-conditions",
  quoteRequestMonths: "privacy-policy",
  serverLogDays: "privacy-policy",
  replyTime: "contact-us",
  payment: "faqs",
  securityPractices: "security-policy",
  developerCredit: "home",
};

/** A value as the history shows it: words, a list joined, yes or no ("" for a text, cut by `excerpts`). */
function shown(value: Leaf | undefined, kind?: string): string {
  if (value === undefined) return "(none)";
  if (kind === "language") return value === "es" ? "Spanish" : "English";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.join(", ") || "(none)";
  return String(value);
}

/** The longest excerpt the history shows of a value. */
const EXCERPT_LENGTH = 160;
/** How much unchanged text an excerpt keeps before the change, so the owner can tell where it is. */
const CONTEXT_BEFORE = 40;

/**
 * Both values cut to the part that changed: an edit far down About Us shows that paragraph in was and became, not
 * the page's first 160 characters (which did not change).
 */
export function excerpts(was: string, became: string): { was: string; became: string } {
  if (was.length <= EXCERPT_LENGTH && became.length <= EXCERPT_LENGTH) {
    return { was: was || "(empty)", became: became || "(empty)" };
  }
  let same = 0;
  while (same < was.length && same < became.length && was[same] === became[same]) same += 1;
  const start = Math.max(0, same - CONTEXT_BEFORE);
  const cut = (value: string) => {
    const end = Math.min(value.length, start + EXCERPT_LENGTH);
    const part = value.slice(start, end);
    return part === "" ? "(empty)" : `${start > 0 ? "…" : ""}${part}${end < value.length ? "…" : ""}`;
  };
  return { was: cut(was), became: cut(became) };
}

/** What each value was and became, by the owner's name for it. */
export function changeDetails(before: FlatContent, after: FlatContent): WordsHistoryEntry["details"] {
  return changedPaths(before, after).flatMap((path) => {
    const field = editableField(path);
    // The marks of where a translation came from (translatedFrom) are no field: they change with their words.
    if (!field || field.kind === "order" || field.kind === "id") return [];
    const values = excerpts(
      shown(before.get(path) ?? defaultLeaf(path), field.kind),
      shown(after.get(path) ?? defaultLeaf(path), field.kind),
    );
    return [{ field: path.endsWith(".es") ? `${field.name} (Spanish)` : field.name, ...values }];
  });
}

const fieldResult = (result: { ok: boolean; problem?: string }, field?: string): WordsResult =>
  result.ok ? { ok: true } : { ok: false, problem: result.problem ?? "", ...(field ? { field } : {}) };

/** The owner's words and facts for one request's owner (docs/owner-guide.md, "Your business and your words"). */
export function ownerWordsService(options: {
  store: Store;
  publisher: SitePublisher;
  renderer: PageRenderer;
  owner: () => Promise<{ email: string } | undefined>;
  /** SITE_URL as the service runs with it (the going-live list names it while it is this machine). */
  siteUrl: string;
}): OwnerWordsService {
  const { store, publisher, renderer } = options;
  const latestModel = async () => modelOfDocument(readDocument((await store.latestRevision())?.document));

  async function change(edit: (model: ContentModel) => Edit): Promise<WordsResult> {
    const owner = await options.owner();
    if (!owner) return { ok: false, problem: "Sign in first." };
    let field: string | undefined;
    const result = await changeContent(store, publisher, owner.email, (document) =>
      planned(document, (model) => {
        try {
          return edit(model);
        } catch (error) {
          if (error instanceof FieldMistake) field = error.field;
          throw error;
        }
      }),
    );
    return fieldResult(result, field);
  }

  return {
    model: latestModel,
    async goingLive() {
      return goingLiveItems(await latestModel(), { SITE_URL: options.siteUrl });
    },
    save: (words) => change((model) => applyWordsChange(model, words)),
    async changeList(list: ListChange) {
      // A window with visits still to come, a request waiting in it or an offer open is not removed: those would
      // lose their window (move or cancel them first).
      if (list.kind === "remove-window" && (await store.windowInUse(list.id, new Date()))) {
        return {
          ok: false,
          problem:
            "Visits to come, requests waiting or times offered are in this window: move, answer or cancel them first (the Bookings page lists them).",
        };
      }
      return change((model) => applyListChange(model, list));
    },
    confirmFact: (key) => change((model) => confirmFact(model, key)),
    keepTranslation: (path) => change((model) => keepTranslation(model, path)),
    async preview(words) {
      try {
        const { model } = applyWordsChange(await latestModel(), words);
        const { today } = publisher.current();
        // The page in the language being edited: the Spanish twin shows the Spanish words.
        const lang = langOfChange(words);
        const content = { ...resolveContent(model, await store.photos(), lang), ...(today ? { today } : {}) };
        const path = getPage(pageOf(words), lang).path;
        const rendered = await renderer.render(path, content);
        return { ok: true, html: rendered.html, path };
      } catch (error) {
        if (error instanceof FieldMistake) return { ok: false, problem: error.message, field: error.field };
        if (error instanceof OwnerMistake) return { ok: false, problem: error.message };
        throw error;
      }
    },
    async history(limit) {
      const revisions = await store.revisions(limit + 1);
      return revisions.slice(0, limit).map((revision, index) => {
        const previous = revisions[index + 1];
        const before = readDocument(previous?.document).overrides;
        const after = readDocument(revision.document).overrides;
        return {
          id: revision.id,
          at: revision.at.toISOString(),
          actor: revision.actor,
          summary: revision.summary,
          details: changeDetails(before, after),
        };
      });
    },
  };
}
