import { Link, redirect } from "react-router";
import { ErrorSummary, Field, LanguageField, Section } from "../components/owner/form-kit.tsx";
import { OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { BackLink, DoneMessage, Hidden, requireOwner } from "../components/owner/owner-site-parts.tsx";
import {
  formText,
  type PostedForm,
  postedFor,
  postedValues,
  problemFor,
  refuse,
  valueFor,
} from "../components/owner/posted-form.ts";
import {
  KeepForms,
  LanguageSwitch,
  SpanishIntro,
  type Translating,
  translatedField,
} from "../components/owner/words/in-spanish.tsx";
import { withLang } from "../components/owner/words/words-pages.ts";
import { business, FACT_DESCRIPTIONS, type FactKey, type ModelFacts } from "../content/business.ts";
import type { GoingLiveItem } from "../content/going-live.ts";
import { DEFAULT_LANG, isLang, type Lang, type Text } from "../content/model/languages.ts";
import { type TranslationGap, translationGaps } from "../content/model/translations.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import { abileneToday } from "../lib/site-content.ts";
import type { Route } from "./+types/owner-site-going-live.ts";

// The "Going live" checklist (docs/owner-guide.md, "Going live"): the facts only the owner can confirm, each with
// its value to change and "This is right", and the details still at their example values. Once none remain, the
// site is live: the build's warning, the start-up log and the health details stop listing them.

export const meta = () => [
  { title: `Going live | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/leads/site/going-live";
const FACT_KEYS = Object.keys(FACT_DESCRIPTIONS) as FactKey[];

const DONE_MESSAGES = {
  confirmed: "Confirmed.",
  saved: "Saved. Confirm it once you are sure.",
  "saved-es": "Saved. The Spanish pages show it within a few seconds.",
  kept: "Noted: the Spanish is still right.",
} as const;

/** The facts with words, written in each language (the others are numbers, a name or a yes, the same in both). */
const TEXT_FACTS: readonly FactKey[] = ["venue", "liabilityLimit", "replyTime", "payment", "developerCredit"];
/** A fact's text's path in the model. */
const factText = (key: FactKey) =>
  key === "developerCredit" ? "facts.developerCredit.value.label" : `facts.${key}.value`;
type Done = keyof typeof DONE_MESSAGES;

/** What each fact is called, what it completes on the site, and how its value is typed. */
const FACTS: Record<FactKey, { label: string; where: string; hint: string; number?: boolean }> = {
  entityName: {
    label: "Legal name",
    where: "the terms and the privacy policy",
    hint: "The name your business is registered under, such as “BnC Cleaning LLC”.",
  },
  venue: {
    label: "Courts for disputes",
    where: "the terms (Governing Law)",
    hint: "The terms say: “Any dispute that cannot be resolved informally will be handled by …”.",
  },
  liabilityLimit: {
    label: "Limit of liability",
    where: "the terms (Liability)",
    hint: "The terms say: “our total liability for any claim about a cleaning is limited to …”.",
  },
  quoteRequestMonths: {
    label: "Months quote requests are kept",
    where: "the privacy policy",
    hint: "The privacy policy promises to delete each quote request after this many months (1 to 120).",
    number: true,
  },
  serverLogDays: {
    label: "Days the website's logs are kept",
    where: "the privacy policy",
    hint: "The privacy policy promises to delete the website's logs after this many days (1 to 400).",
    number: true,
  },
  replyTime: {
    label: "How soon you answer",
    where: "the contact and quote pages",
    hint: "The contact page says: “We answer as soon as possible, normally …”.",
  },
  payment: {
    label: "How customers pay",
    where: "the terms and the FAQ page",
    hint: "Such as “by cash, check or card after each visit”.",
  },
  securityPractices: {
    label: "Security practices",
    where: "the Security Policy",
    hint: "The Security Policy describes how your team handles keys, codes, training and equipment.",
  },
  developerCredit: {
    label: "Website credit",
    where: "the foot of every page",
    hint: "The line at the foot of every page naming who made the website.",
  },
};

/** "Your business's legal name", from "Your business's legal name (terms, privacy policy)". */
const heading = (key: FactKey) => FACT_DESCRIPTIONS[key].replace(/ \(.*\)$/, "");

/** A fact's value as its form shows it: in Spanish, its Spanish ("" until written). */
function factValue(facts: ModelFacts, key: FactKey, lang: Lang): string {
  switch (key) {
    case "entityName":
      return facts.entityName.value;
    case "quoteRequestMonths":
    case "serverLogDays":
      return String(facts[key].value);
    case "securityPractices":
      return "";
    case "developerCredit":
      return facts.developerCredit.value.label[lang];
    default:
      return facts[key].value[lang];
  }
}

/** A fact's English, shown beside its Spanish. */
function factEnglish(facts: ModelFacts, key: FactKey): string {
  return key === "developerCredit"
    ? facts.developerCredit.value.label.en
    : TEXT_FACTS.includes(key)
      ? (facts[key].value as Text).en
      : "";
}

const langOf = (value: string | null) => (isLang(value ?? undefined) ? (value as Lang) : DEFAULT_LANG);

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const words = context.get(ownerWordsContext);
  const [model, items] = await Promise.all([words.model(), words.goingLive()]);
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  const lang = langOf(search.get("lang"));
  const gaps = translationGaps(model, { today: abileneToday() });
  return {
    owner,
    lang,
    facts: (lang === DEFAULT_LANG ? FACT_KEYS : TEXT_FACTS).map((key) => ({
      key,
      confirmed: model.facts[key].confirmed,
      value: factValue(model.facts, key, lang),
      english: factEnglish(model.facts, key),
      url: key === "developerCredit" ? model.facts.developerCredit.value.url : "",
    })),
    gaps: Object.fromEntries(
      lang === DEFAULT_LANG
        ? []
        : gaps.filter((gap) => gap.path.startsWith("facts.")).map((gap) => [gap.path, gap.kind]),
    ) as Record<string, TranslationGap["kind"]>,
    kept: done === "kept" ? search.get("kept") : null,
    items,
    done:
      done && Object.hasOwn(DONE_MESSAGES, done) ? { done: done as Done, fact: search.get("fact") } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const form = await request.formData();
  const values = postedValues(form);
  const key = formText(form, "key") as FactKey;
  const intent = formText(form, "intent");
  const lang = langOf(new URL(request.url).searchParams.get("lang"));
  if (intent === "keep-translation") {
    const text = formText(form, "path");
    const result = await context.get(ownerWordsContext).keepTranslation(text);
    if (!result.ok) return refuse({ form: "request", values }, { problem: result.problem });
    return redirect(withLang(PATH, lang, { done: "kept", kept: text }, formText(form, "field")), 303);
  }
  if (!FACT_KEYS.includes(key) || (intent !== "confirm" && intent !== "save")) {
    return refuse({ form: "request", values }, { problem: "That request was not understood." });
  }
  const result = await context.get(ownerWordsContext).save({
    kind: "fact",
    input: {
      key,
      value: formText(form, "value"),
      url: formText(form, "url"),
      lang: langOf(formText(form, "lang")),
      confirmed: intent === "confirm",
    },
  });
  if (!result.ok)
    return refuse({ form: "fact", item: key, values }, { problem: result.problem, field: result.field });
  const done: Done = intent === "confirm" ? "confirmed" : lang === DEFAULT_LANG ? "saved" : "saved-es";
  return redirect(withLang(PATH, lang, { done, fact: key }, `fact-${key}`), 303);
}

export default function OwnerGoingLivePage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, lang, facts, items, done, gaps, kept } = loaderData;
  const posted = actionData as PostedForm | undefined;
  if (lang !== DEFAULT_LANG) {
    const translating: Translating = { lang, gaps, kept, action: withLang(PATH, lang) };
    return <SpanishFacts owner={owner} facts={facts} translating={translating} posted={posted} done={done} />;
  }
  const details = items.filter((item) => item.by === "owner" && !FACT_KEYS.includes(item.key as FactKey));
  const ownerItems = items.filter((item) => item.by === "owner");
  const operatorItems = items.filter((item) => item.by === "operator");
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Going live</h1>
      <LanguageSwitch path={PATH} lang={lang} />
      <Status ownerItems={ownerItems} operatorItems={operatorItems} />
      <ErrorSummary
        id="request-problems"
        problems={postedFor(posted, "request")?.problems ?? []}
        fieldId={() => undefined}
      />
      {details.length > 0 ? (
        <Section id="details" title="Details still at the example">
          <p className="text-slate-700">The site came with made-up details. Put in your own:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
            {details.map((item) => (
              <li key={item.key}>{item.what.replace(/ \(still the example\)$/, "")}</li>
            ))}
          </ul>
          <Link to="/leads/site/business" className={`${primaryButton} mt-3`}>
            Change them in Business details
          </Link>
        </Section>
      ) : null}
      <Section id="facts" title="Facts only you can confirm">
        <p className="text-slate-700">
          The site states these for you. Check each one: change it if it is not right for your business, then
          press “This is right”.
        </p>
        <ul className="mt-4 space-y-4">
          {facts.map((fact) => (
            <li key={fact.key}>
              <FactForm
                fact={fact}
                lang={lang}
                posted={postedFor(posted, "fact", fact.key)}
                done={done && done.fact === fact.key ? DONE_MESSAGES[done.done] : undefined}
              />
            </li>
          ))}
        </ul>
      </Section>
      {operatorItems.length > 0 ? (
        <Section id="operator" title="For whoever runs the site">
          <ul className="list-disc space-y-1 pl-5 text-slate-900">
            {operatorItems.map((item) => (
              <li key={item.key}>{item.what}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <OwnerBar email={owner.email} />
    </>
  );
}

/**
 * The facts with words, in Spanish: each fact's Spanish with its English beside it and its flag. Confirming stays
 * with the English, the language of record: writing the Spanish confirms nothing and unconfirms nothing.
 */
function SpanishFacts({
  owner,
  facts,
  translating,
  posted,
  done,
}: {
  owner: { email: string };
  facts: Array<{ key: FactKey; value: string; english: string }>;
  translating: Translating;
  posted?: PostedForm;
  done: { done: Done; fact: string | null } | null;
}) {
  const count = Object.keys(translating.gaps).length;
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">
        Going live
        <span className="block text-lg font-bold text-slate-700">in Spanish</span>
      </h1>
      <LanguageSwitch path={PATH} lang={translating.lang} />
      <SpanishIntro lang={translating.lang} count={count} />
      <p className="mt-3 text-slate-700">
        The Spanish pages state these facts in Spanish. You confirm each fact in English; its Spanish says the
        same. The other facts (your legal name, the months and days, the security practices) are the same in
        both languages.
      </p>
      <ErrorSummary
        id="request-problems"
        problems={postedFor(posted, "request")?.problems ?? []}
        fieldId={() => undefined}
      />
      <Section id="facts" title="Facts with words">
        <ul className="space-y-4">
          {facts.map((fact) => {
            const prefix = `fact-${fact.key}`;
            const form = postedFor(posted, "fact", fact.key);
            return (
              <li key={fact.key}>
                <form
                  id={prefix}
                  method="post"
                  action={`${translating.action}#${prefix}`}
                  noValidate
                  className="scroll-mt-4 space-y-3 rounded-xl border border-slate-200 p-4"
                >
                  <h3 className="text-lg font-bold break-words text-brand-900">{heading(fact.key)}</h3>
                  <p className="text-sm text-slate-700">{`On ${FACTS[fact.key].where}.`}</p>
                  {done && done.fact === fact.key ? (
                    <DoneMessage>{DONE_MESSAGES[done.done]}</DoneMessage>
                  ) : null}
                  <ErrorSummary
                    id={`${prefix}-problems`}
                    problems={form?.problems ?? []}
                    fieldId={(name) => (name === "value" ? `${prefix}-value` : undefined)}
                  />
                  <input type="hidden" name="key" value={fact.key} />
                  <LanguageField lang={translating.lang} />
                  <Field
                    id={`${prefix}-value`}
                    name="value"
                    label={`${FACTS[fact.key].label} in Spanish`}
                    {...translatedField(translating, {
                      id: `${prefix}-value`,
                      path: factText(fact.key),
                      english: fact.english,
                    })}
                    defaultValue={valueFor(form, "value", fact.value)}
                    problem={problemFor(form, "value")}
                  />
                  <button type="submit" name="intent" value="save" className={primaryButton}>
                    Save the Spanish<Hidden>: {FACTS[fact.key].label}</Hidden>
                  </button>
                </form>
                <KeepForms
                  translating={translating}
                  fields={[{ id: `${prefix}-value`, path: factText(fact.key) }]}
                />
              </li>
            );
          })}
        </ul>
      </Section>
      <OwnerBar email={owner.email} />
    </>
  );
}

