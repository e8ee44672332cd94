import { data, redirect } from "react-router";
import { primaryButton } from "../components/owner/owner-bar.tsx";
import { business, telHref } from "../content/business.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { visitManageContext } from "../lib/visit-manage.ts";
import { customerPathPrefix, langOfPath } from "../route-table.ts";
import type { Route } from "./+types/visit-offer.ts";

// The customer's offer of times (docs/owner-guide.md, "Offer times"): the times the owner offered, and one plain
// form to pick one (a radio per time, works without JavaScript). The first pick confirms the visit, by email with
// the calendar invitation; an offer that ran out or was replaced says to call. Post/Redirect/Get.

/** The page's words, in one place (the customer reads them; a later language adds its own). */
const WORDS = {
  title: "Choose a time",
  picked: "Your cleaning is confirmed",
  pickedLine: (when: string) =>
    `We will see you ${when}. We have emailed you the confirmation with the visit for your calendar, and your personal link to change it.`,
  intro: "Choose the time that suits you. The first time you choose is confirmed at once.",
  until: (until: string) => `These times are kept for you until ${until} (Abilene time).`,
  button: "Confirm this time",
  expired: "This offer has run out",
  withdrawn: "These times are no longer offered",
  callUs: "Please call us at",
  forAnother: "and we will find another time.",
  notFound: "This link does not work",
  legend: "The times we can come",
} as const;

export const meta = () => [
  { title: `${WORDS.title} | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const offer = await context.get(visitManageContext).offer(params.token, lang);
  if (!offer) return data({ offer: null }, { status: 404 });
  // An offer that can no longer be picked says so with the phone: 410, gone.
  return data({ offer }, { status: offer.state === "expired" || offer.state === "withdrawn" ? 410 : 200 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const [day = "", window = ""] = String(form.get("time") ?? "").split("|");
  const lang = langOfPath(new URL(request.url).pathname);
  const answer = await context.get(visitManageContext).pickOffer(params.token, { day, window }, lang);
  if (answer.kind === "done")
    return redirect(`${customerPathPrefix("visit-offer", lang)}${params.token}`, 303);
  return data({ problem: answer.problem }, { status: 409 });
}

export default function VisitOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { business: details } = useSiteContent();
  const { offer } = loaderData;
  const call = (
    <>
      {WORDS.callUs}{" "}
      <a href={telHref(details.phone)} className="font-semibold text-brand-700 underline">
        {details.phone}
      </a>
    </>
  );
  if (!offer) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900">{WORDS.notFound}</h1>
        <p className="mt-3 text-slate-800">{call}.</p>
      </>
    );
  }
  if (offer.state === "picked") {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{WORDS.picked}</h1>
        <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
          {WORDS.pickedLine(offer.picked ?? "")}
        </p>
      </>
    );
  }
  if (offer.state !== "open") {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {offer.state === "expired" ? WORDS.expired : WORDS.withdrawn}
        </h1>
        <p className="mt-3 text-slate-800">
          {call} {WORDS.forAnother}
        </p>
      </>
    );
  }
  const problem = actionData?.problem;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{WORDS.title}</h1>
      {offer.message ? <p className="mt-3 whitespace-pre-line text-slate-800">{offer.message}</p> : null}
      <p className="mt-3 text-slate-800">{WORDS.intro}</p>
      {problem ? (
        <p
          id="offer-problem"
          role="alert"
          className="mt-4 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800"
        >
          {problem}
        </p>
      ) : null}
      <form method="post" className="mt-5 space-y-3">
        <fieldset {...(problem ? { "aria-describedby": "offer-problem" } : {})}>
          <legend className="font-semibold text-slate-900">{WORDS.legend}</legend>
          {offer.windows.map((slot, index) => (
            <label key={`${slot.day}-${slot.window}`} className="mt-2 flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="time"
                value={`${slot.day}|${slot.window}`}
                required
                defaultChecked={index === 0}
                className="size-5 shrink-0"
              />
              <span>{slot.words}</span>
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-slate-700">{WORDS.until(offer.until)}</p>
        <button type="submit" className={primaryButton}>
          {WORDS.button}
        </button>
      </form>
      <p className="mt-6 text-slate-800">None of them suits you? {call}.</p>
    </>
  );
}
