import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { customerPages, notFoundPage, ownerPages, sitePages } from "./route-table.ts";

// The router is derived from the route table, never written by hand: see app/route-table.ts.
export default [
  ...sitePages.map((page) =>
    page.path === "/"
      ? index(page.file, { id: page.id })
      : route(page.path.slice(1), page.file, { id: page.id }),
  ),
  ...ownerPages.map((page) => route(page.path.slice(1), page.file, { id: page.id })),
  // The customer's pages of a booking (docs/owner-guide.md, "Bookings"): rendered per request, no script.
  ...customerPages.map((page) => route(page.path.slice(1), page.file, { id: page.id })),
  route("*", notFoundPage.file, { id: notFoundPage.id }),
] satisfies RouteConfig;
