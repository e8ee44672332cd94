import { FREQUENCIES } from "../../content/booking.ts";
import type { LeadSchedule } from "../../lib/owner-bookings.ts";
import {
  type LeadQuotes,
  type OwnerQuotesService,
  type OwnerQuoteView,
  QUOTE_ADD_ONS,
  type QuoteInput,
} from "../../lib/owner-quotes.ts";
import { Field, Section, SelectField } from "./form-kit.tsx";
import { primaryButton, secondaryButton } from "./owner-bar.tsx";
import { abileneTime } from "./owner-format.ts";

/**
 * The lead page's quote (docs/owner-guide.md, "Price and send a quote"): what was sent and what became of it
 * (opened, accepted, declined, questions, payment), the form to price and send it or a revision, withdraw, and
 * refund a payment. Plain forms (Post/Redirect/Get, no script); a refused form comes back with what was typed and
 * the message at its field (form-kit.tsx).
 */

/** A quote form the server sent back: why, on which field, what was typed. */
export interface QuoteFormEcho {
  problem: string;
  field?: string;
  values: Record<string, string>;
}

export type QuoteDone = "quote-sent" | "quote-withdrawn" | "refunded";

type QuoteOutcome = { kind: "done"; done: QuoteDone } | { kind: "form"; form: QuoteFormEcho; status: number };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The lead page's quote intents; undefined for any other. */
export async function quoteAction(
  intent: string,
  leadId: string,
  form: FormData,
  service: OwnerQuotesService,
): Promise<QuoteOutcome | undefined> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "intent") values[name] = value;
  const outcome = (answer: Awaited<ReturnType<OwnerQuotesService["send"]>>, done: QuoteDone): QuoteOutcome =>
    answer.ok
      ? { kind: "done", done }
      : {
          kind: "form",
          form: {
            problem: answer.problem,
            ...(answer.field ? { field: answer.field } : {}),
            values: { ...values, intent },
          },
          status: answer.field ? 400 : 409,
        };
  switch (intent) {
    case "send-quote": {
      const input: QuoteInput = {
        serviceLabel: text(form, "serviceLabel"),
        service: text(form, "service"),
        oven: text(form, "oven"),
        fridge: text(form, "fridge"),
        blinds: text(form, "blinds"),
        recurring: text(form, "recurring"),
        frequency: text(form, "frequency"),
        included: text(form, "included"),
        validUntil: text(form, "validUntil"),
        windows: [1, 2, 3].map((n) => ({ day: text(form, `day-${n}`), window: text(form, `window-${n}`) })),
        ...(form.has("after") ? { after: text(form, "after") } : {}),
      };
      return outcome(await service.send(leadId, input), "quote-sent");
    }
    case "withdraw-quote":
      return outcome(await service.withdraw(leadId, text(form, "quote")), "quote-withdrawn");
    case "refund-payment":
      return outcome(await service.refund(leadId, text(form, "payment")), "refunded");
    default:
      return undefined;
  }
}

const STATUS_WORDS: Record<OwnerQuoteView["status"], string> = {
  sent: "Sent, waiting for the customer",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  superseded: "Replaced by a newer quote",
  expired: "Expired without an answer",
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function QuoteSection({
  quotes,
  schedule,
  form,
}: {
  quotes: LeadQuotes;
  schedule: LeadSchedule;
  form?: QuoteFormEcho;
}) {
  const [current, ...older] = quotes.quotes;
  const open = current?.status === "sent";
  return (
    <Section id="quote" title="Quote">
      {current ? <QuoteCard quote={current} /> : <p className="text-slate-700">No quote sent yet.</p>}
      {older.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {`Earlier: ${older.map((quote) => `${dollars(quote.totalCents)} (${STATUS_WORDS[quote.status].toLowerCase()})`).join("; ")}`}
        </p>
      ) : null}
      {open && current ? (
        <form method="post" action="#quote" className="mt-3">
          <input type="hidden" name="quote" value={current.id} />
          <button type="submit" name="intent" value="withdraw-quote" className={secondaryButton}>
            Withdraw this quote
          </button>
        </form>
      ) : null}
      {current?.status === "accepted" ? null : (
        <QuoteForm quotes={quotes} schedule={schedule} form={form} revising={open} />
      )}
    </Section>
  );
}

