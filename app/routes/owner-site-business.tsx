import { Link, redirect } from "react-router";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  type FormProblem,
  Section,
} from "../components/owner/form-kit.tsx";
import { ItemPlace, ListItem } from "../components/owner/item-place.tsx";
import { OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import {
  BackLink,
  DoneMessage,
  doneOf,
  Hidden,
  requireOwner,
} from "../components/owner/owner-site-parts.tsx";
import {
  checkedFor,
  formText,
  type PostedForm,
  postedFor,
  postedValues,
  problemFor,
  refuse,
  valueFor,
} from "../components/owner/posted-form.ts";
import { business, WEEKDAYS, type Weekday } from "../content/business.ts";
import type { ContentModel } from "../content/model/content-model.ts";
import { own } from "../content/model/paths.ts";
import type { DetailsInput, HoursInput, ListChange, WordsResult } from "../lib/owner-words.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import type { Route } from "./+types/owner-site-business.ts";

// The business's details, opening hours and service-area towns (docs/owner-guide.md,
// "Your business and your words"): each a plain form; a change shows on every page, email and invitation within a
// few seconds. A refused form comes back with what was typed and the message next to the field (Post/Redirect/Get
// otherwise).

export const meta = () => [
  { title: `Business details | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/leads/site/business";

const DONE_MESSAGES = {
  details: "Details saved. Every page shows them within a few seconds.",
  hours: "Opening hours saved. The contact page, the footer and the quote form follow within a few seconds.",
  "town-added": "Town added to the service area.",
  "town-saved": "Town saved.",
  "town-moved": "Town moved.",
  "town-removed": "Town taken out of the service area (Undo under History brings it back).",
} as const;
type Done = keyof typeof DONE_MESSAGES;

const DAY_NAMES: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** Each form's section: where its answer comes back to. */
const SECTION = { details: "details", hours: "hours", town: "town-form", towns: "towns" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const model = await context.get(ownerWordsContext).model();
  const editing = new URL(request.url).searchParams.get("town");
  return {
    owner,
    business: model.business,
    editing: editing && own(model.business.towns, editing) ? editing : null,
    done: doneOf(request, DONE_MESSAGES),
  };
}

const DETAIL_FIELDS = [
  "phone",
  "email",
  "street",
  "postalCode",
  "latitude",
  "longitude",
  "facebook",
  "instagram",
  "yelp",
  "googleReviewUrl",
  "copyrightHolder",
  "yearsOfExperience",
] as const satisfies ReadonlyArray<keyof DetailsInput>;

function hoursOf(form: FormData): HoursInput {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      {
        open: form.get(`${day}-open`) === "yes",
        opens: formText(form, `${day}-opens`),
        closes: formText(form, `${day}-closes`),
      },
    ]),
  ) as HoursInput;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const words = context.get(ownerWordsContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const values = postedValues(form);
  const back = (done: Done, at: string) => redirect(`${PATH}?done=${done}#${at}`, 303);
  const answer = (result: WordsResult, posted: Omit<PostedForm, "problems">, done: Done, at: string) =>
    result.ok ? back(done, at) : refuse(posted, { problem: result.problem, field: result.field });

  switch (intent) {
    case "details": {
      const input = Object.fromEntries(DETAIL_FIELDS.map((name) => [name, formText(form, name)])) as never;
      return answer(
        await words.save({ kind: "details", input }),
        { form: "details", values },
        "details",
        SECTION.details,
      );
    }
    case "hours":
      return answer(
        await words.save({ kind: "hours", input: hoursOf(form) }),
        { form: "hours", values },
        "hours",
        SECTION.hours,
      );
    case "town": {
      const id = formText(form, "id");
      const input = {
        ...(id ? { id } : {}),
        name: formText(form, "name"),
        zipCodes: formText(form, "zipCodes"),
      };
      return answer(
        await words.save({ kind: "town", input }),
        { form: "town", values },
        id ? "town-saved" : "town-added",
        SECTION.towns,
      );
    }
    case "move-town":
    case "remove-town": {
      const id = formText(form, "id");
      const direction = formText(form, "direction") === "up" ? "up" : "down";
      const change: ListChange =
        intent === "move-town" ? { kind: "move-town", id, direction } : { kind: "remove-town", id };
      const result = await words.changeList(change);
      if (!result.ok) return refuse({ form: "towns", values }, { problem: result.problem });
      return intent === "move-town"
        ? redirect(`${PATH}?done=town-moved&town=${encodeURIComponent(id)}#${SECTION.town}`, 303)
        : back("town-removed", SECTION.towns);
    }
    default:
      return refuse({ form: "request", values }, { problem: "That request was not understood." });
  }
}

export default function OwnerBusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, business: details, editing, done } = loaderData;
  const posted = actionData as PostedForm | undefined;
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Business details</h1>
      <p className="mt-2 text-slate-700">
        Your phone, email, address, opening hours and service area. Every page, email and invitation that
        shows one follows within a few seconds.
      </p>
      {done && !done.startsWith("town-") ? <DoneMessage>{DONE_MESSAGES[done as Done]}</DoneMessage> : null}
      <ErrorSummary
        id="request-problems"
        problems={postedFor(posted, "request")?.problems ?? []}
        fieldId={() => undefined}
      />
      <DetailsForm details={details} posted={postedFor(posted, "details")} />
      <HoursForm hours={details.hours} posted={postedFor(posted, "hours")} />
      <Towns
        business={details}
        editing={editing}
        posted={postedFor(posted, "town")}
        listProblems={postedFor(posted, "towns")?.problems ?? []}
        done={done?.startsWith("town-") ? DONE_MESSAGES[done as Done] : undefined}
      />
      <OwnerBar email={owner.email} />
    </>
  );
}

