/**
 * The block types as the palette shows them (type, one-line purpose, the schema its form is
 * drawn from) and what a new block starts with: a copy of the first block of that type in
 * site.yaml when there is one (real words the editor then changes), else the least the schema
 * asks for, with picks from the site (the first product, the first picture…).
 */
import { parse } from 'yaml';
import { blockSchemas } from '../../schema/blocks.ts';
import { Product } from '../../schema/content.ts';
import { PostFrontMatter } from '../../schema/content.ts';
import { annotatedJsonSchema, type AnnotatedSchema } from '../../schema/jsonSchema.ts';
import { SiteSettings } from '../../schema/site.ts';
import type { Value } from '../edits.ts';
import type { Catalog, Choices } from '../protocol.ts';

/** The largest picture the editor accepts: a phone photo; the site's own are far smaller. */
export const MAX_UPLOAD = 5 * 1024 * 1024;

type S = AnnotatedSchema;

function deref(node: S, root: S): S {
  let cur = node;
  for (let i = 0; i < 20 && cur.$ref; i++) {
    const name = decodeURIComponent(cur.$ref.replace(/^#\/(definitions|\$defs)\//, ''));
    const target = root.definitions?.[name];
    if (!target) break;
    const { $ref: _ref, ...rest } = cur;
    cur = { ...target, ...rest };
  }
  return cur;
}

/** The least value a schema takes, filled from the site's choices where it names one. */
export function least(node: S, root: S, choices: Choices | undefined, name = ''): Value | undefined {
  const s = deref(node, root);
  const kind = s['x-kind'];
  if (kind?.kind === 'link') return '/';
  if (kind?.kind === 'image') return choices?.images[0] ?? '/images/bamboo-grove.svg';
  if (kind?.kind === 'ref') return choices?.[kind.collection]?.[0]?.value ?? 'id';
  if (s.default !== undefined) return s.default as Value;
  if (s.const !== undefined) return s.const as Value;
  if (s.enum?.length) return s.enum[0] as Value;
  const opts = s.anyOf ?? s.oneOf;
  if (opts?.length) {
    const real = opts.map((o) => deref(o, root)).find((o) => o.type !== 'null');
    return real ? least(real, root, choices, name) : null;
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return name === 'alt' ? '' : `New ${name || 'text'}`;
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
        const v = least(items, root, choices, name.replace(/s$/, ''));
        if (v !== undefined) out.push(v);
      }
      return out;
    }
    case 'object': {
      const out: Record<string, Value> = {};
      for (const key of s.required ?? []) {
        const prop = s.properties?.[key];
        if (!prop) continue;
        const v = least(prop, root, choices, key);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}

type Rec = Record<string, unknown>;

/** The first block of each type in site.yaml, without its id (a page's ids must differ) and shown. */
function firstBlocks(siteText: string): Map<string, Record<string, Value>> {
  const found = new Map<string, Record<string, Value>>();
  let data: unknown;
  try {
    data = parse(siteText);
  } catch {
    return found;
  }
  const routes = (data as { routes?: unknown } | null)?.routes;
  const records = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter((x): x is Rec => typeof x === 'object' && x !== null) : []);
  for (const route of records(routes)) {
    for (const block of records(route.blocks)) {
      const type = typeof block.type === 'string' ? block.type : undefined;
      if (!type || found.has(type)) continue;
      const { id: _id, hidden: _hidden, ...rest } = block;
      found.set(type, rest as Record<string, Value>);
    }
  }
  return found;
}

export function catalog(siteText: string, choices: Choices | undefined): Catalog {
  const firsts = firstBlocks(siteText);
  const blocks = blockSchemas.map((b) => {
    const schema = annotatedJsonSchema(b);
    const type = b.shape.type.value as string;
    const { type: _type, ...fields } = firsts.get(type) ?? (least(schema, schema, choices) as Record<string, Value>);
    return { type, purpose: b.description ?? '', schema, starter: { type, ...fields } };
  });
  const product = annotatedJsonSchema(Product);
  return {
    blocks,
    site: annotatedJsonSchema(SiteSettings),
    product,
    post: annotatedJsonSchema(PostFrontMatter),
    productStarter: least(product, product, choices) as Record<string, Value>,
    maxUpload: MAX_UPLOAD,
  };
}
