import { type FormEvent, type SyntheticEvent, useEffect, useRef, useState } from "react";
import type { BookingRules } from "../../content/booking.ts";
import { business } from "../../content/business.ts";
import { attributionForSubmit } from "../../lib/attribution.ts";
import {
  AVAILABILITY_API_PATH,
  type AvailabilityAnswer,
  choiceMessage,
  readAvailability,
} from "../../lib/availability-api.ts";
import {
  type ContactFieldErrors,
  FORM_FIELDS,
  type FormField,
  HONEYPOT_FIELD,
  VISIT_FIELDS,
} from "../../lib/contact-fields.ts";
import type { VisitRequest } from "../../lib/contact-schema.ts";
import { setLoading } from "../layout/loading-overlay.tsx";
import { type QuoteFormWords, sendHint } from "./form-words.ts";
import type { QuoteFormAnswer, QuoteFormFailure } from "./quote-form-answer.ts";

/**
 * The quote form's behaviour once the page's scripts run (docs/quote-form.md, "Behaviour"). The form works without
 * it: it is a plain HTML form that posts to its own page. With it:
 *
 * - the rules, the bot check and the sender load as one chunk when the visitor first focuses or types in the form
 *   (quote-form-runtime.ts), and a field's message shows once the field is dirty or touched (docs/product.md §5);
 * - the button is disabled (aria-disabled) while the rules say the form is invalid, and a press explains why;
 * - a valid form goes to POST /api/contact as JSON, with an idempotency key, the bot-check token, the honeypot and
 *   the visit's attribution; success replaces the form by the confirmation, a failure shows a short message.
 *
 * What the visitor typed before the scripts started is kept (the controls are uncontrolled) and validated as soon
 * as they run. If the chunk cannot be loaded (a lost connection), a press sends the form the plain HTML way.
 */

type Runtime = typeof import("./quote-form-runtime.ts");

let runtimeLoad: Promise<Runtime> | undefined;

/** The form's chunk, loaded once per page; a failed load is forgotten so the next attempt tries again. */
function loadRuntime(): Promise<Runtime> {
  runtimeLoad ??= import("./quote-form-runtime.ts").catch((error: unknown) => {
    runtimeLoad = undefined;
    throw error;
  });
  return runtimeLoad;
}

type QuoteFormStatus =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "sent"; id: string | undefined; visit: VisitRequest | undefined }
  | { kind: "failed"; reason: QuoteFormFailure };

type Values = Record<FormField, string>;

function readValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const values = {} as Values;
  for (const field of FORM_FIELDS) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** What the form's checks need of the business: its phone (for a refusal's words) and its booking rules. */
export interface QuoteFormSettings {
  phone: string;
  /** Whose form: its windows, and the server checks them against this. */
  audience: "home" | "business";
  rules: BookingRules;
  /** The form's words: the rules answer in their language. */
  words: QuoteFormWords;
}

function validate(
  runtime: Runtime,
  values: Values,
  availability: AvailabilityAnswer | undefined,
  settings: QuoteFormSettings,
): ContactFieldErrors {
  const { messages } = settings.words;
  const rules = runtime.quoteRules(messages);
  const result = rules.quoteFormSchema.safeParse(values);
  if (!result.success) return rules.fieldErrors(result.error);
  // The visit part's fields must go together (a day with a window…).
  const visit = rules.visitRequestOf(result.data, result.data.services);
  if (!visit.request || !availability) return visit.errors;
  // The calendar as the server last said it: a closed or full window gets the server's own message now. The
  // server checks again when the request is sent.
  const errors: ContactFieldErrors = {};
  const first = choiceMessage(visit.request.first, availability, settings.rules, settings.phone, messages);
  if (first) errors.visitDay = first;
  const second =
    visit.request.second &&
    choiceMessage(visit.request.second, availability, settings.rules, settings.phone, messages);
  if (second) errors.secondDay = second;
  return errors;
}

/** The calendar's closed and full days, fetched once per page when the visitor starts on the form. */
let availabilityLoad: Promise<AvailabilityAnswer | undefined> | undefined;
function loadAvailability(): Promise<AvailabilityAnswer | undefined> {
  availabilityLoad ??= fetch(AVAILABILITY_API_PATH, { headers: { accept: "application/json" } })
    .then(async (response) => (response.ok ? readAvailability(await response.json()) : undefined))
    .catch(() => undefined)
    .then((answer) => {
      // No answer (offline, a failure): the server's check still applies; try again on the next start.
      if (!answer) availabilityLoad = undefined;
      return answer;
    });
  return availabilityLoad;
}

const hasErrors = (errors: ContactFieldErrors) => FORM_FIELDS.some((field) => errors[field]);

