import { data, Link, redirect } from "react-router";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime, eventText, stageLabel } from "../components/owner/owner-format.ts";
import { StageSelect } from "../components/owner/stage-select.tsx";
import { business } from "../content/business.ts";
import {
  type InboxEvent,
  type InboxLead,
  type InboxQuery,
  isLeadStage,
  ownerInboxContext,
  SIGN_IN_LINK_MINUTES,
} from "../lib/owner-inbox.ts";
import { ownerReturnPath } from "../lib/owner-return.ts";
import type { Route } from "./+types/owner-inbox.ts";

// The owner's inbox (docs/owner-guide.md): signed out, a form that emails a sign-in link; signed in, the leads,
// newest first after those still untouched after one business hour, with filters and a search. Rendered by the service for each request; no script.

export const meta = () => [
  { title: `Leads | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

function queryOf(url: URL): InboxQuery {
  // ?status= was the filter's name before it was the stage: bookmarked filters still work.
  const stage = url.searchParams.get("stage") ?? url.searchParams.get("status");
  const quarantine = url.searchParams.get("quarantine");
  const search = url.searchParams.get("q")?.trim();
  return {
    stage: isLeadStage(stage) ? stage : undefined,
    quarantine: quarantine === "only" || quarantine === "hide" ? quarantine : undefined,
    search: search || undefined,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const inbox = context.get(ownerInboxContext);
  const owner = await inbox.owner();
  const url = new URL(request.url);
  // The page a signed-out request asked for (app/lib/owner-return.ts): the sign-in link brings the owner back to it.
  const next = ownerReturnPath(url.searchParams.get("next"));
  if (!owner) {
    return { signedIn: false as const, linkRequested: url.searchParams.get("link") === "sent", next };
  }
  // Signed in meanwhile (in another tab): straight to that page.
  if (next) throw redirect(next, 303);
  const query = queryOf(url);
  const [list, access] = await Promise.all([inbox.listLeads(query), inbox.recentAccess()]);
  return { signedIn: true as const, owner, query, access, ...list };
}

// A refusal's Retry-After (too many sign-in requests) reaches the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const inbox = context.get(ownerInboxContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "request-link") {
    const email = String(form.get("email") ?? "").trim();
    const next = ownerReturnPath(form.get("next"));
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      return data({ problem: "Enter the email address the inbox knows you by.", next }, { status: 400 });
    }
    const result = await inbox.requestSignIn(email, next);
    if (result.kind === "rate-limited") {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      const wait = `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
      return data(
        {
          problem:
            result.limit === "address"
              ? `Too many sign-in links were asked for this address, so no new one was sent. A link already sent to it works for ${SIGN_IN_LINK_MINUTES} minutes; or wait ${wait} and ask again.`
              : `Too many sign-in requests. Please wait ${wait} and ask again.`,
          next,
        },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    return redirect("/leads?link=sent", 303);
  }
  if (intent === "sign-out" || intent === "sign-out-everywhere") {
    const { setCookie } = await inbox.signOut(intent === "sign-out-everywhere");
    return redirect("/leads", { status: 303, headers: { "Set-Cookie": setCookie } });
  }
  return data({ problem: "That request was not understood." }, { status: 400 });
}

export default function OwnerInboxPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    // A refused request comes back with its page to return to (the form posts to /leads, without the query).
    const next =
      actionData && "next" in actionData && typeof actionData.next === "string"
        ? actionData.next
        : loaderData.next;
    return (
      <SignInRequest linkRequested={loaderData.linkRequested} problem={actionData?.problem} next={next} />
    );
  }
  const { owner, query, leads, more, access } = loaderData;
  const filtered = Boolean(query.stage || query.quarantine || query.search);
  const waiting = leads.filter((lead) => lead.waiting).length;
  // The first screen is the leads (docs/owner-guide.md): the filters folded unless one is applied, and who is
  // signed in, with the ways out, at the foot.
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="leads-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          Leads
        </h1>{" "}
        <a href="/leads/export.csv" className={secondaryButton} download>
          Export CSV
        </a>
      </div>
      <Filters query={query} />
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {leads.length === 0
          ? filtered
            ? "No lead matches these filters."
            : "No quote requests yet. They appear here as soon as a visitor sends the form."
          : more
            ? `The newest ${leads.length} leads${filtered ? " that match" : ""}. For older ones, search by name, email, phone or reference, or export the CSV.`
            : `${leads.length} ${leads.length === 1 ? "lead" : "leads"}${filtered ? " match" : ""}, newest first.`}
        {waiting > 0
          ? ` First: ${waiting === 1 ? "the one lead" : `the ${waiting} leads`} still untouched after one business hour.`
          : ""}
      </p>
      <ul aria-labelledby="leads-heading" className="mt-3 space-y-3">
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} />
        ))}
      </ul>
      <RecentAccess events={access} />
      <OwnerBar email={owner.email} />
    </>
  );
}

/** Who signed in and out lately: a sign-in no owner remembers is the sign for that address to sign out everywhere. */
function RecentAccess({ events }: { events: InboxEvent[] }) {
  return (
    <details className="mt-10 rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-brand-900">Recent sign-ins</summary>
      <p className="mt-2 text-sm text-slate-700">
        The latest sign-ins and sign-outs of every owner. One nobody remembers? The owner whose address it
        shows signs in and presses Sign out everywhere, which ends every session of that address.
      </p>
      <ol className="mt-3 space-y-2">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list read once, newest first, never reordered.
          <li key={index} className="text-sm text-slate-800">
            <span className="font-semibold">{eventText(event)}</span>
            {` · ${event.actor} · ${abileneTime(event.at)}`}
          </li>
        ))}
      </ol>
    </details>
  );
}