function QuoteCard({ quote }: { quote: OwnerQuoteView }) {
  const events = [
    `Sent ${abileneTime(quote.sentAt)}`,
    quote.openedAt ? `opened ${abileneTime(quote.openedAt)}` : "not opened yet",
    ...(quote.answeredAt ? [`${quote.status} ${abileneTime(quote.answeredAt)}`] : []),
  ];
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <p className="font-bold text-slate-900">
        {`${dollars(quote.totalCents)} · ${STATUS_WORDS[quote.status]}${quote.version > 1 ? ` · revision ${quote.version}` : ""}`}
      </p>
      <p className="mt-1 text-sm text-slate-700">{events.join(" · ")}</p>
      {quote.declineReason ? (
        <p className="mt-1 text-slate-800">{`Their reason: ${quote.declineReason}`}</p>
      ) : null}
      {quote.questions.map((question) => (
        <p key={question.at} className="mt-2 rounded-lg bg-sky-50 p-2 break-words text-slate-900">
          {`Their question, ${abileneTime(question.at)}: ${question.text}`}
        </p>
      ))}
      <ul className="mt-2 space-y-1 text-slate-800">
        {quote.lines.map((line) => (
          <li key={line.label}>{`${line.label}: ${dollars(line.cents)}`}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{`Valid until ${quote.validUntil} · ${quote.paymentWords}`}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
        {quote.windows.map((window) => (
          <li key={window.words}>{`${window.words}${window.accepted ? " (chosen)" : ""}`}</li>
        ))}
      </ul>
      {quote.dueCents > 0 && quote.status === "accepted" && quote.payments.length === 0 ? (
        <p className="mt-2 font-semibold text-amber-800">{`Not paid yet (${dollars(quote.dueCents)} asked online)`}</p>
      ) : null}
      {quote.payments.map((payment) => (
        <div key={payment.id} className="mt-2">
          <p className="font-semibold text-accent-700">
            {`Paid online ${dollars(payment.amountCents)}, ${abileneTime(payment.paidAt)}`}
            {payment.refundedAt
              ? ` · refunded ${dollars(payment.refundedCents)} ${abileneTime(payment.refundedAt)}`
              : ""}
          </p>
          {payment.refundedAt ? null : (
            <form method="post" action="#quote" className="mt-1">
              <input type="hidden" name="payment" value={payment.id} />
              <button type="submit" name="intent" value="refund-payment" className={secondaryButton}>
                {`Refund ${dollars(payment.amountCents)} through Stripe`}
              </button>
            </form>
          )}
        </div>
      ))}
    </div>
  );
}

function QuoteForm({
  quotes,
  schedule,
  form,
  revising,
}: {
  quotes: LeadQuotes;
  schedule: LeadSchedule;
  form?: QuoteFormEcho;
  revising: boolean;
}) {
  const { draft } = quotes;
  const last = quotes.quotes[0];
  const value = (name: string, fallback = "") => form?.values[name] ?? fallback;
  const problem = (name: string) => (form?.field === name ? form.problem : undefined);
  const windows = schedule.windows.map((window) => ({ value: window.id, label: window.label }));
  const pay = quotes.onlinePayment
    ? quotes.payments.choice === "none"
      ? "No online payment is asked (Your site → Online payment)."
      : quotes.payments.choice === "full"
        ? "The customer pays the full price online when accepting (Your site → Online payment)."
        : `The customer pays a deposit of ${quotes.payments.depositKind === "amount" ? dollars(quotes.payments.depositCents) : `${quotes.payments.depositPercent} %`} online when accepting (Your site → Online payment).`
    : "No online payment: it is not set up on this site.";
  return (
    <form method="post" action="#quote" noValidate className="mt-4 space-y-4">
      <input type="hidden" name="after" value={String(last?.version ?? 0)} />
      <h3 className="text-lg font-bold text-brand-900">
        {revising ? "Send a revised quote" : "Price and send a quote"}
      </h3>
      {form && !form.field ? (
        <p
          id="quote-problem"
          role="alert"
          className="rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800"
        >
          {form.problem}
        </p>
      ) : null}
      <p className="text-slate-700">
        {revising
          ? "The customer gets the new one by email; the link of the one before stops working."
          : "The customer gets it by email with a private link to accept it, ask or decline. The lead moves to Quoted."}
      </p>
      <Field
        id="quote-serviceLabel"
        name="serviceLabel"
        label="Service, as the customer reads it"
        maxLength={80}
        defaultValue={value("serviceLabel", last?.lines[0]?.label ?? draft.service)}
        problem={problem("serviceLabel")}
      />
      <Field
        id="quote-service"
        name="service"
        label="Its price, in dollars"
        inputMode="decimal"
        narrow
        maxLength={12}
        defaultValue={value("service")}
        problem={problem("service")}
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">Add-ons, in dollars (leave empty for none)</legend>
        {QUOTE_ADD_ONS.map(({ field, addOn }) => (
          <Field
            key={field}
            id={`quote-${field}`}
            name={field}
            label={addOn.en}
            inputMode="decimal"
            narrow
            maxLength={12}
            defaultValue={value(field)}
            problem={problem(field)}
          />
        ))}
      </fieldset>
      <Field
        id="quote-recurring"
        name="recurring"
        label="Recurring: price of each visit after the first (optional)"
        hint="Not added to the total: the customer reads it as the price per visit after the first."
        inputMode="decimal"
        narrow
        maxLength={12}
        defaultValue={value("recurring")}
        problem={problem("recurring")}
      />
      <SelectField
        id="quote-frequency"
        name="frequency"
        label="How often"
        options={[
          { value: "", label: "One visit" },
          ...FREQUENCIES.map(({ value, label }) => ({ value, label })),
        ]}
        defaultValue={value("frequency")}
        problem={problem("frequency")}
      />
      <Field
        id="quote-included"
        name="included"
        label="What is included (optional)"
        rows={3}
        maxLength={600}
        defaultValue={value("included")}
        problem={problem("included")}
      />
      <Field
        id="quote-validUntil"
        name="validUntil"
        label="Valid until"
        type="date"
        narrow
        min={draft.today}
        defaultValue={value("validUntil", draft.validUntil)}
        problem={problem("validUntil")}
      />
      {[1, 2, 3].map((n) => (
        <fieldset key={n} className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">
            {n === 1 ? "Quote time 1" : `Quote time ${n} (optional)`}
          </legend>
          <Field
            id={`quote-day-${n}`}
            name={`day-${n}`}
            label="Day"
            type="date"
            narrow
            min={draft.today}
            defaultValue={value(`day-${n}`, n === 1 ? (draft.requested?.day ?? "") : "")}
            problem={problem(`day-${n}`)}
          />
          <SelectField
            id={`quote-window-${n}`}
            name={`window-${n}`}
            label="Window"
            options={n === 1 ? windows : [{ value: "", label: "No time" }, ...windows]}
            defaultValue={value(
              `window-${n}`,
              n === 1 ? (draft.requested?.window ?? windows[0]?.value ?? "") : "",
            )}
            problem={problem(`window-${n}`)}
          />
        </fieldset>
      ))}
      <p className="text-sm text-slate-700">{pay}</p>
      <button type="submit" name="intent" value="send-quote" className={primaryButton}>
        {revising ? "Send the revised quote" : "Send the quote"}
      </button>
    </form>
  );
}
