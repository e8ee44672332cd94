import { business } from "../../content/business.ts";

/** The brand mark: a sparkle over a house roof, drawn inline so it costs no request and stays sharp. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ink = inverted ? "#ffffff" : "#0b4f6c";
  return (
    <span className="flex max-w-[250px] items-center gap-2">
      <svg
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <path d="M5 20 20 7l15 13" fill="none" stroke={ink} strokeWidth="3.5" strokeLinecap="round" />
        <path d="M10 18v15h20V18" fill="none" stroke={ink} strokeWidth="3.5" strokeLinejoin="round" />
        <path d="M20 19l1.8 4.2L26 25l-4.2 1.8L20 31l-1.8-4.2L14 25l4.2-1.8z" fill="#2ea866" />
      </svg>
      <span
        className={`font-display text-xl leading-tight font-extrabold ${inverted ? "text-white" : "text-brand-800"}`}
      >
        {business.name}
      </span>
    </span>
  );
}
