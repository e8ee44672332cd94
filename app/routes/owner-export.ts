import { ownerInboxContext } from "../lib/owner-inbox.ts";
import type { Route } from "./+types/owner-export.ts";

// Every lead as CSV (the same file as `npm run leads -- export --csv`), for the signed-in owner only.
export async function loader({ context }: Route.LoaderArgs) {
  const inbox = context.get(ownerInboxContext);
  if (!(await inbox.owner())) {
    return new Response(null, { status: 303, headers: { Location: "/leads" } });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await inbox.exportCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
