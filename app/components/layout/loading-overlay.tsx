/**
 * The full-screen loading overlay (docs/product.md §2): shown by the quote form while a request is being sent, so a
 * slow phone shows progress instead of a frozen page. Moving between pages is a plain page load, which the browser
 * shows with its own progress; a form sent without JavaScript is one too.
 */
export function LoadingOverlay() {
  return (
    <div
      className="fixed inset-0 z-[1000] flex items-center justify-center bg-white/80 backdrop-blur-sm"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <span className="size-14 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
