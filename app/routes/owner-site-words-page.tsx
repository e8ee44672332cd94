import { data, redirect } from "react-router";
import { ErrorSummary } from "../components/owner/form-kit.tsx";
import { OwnerBar } from "../components/owner/owner-bar.tsx";
import { BackLink, DoneMessage, doneOf, requireOwner } from "../components/owner/owner-site-parts.tsx";
import {
  formText,
  type PostedForm,
  postedFor,
  postedValues,
  refuse,
} from "../components/owner/posted-form.ts";
import { placeOfText } from "../components/owner/spanish-places.ts";
import { ChecklistEditor } from "../components/owner/words/checklist-editor.tsx";
import { FaqListEditor } from "../components/owner/words/faq-list-editor.tsx";
import { ClaimsEditor, HomeWordsForm } from "../components/owner/words/home-editor.tsx";
import { LanguageSwitch, SpanishIntro, type Translating } from "../components/owner/words/in-spanish.tsx";
import { previewDocument } from "../components/owner/words/preview-document.ts";
import { BenefitsEditor, ServiceWordsForm } from "../components/owner/words/service-editor.tsx";
import { StoredPageEditor } from "../components/owner/words/stored-page-editor.tsx";
import { listChangeOf, wordsChangeOf } from "../components/owner/words/words-form-data.ts";
import {
  faqListOf,
  hasTexts,
  type WordsPage,
  withLang,
  wordsPage,
  wordsPath,
} from "../components/owner/words/words-pages.ts";
import { business } from "../content/business.ts";
import type { ContentModel } from "../content/model/content-model.ts";
import { DEFAULT_LANG, isLang, type Lang } from "../content/model/languages.ts";
import { own } from "../content/model/paths.ts";
import { type TranslationGap, translationGaps } from "../content/model/translations.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import { abileneToday } from "../lib/site-content.ts";
import type { Route } from "./+types/owner-site-words-page.ts";

// One page's words (docs/owner-guide.md, "Your business and your words"): the home page's, a service page's, the
// FAQ lists, About Us and the Satisfaction Guarantee, the checklist's cells. Each form saves, or previews: the public
// page rendered with the change, answered as the whole page with a bar to publish it or go back to editing.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData?.page?.name ?? "No such page"}${loaderData && "lang" in loaderData && loaderData.lang === "es" ? " in Spanish" : ""} | Words | ${business.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const ADDED = "Added. The page shows it within a few seconds.";
const KEPT = "Noted: the Spanish is still right.";
const MOVED = "Moved.";
const REMOVED = "Taken off the page (Undo under History brings it back).";
const DONE_MESSAGES = {
  saved: "Saved. The page shows the change within a few seconds.",
  claim: "Saved. The strip shows it within a few seconds.",
  "faq-added": ADDED,
  "faq-moved": MOVED,
  "faq-removed": REMOVED,
  "benefit-added": ADDED,
  "benefit-moved": MOVED,
  "benefit-removed": REMOVED,
  kept: KEPT,
} as const;
type Done = keyof typeof DONE_MESSAGES;

const LIST_INTENTS = ["move-faq", "remove-faq", "move-benefit", "remove-benefit"];

/** The section each form's answer comes back to. */
function sectionOf(form: string, values: Record<string, string>): string {
  switch (form) {
    case "home":
      return "home-words";
    case "claim":
      return `claim-${values.audience ?? ""}-${values.key ?? ""}`;
    case "service":
      return "service-words";
    case "benefit":
      return "benefits";
    case "faq":
      return "questions";
    case "page":
      return "page-words";
    default:
      return form;
  }
}

/** Which item a form edits: a claim's strip and key, a question or benefit ("" for a new one). */
const itemOf = (form: string, values: Record<string, string>) =>
  form === "claim" ? `${values.audience ?? ""}.${values.key ?? ""}` : undefined;

/**
 * Preview: the public page with the change, not saved, answered as the page itself (a route's action can only
 * answer data for its own page, so this is the route's middleware). A refused change goes on to the action, which
 * shows the form again with why.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method !== "POST") return next();
    const form = await request.clone().formData();
    const page = wordsPage(params.page);
    if (formText(form, "intent") !== "preview" || !page) return next();
    if (!(await context.get(ownerInboxContext).owner())) return next();
    const change = wordsChangeOf(page, form);
    if (!change) return next();
    const preview = await context.get(ownerWordsContext).preview(change);
    if (!preview.ok) return next();
    const lang = langOf(formText(form, "lang"));
    const html = previewDocument(preview.html, {
      // Publish and Back to editing come back to the words in the language previewed.
      action: wordsPath(page.key, lang),
      fields: postedValues(form),
      pageName: lang === DEFAULT_LANG ? page.name : `the Spanish ${page.name}`,
    });
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
];

/** The language a page's words are edited in: `?lang=es`, else English (the checklist has no words per language). */
function langOf(value: string | null): Lang {
  return isLang(value ?? undefined) ? (value as Lang) : DEFAULT_LANG;
}
const langOfRequest = (request: Request, page: WordsPage | undefined) =>
  page && hasTexts(page) ? langOf(new URL(request.url).searchParams.get("lang")) : DEFAULT_LANG;

