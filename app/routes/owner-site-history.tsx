import { data, Link, redirect } from "react-router";
import { OwnerBar, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime } from "../components/owner/owner-format.ts";
import { BackLink, DoneMessage, doneOf, requireOwner } from "../components/owner/owner-site-parts.tsx";
import { formText } from "../components/owner/posted-form.ts";
import {
  UNDONE_MESSAGE,
  UndoButton,
  UndoProblem,
  type UndoRefusal,
  undoPosted,
} from "../components/owner/undo.tsx";
import { business } from "../content/business.ts";
import { ownerSiteContext } from "../lib/owner-site.ts";
import { ownerWordsContext, type WordsHistoryEntry } from "../lib/owner-words.ts";
import type { Route } from "./+types/owner-site-history.ts";

// Every change of the site's content (docs/owner-guide.md, "History"), newest first: who, when, and what each value
// was and became, each with Undo (that change alone; later ones that depend on it only when the owner agrees).

export const meta = () => [
  { title: `History | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/leads/site/history";
/** Changes a page lists: a phone scrolls them in a few screens. Older ones are on the next pages. */
const PER_PAGE = 20;
/** The furthest back the pages go: a season of changes and more. */
const MAX_PAGES = 10;
const DONE_MESSAGES = { undone: UNDONE_MESSAGE } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGES ? asked : 1;
  // One more than the page holds: whether there are older changes.
  const history = await context.get(ownerWordsContext).history(page * PER_PAGE + 1);
  return {
    owner,
    page,
    history: history.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    older: history.length > page * PER_PAGE && page < MAX_PAGES,
    done: doneOf(request, DONE_MESSAGES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const form = await request.formData();
  if (formText(form, "intent") !== "undo") {
    return data<UndoRefusal>(
      { form: "changes", problem: "That request was not understood." },
      { status: 400 },
    );
  }
  const refused = await undoPosted(context.get(ownerSiteContext), form);
  return refused ?? redirect(`${PATH}?done=undone`, 303);
}

export default function OwnerHistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, history, done, page, older } = loaderData;
  const refusal = actionData as UndoRefusal | undefined;
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">History</h1>
      <p className="mt-2 text-slate-700">
        Every change to your site, newest first, with what it was and what it became. Undo takes back that one
        change; the changes made after it stay. If a later change depends on it, you are asked first.
      </p>
      {done ? <DoneMessage>{DONE_MESSAGES[done]}</DoneMessage> : null}
      {refusal ? <UndoProblem refusal={refusal} back={PATH} /> : null}
      {history.length === 0 ? (
        <p className="mt-6 text-slate-700">No changes yet.</p>
      ) : (
        <ol className="mt-6 space-y-4 border-l-2 border-slate-200 pl-4">
          {history.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {page > 1 || older ? (
        <nav aria-label="Pages of the history" className="mt-6 flex flex-wrap gap-3">
          {page > 1 ? (
            <Link to={page === 2 ? PATH : `${PATH}?page=${page - 1}`} className={secondaryButton}>
              ← Newer changes
            </Link>
          ) : null}
          {older ? (
            <Link to={`${PATH}?page=${page + 1}`} className={secondaryButton}>
              Older changes →
            </Link>
          ) : null}
        </nav>
      ) : null}
      <OwnerBar email={owner.email} />
    </>
  );
}

function HistoryEntry({ entry }: { entry: WordsHistoryEntry }) {
  return (
    <li>
      <p className="font-semibold break-words text-slate-900">{entry.summary}</p>
      <p className="text-sm break-words text-slate-600">
        {entry.actor} · {abileneTime(entry.at)}
      </p>
      {entry.details.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          {entry.details.map((detail, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recorded change never changes; two cells share a name.
            <li key={index} className="break-words">
              <span className="font-semibold">{detail.field}</span>
              {`: ${detail.was} `}
              <span aria-hidden="true">→</span>
              <span className="sr-only">became</span>
              {` ${detail.became}`}
            </li>
          ))}
        </ul>
      ) : null}
      <UndoButton action={PATH} change={entry.id} summary={entry.summary} />
    </li>
  );
}
