import { data, Link, redirect } from "react-router";
import { Section } from "../components/owner/form-kit.tsx";
import { type QuoteFormEcho, QuoteSection, quoteAction } from "../components/owner/lead-quote.tsx";
import { type VisitForm, VisitSection, visitAction } from "../components/owner/lead-visit.tsx";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime, eventText } from "../components/owner/owner-format.ts";
import { StageSelect } from "../components/owner/stage-select.tsx";
import { business, smsHref, telHref } from "../content/business.ts";
import { BUSINESS_NAME_LABEL, NOTES_LABEL } from "../lib/contact-fields.ts";
import { ownerBookingsContext } from "../lib/owner-bookings.ts";
import {
  EMAIL_PURPOSE_LABELS,
  type InboxEmail,
  type InboxEvent,
  type InboxLeadDetail,
  isLeadStage,
  MAX_NOTE_LENGTH,
  ownerInboxContext,
} from "../lib/owner-inbox.ts";
import { ownerQuotesContext } from "../lib/owner-quotes.ts";
import { signInFirst } from "../lib/owner-return.ts";
import { singleLineBreaks } from "../lib/plain-text.ts";
import type { Route } from "./+types/owner-lead.ts";

// One lead (docs/owner-guide.md): everything the visitor sent, where they came from, its emails, its history, and
// what the owner can do: set the stage, add a note, "not spam", retry an email that failed. Each action is a plain
// form; after it the page comes back with what was done (Post/Redirect/Get).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.lead?.name ?? "No such lead"} | Leads | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES = {
  stage: "Stage saved.",
  note: "Note added.",
  "not-spam": "Out of quarantine: the acknowledgement goes to the customer now.",
  retry: "The email is back in the outbox and goes out within a minute.",
  confirmed: "Visit confirmed: the customer is emailed the time now.",
  declined: "Request declined: the customer is emailed your reason now.",
  booked: "Visit booked: the customer is emailed the time and the invitation now.",
  "phone-booked": "Booking saved: the customer is emailed the time and the invitation now.",
  moved: "Visit moved: the customer is emailed the new time now.",
  cancelled: "Visit cancelled: the customer is emailed the cancellation now.",
  offered: "Times offered: the customer is emailed a link to pick one.",
  "visit-done": "Visit marked done: the lead is won, and the review request goes as said below.",
  "visit-problem":
    "Problem noted: no review request goes for this visit (mark it done later if it is settled).",
  "quote-sent": "Quote sent: the customer is emailed it with their private link now. The lead is Quoted.",
  "quote-withdrawn": "Quote withdrawn: its link no longer works and its times are free again.",
  refunded: "Refunded through Stripe: it is in the lead's history.",
} as const;

type Done = keyof typeof DONE_MESSAGES;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const inbox = context.get(ownerInboxContext);
  const owner = await inbox.owner();
  // Signed out (the notification's "Open in your lead inbox", a session ended): signed in, back to this lead.
  if (!owner) throw signInFirst(request);
  const lead = await inbox.lead(params.id);
  // A reference that is not (or no longer: purged) in the store: the inbox's own page, signed in, with a way back.
  if (!lead) return data({ owner, lead: null, schedule: null, quotes: null, done: null }, { status: 404 });
  const [schedule, quotes] = await Promise.all([
    context.get(ownerBookingsContext).lead(params.id),
    context.get(ownerQuotesContext).lead(params.id),
  ]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    owner,
    lead,
    schedule,
    quotes,
    done: done && Object.hasOwn(DONE_MESSAGES, done) ? (done as Done) : null,
  };
}

const NO_SUCH_LEAD = { problem: "No lead with this reference." } as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const inbox = context.get(ownerInboxContext);
  if (!(await inbox.owner())) throw signInFirst(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = (done: Done) => redirect(`/leads/${params.id}?done=${done}`, 303);
  if (intent === "stage") {
    const stage = form.get("stage");
    if (!isLeadStage(stage)) return data({ problem: "Choose a stage." }, { status: 400 });
    if (!(await inbox.setStage(params.id, stage))) return data(NO_SUCH_LEAD, { status: 404 });
    return back("stage");
  }
  if (intent === "note") {
    // Browsers send a text area's line breaks as CRLF while its maxlength counts them as one character.
    const text = singleLineBreaks(String(form.get("note") ?? ""));
    if (!text.trim()) return data({ problem: "Write the note first.", note: text }, { status: 400 });
    if (text.length > MAX_NOTE_LENGTH) {
      // What was written comes back in the box: a refused note is never lost.
      return data(
        {
          problem: `A note can have at most ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.`,
          note: text,
        },
        { status: 400 },
      );
    }
    if (!(await inbox.addNote(params.id, text))) return data(NO_SUCH_LEAD, { status: 404 });
    return back("note");
  }
  if (intent === "not-spam") {
    if (!(await inbox.markNotSpam(params.id))) {
      return data({ problem: "This lead is not in quarantine." }, { status: 409 });
    }
    return back("not-spam");
  }
  if (intent === "retry") {
    const emailId = Number(form.get("email"));
    if (!Number.isInteger(emailId) || !(await inbox.retryEmail(params.id, emailId))) {
      return data({ problem: "That email has not failed, so there is nothing to retry." }, { status: 409 });
    }
    return back("retry");
  }
  const quote = await quoteAction(intent, params.id, form, context.get(ownerQuotesContext));
  if (quote?.kind === "done") return redirect(`/leads/${params.id}?done=${quote.done}#quote`, 303);
  if (quote?.kind === "form") return data({ quoteForm: quote.form }, { status: quote.status });
  const visit = await visitAction(intent, params.id, form, context.get(ownerBookingsContext));
  if (visit?.kind === "done") return back(visit.done);
  if (visit?.kind === "form") return data({ visitForm: visit.form }, { status: visit.status });
  return data({ problem: "That request was not understood." }, { status: 400 });
}

