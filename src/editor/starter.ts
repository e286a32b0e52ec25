/**
 * The least value a field's schema takes: what a new block, product or list item starts with
 * when the site has no example of it. Text, links, pictures and picks start empty (never
 * placeholder words that could be published): the panel shows the new item as a draft to fill.
 * Pure, for the panel and the server alike.
 */
import type { AnnotatedSchema } from '../schema/jsonSchema.ts';
import { resolveRef } from '../schema/schemaRef.ts';
import type { Value } from './edits.ts';

type S = AnnotatedSchema;

export const deref = resolveRef;

/** The least value a schema takes: its default, else an empty one of its type. */
export function least(node: S, root: S): Value | undefined {
  const s = deref(node, root);
  if (s.default !== undefined) return s.default as Value;
  if (s['x-kind']) return '';
  if (s.const !== undefined) return s.const as Value;
  if (s.enum?.length) return s.enum[0] as Value;
  const opts = s.anyOf ?? s.oneOf;
  if (opts?.length) {
    const real = opts.map((o) => deref(o, root)).find((o) => o.type !== 'null');
    return real ? least(real, root) : null;
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
    case 'boolean':
      return false;
    case 'array': {
      const items = Array.isArray(s.items) ? s.items[0] : s.items;
      const n = s.minItems ?? 0;
      const out: Value[] = [];
      for (let i = 0; i < n && items; i++) {
        const v = least(items, root);
        if (v !== undefined) out.push(v);
      }
      return out;
    }
    case 'object': {
      const out: Record<string, Value> = {};
      // Of keys one of which it needs (a button's action), the first.
      const wanted = [...(s.required ?? []), ...(s['x-one-of']?.slice(0, 1) ?? [])];
      for (const key of wanted) {
        const prop = s.properties?.[key];
        if (!prop) continue;
        const v = least(prop, root);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}
