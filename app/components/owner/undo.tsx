import { data, Link } from "react-router";
import type { OwnerSiteService } from "../../lib/owner-site.ts";
import { primaryButton, secondaryButton } from "./owner-bar.tsx";
import { Hidden, Problem } from "./owner-site-parts.tsx";
import { formText } from "./posted-form.ts";

/**
 * Undo, from any page that lists changes (Your site's recent changes, the History): one change taken back, the later
 * ones kept. Where a later change depends on it, nothing is undone yet: the page lists those changes and asks.
 */

export type UndoRefusal =
  | { form: "changes"; problem: string }
  | {
      form: "undo-confirm";
      problem: string;
      change: number;
      alsoUndone: Array<{ id: number; summary: string }>;
    };

/** Undoes the posted change; undefined when done, else what the page shows. */
export async function undoPosted(
  site: OwnerSiteService,
  form: FormData,
): Promise<ReturnType<typeof data<UndoRefusal>> | undefined> {
  const changeId = Number(formText(form, "change"));
  if (!Number.isInteger(changeId) || changeId <= 0) {
    return data<UndoRefusal>({ problem: "That change was not found.", form: "changes" }, { status: 400 });
  }
  const result = await site.undo(changeId, form.get("confirmed") === "yes");
  if (result.ok) return undefined;
  if (result.alsoUndone) {
    return data<UndoRefusal>(
      { problem: result.problem, form: "undo-confirm", change: changeId, alsoUndone: result.alsoUndone },
      { status: 400 },
    );
  }
  return data<UndoRefusal>({ problem: result.problem, form: "changes" }, { status: 400 });
}

export function UndoButton({ action, change, summary }: { action: string; change: number; summary: string }) {
  return (
    <form method="post" action={action} className="mt-2">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="change" value={change} />
      <button type="submit" className={secondaryButton}>
        Undo<Hidden>: {summary}</Hidden>
      </button>
    </form>
  );
}

/** Why an undo did not happen, or the question when later changes depend on it. */
export function UndoProblem({ refusal, back }: { refusal: UndoRefusal; back: string }) {
  if (refusal.form === "changes") return <Problem id="changes-problem">{refusal.problem}</Problem>;
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p className="font-semibold">{refusal.problem}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {refusal.alsoUndone.map((change) => (
          <li key={change.id} className="break-words">
            {change.summary}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        <form method="post" action={back}>
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="change" value={refusal.change} />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" className={primaryButton}>
            Undo {refusal.alsoUndone.length === 1 ? "both" : "all of them"}
          </button>
        </form>
        <Link to={back} className={secondaryButton}>
          Keep everything
        </Link>
      </div>
    </div>
  );
}

export const UNDONE_MESSAGE = "Undone: that change is taken back; the changes made after it stay.";