function Status({
  ownerItems,
  operatorItems,
}: {
  ownerItems: GoingLiveItem[];
  operatorItems: GoingLiveItem[];
}) {
  const box = "mt-4 rounded-lg border-2 px-4 py-3";
  if (ownerItems.length === 0 && operatorItems.length === 0) {
    return (
      <p className={`${box} border-accent-600 bg-accent-500/10 font-semibold text-slate-900`}>
        Your site is live: every fact is confirmed and every detail is your own.
      </p>
    );
  }
  if (ownerItems.length === 0) {
    return (
      <p className={`${box} border-accent-600 bg-accent-500/10 text-slate-900`}>
        Everything of yours is done. One thing is left for whoever runs the site (below).
      </p>
    );
  }
  return (
    <p className={`${box} border-amber-600 bg-amber-50 text-amber-950`}>
      <strong>
        {`${ownerItems.length === 1 ? "1 thing" : `${ownerItems.length} things`} to check before your site is live.`}
      </strong>{" "}
      Until then the site shows example details or facts you have not confirmed.
    </p>
  );
}

function FactForm({
  fact,
  lang,
  posted,
  done,
}: {
  fact: { key: FactKey; confirmed: boolean; value: string; url: string };
  lang: string;
  posted?: PostedForm;
  done?: string;
}) {
  const about = FACTS[fact.key];
  const prefix = `fact-${fact.key}`;
  const hasValue = fact.key !== "securityPractices";
  return (
    <form
      id={prefix}
      method="post"
      action={`${PATH}#${prefix}`}
      noValidate
      className="scroll-mt-4 space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 className="text-lg font-bold break-words text-brand-900">{heading(fact.key)}</h3>
      <p className="text-sm text-slate-700">{`On ${about.where}.`}</p>
      <p className={fact.confirmed ? "font-semibold text-accent-700" : "font-semibold text-amber-800"}>
        {fact.confirmed ? "✓ Confirmed" : "Not confirmed yet"}
      </p>
      {done ? <DoneMessage>{done}</DoneMessage> : null}
      <ErrorSummary
        id={`${prefix}-problems`}
        problems={posted?.problems ?? []}
        fieldId={(name) => (name === "value" || name === "url" ? `${prefix}-${name}` : undefined)}
      />
      <input type="hidden" name="key" value={fact.key} />
      <input type="hidden" name="lang" value={lang} />
      {hasValue ? (
        <Field
          id={`${prefix}-value`}
          name="value"
          label={about.label}
          hint={about.hint}
          inputMode={about.number ? "numeric" : undefined}
          narrow={about.number}
          defaultValue={valueFor(posted, "value", fact.value)}
          problem={problemFor(posted, "value")}
        />
      ) : (
        <p className="text-slate-700">
          {about.hint}{" "}
          <a href="/security-policy" className="font-semibold text-brand-800 underline underline-offset-2">
            Read the Security Policy
          </a>
        </p>
      )}
      {fact.key === "developerCredit" ? (
        <Field
          id={`${prefix}-url`}
          name="url"
          label="Website credit's link"
          type="url"
          hint="The address it links to, starting with https://. Leave it empty for none."
          defaultValue={valueFor(posted, "url", fact.url)}
          problem={problemFor(posted, "url")}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="confirm" className={primaryButton}>
          This is right<Hidden>: {about.label}</Hidden>
        </button>
        {hasValue || fact.confirmed ? (
          <button type="submit" name="intent" value="save" className={secondaryButton}>
            {hasValue ? "Save, confirm later" : "Not confirmed yet"}
            <Hidden>: {about.label}</Hidden>
          </button>
        ) : null}
      </div>
    </form>
  );
}
