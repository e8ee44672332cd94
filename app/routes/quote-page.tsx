import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import { primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { business, telHref } from "../content/business.ts";
import type { Lang } from "../content/model/languages.ts";
import { type MessageKey, type MessageValues, translate } from "../i18n/messages.ts";
import { type QuoteForCustomer, quotePageContext } from "../lib/quote-page.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { customerPathPrefix, langOfPath } from "../route-table.ts";
import type { Route } from "./+types/quote-page.ts";

// The customer's quote (docs/owner-guide.md, "Price and send a quote"): the price and its lines, what is included
// and until when it is valid; accept it in one of its times (plain radio buttons: no script), ask a question or
// decline. Where the owner asks for payment online, accepting leads to the gateway's hosted page; coming back, the
// page says paid or not yet, from what the gateway's signed webhook recorded. Every word is in the customer's
// language (app/i18n: quote.page.*). Post/Redirect/Get.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${translate(loaderData?.quote?.lang ?? "en", "quote.page.title")} | ${business.name}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE = ["accepted", "asked", "declined"] as const;
type Done = (typeof DONE)[number];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const quote = await context.get(quotePageContext).quote(params.token);
  if (!quote) return data({ quote: null, done: null }, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return data(
    { quote, done: (DONE as readonly string[]).includes(done ?? "") ? (done as Done) : null },
    // A quote that can no longer be answered says so with the phone: 410, gone.
    { status: quote.state === "expired" || quote.state === "withdrawn" ? 410 : 200 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = context.get(quotePageContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // Back to the page at the address it was posted from (/quote/… or /es/su-cotizacion/…).
  const lang = langOfPath(new URL(request.url).pathname);
  const back = (done?: Done) =>
    redirect(`${customerPathPrefix("quote-page", lang)}${params.token}${done ? `?done=${done}` : ""}`, 303);
  let answer: Awaited<ReturnType<typeof service.accept>>;
  if (intent === "accept") {
    const [day = "", window = ""] = String(form.get("time") ?? "").split("|");
    answer = await service.accept(params.token, { day, window });
  } else if (intent === "pay") {
    answer = await service.pay(params.token);
  } else if (intent === "ask") {
    answer = await service.ask(params.token, String(form.get("question") ?? ""));
  } else if (intent === "decline") {
    answer = await service.decline(params.token, String(form.get("reason") ?? ""));
  } else {
    return data(
      { problem: "This request could not be read.", intent, field: undefined, values: {} },
      { status: 400 },
    );
  }
  // The gateway's hosted page: no card field is ever on ours.
  if (answer.kind === "pay") return redirect(answer.url, 303);
  if (answer.kind === "done")
    return back(
      intent === "ask"
        ? "asked"
        : intent === "decline"
          ? "declined"
          : intent === "accept"
            ? "accepted"
            : undefined,
    );
  return data(
    {
      problem: answer.problem,
      intent,
      field: answer.field,
      values: { question: String(form.get("question") ?? ""), reason: String(form.get("reason") ?? "") },
    },
    { status: answer.field ? 400 : 409 },
  );
}

const box = "mt-4 rounded-lg border px-4 py-3";

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, done } = loaderData;
  const { business: details } = useSiteContent();
  if (!quote) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-brand-900">{translate("en", "quote.page.notFound")}</h1>
        <CallUs lang="en" phone={details.phone} />
      </>
    );
  }
  const t = (key: MessageKey, values?: MessageValues) => translate(quote.lang, key, values);
  const problem = actionData?.problem;
  const heading: Record<QuoteForCustomer["state"], MessageKey> = {
    open: "quote.page.title",
    accepted: "quote.page.accepted",
    declined: "quote.page.declined",
    expired: "quote.page.expired",
    withdrawn: "quote.page.withdrawn",
  };
  return (
    <div lang={quote.lang}>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t(heading[quote.state])}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {t("quote.page.reference", { reference: quote.reference })}
      </p>
      {done === "asked" ? (
        <p role="status" className={`${box} border-accent-600/40 bg-accent-500/10`}>
          {t("quote.page.asked")}
        </p>
      ) : null}
      {problem && actionData?.intent !== "ask" && actionData?.intent !== "decline" ? (
        <p id="quote-problem" role="alert" className={`${box} border-red-700/40 bg-red-50 text-red-800`}>
          {problem}
        </p>
      ) : null}
      {quote.state === "expired" || quote.state === "withdrawn" ? (
        <CallUs lang={quote.lang} phone={quote.phone} />
      ) : (
        <>
          {quote.state === "accepted" ? <Accepted quote={quote} t={t} /> : null}
          {quote.state === "declined" ? (
            <p className="mt-3 text-slate-800">{t("quote.page.declinedLine", { phone: quote.phone })}</p>
          ) : null}
          {quote.state === "open" ? (
            <p className="mt-3 text-slate-800">{t("quote.page.greeting", { name: quote.firstName })}</p>
          ) : null}
          <Price quote={quote} t={t} />
          {quote.state === "open" ? <OpenForms quote={quote} t={t} posted={actionData} /> : null}
        </>
      )}
    </div>
  );
}

type T = (key: MessageKey, values?: MessageValues) => string;