type Details = ContentModel["business"];

/** The summary's link to a field of a form whose ids are `<prefix>-<field name>`. */
const fieldIn = (prefix: string, names: readonly string[]) => (field: string) =>
  names.includes(field) ? `${prefix}-${field}` : undefined;

function DetailsForm({ details, posted }: { details: Details; posted?: PostedForm }) {
  const value = (field: (typeof DETAIL_FIELDS)[number]) =>
    valueFor(posted, field, String(details[field] ?? ""));
  const field = (name: (typeof DETAIL_FIELDS)[number]) => ({
    id: `details-${name}`,
    name,
    defaultValue: value(name),
    problem: problemFor(posted, name),
  });
  return (
    <Section id={SECTION.details} title="Contact details">
      <form method="post" action={`${PATH}#${SECTION.details}`} noValidate className="space-y-5">
        <ErrorSummary
          id="details-problems"
          problems={posted?.problems ?? []}
          fieldId={fieldIn("details", DETAIL_FIELDS)}
        />
        <input type="hidden" name="intent" value="details" />
        <Field
          {...field("phone")}
          label="Phone number"
          type="tel"
          inputMode="tel"
          required
          hint="On every page, in the buttons that call or text you, and in every email. Such as (325) 555-0147."
          narrow
        />
        <Field
          {...field("email")}
          label="Email address"
          type="email"
          required
          hint="Where visitors write to you: on the contact page and in emails."
        />
        <Field
          {...field("street")}
          label="Street address"
          required
          hint={`Street and suite, such as 1000 Oak Street, Suite 100 (at most 120 characters). The town, ${business.address.city}, ${business.address.region}, is added.`}
        />
        <Field {...field("postalCode")} label="Zip code" inputMode="numeric" required narrow />
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900">Where the map's marker is</legend>
          <p className="text-sm text-slate-600">
            In Google Maps, press and hold your office: it shows two numbers. The first is the latitude, the
            second the longitude.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              {...field("latitude")}
              label="Latitude"
              inputMode="decimal"
              required
              hint="Such as 32.4487"
            />
            <Field
              {...field("longitude")}
              label="Longitude"
              inputMode="decimal"
              required
              hint="Such as -99.7331"
            />
          </div>
        </fieldset>
        <Field
          {...field("facebook")}
          label="Facebook page"
          type="url"
          hint="Copy your page's address from Facebook. Leave it empty if you have none."
        />
        <Field
          {...field("instagram")}
          label="Instagram page"
          type="url"
          hint="Leave it empty if you have none."
        />
        <Field {...field("yelp")} label="Yelp page" type="url" hint="Leave it empty if you have none." />
        <Field
          {...field("googleReviewUrl")}
          label="Google review link"
          type="url"
          hint="In your Google Business Profile, press “Ask for reviews” and copy the link. Review requests send customers there."
        />
        <Field
          {...field("copyrightHolder")}
          label="Name in the copyright line"
          required
          hint="At the foot of every page: “© 2024 …”. At most 100 characters."
        />
        <Field
          {...field("yearsOfExperience")}
          label="Years of experience"
          inputMode="numeric"
          required
          narrow
          hint="The “years of experience” claim on the home and service pages."
        />
        <button type="submit" className={primaryButton}>
          Save details
        </button>
      </form>
    </Section>
  );
}

const HOURS_FIELDS = WEEKDAYS.flatMap((day) => [`${day}-open`, `${day}-opens`, `${day}-closes`]);

