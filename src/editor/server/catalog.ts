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
import { annotatedJsonSchema } from '../../schema/jsonSchema.ts';
import { SiteSettings } from '../../schema/site.ts';
import type { Value } from '../edits.ts';
import type { Catalog, Choices } from '../protocol.ts';
import { least } from '../starter.ts';

/** The largest picture the editor accepts: a phone photo; the site's own are far smaller. */
export const MAX_UPLOAD = 5 * 1024 * 1024;

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
      // A link to a section of its own page ("#products") goes to that page from anywhere.
      const page = typeof route.path === 'string' && route.path.startsWith('/') ? route.path : '/';
      found.set(type, anchored(rest, page) as Record<string, Value>);
    }
  }
  return found;
}

/** `value` with its in-page links (`to: "#x"`) written with their page (`/about#x`). */
function anchored(value: unknown, page: string, key = ''): unknown {
  if (typeof value === 'string') return (key === 'to' || key === 'href') && value.startsWith('#') ? `${page}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => anchored(v, page));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, anchored(v, page, k)]));
  }
  return value;
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
