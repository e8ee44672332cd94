/**
 * The content model's storage form: a tree of plain objects whose leaves are strings, numbers, booleans and lists
 * of strings, written flat as "a.b.c" → leaf. The owner's changes, their history and undo work on these flat maps
 * (server/content/content-document.ts); the pages read the tree.
 *
 * Every key in the tree may come from an owner's post ("constructor", "__proto__"), so the tree is made of objects
 * without a prototype and every lookup is of an own property (`own`): a key is data, never a way into JavaScript.
 */

export type Leaf = string | number | boolean | readonly string[];
export type FlatContent = ReadonlyMap<string, Leaf>;

export interface Tree {
  [key: string]: Tree | Leaf;
}

/** A segment of a path: letters, digits and dashes (field names, ids, gallery keys, weekdays, languages). */
export const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

export function isLeaf(value: unknown): value is Leaf {
  return (
    typeof value === "string" ||
    (typeof value === "number" && Number.isFinite(value)) ||
    typeof value === "boolean" ||
    (Array.isArray(value) && value.every((item) => typeof item === "string"))
  );
}

/** The own property `key` of `record`, never one inherited from Object.prototype. */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** An empty record with no prototype: `record.constructor` is undefined, `"toString" in record` is false. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The tree's leaves by path. Empty objects vanish; a key that is not a valid segment is an error. */
export function flatten(tree: Tree): Map<string, Leaf> {
  const flat = new Map<string, Leaf>();
  const walk = (node: Tree, prefix: string) => {
    for (const key of Object.keys(node)) {
      if (!SEGMENT.test(key)) throw new Error(`content: "${key}" is not a valid key`);
      const value = node[key];
      const path = prefix ? `${prefix}.${key}` : key;
      if (value === undefined) continue;
      if (isLeaf(value)) flat.set(path, value);
      else if (typeof value === "object" && value !== null && !Array.isArray(value)) walk(value, path);
      else throw new Error(`content: ${path} is not a leaf or an object`);
    }
  };
  walk(tree, "");
  return flat;
}

/** A tree of the leaves, every object without a prototype. */
export function unflatten(flat: Iterable<readonly [string, Leaf]>): Tree {
  const root = emptyRecord<Tree | Leaf>() as Tree;
  for (const [path, value] of flat) {
    const keys = path.split(".");
    let node = root;
    for (const key of keys.slice(0, -1)) {
      const next = own(node, key);
      if (next === undefined || isLeaf(next)) {
        const child = emptyRecord<Tree | Leaf>() as Tree;
        node[key] = child;
        node = child;
      } else {
        node = next;
      }
    }
    node[keys.at(-1) as string] = Array.isArray(value) ? [...value] : value;
  }
  return root;
}

export function sameLeaf(a: Leaf | undefined, b: Leaf | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The paths whose leaf differs between two flat maps (present in one only, or different). */
export function changedPaths(before: FlatContent, after: FlatContent): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => !sameLeaf(before.get(path), after.get(path))).sort();
}
