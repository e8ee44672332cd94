/** The green tick of the site's lists ("Why choose us", package contents, marketing bullets). */
export function CheckIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 shrink-0 text-accent-700"
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" fillOpacity="0.12" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
