import { CHECKLIST_SERVICE_KEYS, type ChecklistCell } from "../../../content/checklist.ts";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../../../content/model/languages.ts";
import type { ClaimIcon, TrustAudience } from "../../../content/trust-claims.ts";
import type { ChecklistInput, ListChange, WordsChange } from "../../../lib/owner-words.ts";
import { formText } from "../posted-form.ts";
import { faqListOf, type WordsPage } from "./words-pages.ts";

/**
 * A words form as the service takes it: the posted fields of one form of a page's editor (its hidden `form` names
 * which) as one change, the same whether it is saved, previewed or published from the preview. The service checks
 * every value; here the fields are only gathered.
 */

/** The forms of the words pages, by their hidden `form` field. */
export type WordsFormName = "home" | "claim" | "service" | "benefit" | "faq" | "page" | "checklist";

function langOf(form: FormData): Lang {
  const lang = formText(form, "lang");
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Lang) : DEFAULT_LANG;
}

const optionalId = (form: FormData) => {
  const id = formText(form, "id");
  return id ? { id } : {};
};

/** Every checklist select of the form: `<task id>-<column>` = the cell. */
function checklistOf(form: FormData): ChecklistInput {
  const rows: Record<string, Record<string, string>> = {};
  for (const [name, value] of form) {
    const match = /^(.+)-(recurring|deep|move)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    const [, task = "", column = ""] = match;
    rows[task] ??= {};
    (rows[task] as Record<string, string>)[column] = value;
  }
  const input: ChecklistInput = {};
  for (const [task, row] of Object.entries(rows)) {
    const cells = Object.fromEntries(CHECKLIST_SERVICE_KEYS.map((key) => [key, row[key] ?? ""]));
    input[task] = cells as Record<(typeof CHECKLIST_SERVICE_KEYS)[number], ChecklistCell>;
  }
  return input;
}

/** The change a page's form asks for; undefined when the form is not one this page has. */
export function wordsChangeOf(page: WordsPage, form: FormData): WordsChange | undefined {
  const lang = langOf(form);
  const list = faqListOf(page);
  switch (formText(form, "form") as WordsFormName) {
    case "home":
      if (page.kind !== "home") return undefined;
      return {
        kind: "home",
        input: { lang, subtitle: formText(form, "subtitle"), intro: formText(form, "intro") },
      };
    case "claim":
      if (page.kind !== "home") return undefined;
      return {
        kind: "claim",
        input: {
          audience: formText(form, "audience") as TrustAudience,
          key: formText(form, "key") as ClaimIcon,
          lang,
          title: formText(form, "title"),
          text: formText(form, "text"),
          shown: form.get("shown") === "yes",
        },
      };
    case "service":
      if (page.kind !== "service") return undefined;
      return {
        kind: "service",
        input: {
          key: page.key,
          lang,
          introHeading: formText(form, "introHeading"),
          intro: formText(form, "intro"),
          benefitsHeading: formText(form, "benefitsHeading"),
          whyChooseUs: formText(form, "whyChooseUs"),
        },
      };
    case "benefit":
      if (page.kind !== "service") return undefined;
      return {
        kind: "benefit",
        input: {
          key: page.key,
          ...optionalId(form),
          lang,
          title: formText(form, "title"),
          text: formText(form, "text"),
        },
      };
    case "faq":
      if (!list) return undefined;
      return {
        kind: "faq",
        input: {
          list,
          ...optionalId(form),
          lang,
          question: formText(form, "question"),
          answer: formText(form, "answer"),
        },
      };
    case "page":
      if (page.kind !== "stored") return undefined;
      return { kind: "page", input: { slug: page.key, lang, text: formText(form, "text") } };
    case "checklist":
      if (page.kind !== "checklist") return undefined;
      return { kind: "checklist", input: checklistOf(form) };
    default:
      return undefined;
  }
}

/** A list item moved or taken out (`intent` names which), on the page whose list it is. */
export function listChangeOf(page: WordsPage, intent: string, form: FormData): ListChange | undefined {
  const id = formText(form, "id");
  const direction = formText(form, "direction") === "up" ? "up" : "down";
  const list = faqListOf(page);
  if (intent === "move-faq" && list) return { kind: "move-faq", list, id, direction };
  if (intent === "remove-faq" && list) return { kind: "remove-faq", list, id };
  if (page.kind !== "service") return undefined;
  if (intent === "move-benefit") return { kind: "move-benefit", key: page.key, id, direction };
  if (intent === "remove-benefit") return { kind: "remove-benefit", key: page.key, id };
  return undefined;
}
