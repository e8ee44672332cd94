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
import { ChecklistEditor } from "../components/owner/words/checklist-editor.tsx";
import { FaqListEditor } from "../components/owner/words/faq-list-editor.tsx";
import { ClaimsEditor, HomeWordsForm } from "../components/owner/words/home-editor.tsx";
import { previewDocument } from "../components/owner/words/preview-document.ts";
import { BenefitsEditor, ServiceWordsForm } from "../components/owner/words/service-editor.tsx";
import { StoredPageEditor } from "../components/owner/words/stored-page-editor.tsx";
import { listChangeOf, wordsChangeOf } from "../components/owner/words/words-form-data.ts";
import { faqListOf, type WordsPage, wordsPage, wordsPath } from "../components/owner/words/words-pages.ts";
import { business } from "../content/business.ts";
import type { ContentModel } from "../content/model/content-model.ts";
import { DEFAULT_LANG, inLanguage, type Lang } from "../content/model/languages.ts";
import { own } from "../content/model/paths.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import type { Route } from "./+types/owner-site-words-page.ts";

// One page's words (docs/owner-guide.md, "Your business and your words"): the home page's, a service page's, the
// FAQ lists, About Us and the Satisfaction Guarantee, the checklist's cells. Each form saves, or previews: the public
// page rendered with the change, answered as the whole page with a bar to publish it or go back to editing.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.page?.name ?? "No such page"} | Words | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const ADDED = "Added. The page shows it within a few seconds.";
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
    const html = previewDocument(preview.html, {
      action: wordsPath(page.key),
      fields: postedValues(form),
      pageName: page.name,
    });
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
];

function faqItems(model: ContentModel, page: WordsPage, lang: Lang) {
  const list = faqListOf(page);
  if (!list) return [];
  return (own(model.faqLists, list) ?? []).flatMap((id) => {
    const entry = own(model.faq, id);
    return entry
      ? [{ id, question: inLanguage(entry.question, lang), answer: inLanguage(entry.answer, lang) }]
      : [];
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const page = wordsPage(params.page);
  if (!page) return data({ owner, page: null }, { status: 404 });
  const model = await context.get(ownerWordsContext).model();
  const search = new URL(request.url).searchParams;
  const lang = DEFAULT_LANG;
  return {
    owner,
    page,
    lang,
    home: page.kind === "home" ? { home: model.home, claims: model.claims } : null,
    service: page.kind === "service" ? model.services[page.key] : null,
    faqs: faqItems(model, page, lang),
    stored: page.kind === "stored" ? inLanguage(model.pages[page.key], lang) : null,
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
  const path = wordsPath(page.key);

  if (LIST_INTENTS.includes(intent)) {
    const listForm = intent.endsWith("faq") ? "faq-list" : "benefit-list";
    const change = listChangeOf(page, intent, form);
    if (!change) return refuse({ form: listForm, values }, { problem: "That request was not understood." });
    const result = await words.changeList(change);
    if (!result.ok) return refuse({ form: listForm, values }, { problem: result.problem });
    // A moved item stays open to move again; a removed one leaves the owner at the list.
    const [list, kind] = intent.endsWith("faq") ? ["questions", "faq"] : ["benefits", "benefit"];
    return intent.startsWith("move")
      ? redirect(
          `${path}?done=${kind}-moved&${kind}=${encodeURIComponent(formText(form, "id"))}#${kind}-form`,
          303,
        )
      : redirect(`${path}?done=${kind}-removed#${list}`, 303);
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
    const claim = encodeURIComponent(itemOf(name, values) ?? "");
    return redirect(`${path}?done=claim&claim=${claim}#${sectionOf(name, values)}`, 303);
  }
  return redirect(`${path}?done=${added ? `${name}-added` : "saved"}#${sectionOf(name, values)}`, 303);
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
  const { lang, done, editing } = loaderData;
  // What was done to a list's item is said at that list, or at the item's form: where the answer comes back to.
  const listDone = (list: "faq" | "benefit") =>
    done?.startsWith(`${list}-`) ? DONE_MESSAGES[done as Done] : undefined;
  const action = wordsPath(page.key);
  const common = { action, lang };
  return (
    <>
      <BackLink to="/leads/site/words">Words on your pages</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold break-words text-brand-900 sm:text-3xl">{page.name}</h1>
      <p className="mt-2 text-slate-700">
        {page.kind === "checklist"
          ? "Make your changes, then press Preview to see the page before anyone else does, or Save."
          : "Change the words, then press Preview to see the page before anyone else does, or Save. Words in braces, such as {phone}, show your details as they are now."}{" "}
        <a href={page.path} className="font-semibold text-brand-800 underline underline-offset-2">
          See the page
        </a>
      </p>
      {done === "saved" ? <DoneMessage>{DONE_MESSAGES.saved}</DoneMessage> : null}
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
          />
        </>
      ) : null}
      {loaderData.service ? (
        <>
          <ServiceWordsForm {...common} words={loaderData.service} posted={postedFor(posted, "service")} />
          <BenefitsEditor
            {...common}
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
        <StoredPageEditor {...common} text={loaderData.stored} posted={postedFor(posted, "page")} />
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
