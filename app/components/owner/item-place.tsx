import { Link } from "react-router";
import { GAP_WORDS, type TranslationGap } from "../../content/model/translations.ts";
import { secondaryButton } from "./owner-bar.tsx";
import { Hidden } from "./owner-site-parts.tsx";

/**
 * The owner's lists (towns, questions, benefits) on a phone: each item one line with its Edit link, and the item
 * being edited gets Move up, Move down and Remove under its form, so a list of ten is a screen, not ten screens
 * of buttons.
 */

/** One item of a list: its words, and Edit. */
export function ListItem({
  id,
  title,
  detail,
  edit,
  flag,
}: {
  id: string;
  title: string;
  detail?: string;
  /** The address of its edit form. */
  edit: string;
  /** Its translation is missing or older than its English (the words in Spanish). */
  flag?: TranslationGap["kind"];
}) {
  return (
    <li id={id} className="flex items-center justify-between gap-x-4 px-4 py-2">
      <span className="min-w-0">
        <span className="block font-semibold break-words text-slate-900">{title}</span>
        {detail ? (
          <span className="line-clamp-2 block text-sm break-words text-slate-700">{detail}</span>
        ) : null}
        {flag ? (
          <span className="block text-sm font-semibold text-amber-800">
            <span aria-hidden="true">⚑ </span>
            {GAP_WORDS[flag]}
          </span>
        ) : null}
      </span>
      <Link
        to={edit}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center font-semibold text-brand-800 underline underline-offset-4"
      >
        Edit<Hidden>: {title}</Hidden>
      </Link>
    </li>
  );
}

/** Move up, Move down and Remove for the item being edited; `keepOne`: the last item cannot be removed. */
export function ItemPlace({
  id,
  name,
  index,
  count,
  moveIntent,
  removeIntent,
  backTo,
  listAt,
  keepOne,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  moveIntent: string;
  removeIntent: string;
  /** Where a move comes back to (the item's form, to move it again). */
  backTo: string;
  /** Where a removal comes back to (the list). */
  listAt: string;
  keepOne?: boolean;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      <form method="post" action={backTo} className="contents">
        <input type="hidden" name="intent" value={moveIntent} />
        <input type="hidden" name="id" value={id} />
        {index > 0 ? (
          <button type="submit" name="direction" value="up" className={secondaryButton}>
            Move up<Hidden>: {name}</Hidden>
          </button>
        ) : null}
        {index < count - 1 ? (
          <button type="submit" name="direction" value="down" className={secondaryButton}>
            Move down<Hidden>: {name}</Hidden>
          </button>
        ) : null}
      </form>
      {keepOne && count <= 1 ? null : (
        <form method="post" action={listAt}>
          <input type="hidden" name="intent" value={removeIntent} />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={secondaryButton}>
            Remove<Hidden>: {name}</Hidden>
          </button>
        </form>
      )}
    </div>
  );
}
