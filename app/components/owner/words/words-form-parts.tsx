import type { ReactNode } from "react";
import { LanguageField } from "../form-kit.tsx";
import { primaryButton, secondaryButton } from "../owner-bar.tsx";
import { Hidden } from "../owner-site-parts.tsx";
import type { WordsFormName } from "./words-form-data.ts";

/**
 * What every words form has: which form it is and its language (hidden), and its two buttons: Save, and Preview,
 * which shows the public page with the change before anything is saved.
 */
export function WordsFormHidden({ form, lang }: { form: WordsFormName; lang: string }) {
  return (
    <>
      <input type="hidden" name="form" value={form} />
      <LanguageField lang={lang} />
    </>
  );
}

export function SaveOrPreview({ save = "Save", what }: { save?: string; what?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="save" className={primaryButton}>
        {save}
        {what ? <Hidden>: {what}</Hidden> : null}
      </button>
      <button type="submit" name="intent" value="preview" className={secondaryButton}>
        Preview{what ? <Hidden>: {what}</Hidden> : null}
      </button>
    </div>
  );
}

/** "At most 160 characters." for a field's hint. */
export const atMost = (max: number, what = "characters") => `At most ${max.toLocaleString("en-US")} ${what}.`;
