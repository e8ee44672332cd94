import { data, redirect } from "react-router";
import { inputClasses, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { business, telHref } from "../content/business.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { visitManageContext } from "../lib/visit-manage.ts";
import { formatDay } from "../lib/visit-words.ts";
import { customerPathPrefix } from "../route-table.ts";
import type { Route } from "./+types/visit-manage.ts";

// The customer's manage page (docs/owner-guide.md, "Bookings"): the visit, and two plain forms, reschedule and
// cancel. The server decides every change (the 24-hour rule included), whatever the page sent; Post/Redirect/Get.

export const meta = () => [
  { title: `Your cleaning | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE = {
  moved:
    "Thank you: your new time is requested, not yet confirmed. We confirm it by email; until then your visit stays as it was.",
  cancelled: "Your visit is cancelled. We have emailed you, and your calendar removes it.",
} as const;
type Done = keyof typeof DONE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = await context.get(visitManageContext).visit(params.token);
  if (!visit) return data({ visit: null, done: null }, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return { visit, done: done && Object.hasOwn(DONE, done) ? (done as Done) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = context.get(visitManageContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = (done: Done) =>
    redirect(`${customerPathPrefix("visit-manage")}${params.token}?done=${done}`, 303);
  if (intent === "reschedule") {
    const answer = await service.reschedule(params.token, {
      day: String(form.get("day") ?? ""),
      window: String(form.get("window") ?? ""),
    });
    return answer.kind === "done" ? back("moved") : data({ problem: answer.problem }, { status: 409 });
  }
  if (intent === "cancel") {
    const answer = await service.cancel(params.token);
    return answer.kind === "done" ? back("cancelled") : data({ problem: answer.problem }, { status: 409 });
  }
  return data({ problem: "That request was not understood." }, { status: 400 });
}

export default function VisitManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { business: details } = useSiteContent();
  const { visit, done } = loaderData;
  if (!visit) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900">This link does not work</h1>
        <p className="mt-3 text-slate-800">
          It may be for a visit that is over, or an older email (each confirmation brings a new link). Please
          call us at{" "}
          <a href={telHref(details.phone)} className="font-semibold text-brand-700 underline">
            {details.phone}
          </a>
          .
        </p>
      </>
    );
  }
  const problem = actionData?.problem;
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {visit.status === "cancelled" ? "Your visit is cancelled" : "Your cleaning"}
      </h1>
      {done ? (
        <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
          {DONE[done]}
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
        <dt className="font-semibold">{visit.status === "cancelled" ? "Was" : "When"}</dt>
        <dd>{visit.words}</dd>
        {visit.frequency ? (
          <>
            <dt className="font-semibold">How often</dt>
            <dd>{visit.frequency}</dd>
          </>
        ) : null}
        {visit.pending ? (
          <>
            <dt className="font-semibold">Move requested</dt>
            <dd>{visit.pending}, not yet confirmed</dd>
          </>
        ) : null}
      </dl>
      {visit.status === "confirmed" && !visit.canChange ? (
        <p className="mt-5 rounded-lg bg-slate-50 p-4">
          Your visit starts in less than {visit.cutoffHours} hours: changes that late are made by phone only.
          Please call us at{" "}
          <a href={telHref(details.phone)} className="font-semibold text-brand-700 underline">
            {details.phone}
          </a>
          .
        </p>
      ) : null}
      {visit.status === "confirmed" && visit.canChange ? (
        <>
          <section aria-labelledby="reschedule-heading" className="mt-8">
            <h2 id="reschedule-heading" className="text-xl font-bold text-brand-900">
              Choose another time
            </h2>
            <p className="mt-1 text-slate-700">
              A working day from {formatDay(visit.earliest)} to {formatDay(visit.latest)}. We confirm the new
              time by email; your visit stays as it is until then
              {visit.frequency ? ", and the visits after it move with it" : ""}.
            </p>
            <form method="post" className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
              <div>
                <label htmlFor="visit-day" className="block text-sm font-semibold text-slate-900">
                  Day
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
                  Arrival window (Abilene time)
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
                Ask for this time
              </button>
            </form>
          </section>
          <section aria-labelledby="cancel-heading" className="mt-8">
            <h2 id="cancel-heading" className="text-xl font-bold text-brand-900">
              Cancel
            </h2>
            <p className="mt-1 text-slate-700">
              {visit.frequency ? "Cancels this visit and the ones after it." : "Cancels this visit."} We email
              you, and your calendar removes it.
            </p>
            <form method="post" className="mt-3">
              <button type="submit" name="intent" value="cancel" className={secondaryButton}>
                Cancel my visit
              </button>
            </form>
          </section>
        </>
      ) : null}
    </>
  );
}
