import type { ContentModel } from "../../app/content/model/content-model.ts";
import { changedPaths, type FlatContent, type Leaf, own, sameLeaf } from "../../app/content/model/paths.ts";
import { modelOfDocument } from "./content-document.ts";

/**
 * Undo of one change (docs/architecture.md, "Undo"): each path the change set goes back to what it was, but only
 * where no later change has set it since. A list of ids (a gallery, an order) gives back what the change added or
 * removed and keeps what later changes did to it. Where a later change depends on the undone one (it changed the
 * same text again, or put the undone photo in a gallery), the plan names those changes: the owner is asked before
 * they go too.
 */

export interface Revision {
  id: number;
  summary: string;
  /** The overrides before and after this revision. */
  before: FlatContent;
  after: FlatContent;
}

export interface UndoPlan {
  /** The overrides once undone (with any later change named in `alsoUndone` taken back too). */
  result: Map<string, Leaf>;
  /** Later changes this undo would take back as well: ask the owner first. */
  alsoUndone: Array<{ id: number; summary: string }>;
  /** Nothing left to undo: the change's paths are already as they were before it. */
  nothingToUndo: boolean;
}

const isList = (value: Leaf | undefined): value is readonly string[] => Array.isArray(value);

/**
 * A list as it is now, with one change's additions taken out and its removals put back (after the item that came
 * before it, when that is still there). Undefined when the change only reordered it and the order has moved since.
 */
function revertList(
  before: readonly string[],
  after: readonly string[],
  current: readonly string[],
): string[] | undefined {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  if (added.length === 0 && removed.length === 0) return undefined;
  const result = current.filter((id) => !added.includes(id));
  for (const id of removed) {
    if (result.includes(id)) continue;
    const at = before.indexOf(id);
    const previous = before
      .slice(0, at)
      .reverse()
      .find((other) => result.includes(other));
    result.splice(previous === undefined ? 0 : result.indexOf(previous) + 1, 0, id);
  }
  return result;
}

const setLeaf = (leaves: Map<string, Leaf>, path: string, value: Leaf | undefined) => {
  if (value === undefined) leaves.delete(path);
  else leaves.set(path, value);
};

/**
 * References the model no longer holds once something is undone: a gallery's photo, a before/after photo, a
 * testimonial in the order, each pointing at an item that is gone. Answers the overrides without them.
 */
function withoutDanglingReferences(
  leaves: Map<string, Leaf>,
  toModel: (leaves: FlatContent) => ContentModel,
): Map<string, Leaf> {
  const model = toModel(leaves);
  const cleaned = new Map(leaves);
  for (const [path, value] of leaves) {
    const [root, key] = path.split(".");
    if (root === "galleries" && isList(value)) {
      const kept = value.filter((id) => own(model.photos, id) !== undefined);
      if (kept.length !== value.length) cleaned.set(path, kept);
    }
    if (
      root === "comparisons" &&
      key &&
      typeof value === "string" &&
      own(model.photos, value) === undefined
    ) {
      cleaned.delete(`comparisons.${key}.before`);
      cleaned.delete(`comparisons.${key}.after`);
    }
    if (path === "testimonialOrder" && isList(value)) {
      const kept = value.filter((id) => own(model.testimonials, id) !== undefined);
      if (kept.length !== value.length) cleaned.set(path, kept);
    }
  }
  return cleaned;
}

/** Which later changes set `path` (a text, a flag), or added one of `items` to it (a list). */
function laterChangesOf(later: readonly Revision[], path: string, items?: readonly string[]): Revision[] {
  return later.filter((revision) => {
    const before = revision.before.get(path);
    const after = revision.after.get(path);
    if (sameLeaf(before, after)) return false;
    if (!items) return true;
    const was = isList(before) ? before : [];
    return isList(after) && after.some((id) => items.includes(id) && !was.includes(id));
  });
}

export function planUndo(
  undone: Revision,
  current: FlatContent,
  later: readonly Revision[],
  toModel: (leaves: FlatContent) => ContentModel = (leaves) => modelOfDocument({ overrides: leaves }),
): UndoPlan {
  const paths = changedPaths(undone.before, undone.after);
  const result = new Map(current);
  const dependants = new Map<number, Revision>();
  let changes = 0;
  for (const path of paths) {
    const was = undone.before.get(path);
    const became = undone.after.get(path);
    const now = current.get(path);
    if (sameLeaf(now, became)) {
      if (!sameLeaf(now, was)) changes += 1;
      setLeaf(result, path, was);
      continue;
    }
    if (sameLeaf(now, was)) continue; // taken back already
    const merged =
      isList(was ?? []) &&
      isList(became ?? []) &&
      isList(now ?? []) &&
      revertList(
        (was ?? []) as readonly string[],
        (became ?? []) as readonly string[],
        (now ?? []) as readonly string[],
      );
    if (merged) {
      if (!sameLeaf(merged, now)) changes += 1;
      setLeaf(result, path, merged);
      continue;
    }
    // A later change set this path again: undoing this one takes that one back too.
    for (const revision of laterChangesOf(later, path)) dependants.set(revision.id, revision);
    setLeaf(result, path, was);
    changes += 1;
  }
  const cleaned = withoutDanglingReferences(result, toModel);
  for (const path of changedPaths(result, cleaned)) {
    const value = result.get(path);
    const kept = cleaned.get(path);
    const lost = isList(value) ? value.filter((id) => !(isList(kept) && kept.includes(id))) : undefined;
    for (const revision of laterChangesOf(later, path, lost)) dependants.set(revision.id, revision);
  }
  return {
    result: cleaned,
    alsoUndone: [...dependants.values()]
      .sort((a, b) => a.id - b.id)
      .map(({ id, summary }) => ({ id, summary })),
    nothingToUndo: changes === 0,
  };
}