function faqItems(model: ContentModel, page: WordsPage) {
  const list = faqListOf(page);
  if (!list) return [];
  return (own(model.faqLists, list) ?? []).flatMap((id) => {
    const entry = own(model.faq, id);
    return entry ? [{ id, question: entry.question, answer: entry.answer }] : [];
  });
}

/** The page's texts whose Spanish is missing or older than their English, by path. */
function pageGaps(model: ContentModel, page: WordsPage, lang: Lang) {
  if (lang === DEFAULT_LANG) return {};
  const gaps: Record<string, TranslationGap["kind"]> = {};
  for (const gap of translationGaps(model, { today: abileneToday() })) {
    if (gap.lang === lang && placeOfText(model, gap.path, lang)?.group.key === page.key)
      gaps[gap.path] = gap.kind;
  }
  return gaps;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const page = wordsPage(params.page);
  if (!page) return data({ owner, page: null }, { status: 404 });
  const model = await context.get(ownerWordsContext).model();
  const search = new URL(request.url).searchParams;
  const lang = langOfRequest(request, page);
  return {
    owner,
    page,
    lang,
    gaps: pageGaps(model, page, lang),
    kept: search.get("done") === "kept" ? search.get("kept") : null,
    openClaim: search.get("claim"),
    home: page.kind === "home" ? { home: model.home, claims: model.claims } : null,
    service: page.kind === "service" ? model.services[page.key] : null,
    faqs: faqItems(model, page),
    stored: page.kind === "stored" ? model.pages[page.key] : null,
    checklist: page.kind === "checklist" ? model.checklist : null,
    editing: { faq: search.get("faq"), benefit: search.get("benefit") },
    savedClaim: search.get("done") === "claim" ? search.get("claim") : null,
    done: doneOf(request, DONE_MESSAGES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const words = context.get(ownerWordsContext);
  const page = wordsPage(params.page);
  const form = await request.formData();
  const values = postedValues(form);
  if (!page) return refuse({ form: "request", values }, { problem: "There is no such page." });
  const intent = formText(form, "intent");
  const lang = langOfRequest(request, page);
  const path = wordsPath(page.key);
  const back = (query: Record<string, string>, hash: string) =>
    redirect(withLang(path, lang, query, hash), 303);

  if (intent === "keep-translation") {
    // "The Spanish is still right": no word changes, the flag goes.
    const text = formText(form, "path");
    const result = await words.keepTranslation(text);
    if (!result.ok) return refuse({ form: "request", values }, { problem: result.problem });
    const search = new URL(request.url).searchParams;
    const open = Object.fromEntries(
      ["faq", "benefit", "claim"].flatMap((name) =>
        search.get(name) ? [[name, search.get(name) ?? ""]] : [],
      ),
    );
    return back({ ...open, done: "kept", kept: text }, formText(form, "field") || "request-problems");
  }

  if (LIST_INTENTS.includes(intent)) {
    const listForm = intent.endsWith("faq") ? "faq-list" : "benefit-list";
    const change = listChangeOf(page, intent, form);
    if (!change) return refuse({ form: listForm, values }, { problem: "That request was not understood." });
    const result = await words.changeList(change);
    if (!result.ok) return refuse({ form: listForm, values }, { problem: result.problem });
    // A moved item stays open to move again; a removed one leaves the owner at the list.
    const [list, kind] = intent.endsWith("faq") ? ["questions", "faq"] : ["benefits", "benefit"];
    return intent.startsWith("move")
      ? back({ done: `${kind}-moved`, [kind]: formText(form, "id") }, `${kind}-form`)
      : back({ done: `${kind}-removed` }, list);
  }

  const change = wordsChangeOf(page, form);
  const name = formText(form, "form");
  if (!change) return refuse({ form: "request", values }, { problem: "That request was not understood." });
  const posted = { form: name, values, ...(itemOf(name, values) ? { item: itemOf(name, values) } : {}) };
  if (intent === "edit") return data<PostedForm>({ ...posted, problems: [] });
  if (intent === "preview") {
    // The middleware answered every preview it could render: this one is refused (or the page could not be).
    const preview = await words.preview(change);
    return preview.ok
      ? data<PostedForm>({ ...posted, problems: [] })
      : refuse(posted, { problem: preview.problem, field: preview.field });
  }
  const result = await words.save(change);
  if (!result.ok) return refuse(posted, { problem: result.problem, field: result.field });
  const added = (name === "faq" || name === "benefit") && !values.id;
  // A saved claim is said at the claim, in its strip (folded otherwise).
  if (name === "claim") {
    return back({ done: "claim", claim: itemOf(name, values) ?? "" }, sectionOf(name, values));
  }
  return back({ done: added ? `${name}-added` : "saved" }, sectionOf(name, values));
}

export default function OwnerWordsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, page } = loaderData;
  const posted = actionData as PostedForm | undefined;
  if (!page || !("lang" in loaderData)) {
    return (
      <>
        <BackLink to="/leads/site/words">Words on your pages</BackLink>
        <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">No such page</h1>
        <p className="mt-3 text-slate-700">
          Choose a page from the list of pages whose words you can change.
        </p>
        <OwnerBar email={owner.email} />
      </>
    );
  }
  const { lang, done, editing, gaps } = loaderData;
  // What was done to a list's item is said at that list, or at the item's form: where the answer comes back to.
  const listDone = (list: "faq" | "benefit") =>
    done?.startsWith(`${list}-`) ? DONE_MESSAGES[done as Done] : undefined;
  const action = wordsPath(page.key, lang);
  // "Still right" comes back to the item being edited (a question, a benefit), in this language.
  const open = Object.fromEntries(
    Object.entries(editing).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const translating: Translating | undefined =
    lang === DEFAULT_LANG
      ? undefined
      : { lang, gaps, kept: loaderData.kept, action: withLang(wordsPath(page.key), lang, open) };
  const common = { action, lang, translating };
  return (
    <>
      <BackLink to="/leads/site/words">Words on your pages</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold break-words text-brand-900 sm:text-3xl">
        {page.name}
        {lang === DEFAULT_LANG ? null : (
          <span className="block text-lg font-bold text-slate-700">in Spanish</span>
        )}
      </h1>
      {hasTexts(page) ? <LanguageSwitch path={wordsPath(page.key)} lang={lang} /> : null}
      <p className="mt-2 text-slate-700">
        {page.kind === "checklist"
          ? "Make your changes, then press Preview to see the page before anyone else does, or Save. The checklist's marks are the same on the Spanish page."
          : "Change the words, then press Preview to see the page before anyone else does, or Save. Words in braces, such as {phone}, show your details as they are now."}{" "}
        <a
          href={lang === DEFAULT_LANG ? page.path : page.esPath}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {lang === DEFAULT_LANG ? "See the page" : "See the Spanish page"}
        </a>
      </p>
      <SpanishIntro lang={lang} count={Object.keys(gaps).length} />
      {done === "saved" ? <DoneMessage>{DONE_MESSAGES.saved}</DoneMessage> : null}
      {done === "kept" && !loaderData.kept ? <DoneMessage>{DONE_MESSAGES.kept}</DoneMessage> : null}
      <ErrorSummary
        id="request-problems"
        problems={postedFor(posted, "request")?.problems ?? []}
        fieldId={() => undefined}
      />
      {loaderData.home ? (
        <>
          <HomeWordsForm {...common} home={loaderData.home.home} posted={postedFor(posted, "home")} />
          <ClaimsEditor
            {...common}
            claims={loaderData.home.claims}
            posted={posted}
            saved={loaderData.savedClaim}
            open={loaderData.openClaim}
          />
        </>
      ) : null}
      {loaderData.service ? (
        <>
          <ServiceWordsForm
            {...common}
            serviceKey={page.key}
            words={loaderData.service}
            posted={postedFor(posted, "service")}
          />
          <BenefitsEditor
            {...common}
            serviceKey={page.key}
            words={loaderData.service}
            editing={editing.benefit}
            posted={postedFor(posted, "benefit")}
            listProblems={postedFor(posted, "benefit-list")?.problems ?? []}
            done={listDone("benefit")}
          />
        </>
      ) : null}
      {faqListOf(page) ? (
        <FaqListEditor
          {...common}
          items={loaderData.faqs}
          editing={editing.faq}
          posted={postedFor(posted, "faq")}
          listProblems={postedFor(posted, "faq-list")?.problems ?? []}
          done={listDone("faq")}
        />
      ) : null}
      {loaderData.stored !== null ? (
        <StoredPageEditor
          {...common}
          slug={page.key}
          text={loaderData.stored}
          posted={postedFor(posted, "page")}
        />
      ) : null}
      {loaderData.checklist ? (
        <ChecklistEditor
          {...common}
          checklist={loaderData.checklist}
          posted={postedFor(posted, "checklist")}
        />
      ) : null}
      <OwnerBar email={owner.email} />
    </>
  );
}
