import {
  type InputEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from "react";
import { fillWords } from "../../lib/fill-words.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * A labelled form control with its message: the label above, the control, and a line under it that holds the
 * field's message when there is one. The message is tied to the control (`aria-describedby`, `aria-invalid`), and
 * the line is always there (reserved height), so a message appearing moves nothing below it.
 *
 * The controls are uncontrolled (`defaultValue`): what the visitor types before the page's scripts start is never
 * overwritten by them, and the form works as plain HTML.
 */

interface FieldShellProps {
  /** The control's id; the message's id is `${id}-error`, the hint's `${id}-hint`. */
  id: string;
  label: ReactNode;
  /** What the field is for and its limits, between the label and the control, always shown. */
  hint?: ReactNode;
  /** The message to show under the control, if any. */
  error?: string;
  /** Shown between the control and its message (a character count). */
  after?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, after, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      {after}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}

/** The attributes every control shares: its id, its hint's and message's wiring and its look. */
function controlProps(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
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

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  /** The first option that asks for a choice ("Select One"): disabled, unless the choice is optional. */
  placeholder: string;
  options: readonly { readonly value: string; readonly label: string }[];
  /** An optional choice: its placeholder can be chosen again to leave it blank. */
  optional?: boolean;
  hint?: ReactNode;
}

export function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  optional,
  hint,
  ...select
}: SelectFieldProps) {
  const props = controlProps(id, error, Boolean(hint));
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <select {...select} {...props}>
        <option value="" disabled={!optional}>
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

interface TextareaFieldProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "className" | "maxLength" | "defaultValue"
  > {
  id: string;
  name: string;
  label: ReactNode;
  /** What to write and the limit, in words: in the HTML, so it holds without JavaScript too. */
  hint: ReactNode;
  maxLength: number;
  /** The count's words in the page's language. */
  countWords: CharactersLeftWords;
  defaultValue?: string;
  error?: string;
  className?: string;
}

/** How long the typing must pause before the count is read out: not on every keystroke. */
export const COUNT_ANNOUNCE_DELAY_MS = 1_500;

/** The count's words in the page's language: "{count} characters left", one and other (the form's words). */
export interface CharactersLeftWords {
  one: string;
  other: string;
  /** "en-US" or "es-US", to write the count. */
  locale: string;
}

const charactersLeft = (left: number, words: CharactersLeftWords) =>
  fillWords(left === 1 ? words.one : words.other, { count: left.toLocaleString(words.locale) });

/**
 * A labelled text area with a character limit. Without JavaScript the limit is kept by `maxLength` and explained by
 * the hint. With scripts a count of the characters left shows under it as the visitor types (hidden from screen
 * readers, which would read it on every keystroke); a polite live region says the same once the typing pauses.
 * Uncontrolled like the other fields: what is typed before the scripts run is counted when they start.
 */
export function TextareaField({
  id,
  label,
  hint,
  error,
  maxLength,
  countWords,
  defaultValue = "",
  className,
  onInput,
  ...textarea
}: TextareaFieldProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(defaultValue.length);
  const [announcement, setAnnouncement] = useState("");
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const field = ref.current;
    if (field) setLength(field.value.length);
    return () => clearTimeout(pause.current);
  }, []);

  const count = (event: InputEvent<HTMLTextAreaElement>) => {
    const typed = event.currentTarget.value.length;
    setLength(typed);
    clearTimeout(pause.current);
    pause.current = setTimeout(
      () => setAnnouncement(charactersLeft(maxLength - typed, countWords)),
      COUNT_ANNOUNCE_DELAY_MS,
    );
    onInput?.(event);
  };

  const left = Math.max(0, maxLength - length);
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      after={
        <>
          <p aria-hidden="true" className="mt-1 min-h-5 text-sm text-slate-700" data-testid={`${id}-count`}>
            {hydrated ? charactersLeft(left, countWords) : ""}
          </p>
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
        </>
      }
    >
      <textarea
        {...textarea}
        ref={ref}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onInput={count}
        {...controlProps(id, error, true)}
      />
    </FieldShell>
  );
}

/**
 * 48 px high (touch targets of 44 px and more); borders slate-500 (4.8:1 on white, WCAG 1.4.11). The focus ring is
 * the site's one indicator (app/app.css): no outline class here, which it would override anyway.
 */
const controlClasses =
  "mt-1 block min-h-12 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors focus:border-brand-600 aria-invalid:bg-red-50/40";
