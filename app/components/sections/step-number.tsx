/**
 * Numbered steps: an `<ol>` (STEPS_LIST) whose items (STEP_ITEM) each show their number in a badge. The badge's
 * number is a CSS counter, not text, so the list's own numbering is the only one in the HTML: read without CSS (a
 * text browser) a step is "1. Book a cleaning", not "1. 1 Book a cleaning"; screen readers hear the list's count.
 */
export const STEPS_LIST = "[counter-reset:step]";
export const STEP_ITEM = "[counter-increment:step]";

export function StepNumber({ className }: { className: string }) {
  return <span aria-hidden="true" className={`${className} before:content-[counter(step)]`} />;
}
