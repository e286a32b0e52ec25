/**
 * The data the merge compares: values as the `yaml` library gives them (`toJS`), compared by
 * value, and the key by which a list's items are known across versions.
 */
import type { Value } from '../../loader/yamlWriter.ts';

/** A value, or `undefined` where a side has no such field or item. */
export type V = Value | undefined;

export const isList = (v: V): v is readonly Value[] => Array.isArray(v);
export const isObject = (v: V): v is Record<string, Value> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether two values are the same data (the order of a map's keys does not count; a list's order does). */
export function deepEqual(a: V, b: V): boolean {
  if (a === b) return true;
  if (isList(a) || isList(b)) return isList(a) && isList(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/** The text of an item's identity key (`id: 7` gives "7"), or undefined when it has none. */
export function idText(item: V, key: string): string | undefined {
  const v = isObject(item) ? item[key] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}

/** The keys that name a list's items, in the order they are tried. */
export const IDENTITY_KEYS = ['id', 'slug', 'path'] as const;

/**
 * The key every item of every list has, as a text or number, different for each item of a list
 * (`id`, else `slug`, else `path`); undefined when there is none and items match by position.
 */
export function identityKey(lists: readonly (readonly Value[])[]): string | undefined {
  if (!lists.some((l) => l.length)) return undefined;
  return IDENTITY_KEYS.find((key) =>
    lists.every((l) => {
      const ids = l.map((x) => idText(x, key));
      return ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
    }),
  );
}
