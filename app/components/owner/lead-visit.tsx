import type { ReactNode } from "react";
import type {
  InboxBooking,
  LeadSchedule,
  OwnerAnswer,
  OwnerBookingsService,
  VisitOccurrence,
} from "../../lib/owner-bookings.ts";
import { inputClasses, primaryButton, secondaryButton } from "./owner-bar.tsx";
import { abileneTime } from "./owner-format.ts";
import {
  echo,
  Field,
  Folded,
  FormProblem,
  formValues,
  VisitFields,
  VisitTerms,
  WindowSelect,
} from "./visit-forms.tsx";

/**
 * The lead page's visit (docs/owner-guide.md, "Bookings"): what was asked and what became of it, and every answer
 * the owner can give from here, each a plain form (Post/Redirect/Get, no script): confirm, decline or offer other
 * times for a request; book a visit on a lead with nothing to come; move or cancel a visit (one of a series or all
 * of it) with a message to the customer; "Visit done" once it has begun, and the review request it will send.
 */

/** A visit form the server sent back: which, why, on which field, what was typed; or the 24-hour warning. */
export interface VisitForm {
  intent: string;
  problem?: string;
  field?: string;
  warning?: string;
  values: Record<string, string>;
}

export type VisitDone =
  | "confirmed"
  | "declined"
  | "booked"
  | "moved"
  | "cancelled"
  | "offered"
  | "visit-done"
  | "visit-problem";

type VisitOutcome = { kind: "done"; done: VisitDone } | { kind: "form"; form: VisitForm; status: number };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The lead page's visit intents; undefined for any other. */
export async function visitAction(
  intent: string,
  leadId: string,
  form: FormData,
  service: OwnerBookingsService,
): Promise<VisitOutcome | undefined> {
  const values = formValues(form);
  const outcome = (answer: OwnerAnswer, done: VisitDone): VisitOutcome => {
    if (answer.kind === "done") return { kind: "done", done };
    if (answer.kind === "warn")
      return { kind: "form", form: { intent, warning: answer.warning, values }, status: 409 };
    // A field typed wrong is the request's fault (400); anything else is the state of the booking (409).
    return {
      kind: "form",
      form: { intent, problem: answer.problem, ...(answer.field ? { field: answer.field } : {}), values },
      status: answer.field ? 400 : 409,
    };
  };
  const visit = () => ({
    day: text(form, "day"),
    window: text(form, "window"),
    frequency: text(form, "frequency"),
    price: text(form, "price"),
    address: text(form, "address"),
    accessNotes: text(form, "accessNotes"),
  });
  switch (intent) {
    case "confirm-visit": {
      const { booking } = await service.lead(leadId);
      const choice = text(form, "choice");
      const slot =
        choice === "first" && booking?.requested
          ? booking.requested
          : choice === "second" && booking?.second
            ? booking.second
            : choice === "other"
              ? { day: text(form, "day"), window: text(form, "window") }
              : undefined;
      if (!slot) return outcome({ kind: "refused", problem: "Choose the window to confirm." }, "confirmed");
      return outcome(
        await service.confirmVisit(
          leadId,
          { day: slot.day, window: slot.window },
          {
            address: text(form, "address"),
            accessNotes: text(form, "accessNotes"),
            price: text(form, "price"),
          },
        ),
        "confirmed",
      );
    }
    case "decline-visit":
      return outcome(await service.declineVisit(leadId, text(form, "reason")), "declined");
    case "book-visit":
      return outcome(await service.bookVisit(leadId, visit()), "booked");
    case "offer-times":
      return outcome(
        await service.offerTimes(leadId, {
          slots: [1, 2, 3].map((n) => ({
            day: text(form, `offer-day-${n}`),
            window: text(form, `offer-window-${n}`),
          })),
          message: text(form, "message"),
          frequency: text(form, "frequency"),
          price: text(form, "price"),
          address: text(form, "address"),
          accessNotes: text(form, "accessNotes"),
        }),
        "offered",
      );
    case "move-visit":
      return outcome(
        await service.moveVisit(leadId, {
          of: text(form, "of"),
          day: text(form, "day"),
          window: text(form, "window"),
          message: text(form, "message"),
          acceptLate: text(form, "acceptLate") === "yes",
          sequence: Number(text(form, "sequence")),
        }),
        "moved",
      );
    case "cancel-visit":
      return outcome(
        await service.cancelVisit(leadId, {
          of: text(form, "of"),
          message: text(form, "message"),
          acceptLate: text(form, "acceptLate") === "yes",
          sequence: Number(text(form, "sequence")),
        }),
        "cancelled",
      );
    case "visit-done":
      return outcome(await service.markVisitDone(leadId), "visit-done");
    case "visit-problem":
      return outcome(await service.flagVisitProblem(leadId), "visit-problem");
    default:
      return undefined;
  }
}

