import { data } from "react-router";
import type { FormProblem } from "./form-kit.tsx";

/**
 * A form as it was sent, handed back to the page when it was refused (or when the owner comes back from a
 * preview): which form, which item it edits, every field as typed, and why nothing changed. The page fills that
 * form from these values instead of the stored ones, so nothing typed is ever lost.
 */
export interface PostedForm {
  form: string;
  /** The item the form edits (a town, a question), when it edits one. */
  item?: string;
  values: Record<string, string>;
  problems: FormProblem[];
}

/** Every text field of a form, as typed (files and the submit button's intent left out). */
export function postedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== "intent") values[name] = value;
  }
  return values;
}

/** A string field of the form ("" when absent). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The answer to a refused form: status 400, the form as typed and the problem next to its field. */
export function refuse(posted: Omit<PostedForm, "problems">, problem: FormProblem) {
  return data<PostedForm>({ ...posted, problems: [problem] }, { status: 400 });
}

/** The form as typed, when the posted one is this form (and item). */
export function postedFor(
  posted: PostedForm | undefined,
  form: string,
  item?: string,
): PostedForm | undefined {
  return posted && posted.form === form && (item === undefined || posted.item === item) ? posted : undefined;
}

/** The problem about one field of a posted form. */
export function problemFor(posted: PostedForm | undefined, field: string): string | undefined {
  return posted?.problems.find((problem) => problem.field === field)?.problem;
}

/** The value a field shows: as typed when the form came back, else the stored one. */
export function valueFor(posted: PostedForm | undefined, field: string, stored: string): string {
  return posted ? (posted.values[field] ?? "") : stored;
}

/** A checkbox as typed ("yes" when ticked) or as stored. */
export function checkedFor(posted: PostedForm | undefined, field: string, stored: boolean): boolean {
  return posted ? posted.values[field] === "yes" : stored;
}
