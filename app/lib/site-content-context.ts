import { createContext } from "react-router";
import { defaultModel } from "../content/model/content-model.ts";
import { resolveContent } from "../content/model/resolve.ts";
import type { SiteContent } from "./site-content.ts";

/**
 * The content in React Router's context, for the routes' loaders: unset (as at prerender), a loader reads the
 * default content, the typed files' words and the build variables' details; the service sets the owner's
 * (server/page-renderer.ts). Server and build only: resolving formatted text needs markdown-it.
 */
export const defaultSiteContent: SiteContent = resolveContent(defaultModel(), [], "en");

export const siteContentContext = createContext<SiteContent>(defaultSiteContent);
