import { LegalText } from "./legal-text.tsx";

/**
 * A translated legal page's first words: which version governs, with a link to the English page
 * (app/content/legal/translation.ts). Set apart from the text so it is read before it, never mistaken for a term.
 */
export function TranslationNotice({ text }: { text: string }) {
  return (
    <p className="mb-8 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <LegalText text={text} />
    </p>
  );
}
