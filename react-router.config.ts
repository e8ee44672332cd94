import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH, NOT_FOUND_PRERENDER_PATH_ES, sitePages } from "./app/route-table.ts";

// Every page of the route table is prerendered to static HTML at build time (real HTML for search engines and a
// fast first paint), and the Node service serves those files from memory. Server rendering is on only for what
// cannot be known at build: the answer to a quote form sent without JavaScript (its route action), the page
// after it, and the owner's lead inbox under /leads (docs/architecture.md, "Rendering"). The not-found page is prerendered once, at a path no page uses, so
// the server can answer any unknown path with it and status 404.
export default {
  // BUILD_OUT_DIR: a second build beside the usual one (the browser tests' build with a tag manager).
  buildDirectory: process.env.BUILD_OUT_DIR ?? "build",
  ssr: true,
  prerender: [...sitePages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH, NOT_FOUND_PRERENDER_PATH_ES],
  // The whole route manifest ships with the page, so links never ask the server which route they lead to.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