const VISIT_STATUS: Record<InboxBooking["status"], string> = {
  requested: "Requested, waiting for your answer",
  offered: "Times offered, waiting for the customer to pick one",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

const OFFER_STATE = {
  open: "open",
  picked: "picked",
  withdrawn: "withdrawn",
  expired: "ran out without a pick",
} as const;

/** The form the server sent back for this intent, if it is this one. */
const formOf = (form: VisitForm | undefined, intent: string) => (form?.intent === intent ? form : undefined);

export function VisitSection({ schedule, form }: { schedule: LeadSchedule; form?: VisitForm }) {
  const { booking } = schedule;
  const confirmed = booking?.status === "confirmed" && (booking.upcoming.length > 0 || booking.current);
  return (
    <section className="mt-8" aria-labelledby="section-visit">
      <h2 id="section-visit" className="mb-3 text-xl font-bold text-brand-900">
        Visit
      </h2>
      {booking ? <BookingFacts booking={booking} /> : <p className="text-slate-700">No visit yet.</p>}
      {booking?.current ? <CurrentVisit visit={booking.current} schedule={schedule} form={form} /> : null}
      {booking?.requested ? <Answer booking={booking} schedule={schedule} form={form} /> : null}
      {confirmed && booking ? <ChangeVisit booking={booking} schedule={schedule} form={form} /> : null}
      {schedule.canBook ? <BookVisit schedule={schedule} form={formOf(form, "book-visit")} /> : null}
      {schedule.canOffer && !booking?.requested ? (
        <OfferTimes schedule={schedule} form={formOf(form, "offer-times")} declining={false} />
      ) : null}
    </section>
  );
}

function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {items.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-slate-900">{name}</dt>
          <dd className="wrap-anywhere text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BookingFacts({ booking }: { booking: InboxBooking }) {
  const facts: [string, ReactNode][] = [["Status", VISIT_STATUS[booking.status]]];
  if (booking.visit && booking.status !== "offered") facts.push(["Visit", booking.visit.words]);
  if (booking.requested) {
    facts.push([booking.status === "confirmed" ? "Move asked for" : "Asked for", booking.requested.words]);
  }
  if (booking.second) facts.push(["Second choice", booking.second.words]);
  if (booking.hold) facts.push(["Held", booking.hold]);
  if (booking.frequency) facts.push(["How often", booking.frequency]);
  if (booking.price) facts.push(["Price agreed", booking.price]);
  if (booking.address) facts.push(["Address", booking.address]);
  if (booking.accessNotes) facts.push(["Access", booking.accessNotes]);
  if (booking.declineReason) facts.push(["Your words to the customer", booking.declineReason]);
  if (booking.offer) {
    const { offer } = booking;
    facts.push([
      "Times offered",
      <>
        <ul className="list-disc pl-5">
          {offer.windows.map((slot) => (
            <li key={`${slot.day}-${slot.window}`}>{slot.words}</li>
          ))}
        </ul>
        {offer.state === "picked"
          ? `Picked: ${offer.picked ?? ""}.`
          : offer.state === "open"
            ? `Open until ${abileneTime(offer.expiresAt)} (Abilene time).`
            : `The offer ${OFFER_STATE[offer.state]}.`}
      </>,
    ]);
  }
  if (booking.upcoming.length > 0 && booking.frequency) {
    facts.push([
      "Next visits",
      <ul key="next" className="list-disc pl-5">
        {booking.upcoming.map((visit) => (
          <li key={visit.of}>
            {visit.words}
            {visit.moved ? " (moved)" : ""}
          </li>
        ))}
      </ul>,
    ]);
  }
  return <Facts items={facts} />;
}

/** The visit that began last: done or not, its marks, and the review request it will send. */
function CurrentVisit({
  visit,
  schedule,
  form,
}: {
  visit: VisitOccurrence;
  schedule: LeadSchedule;
  form?: VisitForm;
}) {
  const problem = formOf(form, "visit-done")?.problem ?? formOf(form, "visit-problem")?.problem;
  return (
    <div className="mt-5 space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">
        {visit.done ? "Done: " : "Today's visit: "}
        {visit.words}
      </h3>
      <FormProblem id="visit-done-problem" problem={problem} />
      {visit.done ? (
        <p className="text-slate-800">Marked done.</p>
      ) : (
        <form method="post" className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="visit-done" className={primaryButton}>
            Visit done
          </button>
          <button type="submit" name="intent" value="visit-problem" className={secondaryButton}>
            Problem with this visit
          </button>
        </form>
      )}
      <ReviewPreview schedule={schedule} />
    </div>
  );
}

function ReviewPreview({ schedule }: { schedule: LeadSchedule }) {
  const { review } = schedule;
  if (!review) return null;
  if (review.kind === "none") return <p className="text-slate-800">Review request: {review.reason}</p>;
  return (
    <details className="rounded-lg bg-slate-50 p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">
        The review request that will go {review.when}
      </summary>
      <p className="mt-2 text-sm text-slate-700">
        To {review.to} · subject “{review.subject}”
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-slate-900">{review.text}</p>
    </details>
  );
}

/** A request waiting: confirm a window, decline it with the owner's words, or offer other times instead. */
function Answer({
  booking,
  schedule,
  form,
}: {
  booking: InboxBooking;
  schedule: LeadSchedule;
  form?: VisitForm;
}) {
  const confirm = formOf(form, "confirm-visit");
  const decline = formOf(form, "decline-visit");
  const requested = booking.requested;
  if (!requested) return null;
  const choice = confirm?.values.choice ?? "first";
  return (
    <>
      <form method="post" className="mt-5 space-y-3 rounded-xl border border-slate-200 p-4">
        <FormProblem id="confirm-problem" problem={confirm?.problem} />
        <fieldset>
          <legend className="font-semibold text-slate-900">Confirm a window</legend>
          <label className="mt-2 flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="choice"
              value="first"
              defaultChecked={choice === "first"}
              className="size-5"
            />
            <span>{requested.words}</span>
          </label>
          {booking.second ? (
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="choice"
                value="second"
                defaultChecked={choice === "second"}
                className="size-5"
              />
              <span>{booking.second.words}</span>
            </label>
          ) : null}
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="choice"
              value="other"
              defaultChecked={choice === "other"}
              className="size-5"
            />
            <span>Another day and window, agreed on the phone:</span>
          </label>
          <div className="grid gap-3 pl-8 sm:grid-cols-2">
            <Field id="visit-day" label="Day">
              <input
                id="visit-day"
                type="date"
                min={schedule.today}
                className={inputClasses}
                {...echo(confirm, "day", "confirm-problem")}
              />
            </Field>
            <Field id="visit-window" label="Window">
              <WindowSelect
                id="visit-window"
                windows={schedule.windows}
                form={confirm}
                problemId="confirm-problem"
              />
            </Field>
          </div>
        </fieldset>
        <Field id="visit-address" label="Street address (the form asks only for the zip code)">
          <input
            id="visit-address"
            maxLength={200}
            autoComplete="off"
            className={inputClasses}
            {...echo(confirm, "address", "confirm-problem", booking.address)}
          />
        </Field>
        <Field id="visit-access" label="Access notes (gate code, keys, pets)">
          <input
            id="visit-access"
            maxLength={500}
            autoComplete="off"
            className={inputClasses}
            {...echo(confirm, "accessNotes", "confirm-problem", booking.accessNotes)}
          />
        </Field>
        <Field id="visit-price" label="Price agreed, in dollars (optional)">
          <input
            id="visit-price"
            inputMode="decimal"
            maxLength={12}
            autoComplete="off"
            className={inputClasses}
            {...echo(confirm, "price", "confirm-problem", booking.priceValue)}
          />
        </Field>
        <button type="submit" name="intent" value="confirm-visit" className={primaryButton}>
          Confirm visit and email the customer
        </button>
      </form>
      <form method="post" className="mt-4 space-y-3 rounded-xl border border-slate-200 p-4">
        <FormProblem id="decline-problem" problem={decline?.problem} />
        <label htmlFor="visit-reason" className="block font-semibold text-slate-900">
          {booking.status === "requested"
            ? "Or decline, with the words the customer will read"
            : "Or keep the visit where it is, with the words the customer will read"}
        </label>
        <textarea
          id="visit-reason"
          rows={2}
          maxLength={500}
          className={inputClasses}
          {...echo(decline, "reason", "decline-problem")}
        />
        <button type="submit" name="intent" value="decline-visit" className={secondaryButton}>
          {booking.status === "requested" ? "Decline request" : "Decline the move"}
        </button>
      </form>
      {booking.status === "requested" ? (
        <OfferTimes schedule={schedule} form={formOf(form, "offer-times")} declining />
      ) : null}
    </>
  );
}

/** Two or three windows for the customer to pick from (a request declined with them, or a lead with none). */
function OfferTimes({
  schedule,
  form,
  declining,
}: {
  schedule: LeadSchedule;
  form?: VisitForm;
  declining: boolean;
}) {
  const problemId = "offer-problem";
  return (
    <Folded
      summary={declining ? "Or decline and offer other times" : "Offer times to choose from"}
      open={form !== undefined}
    >
      <form method="post" className="space-y-3">
        <FormProblem id={problemId} problem={form?.problem} />
        <p className="text-slate-700">
          The customer gets a link to pick one, without signing in. The first pick confirms the visit and
          frees the other times; until then they are kept for this customer, for 48 hours.
        </p>
        {[1, 2, 3].map((n) => (
          <fieldset key={n} className="grid gap-3 sm:grid-cols-2">
            <legend className="font-semibold text-slate-900">
              Time {n}
              {n === 3 ? " (optional)" : ""}
            </legend>
            <Field id={`offer-day-${n}`} label="Day">
              <input
                id={`offer-day-${n}`}
                type="date"
                min={schedule.today}
                required={n < 3}
                className={inputClasses}
                {...echo(form, `offer-day-${n}`, problemId)}
              />
            </Field>
            <Field id={`offer-window-${n}`} label="Window">
              <WindowSelect
                id={`offer-window-${n}`}
                name={`offer-window-${n}`}
                windows={schedule.windows}
                form={form}
                problemId={problemId}
                required={n < 3}
                {...(n === 3 ? { placeholder: "No third time" } : {})}
              />
            </Field>
          </fieldset>
        ))}
        <Field
          id="offer-message"
          label={
            declining
              ? "Your words to the customer (why not their time)"
              : "Your words to the customer (optional)"
          }
        >
          <textarea
            id="offer-message"
            rows={2}
            maxLength={500}
            required={declining}
            className={inputClasses}
            {...echo(form, "message", problemId)}
          />
        </Field>
        <Folded
          summary="How often, price, address (optional)"
          open={Boolean(form?.field && ["frequency", "price"].includes(form.field))}
        >
          <OfferExtras form={form} problemId={problemId} />
        </Folded>
        <button type="submit" name="intent" value="offer-times" className={primaryButton}>
          {declining ? "Decline and offer these times" : "Offer these times"}
        </button>
      </form>
    </Folded>
  );
}

function OfferExtras({ form, problemId }: { form?: VisitForm; problemId: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <VisitTerms
        idPrefix="offer"
        form={form}
        problemId={problemId}
        labels={{
          frequency: "How often (if it repeats)",
          address: "Street address (optional)",
          access: "Access notes (optional)",
        }}
      />
    </div>
  );
}

function BookVisit({ schedule, form }: { schedule: LeadSchedule; form?: VisitForm }) {
  const { booking } = schedule;
  return (
    <Folded summary="Book a visit" open={form !== undefined}>
      <form method="post" className="space-y-3">
        <FormProblem id="book-problem" problem={form?.problem} />
        <p className="text-slate-700">
          Agreed with the customer: they are emailed the time, the invitation for their calendar and their
          link to change it.
        </p>
        <VisitFields
          idPrefix="book"
          windows={schedule.windows}
          today={schedule.today}
          form={form}
          problemId="book-problem"
          defaults={{
            address: booking?.address ?? "",
            accessNotes: booking?.accessNotes ?? "",
            price: booking?.priceValue ?? "",
            frequency: booking?.frequencyValue ?? "",
          }}
        />
        <button type="submit" name="intent" value="book-visit" className={primaryButton}>
          Book visit and email the customer
        </button>
      </form>
    </Folded>
  );
}

/** Which visit a change is about: all of it, or one of a series (the next few). */
function WhichVisit({
  booking,
  form,
  idPrefix,
}: {
  booking: InboxBooking;
  form?: VisitForm;
  idPrefix: string;
}) {
  if (!booking.frequency) return <input type="hidden" name="of" value="" />;
  const chosen = form?.values.of ?? "";
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">Which visit</legend>
      <label className="mt-2 flex min-h-11 items-center gap-3">
        <input type="radio" name="of" value="" defaultChecked={chosen === ""} className="size-5" />
        <span>All of them (the series {booking.frequency.toLowerCase()})</span>
      </label>
      {booking.upcoming.map((visit) => (
        <label key={visit.of} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="of"
            value={visit.of}
            id={`${idPrefix}-${visit.of}`}
            defaultChecked={chosen === visit.of}
            className="size-5"
          />
          <span>Only {visit.words}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The 24-hour warning: what falls inside it, and the button that does it anyway. */
function LateWarning({ form, intent, label }: { form?: VisitForm; intent: string; label: string }) {
  if (!form?.warning) return null;
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950"
    >
      <p>{form.warning}</p>
      <button type="submit" name="acceptLate" value="yes" className={primaryButton}>
        {label}
      </button>
      <input type="hidden" name="intent" value={intent} />
    </div>
  );
}

function ChangeVisit({
  booking,
  schedule,
  form,
}: {
  booking: InboxBooking;
  schedule: LeadSchedule;
  form?: VisitForm;
}) {
  const move = formOf(form, "move-visit");
  const cancel = formOf(form, "cancel-visit");
  return (
    <>
      <Folded summary="Move this visit" open={move !== undefined}>
        <form method="post" className="space-y-3">
          <input type="hidden" name="sequence" value={booking.sequence} />
          <FormProblem id="move-problem" problem={move?.problem} />
          <WhichVisit booking={booking} form={move} idPrefix="move" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="move-day" label="New day">
              <input
                id="move-day"
                type="date"
                min={schedule.today}
                required
                className={inputClasses}
                {...echo(move, "day", "move-problem")}
              />
            </Field>
            <Field id="move-window" label="New window">
              <WindowSelect
                id="move-window"
                windows={schedule.windows}
                form={move}
                problemId="move-problem"
              />
            </Field>
          </div>
          <Field id="move-message" label="Your short message to the customer (optional)">
            <textarea
              id="move-message"
              rows={2}
              maxLength={500}
              className={inputClasses}
              {...echo(move, "message", "move-problem")}
            />
          </Field>
          <LateWarning form={move} intent="move-visit" label="Move it anyway" />
          {move?.warning ? null : (
            <button type="submit" name="intent" value="move-visit" className={primaryButton}>
              Move visit and email the customer
            </button>
          )}
        </form>
      </Folded>
      <Folded summary="Cancel this visit" open={cancel !== undefined}>
        <form method="post" className="space-y-3">
          <input type="hidden" name="sequence" value={booking.sequence} />
          <FormProblem id="cancel-problem" problem={cancel?.problem} />
          <WhichVisit booking={booking} form={cancel} idPrefix="cancel" />
          <Field id="cancel-message" label="Your short message to the customer (optional)">
            <textarea
              id="cancel-message"
              rows={2}
              maxLength={500}
              className={inputClasses}
              {...echo(cancel, "message", "cancel-problem")}
            />
          </Field>
          <LateWarning form={cancel} intent="cancel-visit" label="Cancel it anyway" />
          {cancel?.warning ? null : (
            <button type="submit" name="intent" value="cancel-visit" className={secondaryButton}>
              Cancel visit and email the customer
            </button>
          )}
        </form>
      </Folded>
    </>
  );
}
