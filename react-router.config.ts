import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH, sitePages } from "./app/route-table.ts";

// Every page of the route table is prerendered to static HTML at build time (real HTML for search engines and a
// fast first paint); the app hydrates into a SPA after. The not-found page is prerendered once, at a path no page
// uses, so the server can answer any unknown path with it and status 404.
export default {
  ssr: false,
  prerender: [...sitePages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
