/**
 * What the visitor typed into a text area before the app hydrated. React keeps what was typed into an <input>
 * when it hydrates, but a <textarea> whose HTML holds text (the form came back with the note as it was sent) is
 * set back to that text. The boot script (deferred-hydration.ts) records each text area's latest value until the
 * app has hydrated; the text area puts it back once mounted (form-field.tsx).
 */
export const TYPED_TEXTAREAS_KEY = "__typedTextareas";

/** The value typed into the text area with this id before hydration, if it differs from the HTML; taken once. */
export function takeTypedBeforeHydration(id: string): string | undefined {
  if (typeof window === "undefined") return undefined;
  const typed = (window as unknown as Record<string, Record<string, string> | undefined>)[
    TYPED_TEXTAREAS_KEY
  ];
  const value = typed?.[id];
  if (typed) delete typed[id];
  return value;
}
