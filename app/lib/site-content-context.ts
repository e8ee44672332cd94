import { createContext, type RouterContextProvider } from "react-router";
import { defaultModel } from "../content/model/content-model.ts";
import type { Lang } from "../content/model/languages.ts";
import { resolveContent } from "../content/model/resolve.ts";
import { langOfPath } from "../route-table.ts";
import type { SiteContent } from "./site-content.ts";

/**
 * The content in React Router's context, for the routes' loaders: unset (as at prerender), a page reads the default
 * content in its own language, the typed files' words and the build variables' details; the service sets the
 * owner's, in the language of the page it renders (server/page-renderer.ts). Server and build only: resolving
 * formatted text needs markdown-it.
 */
export const defaultSiteContents: Record<Lang, SiteContent> = {
  en: resolveContent(defaultModel(), [], "en"),
  es: resolveContent(defaultModel(), [], "es"),
};

/** The English default, for code that has no page (tests, the command line). */
export const defaultSiteContent: SiteContent = defaultSiteContents.en;

/** Null (React Router's context needs a value to fall back on): the page's default content is used. */
export const siteContentContext = createContext<SiteContent | null>(null);

/** The content a page at `pathname` shows: the service's, or the default in the page's language. */
export function contentFor(context: Readonly<RouterContextProvider>, pathname: string): SiteContent {
  const lang = langOfPath(pathname);
  const given = context.get(siteContentContext);
  return given && given.lang === lang ? given : defaultSiteContents[lang];
}
