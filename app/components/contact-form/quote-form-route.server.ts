import { data, type RouterContextProvider, redirect } from "react-router";
import { FORM_FIELDS } from "../../lib/contact-fields.ts";
import { type QuoteRequestOutcome, quoteRequestContext, SENT_LEAD_PARAM } from "../../lib/quote-requests.ts";
import { findPageByPath } from "../../route-table.ts";
import type { QuoteFormAnswer, QuoteFormReceipt } from "./quote-form-answer.ts";

/**
 * The server half of the quote form's pages (/get-a-quote, /services/commercial), for the form sent without
 * JavaScript. The route modules export these as their `action` and `loader`; React Router runs them only on the
 * server and leaves them out of the browser's bundle.
 *
 * - action: the posted fields go through the very pipeline of POST /api/contact (the service's, through the
 *   context). Stored: Post/Redirect/Get, a 303 to `?sent=<id>`, so a reload or Back/Forward never sends it again.
 *   Not stored: the page again with the visitor's values and the reason (400 fields, 429 rate limit, 503 failure).
 * - loader: on `?sent=<id>`, says whether that lead is stored; at build (prerender) there is no such parameter.
 */

interface DataFunctionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function quoteFormAction({ request, context }: DataFunctionArgs) {
  const { pathname } = new URL(request.url);
  const page = findPageByPath(pathname);
  if (!page?.quoteForm) throw new Response("Not Found", { status: 404 });

  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // One value per name, the first; a file (no form of ours sends one) is ignored.
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const values: QuoteFormAnswer["values"] = {};
  for (const field of FORM_FIELDS) values[field] = fields[field] ?? "";

  let outcome: QuoteRequestOutcome;
  try {
    outcome = await context.get(quoteRequestContext).submitForm(fields, pathname);
  } catch {
    // Logged by the service with the request. The visitor keeps what they typed and is offered the phone.
    return data<QuoteFormAnswer>({ state: "failed", values }, { status: 503 });
  }
  switch (outcome.kind) {
    case "invalid":
      return data<QuoteFormAnswer>({ state: "invalid", values, errors: outcome.errors }, { status: 400 });
    case "rate-limited":
      return data<QuoteFormAnswer>(
        { state: "rate-limited", values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "stored":
      return redirect(`${pathname}?${SENT_LEAD_PARAM}=${outcome.id}#${page.quoteForm.sectionId}`, 303);
  }
}

export async function quoteFormLoader({ request, context }: DataFunctionArgs): Promise<QuoteFormReceipt> {
  const id = new URL(request.url).searchParams.get(SENT_LEAD_PARAM);
  if (!id) return { sentLeadId: null };
  const service = context.get(quoteRequestContext);
  if (!(await service.isStoredLead(id))) return { sentLeadId: null };
  const visit = await service.requestedVisit(id);
  return visit ? { sentLeadId: id, sentVisit: visit } : { sentLeadId: id };
}
