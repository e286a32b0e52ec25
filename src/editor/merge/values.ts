/**
 * The data the merge compares: values as the `yaml` library gives them (`toJS`), compared by
 * value, and the key by which a list's items are known across versions.
 */
import type { Value } from '../../yamlText/yamlWriter.ts';

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

/** What an item is, for pairing changed items: a block's or item's `type`, else the kind of value. */
function kindOf(v: Value): string {
  if (isObject(v)) return `map:${typeof v.type === 'string' ? v.type : ''}`;
  return isList(v) ? 'list' : typeof v;
}

/**
 * The identities of a side's items in a list without an identity key, as the base's items'
 * (`#3` for the base's fourth): an item equal to the base's at its place, else equal to one
 * elsewhere (it moved), else the unpaired base item of the same kind (a block's `type`) sharing
 * most fields with it, the nearest of equals (changed, perhaps moved too); any other item is new
 * (`+o2`), or, when `other`'s new item is equal to it, has that one's identity (the same item
 * added on both sides).
 */
export function matchItems(
  base: readonly Value[],
  side: readonly Value[],
  tag: string,
  other?: readonly Value[],
  otherIds?: readonly string[],
): string[] {
  const ids: (string | undefined)[] = side.map(() => undefined);
  const used = new Set<number>();
  const pair = (i: number, j: number) => {
    ids[i] = `#${j}`;
    used.add(j);
  };
  side.forEach((v, i) => {
    if (i < base.length && deepEqual(v, base[i])) pair(i, i);
  });
  side.forEach((v, i) => {
    if (ids[i] !== undefined) return;
    const j = base.findIndex((y, k) => !used.has(k) && deepEqual(v, y));
    if (j >= 0) pair(i, j);
  });
  // Changed items: the pairs sharing most fields first, and of those the nearest.
  const score = (v: Value, y: Value) =>
    kindOf(v) !== kindOf(y) ? 0 : isObject(v) ? Object.keys(v).filter((k) => deepEqual(v[k], (y as Record<string, Value>)[k])).length : 1;
  const pairs: [number, number, number][] = [];
  side.forEach((v, i) => {
    if (ids[i] !== undefined) return;
    base.forEach((y, j) => {
      const sc = used.has(j) ? 0 : score(v, y);
      if (sc > 0) pairs.push([sc, Math.abs(i - j), i * base.length + j]);
    });
  });
  pairs.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  for (const [, , ij] of pairs) {
    const i = Math.floor(ij / base.length);
    const j = ij % base.length;
    if (ids[i] === undefined && !used.has(j)) pair(i, j);
  }
  // The rest are new: the same item added on the other side has that one's identity.
  const taken = new Set<string>();
  side.forEach((v, i) => {
    if (ids[i] !== undefined) return;
    const same = other && otherIds ? otherIds.find((id, k) => id.startsWith('+') && !taken.has(id) && deepEqual(other[k], v)) : undefined;
    if (same) taken.add(same);
    ids[i] = same ?? `+${tag}${i}`;
  });
  return ids.map((id) => id ?? '');
}
