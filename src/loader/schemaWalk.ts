import type { z } from 'zod';
import { kinds, translatable, type Kind } from '../schema/kinds.ts';
import type { PathSeg } from '../yamlText/source.ts';

/** The parts of zod 4's schema definitions this file reads. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
  getter?: () => z.ZodType;
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/default/pipe wrappers; stops at a registered kind. */
export function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 20 && !kinds.has(cur); i++) {
    const d = defOf(cur);
    if (WRAPPERS.has(d.type) && d.innerType) cur = d.innerType;
    else if (d.type === 'pipe' && d.in) cur = d.in;
    else if (d.type === 'lazy' && d.getter) cur = d.getter();
    else break;
  }
  return cur;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** For a union, the option the data selects by its discriminator (or by parsing). */
function pick(union: z.ZodType, value: unknown): z.ZodType | undefined {
  const def = defOf(union);
  const disc = def.discriminator;
  if (disc && isRecord(value)) {
    const want = value[disc];
    return def.options?.find((o) => {
      const lit = unwrap(objectShape(o)?.[disc] ?? o);
      return defOf(lit).values?.includes(want);
    });
  }
  return def.options?.find((o) => o.safeParse(value).success);
}

export function objectShape(s: z.ZodType): Record<string, z.ZodType> | undefined {
  const d = defOf(unwrap(s));
  return d.type === 'object' ? d.shape : undefined;
}

/** The schema that governs `path` in `data`, or undefined where the data leaves the schema. */
export function schemaAt(root: z.ZodType, data: unknown, path: readonly PathSeg[]): z.ZodType | undefined {
  let s: z.ZodType | undefined = root;
  let v: unknown = data;
  for (const seg of path) {
    if (!s) return undefined;
    s = child(unwrap(s), v, seg);
    v = isRecord(v) || Array.isArray(v) ? (v as Record<string, unknown>)[seg as string] : undefined;
  }
  return s && settle(s, v);
}

/** The schema of `seg` under `s`, for the value `value` holds (a union picks its option by it). */
export const childSchema = (s: z.ZodType, value: unknown, seg: PathSeg): z.ZodType | undefined => child(unwrap(s), value, seg);

/** The key a union of kinds of items tells its options apart by (a block's `type`), if it is such a union. */
export const discriminatorOf = (s: z.ZodType): string | undefined => defOf(unwrap(s)).discriminator;

/** Unwrapped, and for a union the option the value selects. */
export function settle(s: z.ZodType, value: unknown): z.ZodType {
  const u = unwrap(s);
  const d = defOf(u);
  if (d.type !== 'union') return u;
  const opt = pick(u, value);
  return opt ? unwrap(opt) : u;
}

function child(s: z.ZodType, value: unknown, seg: PathSeg): z.ZodType | undefined {
  const d = defOf(s);
  switch (d.type) {
    case 'object':
      return d.shape?.[seg];
    case 'array':
      return d.element;
    case 'record':
      return d.valueType;
    case 'union': {
      const opt = pick(s, value);
      return opt ? child(unwrap(opt), value, seg) : undefined;
    }
    default:
      return undefined;
  }
}

export function describe(s: z.ZodType | undefined): string {
  if (!s) return '';
  let cur: z.ZodType | undefined = s;
  for (let i = 0; cur && i < 20; i++) {
    if (cur.description) return cur.description;
    const d = defOf(cur);
    cur = d.innerType ?? d.in;
  }
  return '';
}

export function isRequired(s: z.ZodType): boolean {
  return !s.safeParse(undefined).success;
}

export interface Found {
  meta: Kind;
  value: string;
  path: PathSeg[];
}

/**
 * Walks `data` beside its schema and calls `visit` at each value whose schema `stops` names
 * (a link, a text field): with the path to it, and what `stops` gave. One path, grown and shrunk
 * as the walk goes: `visit` copies it if it keeps it (a path array for every field of every item
 * made a list of 200,000 items cost hundreds of megabytes). Null and missing values are passed by.
 */
export function walkTo<M>(
  schema: z.ZodType,
  data: unknown,
  stops: (s: z.ZodType) => M | undefined,
  visit: (path: readonly PathSeg[], value: unknown, meta: M) => void,
): void {
  const path: PathSeg[] = [];
  const step = (seg: PathSeg, sub: z.ZodType, value: unknown) => {
    if (value === undefined || value === null) return;
    path.push(seg);
    walk(sub, value);
    path.pop();
  };
  const walk = (schema: z.ZodType, data: unknown): void => {
    if (data === undefined || data === null) return;
    const s = unwrap(schema);
    const meta = stops(s);
    if (meta !== undefined) {
      visit(path, data, meta);
      return;
    }
    const d = defOf(s);
    // for…in, not Object.entries: no array of pairs for each item of a long list.
    if (d.type === 'object' && isRecord(data) && d.shape) {
      const shape = d.shape;
      for (const k in shape) step(k, shape[k], data[k]);
    } else if (d.type === 'array' && Array.isArray(data) && d.element) {
      for (let i = 0; i < data.length; i++) step(i, d.element, data[i]);
    } else if (d.type === 'record' && isRecord(data) && d.valueType) {
      for (const k in data) step(k, d.valueType, data[k]);
    } else if (d.type === 'union') {
      // A text field (src/schema/kinds.ts `inLanguages`) by the form of its value, as zod tells
      // them apart: trying each option (safeParse) at each text of a long list cost seconds.
      const opt = translatable.has(s) ? (isRecord(data) ? d.options?.[1] : undefined) : pick(s, data);
      if (opt) walk(opt, data);
    }
  };
  walk(schema, data);
}