function fieldOf(target: EventTarget): FormField | undefined {
  const name = (target as { name?: unknown }).name;
  return typeof name === "string" && (FORM_FIELDS as readonly string[]).includes(name)
    ? (name as FormField)
    : undefined;
}

/** Focuses a field, unfolding the part it is folded in (the visit choice): a folded control cannot take focus. */
function focusField(form: HTMLFormElement, field: FormField) {
  const control = form.elements.namedItem(field);
  if (!(control instanceof HTMLElement)) return;
  const folded = control.closest("details");
  if (folded) folded.open = true;
  control.focus();
}

/** The client's verdict on the form: each field's message, and which fields are blank (to fill in, not to check). */
interface Verdict {
  errors: ContactFieldErrors;
  blank: ReadonlySet<FormField>;
}

const blankFields = (values: Values) => new Set(FORM_FIELDS.filter((field) => values[field].trim() === ""));

export function useQuoteForm(answer: QuoteFormAnswer | undefined, settings: QuoteFormSettings) {
  const formRef = useRef<HTMLFormElement>(null);
  /** The folded visit choice (a <details>): opened when one of its fields holds a value or shows a message. */
  const visitRef = useRef<HTMLDetailsElement>(null);
  const [status, setStatus] = useState<QuoteFormStatus>(() =>
    answer && answer.state !== "invalid" ? { kind: "failed", reason: answer.state } : { kind: "editing" },
  );
  /** The client's verdict, once the rules have loaded; until then, undefined. */
  const [verdict, setVerdict] = useState<Verdict>();
  const clientErrors = verdict?.errors;
  /** Messages the server gave (the page's answer, or a 400 of the API): each stands until its field changes. */
  const [serverErrors, setServerErrors] = useState<ContactFieldErrors>(() => answer?.errors ?? {});
  /** Fields the visitor has typed in or left (dirty or touched). */
  const [visited, setVisited] = useState<ReadonlySet<FormField>>(() => new Set());
  /** A send was attempted: every field counts as touched (docs/product.md §4), as it does on the server's answer. */
  const [submitted, setSubmitted] = useState(answer?.state === "invalid");
  /** The calendar's closed and full days, once fetched. */
  const [availability, setAvailability] = useState<AvailabilityAnswer>();
  const availabilityRef = useRef<AvailabilityAnswer | undefined>(undefined);
  const sending = useRef(false);
  const attemptKey = useRef<{ key: string; fingerprint: string } | undefined>(undefined);

  const revalidate = async () => {
    const form = formRef.current;
    if (!form) return;
    try {
      const runtime = await loadRuntime();
      const values = readValues(form);
      setVerdict({
        errors: validate(runtime, values, availabilityRef.current, settings),
        blank: blankFields(values),
      });
    } catch {
      // Offline: the messages wait; a press sends the plain HTML form, which the server checks.
    }
  };

  const visit = (field: FormField) => {
    setVisited((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  // What was typed before the scripts ran is kept by the browser: count it as typed, and check it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = readValues(form);
    const typed = FORM_FIELDS.filter((field) => values[field] !== (answer?.values[field] ?? ""));
    // A visit value the browser kept (Back, a restored tab) is shown, not left folded away.
    if (visitRef.current && VISIT_FIELDS.some((field) => values[field] !== "")) visitRef.current.open = true;
    if (typed.length === 0) return;
    setVisited((current) => new Set([...current, ...typed]));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of typed) delete next[field];
      return next;
    });
    void revalidate();
  }, []);

  const onFocus = () => {
    // The visitor has started on the form: fetch its rules (from then on the button says whether the form can be
    // sent), and the bot check's script if there is a site key.
    void revalidate();
    if (!availabilityRef.current) {
      void loadAvailability().then((answer) => {
        if (!answer || availabilityRef.current) return;
        availabilityRef.current = answer;
        setAvailability(answer);
        void revalidate();
      });
    }
    loadRuntime()
      .then((runtime) =>
        runtime.loadRecaptcha(business.integrations.recaptchaSiteKey)?.catch(() => undefined),
      )
      .catch(() => undefined);
  };

  // The island starts when the visitor moves into the form (app/islands/quote-form.tsx): that first focus came
  // before this code, so it is taken as the start here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) onFocus();
  }, []);

  // The page's loading overlay shows while a request is on its way (docs/product.md §2).
  const isSending = status.kind === "sending";
  useEffect(() => {
    setLoading(isSending);
    return () => setLoading(false);
  }, [isSending]);

  // On the form's native input event, which every field fires as it changes (selects too): the browser runs
  // Preact, whose onChange on a <form> is the native change event, only fired when a text field is left.
  const onInput = (event: SyntheticEvent) => {
    const field = fieldOf(event.target);
    if (!field) return;
    visit(field);
    setServerErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    void revalidate();
  };

  const onBlur = (event: SyntheticEvent) => {
    const field = fieldOf(event.target);
    if (!field) return;
    visit(field);
    void revalidate();
  };

  const send = async (form: HTMLFormElement) => {
    let runtime: Runtime;
    try {
      runtime = await loadRuntime();
    } catch {
      // The form's chunk cannot be fetched: send it as plain HTML, which the server answers with a page.
      form.submit();
      return;
    }
    const values = readValues(form);
    const errors = validate(runtime, values, availabilityRef.current, settings);
    setVerdict({ errors, blank: blankFields(values) });
    setServerErrors({});
    setSubmitted(true);
    const firstInvalid = FORM_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      focusField(form, firstInvalid);
      setStatus((current) => (current.kind === "failed" ? { kind: "editing" } : current));
      return;
    }

    sending.current = true;
    setStatus({ kind: "sending" });
    const rules = runtime.quoteRules(settings.words.messages);
    const parsed = rules.quoteFormSchema.parse({ ...values, audience: settings.audience });
    const visit = rules.visitRequestOf(parsed, parsed.services).request;
    // One key per filled-in form: a retry of the same values reuses it (the server stores one lead); values
    // changed after a failure get a new one, so a correction is never swallowed as a duplicate.
    const fingerprint = JSON.stringify(parsed);
    if (attemptKey.current?.fingerprint !== fingerprint) {
      attemptKey.current = { key: runtime.newIdempotencyKey(), fingerprint };
    }
    let result: Awaited<ReturnType<Runtime["submitContactRequest"]>>;
    try {
      const recaptcha = await runtime.getRecaptchaToken(business.integrations.recaptchaSiteKey);
      const honeypot = new FormData(form).get(HONEYPOT_FIELD);
      result = await runtime.submitContactRequest({
        ...parsed,
        recaptcha,
        idempotencyKey: attemptKey.current.key,
        [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
        attribution: attributionForSubmit(window.location.pathname),
        // The form's language: the service answers and writes to the customer in it.
        lang: settings.words.messages.lang,
      });
    } catch (error) {
      result = {
        ok: false,
        reason: "failed",
        status: undefined,
        error: error instanceof Error ? error : new Error(String(error)),
      };
    }
    sending.current = false;
    if (result.ok) {
      attemptKey.current = undefined;
      setStatus({ kind: "sent", id: result.id, visit });
      return;
    }
    // docs/product.md §8: a failed send is logged under this name.
    console.error("Error sending email", result.error);
    if (result.reason === "invalid") {
      setServerErrors(result.errors);
      const first = FORM_FIELDS.find((field) => result.errors[field]);
      if (first) focusField(form, first);
    }
    setStatus({ kind: "failed", reason: result.reason });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The scripts have started: the form is sent as JSON, on this page. A second press while the first request is
    // on its way does nothing (one lead, one request).
    event.preventDefault();
    if (sending.current) return;
    void send(event.currentTarget);
  };

  /** A field's message: the server's, or the rules' once the visitor has been there (or tried to send). */
  const messageOf = (field: FormField): string | undefined =>
    serverErrors[field] ??
    (clientErrors && (submitted || visited.has(field)) ? clientErrors[field] : undefined);

  const knownInvalid = clientErrors !== undefined && hasErrors(clientErrors);
  // A message on a visit field (the rules', or the server's) is never folded away.
  const visitMessage = VISIT_FIELDS.some((field) => messageOf(field) !== undefined);
  useEffect(() => {
    if (visitMessage && visitRef.current) visitRef.current.open = true;
  }, [visitMessage]);
  const problems = FORM_FIELDS.flatMap((field) => {
    const message = clientErrors?.[field];
    return message ? [{ field, message }] : [];
  });
  return {
    formRef,
    visitRef,
    status,
    availability,
    messageOf,
    /** The fields to list at the top of a form the server sent back, with their messages. */
    summary:
      answer?.state === "invalid"
        ? FORM_FIELDS.flatMap((field) => {
            const message = messageOf(field);
            return message ? [{ field, message }] : [];
          })
        : [],
    /** The button says it cannot send (aria-disabled) while sending or while the rules say the form is invalid. */
    blocked: isSending || knownInvalid,
    hint: isSending
      ? settings.words.sendingHint
      : knownInvalid
        ? sendHint(
            settings.words,
            problems.filter(({ field }) => verdict?.blank.has(field)).map(({ field }) => field),
            problems.filter(({ field }) => !verdict?.blank.has(field)),
          )
        : "",
    handlers: { onSubmit, onInput, onBlur, onFocus },
  };
}
