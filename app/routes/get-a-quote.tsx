import type { MetaArgs } from "react-router";
import { quoteFormBusiness } from "../components/contact-form/contact-form.tsx";
import { quoteFormAction, quoteFormLoader } from "../components/contact-form/quote-form-route.server.ts";
import { PageFrame } from "../components/layout/page-frame.tsx";
import { STEP_ITEM, STEPS_LIST, StepNumber } from "../components/sections/step-number.tsx";
import { business, telHref } from "../content/business.ts";
import { hoursLabel } from "../content/model/hours.ts";
import { quoteFormWords } from "../i18n/form-words.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { useWords } from "../i18n/use-words.ts";
import QuoteFormIsland from "../islands/quote-form.tsx";
import { routeMeta } from "../lib/seo.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import type { Route } from "./+types/get-a-quote.ts";

export const meta = ({ location }: MetaArgs) => routeMeta("get-a-quote", [], {}, location);

// The form sent without JavaScript (quote-form-route.server.ts): run on the server only.
export const action = (args: Route.ActionArgs) => quoteFormAction(args);
export const loader = (args: Route.LoaderArgs) => quoteFormLoader(args);
// A refusal's Retry-After (too many requests) reaches the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const nextSteps = [
  { title: "quote.next.read.title", text: "quote.next.read.text" },
  { title: "quote.next.contact.title", text: "quote.next.contact.text" },
  { title: "quote.next.schedule.title", text: "quote.next.schedule.text" },
] as const satisfies ReadonlyArray<{ title: MessageKey; text: MessageKey }>;

const promises = [
  "quote.why.estimates",
  "quote.why.experience",
  "quote.why.insured",
  "quote.why.products",
  "quote.why.scheduling",
  "quote.why.guarantee",
] as const satisfies readonly MessageKey[];

export default function GetAQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, t, lang } = useWords();
  const content = useSiteContent();
  const { business: details, facts } = content;
  const form = quoteFormBusiness(content, "home");
  return (
    <PageFrame page={page("get-a-quote")}>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
          <QuoteFormIsland.Root
            business={form}
            words={quoteFormWords(lang, form)}
            page={page("get-a-quote")}
            answer={actionData}
            sentLeadId={loaderData.sentLeadId}
            sentVisit={loaderData.sentVisit}
          />

          <aside aria-labelledby="quote-next-heading" className="space-y-8 lg:pt-2">
            <div>
              <h2 id="quote-next-heading" className="text-2xl font-bold text-brand-900">
                {t("quote.next.heading")}
              </h2>
              <ol className={`${STEPS_LIST} mt-4 space-y-4`}>
                {nextSteps.map((step) => (
                  <li key={step.title} className={`${STEP_ITEM} flex gap-4`}>
                    <StepNumber className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white" />
                    <div>
                      <h3 className="font-semibold text-slate-900">{t(step.title)}</h3>
                      <p className="mt-1 leading-relaxed text-slate-700">
                        {t(step.text, { replyTime: facts.replyTime })}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>

            <section
              aria-labelledby="quote-call-heading"
              className="rounded-2xl bg-brand-800 p-6 text-white shadow-md"
            >
              <h2 id="quote-call-heading" className="text-xl font-bold">
                {t("quote.call.heading")}
              </h2>
              <p className="mt-2 leading-relaxed text-brand-50">
                {t("quote.call.text", { hours: hoursLabel(details.hours, lang) })}
              </p>
              <a
                href={telHref(details.phone)}
                className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-6 py-2.5 text-lg font-bold text-brand-900 shadow-sm transition-colors hover:bg-brand-50"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
                </svg>
                <span>
                  <span className="sr-only">{`${t("quote.call.sr")} `}</span>
                  {details.phone}
                </span>
              </a>
            </section>

            <section aria-labelledby="quote-why-heading">
              <h2 id="quote-why-heading" className="text-xl font-bold text-brand-900">
                {t("quote.why.heading", { business: business.name })}
              </h2>
              <ul className="mt-3 space-y-2">
                {promises.map((promise) => (
                  <li key={promise} className="flex gap-3 leading-relaxed text-slate-700">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      width="20"
                      height="20"
                      className="mt-0.5 shrink-0 text-accent-700"
                      fill="currentColor"
                    >
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                    <span>{t(promise, { years: details.yearsOfExperience })}</span>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </div>
    </PageFrame>
  );
}
