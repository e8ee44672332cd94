import { redirect } from "react-router";
import { ErrorSummary, Field, Section } from "../components/owner/form-kit.tsx";
import { OwnerBar, primaryButton } from "../components/owner/owner-bar.tsx";
import { BackLink, DoneMessage, doneOf, requireOwner } from "../components/owner/owner-site-parts.tsx";
import {
  formText,
  type PostedForm,
  postedFor,
  postedValues,
  problemFor,
  refuse,
  valueFor,
} from "../components/owner/posted-form.ts";
import { business } from "../content/business.ts";
import { ownerQuotesContext } from "../lib/owner-quotes.ts";
import { ownerWordsContext } from "../lib/owner-words.ts";
import type { Route } from "./+types/owner-site-payments.ts";

// Online payment (docs/owner-guide.md, "Online payment"): how customers pay when they accept a quote: nothing
// online, a deposit (an amount or a percentage of the quote), or the full price, on Stripe's hosted page. Part of
// the owner's content: each change is checked, recorded in the history and can be undone. Without the gateway's keys
// nothing is asked online, whatever is chosen here, and the page says so.

export const meta = () => [
  { title: `Online payment | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/leads/site/payments";
const DONE_MESSAGES = { saved: "Saved: quotes you send from now on ask for this." } as const;

const CHOICES = [
  { value: "none", label: "No online payment: customers pay as they do today" },
  { value: "deposit", label: "A deposit when they accept" },
  { value: "full", label: "The full price when they accept" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const model = await context.get(ownerWordsContext).model();
  const { onlinePayment } = context.get(ownerQuotesContext);
  return { owner, payments: model.payments, onlinePayment, done: doneOf(request, DONE_MESSAGES) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const form = await request.formData();
  const values = postedValues(form);
  const result = await context.get(ownerWordsContext).save({
    kind: "payments",
    input: {
      choice: formText(form, "choice"),
      depositKind: formText(form, "depositKind"),
      depositAmount: formText(form, "depositAmount"),
      depositPercent: formText(form, "depositPercent"),
    },
  });
  if (!result.ok)
    return refuse({ form: "payments", values }, { problem: result.problem, field: result.field });
  return redirect(`${PATH}?done=saved`, 303);
}

export default function OwnerPaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, payments, onlinePayment, done } = loaderData;
  const posted = postedFor(actionData as PostedForm | undefined, "payments");
  const choice = valueFor(posted, "choice", payments.choice);
  const kind = valueFor(posted, "depositKind", payments.depositKind);
  const radio = "flex min-h-11 items-center gap-3";
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Online payment</h1>
      {onlinePayment ? (
        <p className="mt-3 text-slate-800">
          When a customer accepts a quote, they can pay on Stripe's own secure page: no card number ever
          reaches this site. You see each payment on the lead, and can refund it from there.
        </p>
      ) : (
        <p className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
          Online payment is not set up on this site yet (whoever runs it adds your Stripe account: see
          docs/operations.md). Until then no quote asks for payment online, whatever you choose here.
        </p>
      )}
      {done ? <DoneMessage>{DONE_MESSAGES[done]}</DoneMessage> : null}
      <Section id="payments" title="When a customer accepts a quote">
        <form method="post" action={`${PATH}#payments`} noValidate className="space-y-4">
          <ErrorSummary
            id="payments-problems"
            problems={posted?.problems ?? []}
            fieldId={(field) => (field === "choice" ? "choice-none" : `payments-${field}`)}
          />
          <fieldset>
            <legend className="font-semibold text-slate-900">How customers pay online</legend>
            {CHOICES.map((option) => (
              <label key={option.value} htmlFor={`choice-${option.value}`} className={radio}>
                <input
                  id={`choice-${option.value}`}
                  type="radio"
                  name="choice"
                  value={option.value}
                  defaultChecked={choice === option.value}
                  className="size-6 shrink-0"
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">The deposit</legend>
            <label htmlFor="kind-percent" className={radio}>
              <input
                id="kind-percent"
                type="radio"
                name="depositKind"
                value="percent"
                defaultChecked={kind !== "amount"}
                className="size-6 shrink-0"
              />
              <span>A percentage of the quote</span>
            </label>
            <Field
              id="payments-depositPercent"
              name="depositPercent"
              label="Percentage"
              hint="A whole number from 1 to 100, such as 25 (25 % of a $240 quote is $60)."
              inputMode="numeric"
              narrow
              defaultValue={valueFor(posted, "depositPercent", String(payments.depositPercent))}
              problem={problemFor(posted, "depositPercent")}
            />
            <label htmlFor="kind-amount" className={radio}>
              <input
                id="kind-amount"
                type="radio"
                name="depositKind"
                value="amount"
                defaultChecked={kind === "amount"}
                className="size-6 shrink-0"
              />
              <span>A fixed amount</span>
            </label>
            <Field
              id="payments-depositAmount"
              name="depositAmount"
              label="Amount in dollars"
              hint="Such as 50 or 49.50. A quote for less asks for its whole price."
              inputMode="decimal"
              narrow
              defaultValue={valueFor(posted, "depositAmount", (payments.depositCents / 100).toFixed(2))}
              problem={problemFor(posted, "depositAmount")}
            />
          </fieldset>
          <button type="submit" className={primaryButton}>
            Save how customers pay
          </button>
        </form>
      </Section>
      <OwnerBar email={owner.email} />
    </>
  );
}