function CallUs({ lang, phone }: { lang: Lang; phone: string }) {
  const [before = "", after = ""] = translate(lang, "quote.page.callUs", { phone: "\u0000" }).split("\u0000");
  return (
    <p className="mt-3 text-slate-800">
      {before}
      <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
        {phone}
      </a>
      {after}
    </p>
  );
}

function Price({ quote, t }: { quote: QuoteForCustomer; t: T }) {
  return (
    <section aria-labelledby="quote-lines" className="mt-5">
      <h2 id="quote-lines" className="text-lg font-bold text-brand-900">
        {t("quote.page.linesHeading")}
      </h2>
      <table className="mt-2 w-full border-collapse text-left">
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.label} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                {line.label}
              </th>
              <td className="py-2 text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-3 font-bold text-slate-900">
              {t("quote.total")}
            </th>
            <td className="py-2 text-right text-lg font-bold tabular-nums">{quote.total}</td>
          </tr>
        </tbody>
      </table>
      {quote.recurring ? (
        <p className="mt-3 text-slate-800">{t("quote.page.recurring", { amount: quote.recurring })}</p>
      ) : null}
      {quote.included ? (
        <p className="mt-3 whitespace-pre-line text-slate-800">
          {t("quote.page.included", { included: quote.included })}
        </p>
      ) : null}
      {quote.state === "open" ? (
        <p className="mt-2 text-slate-800">{t("quote.page.validUntil", { day: quote.validUntil })}</p>
      ) : null}
    </section>
  );
}

function Accepted({ quote, t }: { quote: QuoteForCustomer; t: T }) {
  return (
    <>
      <p role="status" className={`${box} border-accent-600/40 bg-accent-500/10`}>
        {t("quote.page.acceptedLine", { when: quote.accepted ?? "" })}
      </p>
      {quote.payment === "paid" ? (
        <p className="mt-3 font-semibold text-accent-700">
          {t("quote.page.paid", { amount: quote.due ?? "" })}
        </p>
      ) : null}
      {quote.payment === "unpaid" ? (
        <form method="post" className="mt-3 space-y-2">
          <p className="font-semibold text-slate-900">
            {t("quote.page.unpaid", { amount: quote.due ?? "" })}
          </p>
          <p className="text-sm text-slate-700">{t("quote.page.paymentPending")}</p>
          <button type="submit" name="intent" value="pay" className={primaryButton}>
            {t("quote.page.pay", { amount: quote.due ?? "" })}
          </button>
        </form>
      ) : null}
    </>
  );
}

interface Posted {
  problem?: string;
  intent?: string;
  field?: string;
  values?: Record<string, string>;
}

function Folded({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="mt-4 rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 py-2 font-bold text-brand-900">
        {summary}
      </summary>
      <div className="border-t border-slate-200 p-4">{children}</div>
    </details>
  );
}

function OpenForms({ quote, t, posted }: { quote: QuoteForCustomer; t: T; posted?: Posted }) {
  const problemOf = (intent: string) => (posted?.intent === intent ? posted.problem : undefined);
  const field = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base";
  return (
    <>
      <section aria-labelledby="quote-accept" className="mt-6">
        <h2 id="quote-accept" className="text-lg font-bold text-brand-900">
          {t("quote.page.acceptHeading")}
        </h2>
        <form method="post" className="mt-2 space-y-3">
          <fieldset {...(posted?.intent === "accept" ? { "aria-describedby": "quote-problem" } : {})}>
            <legend className="font-semibold text-slate-900">{t("quote.page.legend")}</legend>
            {quote.windows.map((slot, index) => (
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
          {quote.due ? (
            <p className="text-slate-800">{t("quote.page.dueLine", { amount: quote.due })}</p>
          ) : null}
          <button type="submit" name="intent" value="accept" className={primaryButton}>
            {t("quote.page.accept")}
          </button>
        </form>
      </section>
      <Folded summary={t("quote.page.askHeading")} open={posted?.intent === "ask"}>
        <form method="post" className="space-y-3">
          {problemOf("ask") ? (
            <p id="ask-problem" role="alert" className="font-semibold text-red-800">
              {problemOf("ask")}
            </p>
          ) : null}
          <label htmlFor="question" className="block font-semibold text-slate-900">
            {t("quote.page.question")}
          </label>
          <textarea
            id="question"
            name="question"
            rows={3}
            maxLength={1000}
            required
            defaultValue={posted?.values?.question ?? ""}
            {...(problemOf("ask") ? { "aria-invalid": true, "aria-describedby": "ask-problem" } : {})}
            className={field}
          />
          <button type="submit" name="intent" value="ask" className={secondaryButton}>
            {t("quote.page.ask")}
          </button>
        </form>
      </Folded>
      <Folded summary={t("quote.page.declineHeading")} open={posted?.intent === "decline"}>
        <form method="post" className="space-y-3">
          {problemOf("decline") ? (
            <p id="decline-problem" role="alert" className="font-semibold text-red-800">
              {problemOf("decline")}
            </p>
          ) : null}
          <label htmlFor="reason" className="block font-semibold text-slate-900">
            {t("quote.page.reason")}
          </label>
          <textarea
            id="reason"
            name="reason"
            rows={2}
            maxLength={1000}
            defaultValue={posted?.values?.reason ?? ""}
            className={field}
          />
          <button type="submit" name="intent" value="decline" className={secondaryButton}>
            {t("quote.page.decline")}
          </button>
        </form>
      </Folded>
    </>
  );
}
