import type { ClaimIcon, TrustAudience } from "../../content/trust-claims.ts";
import { useWords } from "../../i18n/use-words.ts";
import { useSiteContent } from "../../lib/use-site-content.tsx";

/** Six claims sit in one row on a wide screen, five in one row too (Tailwind needs the whole class names). */
const WIDE_COLUMNS: Record<number, string> = { 5: "lg:grid-cols-5", 6: "lg:grid-cols-6" };

const icons: Record<ClaimIcon, string> = {
  medal: "M12 2l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 14.4 7.2 16.9l.9-5.4L4.2 7.7l5.4-.8z M8 17l-2 5 6-3 6 3-2-5",
  tag: "M3 12V4a1 1 0 011-1h8l9 9-9 9z M7.5 7.5h.01",
  leaf: "M5 19C5 10 10 5 20 4c-1 10-6 15-15 15z M5 19l8-8",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5",
  calendar: "M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5",
  paw: "M12 20c-3 0-5-2-5-4s2-4 5-4 5 2 5 4-2 4-5 4z M6 10a1.8 2.2 0 100 .1z M10 6a1.8 2.2 0 100 .1z M14 6a1.8 2.2 0 100 .1z M18 10a1.8 2.2 0 100 .1z",
};

export function TrustStrip({
  audience,
  tone = "light",
}: {
  audience: TrustAudience;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  // The claims the owner makes on this strip, in their words (app/content/trust-claims.ts has the defaults).
  const claims = useSiteContent().words.claims[audience];
  const { t } = useWords();
  if (claims.length === 0) return null;
  return (
    <ul
      aria-label={t("trust.label")}
      className={`grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 ${WIDE_COLUMNS[claims.length] ?? "lg:grid-cols-6"}`}
    >
      {claims.map((claim) => (
        <li key={claim.icon} className="flex flex-col items-center text-center">
          <span
            aria-hidden="true"
            className={`mb-2 flex size-12 items-center justify-center rounded-full ${
              dark ? "bg-white/10 text-accent-500" : "bg-brand-50 text-brand-700"
            }`}
          >
            <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={icons[claim.icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          {/* Paragraphs, not spans: read without CSS, the title and its line stay apart. */}
          <p className={`font-bold ${dark ? "text-white" : "text-brand-900"}`}>{claim.title}</p>
          <p className={`text-sm ${dark ? "text-brand-100" : "text-slate-600"}`}>{claim.text}</p>
        </li>
      ))}
    </ul>
  );
}
