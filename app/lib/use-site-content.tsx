import { createContext, useContext } from "react";
import type { SiteContent } from "./site-content.ts";

/**
 * The content for components (React's context, provided by app/root.tsx with what the root loader read): the
 * business's details, facts and words. An island runs on its own in the browser, outside this provider: it gets
 * what it shows as props, and calling this there is an error rather than a silent default.
 */
const SiteContentReactContext = createContext<SiteContent | undefined>(undefined);

export const SiteContentProvider = SiteContentReactContext.Provider;

export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentReactContext);
  if (!content)
    throw new Error("useSiteContent outside the page's SiteContentProvider (an island takes props)");
  return content;
}
