import { Link, redirect } from "react-router";
import { ErrorSummary, Section } from "../components/owner/form-kit.tsx";
import { OwnerBar, secondaryButton } from "../components/owner/owner-bar.tsx";
import {
  BackLink,
  DoneMessage,
  doneOf,
  Hidden,
  requireOwner,
} from "../components/owner/owner-site-parts.tsx";
import {
  formText,
  type PostedForm,
  postedFor,
  postedValues,
  refuse,
} from "../components/owner/posted-form.ts";
import { placeOfText } from "../components/owner/spanish-places.ts";
import { business } from "../content/business.ts";
import { excerpt, GAP_WORDS, textPlace, translationGaps } from "../content/model/translations.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import { abileneToday } from "../lib/site-content.ts";
import type { Route } from "./+types/owner-site-spanish.ts";

// Every place where a Spanish page does not say what its English page says (docs/owner-guide.md,
// "Your words in Spanish"): no Spanish yet (the English shows there), or Spanish written before the English
// changed. Grouped by the page whose editor holds it, each with its English, its Spanish, and a link straight to
// the box to write it in; an older Spanish that needs no change is said to be still right here.

export const meta = () => [
  { title: `Spanish words | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/leads/site/spanish";
const DONE_MESSAGES = { kept: "Noted: the Spanish is still right." } as const;
/** The English and Spanish shown of each text: enough to recognise it. */
const SHOWN = 160;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const model = await context.get(ownerWordsContext).model();
  const groups: Array<{
    key: string;
    name: string;
    gaps: Array<{
      path: string;
      kind: "missing" | "outdated";
      label: string;
      item?: string;
      english: string;
      spanish: string;
      href: string;
    }>;
  }> = [];
  for (const gap of translationGaps(model, { today: abileneToday() })) {
    const place = placeOfText(model, gap.path, gap.lang);
    if (!place) continue;
    let group = groups.find((entry) => entry.key === place.group.key);
    if (!group) {
      group = { ...place.group, gaps: [] };
      groups.push(group);
    }
    const { label, item } = textPlace(model, gap.path);
    group.gaps.push({
      path: gap.path,
      kind: gap.kind,
      label,
      ...(item ? { item } : {}),
      english: excerpt(gap.english, SHOWN),
      spanish: excerpt(gap.translation, SHOWN),
      href: place.href,
    });
  }
  return { owner, groups, done: doneOf(request, DONE_MESSAGES) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const form = await request.formData();
  const values = postedValues(form);
  if (formText(form, "intent") !== "keep-translation")
    return refuse({ form: "request", values }, { problem: "That request was not understood." });
  const result = await context.get(ownerWordsContext).keepTranslation(formText(form, "path"));
  if (!result.ok) return refuse({ form: "request", values }, { problem: result.problem });
  return redirect(`${PATH}?done=kept#${formText(form, "group") || "places"}`, 303);
}

export default function OwnerSpanishPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, groups, done } = loaderData;
  const posted = actionData as PostedForm | undefined;
  const count = groups.reduce((sum, group) => sum + group.gaps.length, 0);
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Spanish words</h1>
      <p className="mt-2 text-slate-700">
        Every page of your site has a Spanish twin. Where a text has no Spanish yet, the Spanish page shows
        the English. Where you changed the English after writing its Spanish, the Spanish page still says the
        older words.
      </p>
      {done ? <DoneMessage>{DONE_MESSAGES[done]}</DoneMessage> : null}
      <ErrorSummary
        id="request-problems"
        problems={postedFor(posted, "request")?.problems ?? []}
        fieldId={() => undefined}
      />
      <p
        id="places"
        className={`mt-4 rounded-lg border-2 px-4 py-3 ${count === 0 ? "border-accent-600 bg-accent-500/10 font-semibold text-slate-900" : "border-amber-600 bg-amber-50 text-amber-950"}`}
      >
        {count === 0
          ? "Every text of your Spanish pages has its Spanish, written from the English as it is now."
          : `${count === 1 ? "1 place needs" : `${count} places need`} Spanish. Press “Write the Spanish” to go to its box.`}
      </p>
      {groups.map((group) => (
        <Section key={group.key} id={`group-${group.key}`} title={group.name}>
          <ul className="space-y-3">
            {group.gaps.map((gap) => (
              <li key={gap.path} className="rounded-xl border border-slate-200 p-4">
                <p className="font-semibold break-words text-slate-900">
                  {gap.label}
                  {gap.item ? <span className="font-normal text-slate-700">{` · “${gap.item}”`}</span> : null}
                </p>
                <p className="mt-1 text-sm font-semibold text-amber-800">
                  <span aria-hidden="true">⚑ </span>
                  {GAP_WORDS[gap.kind]}
                </p>
                <dl className="mt-2 space-y-1 text-sm text-slate-800">
                  <div>
                    <dt className="inline font-semibold">English now: </dt>
                    <dd lang="en" className="inline break-words">
                      {gap.english}
                    </dd>
                  </div>
                  {gap.kind === "outdated" ? (
                    <div>
                      <dt className="inline font-semibold">Spanish now: </dt>
                      <dd lang="es" className="inline break-words">
                        {gap.spanish}
                      </dd>
                    </div>
                  ) : null}
                </dl>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to={gap.href} className={secondaryButton}>
                    {gap.kind === "missing" ? "Write the Spanish" : "Update the Spanish"}
                    <Hidden>: {gap.item ? `${gap.label}, ${gap.item}` : gap.label}</Hidden>
                  </Link>
                  {gap.kind === "outdated" ? (
                    <form method="post" action={`${PATH}#group-${group.key}`}>
                      <input type="hidden" name="intent" value="keep-translation" />
                      <input type="hidden" name="path" value={gap.path} />
                      <input type="hidden" name="group" value={`group-${group.key}`} />
                      <button type="submit" className={secondaryButton}>
                        The Spanish is still right
                        <Hidden>: {gap.item ? `${gap.label}, ${gap.item}` : gap.label}</Hidden>
                      </button>
                    </form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <OwnerBar email={owner.email} />
    </>
  );
}