function SignInRequest({
  linkRequested,
  problem,
  next,
}: {
  linkRequested: boolean;
  problem?: string;
  next: string | undefined;
}) {
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md">
      <h1 id="sign-in-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        Sign in to your leads
      </h1>
      {linkRequested ? (
        <div role="status" className="mt-4 rounded-xl border border-accent-600/40 bg-accent-500/10 p-4">
          <p className="font-semibold text-slate-900">Check your email.</p>
          <p className="mt-1 text-slate-800">
            {`If that address may use the inbox, a sign-in link is on its way. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">
          Enter your email address. If it may use the inbox, we email you a link that signs you in.
        </p>
      )}
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800">
          {problem}
        </p>
      ) : null}
      <form method="post" action="/leads" className="mt-6">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <label htmlFor="owner-email" className="block font-semibold text-slate-900">
          Email
        </label>
        <input
          id="owner-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          className={inputClasses}
        />
        <button type="submit" name="intent" value="request-link" className={`${primaryButton} mt-4 w-full`}>
          Email me a sign-in link
        </button>
      </form>
    </section>
  );
}

const QUARANTINE_FILTER_WORDS = { hide: "Spam hidden", only: "Only spam" } as const;

/** What the filters apply, in words: "Stage: New · Spam hidden · “Rosa”"; empty when none is. */
function appliedFilters(query: InboxQuery): string {
  return [
    query.stage ? `Stage: ${stageLabel(query.stage)}` : "",
    query.quarantine ? QUARANTINE_FILTER_WORDS[query.quarantine] : "",
    query.search ? `“${query.search}”` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The search and the filters, folded under their summary so the leads come first on a phone; open when one is
 * applied, with the summary saying what is applied. A native <details>: no script.
 */
function Filters({ query }: { query: InboxQuery }) {
  const applied = appliedFilters(query);
  return (
    <details open={applied !== ""} className="group mt-4 rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-semibold text-brand-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        {applied ? (
          <span className="min-w-0 wrap-anywhere">Filters: {applied}</span>
        ) : (
          <span>Search and filter</span>
        )}
        <svg
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className="ml-auto shrink-0 group-open:rotate-180"
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </summary>
      <form method="get" action="/leads" className="grid gap-3 border-t border-slate-200 p-4 sm:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="filter-q" className="block text-sm font-semibold text-slate-900">
            Search
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query.search ?? ""}
            placeholder="Name, email, phone or reference"
            className={inputClasses}
          />
        </div>
        <div>
          <StageSelect id="filter-stage" label="Stage" value={query.stage ?? ""} anyLabel="Any stage" />
        </div>
        <div>
          <label htmlFor="filter-quarantine" className="block text-sm font-semibold text-slate-900">
            Suspected spam
          </label>
          <select
            id="filter-quarantine"
            name="quarantine"
            defaultValue={query.quarantine ?? ""}
            className={inputClasses}
          >
            <option value="">Shown</option>
            <option value="hide">Hidden</option>
            <option value="only">Only spam</option>
          </select>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-4">
          <button type="submit" className={primaryButton}>
            Show leads
          </button>
          <Link to="/leads" className={secondaryButton}>
            Clear
          </Link>
        </div>
      </form>
    </details>
  );
}

/**
 * An untouched lead: still "New" (nobody has set where the owner is with it) and not suspected spam. The store
 * records no "opened"; a lead leaves "New" when the owner sets its stage after getting back to the customer.
 */
function isUntouched(lead: InboxLead): boolean {
  return lead.stage === "new" && !lead.quarantined;
}

function LeadRow({ lead }: { lead: InboxLead }) {
  const untouched = isUntouched(lead);
  return (
    <li
      className={`rounded-xl border shadow-xs ${
        untouched ? "border-accent-600 border-l-8 bg-accent-500/5" : "border-slate-200 bg-white"
      }`}
    >
      <Link to={`/leads/${lead.id}`} className="block rounded-xl px-4 py-3 hover:bg-slate-50">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="min-w-0 text-lg font-bold wrap-anywhere text-brand-900 underline-offset-4 hover:underline">
            {lead.name}
          </span>{" "}
          <span className="text-sm text-slate-600">{abileneTime(lead.receivedAt)}</span>
        </span>
        <span className="mt-1 block text-slate-800">
          {lead.service} ·{" "}
          {lead.town ? `${lead.town} (service area)` : `${lead.zipCode}, outside the service area`}
        </span>
        <span className="mt-2 flex flex-wrap gap-2 text-sm">
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold ${
              untouched ? "bg-accent-700 text-white" : "bg-brand-50 text-brand-900"
            }`}
          >
            {stageLabel(lead.stage)}
          </span>{" "}
          {lead.quarantined ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
              Suspected spam
            </span>
          ) : null}{" "}
          {lead.waiting ? (
            <span className="rounded-full bg-red-800 px-2.5 py-0.5 font-semibold text-white">
              Waiting over 1 business hour
            </span>
          ) : null}{" "}
          {lead.emailFailed ? (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900">
              Email failed
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
