import type { ReactNode } from "react";
import { inputClasses } from "./owner-bar.tsx";

/**
 * The owner's forms, built one way (docs/architecture.md, "The owner's pages"): a section per thing edited, a
 * labelled field with its hint and its message next to it, a select, a checkbox whose whole line is the target,
 * and an error summary that links to each field with a problem. No script: a refused form comes back from the
 * server with what was typed, `aria-invalid` on the field, and the message read with it (`aria-describedby`).
 */

/** Why a form was refused: the words, and the form field they are about (its `name`), when one. */
export interface FormProblem {
  problem: string;
  field?: string;
}

/** A part of an owner page with its heading; `id` is where a form's answer comes back to (`action="…#id"`). */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = id ? `${id}-heading` : `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section id={id} className="mt-8 scroll-mt-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold break-words text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The ids a field's hint and message take: each field of a page has its own `id`. */
const hintId = (id: string) => `${id}-hint`;
const problemId = (id: string) => `${id}-problem`;

const flagId = (id: string) => `${id}-flag`;

function describedBy(
  id: string,
  hint: ReactNode,
  problem: string | undefined,
  flag?: ReactNode,
): string | undefined {
  const ids = [problem ? problemId(id) : "", flag ? flagId(id) : "", hint ? hintId(id) : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The label, the hint, a flag and the message above a control: read in that order, and seen before the box. */
function FieldTop({
  id,
  label,
  hint,
  flag,
  problem,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  flag?: ReactNode;
  problem?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold break-words text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId(id)} className="mt-0.5 text-sm break-words text-slate-600">
          {hint}
        </p>
      ) : null}
      {flag ? (
        <div id={flagId(id)} className="mt-1">
          {flag}
        </div>
      ) : null}
      {problem ? <FieldMessage id={problemId(id)}>{problem}</FieldMessage> : null}
    </>
  );
}

function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 font-semibold break-words text-red-800">
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}

interface FieldProps {
  /** Unique on the page; the error summary links to it. */
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** What the owner should know of the value as it is (a translation behind its English), read with the field. */
  flag?: ReactNode;
  problem?: string;
  defaultValue?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: "text" | "email" | "tel" | "url" | "time" | "date" | "number";
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email" | "url";
  /** Narrow boxes for short values (a zip code, a time). */
  narrow?: boolean;
  /** Monospace, for formatted text whose marks matter. */
  code?: boolean;
  step?: string;
  /** The earliest and latest date a date field takes. */
  min?: string;
  max?: string;
}

/** A labelled input or text area with its hint and its message. */
export function Field(props: FieldProps) {
  const { id, name, label, hint, flag, problem, rows, narrow, code, defaultValue = "" } = props;
  const common = {
    id,
    name,
    required: props.required,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete ?? "off",
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy(id, hint, problem, flag),
    className: `${inputClasses}${narrow ? " sm:max-w-xs" : ""}${code ? " font-mono text-[0.9375rem]" : ""}${problem ? " border-2 border-red-700" : ""}`,
  } as const;
  return (
    <div>
      <FieldTop id={id} label={label} hint={hint} flag={flag} problem={problem} />
      {rows ? (
        <textarea {...common} rows={rows} defaultValue={defaultValue} />
      ) : (
        <input
          {...common}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          step={props.step}
          min={props.min}
          max={props.max}
          defaultValue={defaultValue}
        />
      )}
    </div>
  );
}

/** A labelled select with its hint and its message. */
export function SelectField({
  id,
  name,
  label,
  options,
  defaultValue,
  hint,
  problem,
}: {
  id: string;
  name: string;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string;
  hint?: ReactNode;
  problem?: string;
}) {
  return (
    <div>
      <FieldTop id={id} label={label} hint={hint} problem={problem} />
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        className={`${inputClasses}${problem ? " border-2 border-red-700" : ""}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox whose label wraps it: the whole line, at least 44 px high, is what a thumb taps. */
export function CheckboxField({
  id,
  name,
  label,
  defaultChecked,
  value = "yes",
  required,
  problem,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  value?: string;
  required?: boolean;
  problem?: string;
}) {
  return (
    <div>
      {problem ? <FieldMessage id={problemId(id)}>{problem}</FieldMessage> : null}
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId(id) : undefined}
          className="size-7 shrink-0 accent-brand-800"
        />
        <span className="min-w-0 break-words">{label}</span>
      </label>
    </div>
  );
}

/**
 * "Nothing was saved", at the top of the refused form: each problem, a link to its field (the field's id from
 * `fieldId`), a problem about no field as words. Announced when the page comes back (role="alert"), and focusable
 * so a link to it lands there.
 */
export function ErrorSummary({
  id,
  problems,
  fieldId,
}: {
  id: string;
  problems: readonly FormProblem[];
  fieldId: (field: string) => string | undefined;
}) {
  if (problems.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <p id={`${id}-title`} className="font-bold">
        Nothing was saved:
      </p>
      <ul className="mt-1 space-y-1">
        {problems.map((item) => {
          const target = item.field ? fieldId(item.field) : undefined;
          return (
            <li key={`${item.field ?? ""}:${item.problem}`} className="break-words">
              {target ? (
                <a
                  href={`#${target}`}
                  className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
                >
                  {item.problem}
                </a>
              ) : (
                item.problem
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A part of a long form folded under its summary (a native <details>: no script); open when it holds a problem. */
export function Fold({
  summary,
  open,
  children,
}: {
  summary: ReactNode;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-bold text-brand-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 break-words">{summary}</span>
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
      <div className="border-t border-slate-200 p-4">{children}</div>
    </details>
  );
}

/** The language a words form writes in (the page's English or its Spanish, app/components/owner/words/in-spanish.tsx). */
export function LanguageField({ lang }: { lang: string }) {
  return <input type="hidden" name="lang" value={lang} />;
}
