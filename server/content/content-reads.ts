/**
 * What a page reads of the content, recorded while it renders: the publisher renders a page again only when one of
 * the values it read is different in the new content (docs/architecture.md, "Which pages a change renders again").
 * Derived from the rendering itself, so a component that starts reading another part of the content is followed
 * without anyone keeping a list in step.
 *
 * A read is a path of keys ("galleries/moving/length", "photos/abc/alt") with the JSON of the value found there;
 * listing an object's keys is the read "<path>/#keys", asking whether it has a key "<path>/?<key>" (`in`) or
 * "<path>/!<key>" (an own key: `Object.hasOwn`).
 */
export type ContentReads = ReadonlyMap<string, string>;

const SEPARATOR = "/";
const join = (path: string, key: string) => (path ? `${path}${SEPARATOR}${key}` : key);
const encode = (value: unknown) => JSON.stringify(value) ?? "undefined";

/** A view of `content` that records every value read through it into `reads`. */
export function trackReads<T extends object>(content: T, reads: Map<string, string>): T {
  const views = new Map<string, object>();
  const view = (target: object, path: string): object => {
    const known = views.get(path);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof key === "symbol" || typeof value === "function") return value;
        const at = join(path, key);
        if (typeof value === "object" && value !== null) return view(value, at);
        reads.set(at, encode(value));
        return value;
      },
      has(object, key) {
        const found = Reflect.has(object, key);
        if (typeof key === "string") reads.set(join(path, `?${key}`), String(found));
        return found;
      },
      getOwnPropertyDescriptor(object, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
        if (typeof key === "string") reads.set(join(path, `!${key}`), String(descriptor !== undefined));
        return descriptor;
      },
      ownKeys(object) {
        const keys = Reflect.ownKeys(object);
        reads.set(join(path, "#keys"), encode(keys.filter((key) => typeof key === "string")));
        return keys;
      },
    });
    views.set(path, proxy);
    return proxy;
  };
  return view(content, "") as T;
}

/** The value a recorded read would find in `content` now. */
export function valueAt(content: unknown, path: string): string {
  let node: unknown = content;
  const keys = path.split(SEPARATOR);
  for (const [index, key] of keys.entries()) {
    const last = index === keys.length - 1;
    if (typeof node !== "object" || node === null) return encode(undefined);
    if (last && key.startsWith("#keys"))
      return encode(Reflect.ownKeys(node).filter((k) => typeof k === "string"));
    if (last && key.startsWith("?")) return String(Reflect.has(node, key.slice(1)));
    if (last && key.startsWith("!")) return String(Object.hasOwn(node, key.slice(1)));
    node = Reflect.get(node, key);
  }
  // An object where a value (or nothing) was read is a change: a notice that appeared, a gallery where none was.
  return typeof node === "object" && node !== null ? "{object}" : encode(node);
}

/** Whether any value a page read is different in `content`. */
export function readsChanged(
  reads: ContentReads,
  content: object,
  except?: (path: string) => boolean,
): boolean {
  for (const [path, value] of reads) {
    if (except?.(path)) continue;
    if (valueAt(content, path) !== value) return true;
  }
  return false;
}