function HoursForm({ hours, posted }: { hours: Details["hours"]; posted?: PostedForm }) {
  return (
    <Section id={SECTION.hours} title="Opening hours">
      <p className="text-slate-700">
        Shown on the contact page, in the footer and to search engines. Visits can be asked for on the open
        days.
      </p>
      <form method="post" action={`${PATH}#${SECTION.hours}`} noValidate className="mt-4 space-y-4">
        <ErrorSummary
          id="hours-problems"
          problems={posted?.problems ?? []}
          fieldId={fieldIn("hours", HOURS_FIELDS)}
        />
        <input type="hidden" name="intent" value="hours" />
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="rounded-xl border border-slate-200 px-4 pt-1 pb-4">
            <legend className="px-1 font-bold text-brand-900">{DAY_NAMES[day]}</legend>
            <CheckboxField
              id={`hours-${day}-open`}
              name={`${day}-open`}
              label={`Open on ${DAY_NAMES[day]}`}
              defaultChecked={checkedFor(posted, `${day}-open`, hours[day].open)}
              problem={problemFor(posted, `${day}-open`)}
            />
            <div className="mt-2 grid grid-cols-2 gap-3">
              <Field
                id={`hours-${day}-opens`}
                name={`${day}-opens`}
                label={
                  <>
                    Opens<Hidden> on {DAY_NAMES[day]}</Hidden>
                  </>
                }
                type="time"
                defaultValue={valueFor(posted, `${day}-opens`, hours[day].opens)}
                problem={problemFor(posted, `${day}-opens`)}
              />
              <Field
                id={`hours-${day}-closes`}
                name={`${day}-closes`}
                label={
                  <>
                    Closes<Hidden> on {DAY_NAMES[day]}</Hidden>
                  </>
                }
                type="time"
                defaultValue={valueFor(posted, `${day}-closes`, hours[day].closes)}
                problem={problemFor(posted, `${day}-closes`)}
              />
            </div>
          </fieldset>
        ))}
        <button type="submit" className={primaryButton}>
          Save opening hours
        </button>
      </form>
    </Section>
  );
}

function Towns({
  business: details,
  editing,
  posted,
  listProblems,
  done,
}: {
  business: Details;
  editing: string | null;
  posted?: PostedForm;
  listProblems: FormProblem[];
  /** What was just done to a town: shown where the owner is, at the list or the town's form. */
  done?: string;
}) {
  const towns = details.townOrder.flatMap((id) => {
    const town = own(details.towns, id);
    return town ? [{ id, ...town }] : [];
  });
  const editedId = posted ? (posted.values.id ?? "") : (editing ?? "");
  const edited = editedId ? towns.find((town) => town.id === editedId) : undefined;
  const name = valueFor(posted, "name", edited?.name ?? "");
  const zipCodes = valueFor(posted, "zipCodes", edited?.zipCodes.join(", ") ?? "");
  return (
    <Section id={SECTION.towns} title="Service area">
      <p className="text-slate-700">
        The towns in the footer and on the About Us page, in this order. A quote request from one of their zip
        codes is inside your service area.
      </p>
      <ErrorSummary id="towns-problems" problems={listProblems} fieldId={() => undefined} />
      {done && !edited ? <DoneMessage>{done}</DoneMessage> : null}
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {towns.map((town) => (
          <ListItem
            key={town.id}
            id={`town-${town.id}`}
            title={town.name}
            detail={town.zipCodes.join(", ")}
            edit={`${PATH}?town=${encodeURIComponent(town.id)}#${SECTION.town}`}
          />
        ))}
      </ol>

      <div id={SECTION.town} className="mt-6 scroll-mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <form method="post" action={`${PATH}#${SECTION.town}`} noValidate className="space-y-4">
          <h3 className="text-lg font-bold break-words text-brand-900">
            {edited ? `Edit ${edited.name}` : "Add a town"}
          </h3>
          {done && edited ? <DoneMessage>{done}</DoneMessage> : null}
          <ErrorSummary
            id="town-problems"
            problems={posted?.problems ?? []}
            fieldId={fieldIn("town", ["name", "zipCodes"])}
          />
          <input type="hidden" name="intent" value="town" />
          {edited ? <input type="hidden" name="id" value={edited.id} /> : null}
          <Field
            id="town-name"
            name="name"
            label="Town"
            required
            defaultValue={name}
            problem={problemFor(posted, "name")}
          />
          <Field
            id="town-zipCodes"
            name="zipCodes"
            label="Zip codes"
            required
            hint="Each 5 digits, with a comma or a space between two: such as 79601, 79602."
            defaultValue={zipCodes}
            problem={problemFor(posted, "zipCodes")}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton}>
              {edited ? "Save town" : "Add town"}
            </button>
            {edited ? (
              <Link to={`${PATH}#${SECTION.towns}`} className={secondaryButton}>
                Close
              </Link>
            ) : null}
          </div>
        </form>
        {edited ? (
          <ItemPlace
            id={edited.id}
            name={edited.name}
            index={towns.indexOf(edited)}
            count={towns.length}
            moveIntent="move-town"
            removeIntent="remove-town"
            backTo={`${PATH}#${SECTION.town}`}
            listAt={`${PATH}#${SECTION.towns}`}
            keepOne
          />
        ) : null}
      </div>
    </Section>
  );
}