export default function OwnerLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, lead, schedule, quotes, done } = loaderData;
  if (!lead || !schedule || !quotes) return <NoSuchLead email={owner.email} />;
  const quoteForm =
    actionData && "quoteForm" in actionData ? (actionData.quoteForm as QuoteFormEcho) : undefined;
  const refusedNote =
    actionData && "note" in actionData && typeof actionData.note === "string" ? actionData.note : undefined;
  const visitForm = actionData && "visitForm" in actionData ? (actionData.visitForm as VisitForm) : undefined;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return (
    <>
      <p>
        <Link
          to="/leads"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          ← All leads
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-extrabold break-words text-brand-900 sm:text-3xl">{lead.name}</h1>
      {lead.businessName ? (
        <p className="mt-1 font-semibold break-words text-slate-900">{lead.businessName}</p>
      ) : null}
      <p className="mt-1 text-slate-700">
        {lead.source === "phone" ? "Booking taken by phone" : "Received"} {abileneTime(lead.receivedAt)} ·
        reference <span className="font-mono">{lead.id}</span>
      </p>
      {done ? (
        <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      {problem ? (
        <p
          id="lead-problem"
          role="alert"
          className="mt-4 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800"
        >
          {problem}
        </p>
      ) : null}
      {lead.quarantined ? <Quarantine lead={lead} /> : null}

      <div className="mt-5 flex flex-wrap gap-3">
        <a href={telHref(lead.phone)} className={primaryButton}>
          Call {lead.phone}
        </a>{" "}
        <a href={smsHref(lead.phone)} className={secondaryButton}>
          Text {lead.phone}
        </a>{" "}
        <a href={`mailto:${lead.email}`} className={`${secondaryButton} max-w-full wrap-anywhere`}>
          Email {lead.email}
        </a>
      </div>

      <Section title="Stage">
        <form method="post" className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <StageSelect id="lead-stage" label="Where you are with this lead" value={lead.stage} />
          </div>
          <button type="submit" name="intent" value="stage" className={primaryButton}>
            Save stage
          </button>
        </form>
      </Section>

      <QuoteSection quotes={quotes} schedule={schedule} form={quoteForm} />

      <VisitSection schedule={schedule} form={visitForm} />

      <Section title="What they sent">
        <Facts
          items={[
            ["Name", lead.name],
            ...(lead.businessName ? [[BUSINESS_NAME_LABEL, lead.businessName] as const] : []),
            [
              "Language",
              lead.lang === "es"
                ? "Spanish: their emails and pages are in Spanish, so answer them in Spanish if you can"
                : "English",
            ],
            ["Email", lead.email],
            ["Phone", lead.phone],
            [
              "Zip code",
              `${lead.zipCode} (${lead.town ? `${lead.town}, inside the service area` : "outside the service area"})`,
            ],
            [
              "Square footage",
              // A booking by phone may leave it out (kept as 0).
              lead.source === "phone" && lead.squareFootage === 0
                ? "Not given"
                : `${lead.squareFootage.toLocaleString("en-US")} sq ft`,
            ],
            ["Service", lead.service],
            ["Heard about us", lead.referral],
          ]}
        />
        <h3 className="mt-4 font-semibold text-slate-900">{NOTES_LABEL}</h3>
        <p className="mt-1 whitespace-pre-line break-words text-slate-800">{lead.notes || "(left empty)"}</p>
      </Section>

      <Section title="Where they came from">
        {lead.attribution.length > 0 ? (
          <Facts items={lead.attribution.map((entry) => [entry.name, entry.value])} />
        ) : (
          <p className="text-slate-700">Nothing recorded.</p>
        )}
        {lead.userAgent ? (
          <p className="mt-2 text-sm break-words text-slate-600">Browser: {lead.userAgent}</p>
        ) : null}
      </Section>

      <Section title="Emails">
        {lead.acknowledgementSkipped && !lead.quarantined ? (
          <p className="mb-3 rounded-lg border border-sky-700 bg-sky-50 p-3 text-slate-900">
            {`No acknowledgement email was sent to the customer (${lead.acknowledgementSkipped}): answer them yourself.`}
          </p>
        ) : null}
        <ul className="space-y-3">
          {lead.emails.map((email) => (
            <EmailRow key={email.id} email={email} />
          ))}
        </ul>
      </Section>

      <Section title="Notes and history">
        <form method="post">
          <label htmlFor="lead-note" className="block text-sm font-semibold text-slate-900">
            Add a private note (never sent to the customer)
          </label>
          <textarea
            id="lead-note"
            name="note"
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            defaultValue={refusedNote}
            // A refused note is marked, and the reason read with it (the page has no script to move focus).
            aria-invalid={refusedNote !== undefined || undefined}
            aria-describedby={refusedNote !== undefined ? "lead-note-limit lead-problem" : "lead-note-limit"}
            className={inputClasses}
          />
          <p id="lead-note-limit" className="mt-1 text-sm text-slate-600">
            At most {MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.
          </p>
          <button type="submit" name="intent" value="note" className={`${primaryButton} mt-3`}>
            Add note
          </button>
        </form>
        {lead.history.length > 0 ? (
          <ol className="mt-5 space-y-3 border-l-2 border-slate-200 pl-4">
            {[...lead.history].reverse().map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history never changes order; it only grows.
              <HistoryItem key={index} event={event} />
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-slate-700">No notes or changes yet.</p>
        )}
      </Section>
      {/* Who is signed in, and the ways out, at the foot: the lead comes first on a phone. */}
      <OwnerBar email={owner.email} />
    </>
  );
}

function NoSuchLead({ email }: { email: string }) {
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">No lead with this reference</h1>
      <p className="mt-3 text-slate-700">
        It may have been deleted under the retention rules, or the address was mistyped. Search the inbox by
        name, email, phone or reference.
      </p>
      <Link to="/leads" className={`${primaryButton} mt-6`}>
        All leads
      </Link>
      <OwnerBar email={email} />
    </>
  );
}

function Facts({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    // A value with no space to break at (a campaign link, a long email address) wraps anywhere rather than widen
    // the page past a phone's screen.
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

function Quarantine({ lead }: { lead: InboxLeadDetail }) {
  return (
    <section
      aria-labelledby="quarantine-heading"
      className="mt-5 rounded-xl border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="quarantine-heading" className="font-bold text-amber-950">
        Suspected spam
      </h2>
      <p className="mt-1 text-amber-950">
        Why: {lead.quarantineReason ?? "the bot check"}. The customer was not sent the acknowledgement.
      </p>
      <form method="post" className="mt-3">
        <button type="submit" name="intent" value="not-spam" className={primaryButton}>
          Not spam: send the acknowledgement
        </button>
      </form>
    </section>
  );
}

function EmailRow({ email }: { email: InboxEmail }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">
        {EMAIL_PURPOSE_LABELS[email.purpose]}{" "}
        <span className="font-normal break-all text-slate-700">({email.to})</span>
      </p>
      <p className="mt-1 text-slate-800">
        {email.status === "sent" && email.sentAt ? `Sent ${abileneTime(email.sentAt)}.` : null}
        {email.status === "pending"
          ? `Waiting to be sent${email.attempts ? ` (${email.attempts} failed attempt${email.attempts === 1 ? "" : "s"})` : ""}${
              email.nextAttemptAt ? `; next try ${abileneTime(email.nextAttemptAt)}` : ""
            }.`
          : null}
        {email.status === "dead"
          ? `Failed for a day; the outbox gave up after ${email.attempts} attempts.`
          : null}
      </p>
      {email.lastError && email.status !== "sent" ? (
        <p className="mt-1 text-sm break-words text-red-800">Last error: {email.lastError}</p>
      ) : null}
      {email.status === "dead" ? (
        <form method="post" className="mt-3">
          <input type="hidden" name="email" value={email.id} />
          <button type="submit" name="intent" value="retry" className={secondaryButton}>
            Try sending again
          </button>
        </form>
      ) : null}
    </li>
  );
}

function HistoryItem({ event }: { event: InboxEvent }) {
  return (
    <li>
      <p className="text-sm text-slate-600">
        {abileneTime(event.at)} · {event.actor}
      </p>
      <p className="font-semibold text-slate-900">{eventText(event)}</p>
      {event.action === "note" && event.detail ? (
        <p className="mt-1 whitespace-pre-line break-words text-slate-800">{event.detail}</p>
      ) : null}
    </li>
  );
}
