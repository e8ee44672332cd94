import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and on the first render in the browser (so hydration matches it), true once the
 * page's scripts run. A control that only works with JavaScript (a carousel's arrows, a slider's handle) appears
 * only then: before, it would be a button that does nothing, a click lost (docs/architecture.md, "HTML first").
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
