import type { ContentModel, ModelClaim } from "../../../content/model/content-model.ts";
import { editableField } from "../../../content/model/editable.ts";
import { inLanguage, type Lang } from "../../../content/model/languages.ts";
import { TRUST_AUDIENCES, type TrustAudience } from "../../../content/trust-claims.ts";
import { CheckboxField, ErrorSummary, Field, Fold, Section } from "../form-kit.tsx";
import { DoneMessage } from "../owner-site-parts.tsx";
import { checkedFor, type PostedForm, postedFor, problemFor, valueFor } from "../posted-form.ts";
import { KeepForms, type Translating, translatedField } from "./in-spanish.tsx";
import { atMost, SaveOrPreview, WordsFormHidden } from "./words-form-parts.tsx";

/**
 * The home page's subtitle and introduction, and the claims of each strip (the home page's, the business services',
 * the daycare's): each claim's title and line, and whether the strip shows it. Claims are the owner's to make.
 */

const max = (path: string, fallback: number) => editableField(path)?.max ?? fallback;

export function HomeWordsForm({
  action,
  lang,
  home,
  posted,
  translating,
}: {
  action: string;
  lang: Lang;
  home: ContentModel["home"];
  posted?: PostedForm;
  translating?: Translating;
}) {
  const texts = [
    { id: "home-subtitle", path: "home.subtitle" },
    { id: "home-intro", path: "home.intro" },
  ];
  return (
    <Section id="home-words" title="Subtitle and introduction">
      <form method="post" action={`${action}#home-words`} noValidate className="space-y-5">
        <ErrorSummary
          id="home-problems"
          problems={posted?.problems ?? []}
          fieldId={(name) => (name === "subtitle" || name === "intro" ? `home-${name}` : undefined)}
        />
        <WordsFormHidden form="home" lang={lang} />
        <Field
          id="home-subtitle"
          name="subtitle"
          label="Subtitle"
          required
          {...translatedField(translating, {
            id: "home-subtitle",
            path: "home.subtitle",
            english: home.subtitle.en,
            hint: `Under “Cleaning with Integrity” at the top. ${atMost(max("home.subtitle.en", 120))}`,
          })}
          defaultValue={valueFor(posted, "subtitle", home.subtitle[lang])}
          problem={problemFor(posted, "subtitle")}
        />
        <Field
          id="home-intro"
          name="intro"
          label="Introduction"
          rows={5}
          required
          {...translatedField(translating, {
            id: "home-intro",
            path: "home.intro",
            english: home.intro.en,
            hint: `The paragraph that says who you are. ${atMost(max("home.intro.en", 400))}`,
          })}
          defaultValue={valueFor(posted, "intro", home.intro[lang])}
          problem={problemFor(posted, "intro")}
        />
        <SaveOrPreview />
      </form>
      <KeepForms translating={translating} fields={texts} />
    </Section>
  );
}

const STRIPS: Record<TrustAudience, { title: string; where: string }> = {
  home: { title: "Claims on the home page", where: "the home page and the home services' pages" },
  business: { title: "Claims on the business pages", where: "the business services' pages" },
  childcare: { title: "Claims on the daycare page", where: "the daycare cleaning page" },
};

export function ClaimsEditor({
  action,
  lang,
  claims,
  posted,
  saved,
  open,
  translating,
}: {
  action: string;
  lang: Lang;
  claims: ContentModel["claims"];
  posted?: PostedForm;
  /** The claim just saved ("business.leaf"): its strip opens, and it says so. */
  saved?: string | null;
  /** A claim asked for by its address ("business.leaf", from the list of Spanish to write): its strip opens. */
  open?: string | null;
  translating?: Translating;
}) {
  return (
    <>
      {TRUST_AUDIENCES.map((audience) => (
        <Section key={audience} id={`claims-${audience}`} title={STRIPS[audience].title}>
          <p className="text-slate-700">
            The strip of promises on {STRIPS[audience].where}. Only claims you can make: untick “Show this
            claim” to take one off.
          </p>
          <div className="mt-4">
            <Fold
              summary={`The ${Object.keys(claims[audience]).length} claims`}
              open={[posted?.item, saved, open, translating?.kept?.replace(/^claims\./, "")].some((item) =>
                item?.startsWith(`${audience}.`),
              )}
            >
              <ul className="space-y-4">
                {Object.entries(claims[audience]).map(([key, claim]) => (
                  <li key={key}>
                    <ClaimForm
                      action={action}
                      lang={lang}
                      audience={audience}
                      claimKey={key}
                      claim={claim as ModelClaim}
                      posted={postedFor(posted, "claim", `${audience}.${key}`)}
                      saved={saved === `${audience}.${key}`}
                      translating={translating}
                    />
                  </li>
                ))}
              </ul>
            </Fold>
          </div>
        </Section>
      ))}
    </>
  );
}

function ClaimForm({
  action,
  lang,
  audience,
  claimKey,
  claim,
  posted,
  saved,
  translating,
}: {
  action: string;
  lang: Lang;
  audience: TrustAudience;
  claimKey: string;
  claim: ModelClaim;
  posted?: PostedForm;
  saved: boolean;
  translating?: Translating;
}) {
  const prefix = `claim-${audience}-${claimKey}`;
  const base = `claims.${audience}.${claimKey}`;
  const title = inLanguage(claim.title, lang);
  return (
    <>
      <form
        id={prefix}
        method="post"
        action={`${action}#${prefix}`}
        noValidate
        className="scroll-mt-4 space-y-3 rounded-xl border border-slate-200 p-4"
      >
        <h3 className="text-lg font-bold break-words text-brand-900">{title}</h3>
        {saved ? <DoneMessage>Saved. The strip shows it within a few seconds.</DoneMessage> : null}
        <ErrorSummary
          id={`${prefix}-problems`}
          problems={posted?.problems ?? []}
          fieldId={(name) => (["title", "text", "shown"].includes(name) ? `${prefix}-${name}` : undefined)}
        />
        <WordsFormHidden form="claim" lang={lang} />
        <input type="hidden" name="audience" value={audience} />
        <input type="hidden" name="key" value={claimKey} />
        <Field
          id={`${prefix}-title`}
          name="title"
          label="Claim"
          required
          {...translatedField(translating, {
            id: `${prefix}-title`,
            path: `${base}.title`,
            english: claim.title.en,
            hint: atMost(max("claims.x.x.title.en", 40)),
          })}
          defaultValue={valueFor(posted, "title", claim.title[lang])}
          problem={problemFor(posted, "title")}
        />
        <Field
          id={`${prefix}-text`}
          name="text"
          label="Its line"
          required
          {...translatedField(translating, {
            id: `${prefix}-text`,
            path: `${base}.text`,
            english: claim.text.en,
            hint: atMost(max("claims.x.x.text.en", 60)),
          })}
          defaultValue={valueFor(posted, "text", claim.text[lang])}
          problem={problemFor(posted, "text")}
        />
        <CheckboxField
          id={`${prefix}-shown`}
          name="shown"
          label="Show this claim"
          defaultChecked={checkedFor(posted, "shown", claim.shown)}
        />
        <SaveOrPreview what={title} />
      </form>
      <KeepForms
        translating={translating}
        fields={[
          { id: `${prefix}-title`, path: `${base}.title` },
          { id: `${prefix}-text`, path: `${base}.text` },
        ]}
      />
    </>
  );
}
