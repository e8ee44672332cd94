import { ownerInboxContext } from "../lib/owner-inbox.ts";
import { isNumbersPeriod } from "../lib/owner-numbers.ts";
import type { Route } from "./+types/owner-numbers-csv.ts";

// "Where jobs come from" as CSV (the table of /leads/numbers), for the signed-in owner only.
export async function loader({ request, context }: Route.LoaderArgs) {
  const inbox = context.get(ownerInboxContext);
  if (!(await inbox.owner())) {
    return new Response(null, { status: 303, headers: { Location: "/leads" } });
  }
  const asked = new URL(request.url).searchParams.get("period");
  if (asked !== null && !isNumbersPeriod(asked)) {
    return new Response("That period is not one of the choices on the numbers page.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { csv, firstDay, lastDay } = await inbox.numbersCsv(asked ?? "this-month");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lead-sources-${firstDay}-to-${lastDay}.csv"`,
    },
  });
}
