import type { ReactNode } from "react";
import { FREQUENCIES } from "../../content/booking.ts";
import type { WindowChoice } from "../../lib/owner-bookings.ts";
import { inputClasses } from "./owner-bar.tsx";

/**
 * The parts of the owner's booking forms (the lead's page, a booking taken by phone): a labelled field, a day, a
 * window, how often, the price, where. Plain HTML controls at least 44 px high, each with its label; a refused
 * field is marked invalid and points at the form's message (the pages have no script to move focus).
 */

/** What a refused form sends back: why, on which field, and what was typed (so nothing is typed twice). */
export interface FormEcho {
  problem?: string;
  field?: string;
  values?: Record<string, string>;
}

export const labelClasses = "block text-sm font-semibold text-slate-900";

/** A control's props for its field: the value typed before, and marked invalid when the problem is its own. */
export function echo(form: FormEcho | undefined, name: string, problemId: string, fallback = "") {
  const invalid = form?.field === name;
  return {
    name,
    defaultValue: form?.values?.[name] ?? fallback,
    ...(invalid ? { "aria-invalid": true as const, "aria-describedby": problemId } : {}),
  };
}

export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function WindowSelect({
  id,
  windows,
  form,
  name = "window",
  problemId,
  required = true,
  placeholder,
}: {
  id: string;
  windows: readonly WindowChoice[];
  form?: FormEcho;
  name?: string;
  problemId: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <select
      id={id}
      className={inputClasses}
      // Without a blank first choice a select always holds a window: `required` would be invalid HTML there.
      required={required && placeholder !== undefined}
      {...echo(form, name, problemId, placeholder === undefined ? (windows[0]?.id ?? "") : "")}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {windows.map((window) => (
        <option key={window.id} value={window.id}>
          {window.label}
        </option>
      ))}
    </select>
  );
}

/** Day, window, how often, price, address and access notes of a visit the owner books. */
export function VisitFields({
  idPrefix,
  windows,
  today,
  form,
  problemId,
  defaults = {},
}: {
  idPrefix: string;
  windows: readonly WindowChoice[];
  today: string;
  form?: FormEcho;
  problemId: string;
  defaults?: { address?: string; accessNotes?: string; price?: string; frequency?: string };
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={id("day")} label="Day">
        <input
          id={id("day")}
          type="date"
          min={today}
          required
          className={inputClasses}
          {...echo(form, "day", problemId)}
        />
      </Field>
      <Field id={id("window")} label="Arrival window (Abilene time)">
        <WindowSelect id={id("window")} windows={windows} form={form} problemId={problemId} />
      </Field>
      <VisitTerms
        idPrefix={idPrefix}
        form={form}
        problemId={problemId}
        defaults={defaults}
        labels={{
          frequency: "How often",
          address: "Street address",
          access: "Access notes (gate code, keys, pets)",
        }}
      />
    </div>
  );
}

/**
 * How often, the price agreed, the street address and access notes of a visit, in a two-column grid's cells: the
 * terms both a booking and an offer of times carry (the labels say which are optional there).
 */
export function VisitTerms({
  idPrefix,
  form,
  problemId,
  defaults = {},
  labels,
}: {
  idPrefix: string;
  form?: FormEcho | undefined;
  problemId: string;
  defaults?: { address?: string; accessNotes?: string; price?: string; frequency?: string };
  labels: { frequency: string; address: string; access: string };
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Field id={id("frequency")} label={labels.frequency}>
        <select
          id={id("frequency")}
          className={inputClasses}
          {...echo(form, "frequency", problemId, defaults.frequency)}
        >
          <option value="">Once</option>
          {FREQUENCIES.map((frequency) => (
            <option key={frequency.value} value={frequency.value}>
              {frequency.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id("price")} label="Price agreed, in dollars (optional)">
        <input
          id={id("price")}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          className={inputClasses}
          {...echo(form, "price", problemId, defaults.price)}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field id={id("address")} label={labels.address}>
          <input
            id={id("address")}
            maxLength={200}
            autoComplete="off"
            className={inputClasses}
            {...echo(form, "address", problemId, defaults.address)}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id={id("access")} label={labels.access}>
          <input
            id={id("access")}
            maxLength={500}
            autoComplete="off"
            className={inputClasses}
            {...echo(form, "accessNotes", problemId, defaults.accessNotes)}
          />
        </Field>
      </div>
    </>
  );
}

/** The form's own message when it was refused, with the id its invalid field points at. */
export function FormProblem({ id, problem }: { id: string; problem?: string }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800">
      {problem}
    </p>
  );
}

/** A form folded under one line (a native <details>: no script), open when it holds a message. */
export function Folded({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group mt-4 rounded-xl border border-slate-300">
      <summary className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-2 font-semibold text-brand-900 hover:bg-slate-50">
        <span
          aria-hidden="true"
          className="inline-block size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-current transition-transform group-open:rotate-[225deg]"
        />
        <span>{summary}</span>
      </summary>
      <div className="space-y-3 px-4 pb-4">{children}</div>
    </details>
  );
}

/** The fields of a form as one record of strings (what a refused form sends back). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}