/**
 * A registry's entry for a schema, remembered per schema: zod's own `get` copies the entries of
 * the schema's ancestors into a new object at every call, and a walk asks at every field of every
 * item (1.4 million times for a list of 200,000 cards).
 */
function remembered<M extends object | undefined>(registry: z.core.$ZodRegistry<M>): (s: z.ZodType) => M | undefined {
  const known = new WeakMap<z.ZodType, M | undefined>();
  return (s) => {
    if (known.has(s)) return known.get(s);
    const meta = registry.get(s) as M | undefined;
    known.set(s, meta);
    return meta;
  };
}
const kindOf = remembered(kinds);
const textKindOf = remembered(translatable);

/** Every link, image and reference in `data`, found through the schema's registered kinds. */
export function collectKinds(schema: z.ZodType, data: unknown): Found[] {
  const out: Found[] = [];
  walkTo(schema, data, kindOf, (path, value, meta) => {
    if (typeof value === 'string') out.push({ meta, value, path: [...path] });
  });
  return out;
}

/** The values a union of literals (or an enum) allows, e.g. columns: 2 | 3 | 4. */
export function literalOptions(s: z.ZodType | undefined): unknown[] | undefined {
  if (!s) return undefined;
  const d = defOf(unwrap(s));
  if (d.type !== 'union' || !d.options) return undefined;
  const values = d.options.map((o) => defOf(unwrap(o)).values);
  return values.every((v) => Array.isArray(v)) ? values.flat() : undefined;
}

const listKeyCache = new WeakMap<z.ZodType, ReadonlySet<string>>();

/** The names of the fields that hold a list, anywhere in a schema (`blocks`, `links`, `tags`…). */
export function listKeys(root: z.ZodType): ReadonlySet<string> {
  const cached = listKeyCache.get(root);
  if (cached) return cached;
  const out = new Set<string>();
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType) => {
    const s = unwrap(schema);
    if (seen.has(s)) return;
    seen.add(s);
    const d = defOf(s);
    if (d.type === 'object')
      for (const [k, sub] of Object.entries(d.shape ?? {})) {
        if (defOf(unwrap(sub)).type === 'array') out.add(k);
        walk(sub);
      }
    else if (d.type === 'array' && d.element) walk(d.element);
    else if (d.type === 'record' && d.valueType) walk(d.valueType);
    else if (d.type === 'union') d.options?.forEach(walk);
  };
  walk(root);
  listKeyCache.set(root, out);
  return out;
}

/**
 * Each text field in `data` that may be written per language (src/schema/kinds.ts `inLanguages`),
 * found through the schema: `visit` gets its path (copy it to keep it), what it holds (one text,
 * or one per language) and whether it is prose.
 */
export function eachText(schema: z.ZodType, data: unknown, visit: (path: readonly PathSeg[], value: unknown, multiline: boolean) => void) {
  walkTo(schema, data, textKindOf, (path, value, meta) => visit(path, value, meta.multiline));
}

/**
 * `data` with every text field replaced by `choose(value)` (its one text, or the one of a
 * language), found through the schema; everything else as it is (keys the schema does not
 * name too: the loader's own, such as a form's id).
 */
export function mapTexts(schema: z.ZodType, data: unknown, choose: (value: unknown) => unknown): unknown {
  const walk = (schema: z.ZodType | undefined, data: unknown): unknown => {
    if (data === undefined || data === null || !schema) return data;
    const s = unwrap(schema);
    if (translatable.has(s)) return choose(data);
    const d = defOf(s);
    if (d.type === 'object' && isRecord(data) && d.shape) {
      const shape = d.shape;
      const out: Record<string, unknown> = {};
      for (const k in data) out[k] = walk(shape[k], data[k]);
      return out;
    }
    if (d.type === 'array' && Array.isArray(data) && d.element) {
      const element = d.element;
      return data.map((v) => walk(element, v));
    }
    if (d.type === 'record' && isRecord(data) && d.valueType) {
      const out: Record<string, unknown> = {};
      for (const k in data) out[k] = walk(d.valueType, data[k]);
      return out;
    }
    if (d.type === 'union') {
      const opt = pick(s, data);
      return opt ? walk(opt, data) : data;
    }
    return data;
  };
  return walk(schema, data);
}
