import { data, redirect } from "react-router";
import { primaryButton } from "../components/owner/owner-bar.tsx";
import { business, telHref } from "../content/business.ts";
import { translate } from "../i18n/messages.ts";
import { useWords } from "../i18n/use-words.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { visitManageContext } from "../lib/visit-manage.ts";
import { customerPathPrefix, langOfPath } from "../route-table.ts";
import type { Route } from "./+types/visit-offer.ts";

// The customer's offer of times (docs/owner-guide.md, "Offering times"): the times the owner offered, and one plain
// form to pick one (a radio per time, works without JavaScript). The first pick confirms the visit, by email with
// the calendar invitation; an offer that ran out or was replaced says to call. Post/Redirect/Get.

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${translate(langOfPath(location.pathname), "offer.title")} | ${business.name}` },
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

/** Words with the phone as a tel: link in them ("… call us at {phone}."). */
function WithPhone({ words, phone }: { words: string; phone: string }) {
  const [before, after = ""] = words.split("{phone}");
  return (
    <>
      {before}
      <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
        {phone}
      </a>
      {after}
    </>
  );
}

export default function VisitOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { business: details } = useSiteContent();
  const { t } = useWords();
  const { offer } = loaderData;
  const call = (key: "offer.callUs" | "offer.callForAnother" | "offer.noneSuits") => (
    <WithPhone words={t(key, { phone: "{phone}" })} phone={details.phone} />
  );
  if (!offer) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900">{t("offer.notFound")}</h1>
        <p className="mt-3 text-slate-800">{call("offer.callUs")}</p>
      </>
    );
  }
  if (offer.state === "picked") {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t("offer.picked")}</h1>
        <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
          {t("offer.pickedLine", { when: offer.picked ?? "" })}
        </p>
      </>
    );
  }
  if (offer.state !== "open") {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {offer.state === "expired" ? t("offer.expired") : t("offer.withdrawn")}
        </h1>
        <p className="mt-3 text-slate-800">{call("offer.callForAnother")}</p>
      </>
    );
  }
  const problem = actionData?.problem;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t("offer.title")}</h1>
      {offer.message ? <p className="mt-3 whitespace-pre-line text-slate-800">{offer.message}</p> : null}
      <p className="mt-3 text-slate-800">{t("offer.intro")}</p>
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
          <legend className="font-semibold text-slate-900">{t("offer.legend")}</legend>
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
        <p className="text-sm text-slate-700">{t("offer.until", { until: offer.until })}</p>
        <button type="submit" className={primaryButton}>
          {t("offer.button")}
        </button>
      </form>
      <p className="mt-6 text-slate-800">{call("offer.noneSuits")}</p>
    </>
  );
}
