/**
 * The previous/next pair shared by the testimonial carousel and the image slider: 44 px targets, labelled. They
 * need the page's scripts, so until those run they are not in the page at all (HTML read without CSS or scripts has
 * no dead button): an empty box of the same size keeps their place, so nothing moves when they come.
 */
export function SlideControls({
  words,
  onPrevious,
  onNext,
  tone = "light",
  ready,
}: {
  /** The page's scripts run: the buttons work. */
  ready: boolean;
  /** The buttons' names: "Previous review" and "Next review". */
  words: { readonly previous: string; readonly next: string };
  onPrevious: () => void;
  onNext: () => void;
  tone?: "light" | "dark";
}) {
  const button = `inline-flex size-11 items-center justify-center rounded-full border-2 transition-colors ${
    tone === "light"
      ? "border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
      : "border-white/70 bg-white/10 text-white hover:bg-white/20"
  }`;
  if (!ready) return <div className="h-11 w-[100px]" />;
  return (
    <div className="flex items-center gap-3">
      <button type="button" className={button} onClick={onPrevious}>
        <span className="sr-only">{words.previous}</span>
        <Chevron direction="left" />
      </button>
      <button type="button" className={button} onClick={onNext}>
        <span className="sr-only">{words.next}</span>
        <Chevron direction="right" />
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M12.5 4 6.5 10l6 6" : "M7.5 4l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
