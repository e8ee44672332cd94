import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/**
 * A labelled form control with its message: the label above, the control, and a line under it that holds the
 * field's message when there is one. The message is tied to the control (`aria-describedby`, `aria-invalid`), and
 * the line is always there (reserved height), so a message appearing moves nothing below it.
 *
 * The controls are uncontrolled (`defaultValue`): what the visitor types before the page's scripts start is never
 * overwritten by them, and the form works as plain HTML.
 */

interface FieldShellProps {
  /** The control's id; the message's id is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The message to show under the control, if any. */
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {children}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}

/** The attributes every control shares: its id, its message's wiring and its look. */
function controlProps(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${controlClasses} ${error ? "border-red-700" : "border-slate-500"}`,
  } as const;
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
}

export function FormField({ id, label, error, ...input }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <input {...input} {...controlProps(id, error)} />
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  /** The first, disabled option that asks for a choice ("Select One"). */
  placeholder: string;
  options: readonly { readonly value: string; readonly label: string }[];
}

export function SelectField({ id, label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <select {...select} {...controlProps(id, error)}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * 48 px high (touch targets of 44 px and more); borders slate-500 (4.8:1 on white, WCAG 1.4.11). The focus ring is
 * the site's one indicator (app/app.css): no outline class here, which it would override anyway.
 */
const controlClasses =
  "mt-1 block min-h-12 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors focus:border-brand-600 aria-invalid:bg-red-50/40";
