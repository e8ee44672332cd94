/**
 * The full-screen loading overlay (docs/product.md §2): in every public page's HTML, hidden, and shown while the
 * one shared flag is up: `data-loading` on <html> (app/app.css, "Loading overlay"). Anything may raise it with
 * setLoading(), an island or a plain script, with no framework and no context between them. The quote form raises
 * it while a request is being sent; moving between pages is a page load, which the browser shows itself. Its words
 * come as a prop ("Loading…" in the page's language): the quote form's island imports setLoading from here.
 */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="size-14 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Raises or lowers the shared loading flag. */
export function setLoading(loading: boolean): void {
  document.documentElement.toggleAttribute("data-loading", loading);
}
