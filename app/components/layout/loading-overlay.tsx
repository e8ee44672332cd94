import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigation } from "react-router";

/**
 * The full-screen loading overlay (docs/product.md §2), driven by one shared flag. Anything may raise it with
 * useLoadingOverlay().setLoading(true); a client navigation that takes longer than a moment raises it too, so a
 * slow phone shows progress instead of a frozen page.
 */
interface LoadingState {
  loading: boolean;
  setLoading: (loading: boolean) => void;
}

const LoadingContext = createContext<LoadingState | null>(null);

/** Code outside React (a third-party script loader, say) raises the same flag with this window event. */
const LOADING_EVENT = "bnc:loading";

export function LoadingProvider({ children }: { children: React.ReactNode }) {
  const [loading, setLoadingState] = useState(false);
  const setLoading = useCallback((value: boolean) => setLoadingState(value), []);
  useEffect(() => {
    const onEvent = (event: Event) => setLoadingState(Boolean((event as CustomEvent<boolean>).detail));
    window.addEventListener(LOADING_EVENT, onEvent);
    return () => window.removeEventListener(LOADING_EVENT, onEvent);
  }, []);
  const value = useMemo(() => ({ loading, setLoading }), [loading, setLoading]);
  return <LoadingContext.Provider value={value}>{children}</LoadingContext.Provider>;
}

function useLoadingOverlay(): LoadingState {
  const state = useContext(LoadingContext);
  if (!state) throw new Error("useLoadingOverlay must be used inside <LoadingProvider>");
  return state;
}

/** How long a navigation may take before the overlay shows: quick ones should not flash a spinner. */
const NAVIGATION_GRACE_MS = 400;

function useSlowNavigation(): boolean {
  const navigation = useNavigation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), NAVIGATION_GRACE_MS);
    return () => clearTimeout(timer);
  }, [navigation.state]);
  return slow;
}

export function LoadingOverlay() {
  const { loading } = useLoadingOverlay();
  const slowNavigation = useSlowNavigation();
  if (!loading && !slowNavigation) return null;
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
