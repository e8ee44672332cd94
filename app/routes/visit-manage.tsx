import { data, redirect } from "react-router";
import { inputClasses, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { business, telHref } from "../content/business.ts";
import { translate } from "../i18n/messages.ts";
import { useWords } from "../i18n/use-words.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { visitManageContext } from "../lib/visit-manage.ts";
import { formatDay } from "../lib/visit-words.ts";
import { customerPathPrefix, langOfPath } from "../route-table.ts";
import type { Route } from "./+types/visit-manage.ts";

// The customer's manage page (docs/owner-guide.md, "Bookings"): the visit, and two plain forms, reschedule and
// cancel. The server decides every change (the 24-hour rule included), whatever the page sent; Post/Redirect/Get.
// In the language of its address (/visit/… or /es/visita/…, the lead's language's in the emails).

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${translate(langOfPath(location.pathname), "visit.title")} | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE = { moved: "visit.done.moved", cancelled: "visit.done.cancelled" } as const;
type Done = keyof typeof DONE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const visit = await context.get(visitManageContext).visit(params.token, lang);
  if (!visit) return data({ visit: null, done: null }, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return { visit, done: done && Object.hasOwn(DONE, done) ? (done as Done) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = context.get(visitManageContext);
  const lang = langOfPath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = (done: Done) =>
    redirect(`${customerPathPrefix("visit-manage", lang)}${params.token}?done=${done}`, 303);
  if (intent === "reschedule") {
    const answer = await service.reschedule(
      params.token,
      { day: String(form.get("day") ?? ""), window: String(form.get("window") ?? "") },
      lang,
    );
    return answer.kind === "done" ? back("moved") : data({ problem: answer.problem }, { status: 409 });
  }
  if (intent === "cancel") {
    const answer = await service.cancel(params.token, lang);
    return answer.kind === "done" ? back("cancelled") : data({ problem: answer.problem }, { status: 409 });
  }
  return data({ problem: translate(lang, "visit.notUnderstood") }, { status: 400 });
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

export default function VisitManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { business: details } = useSiteContent();
  const { t, lang } = useWords();
  const { visit, done } = loaderData;
  /** A message with "{phone}" left in it, for the link. */
  const withPhone = (key: Parameters<typeof t>[0], values = {}) => t(key, { ...values, phone: "{phone}" });
  if (!visit) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900">{t("visit.notFound.title")}</h1>
        <p className="mt-3 text-slate-800">
          <WithPhone words={withPhone("visit.notFound.text")} phone={details.phone} />
        </p>
      </>
    );
  }
  const problem = actionData?.problem;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {visit.status === "cancelled" ? t("visit.cancelledTitle") : t("visit.title")}
      </h1>
      {done ? (
        <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
          {t(DONE[done])}
        </p>
      ) : null}
      {problem ? (
        <p
          id="visit-problem"
          role="alert"
          className="mt-4 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800"
        >
          {problem}
        </p>
      ) : null}
      <dl className="mt-5 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold">{visit.status === "cancelled" ? t("visit.was") : t("visit.when")}</dt>
        <dd>{visit.words}</dd>
        {visit.frequency ? (
          <>
            <dt className="font-semibold">{t("visit.howOften")}</dt>
            <dd>{visit.frequency}</dd>
          </>
        ) : null}
        {visit.pending ? (
          <>
            <dt className="font-semibold">{t("visit.moveRequested")}</dt>
            <dd>{t("visit.pending", { when: visit.pending })}</dd>
          </>
        ) : null}
      </dl>
      {visit.status === "confirmed" && !visit.canChange ? (
        <p className="mt-5 rounded-lg bg-slate-50 p-4">
          <WithPhone words={withPhone("visit.tooLate", { hours: visit.cutoffHours })} phone={details.phone} />
        </p>
      ) : null}
      {visit.status === "confirmed" && visit.canChange ? (
        <>
          <section aria-labelledby="reschedule-heading" className="mt-8">
            <h2 id="reschedule-heading" className="text-xl font-bold text-brand-900">
              {t("visit.reschedule.heading")}
            </h2>
            <p className="mt-1 text-slate-700">
              {t(visit.frequency ? "visit.reschedule.textSeries" : "visit.reschedule.text", {
                first: formatDay(visit.earliest, lang),
                last: formatDay(visit.latest, lang),
              })}
            </p>
            <form method="post" className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
              <div>
                <label htmlFor="visit-day" className="block text-sm font-semibold text-slate-900">
                  {t("visit.reschedule.day")}
                </label>
                <input
                  id="visit-day"
                  type="date"
                  name="day"
                  min={visit.earliest}
                  max={visit.latest}
                  required
                  className={inputClasses}
                />
              </div>
              <div>
                <label htmlFor="visit-window" className="block text-sm font-semibold text-slate-900">
                  {t("visit.reschedule.window")}
                </label>
                <select
                  id="visit-window"
                  name="window"
                  className={inputClasses}
                  defaultValue={visit.windows[0]?.id}
                >
                  {visit.windows.map((window) => (
                    <option key={window.id} value={window.id}>
                      {window.label}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" name="intent" value="reschedule" className={primaryButton}>
                {t("visit.reschedule.button")}
              </button>
            </form>
          </section>
          <section aria-labelledby="cancel-heading" className="mt-8">
            <h2 id="cancel-heading" className="text-xl font-bold text-brand-900">
              {t("visit.cancel.heading")}
            </h2>
            <p className="mt-1 text-slate-700">
              {t(visit.frequency ? "visit.cancel.series" : "visit.cancel.one")}
            </p>
            <form method="post" className="mt-3">
              <button type="submit" name="intent" value="cancel" className={secondaryButton}>
                {t("visit.cancel.button")}
              </button>
            </form>
          </section>
        </>
      ) : null}
    </>
  );
}
