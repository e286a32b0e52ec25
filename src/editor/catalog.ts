/**
 * The block types as the palette shows them (type, one-line purpose, the schema its form is
 * drawn from) and what a new block starts with: a copy of the first block of that type in
 * site.yaml when there is one (real words the editor then changes), else the least the schema
 * asks for, with picks from the site (the first product, the first picture…).
 */
import { firstUses, type BlockExample } from '../docs/blocksDoc.ts';
import { blockSchemas } from '../schema/blocks.ts';
import { editorMeta } from '../schema/editorMeta.ts';
import { PostFrontMatter, PostTranslationFrontMatter, Product } from '../schema/content.ts';
import { annotatedJsonSchema, type AnnotatedSchema } from '../schema/jsonSchema.ts';
import { SiteSettings } from '../schema/site.ts';
import type { Value } from './edits.ts';
import type { Catalog } from './protocol.ts';
import { propertyOf } from './blockTitle.ts';
import { least } from './starter.ts';

type BlockSchema = (typeof blockSchemas)[number];

/** The largest picture the editor accepts: a phone photo; the site's own are far smaller. */
export const MAX_UPLOAD = 5 * 1024 * 1024;

/** `value` with its in-page links (`to: "#x"`: a field of the link kind, as `schema` says) written with their page (`/about#x`). */
function anchored(value: unknown, schema: AnnotatedSchema | undefined, page: string): unknown {
  if (typeof value === 'string') return schema?.['x-kind']?.kind === 'link' && value.startsWith('#') ? `${page}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => anchored(v, schema && !Array.isArray(schema.items) ? schema.items : undefined, page));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, anchored(v, propertyOf(schema, k), page)]));
  }
  return value;
}

/**
 * A new block from the first of its type: without its id (a page's ids must differ) and shown,
 * its in-page links ("#products") written to go to its page from anywhere.
 */
function copyOf(first: BlockExample, schema: AnnotatedSchema): Record<string, Value> {
  const { id: _id, hidden: _hidden, ...rest } = first.data;
  return anchored(rest, schema, first.path.startsWith('/') ? first.path : '/') as Record<string, Value>;
}

/** A block schema's annotated JSON Schema (what its form, its title and its words are drawn from), made once. */
const annotated = new Map<BlockSchema, AnnotatedSchema>();
function annotatedBlock(b: BlockSchema): AnnotatedSchema {
  let schema = annotated.get(b);
  if (!schema) {
    schema = annotatedJsonSchema(b);
    annotated.set(b, schema);
  }
  return schema;
}

/** The block type `type`'s annotated JSON Schema, or undefined for a type that does not exist. */
export function blockJsonSchema(type: unknown): AnnotatedSchema | undefined {
  const b = blockSchemas.find((s) => s.shape.type.value === type);
  return b && annotatedBlock(b);
}

export function catalog(siteText: string): Catalog {
  let firsts: Map<string, BlockExample>;
  try {
    firsts = firstUses(siteText);
  } catch {
    // site.yaml cannot be read: every type starts from its schema.
    firsts = new Map();
  }
  const blocks = blockSchemas.map((b) => {
    const type = b.shape.type.value as string;
    const schema = annotatedBlock(b);
    const first = firsts.get(type);
    const copied = first && copyOf(first, schema);
    const { type: _type, ...fields } = copied ?? (least(schema, schema) as Record<string, Value>);
    return {
      type,
      label: editorMeta.get(b)?.label ?? type,
      purpose: b.description ?? '',
      schema,
      starter: { type, ...fields },
      fromExample: copied !== undefined,
    };
  });
  const product = annotatedJsonSchema(Product);
  const post = annotatedJsonSchema(PostFrontMatter);
  return {
    blocks,
    site: annotatedJsonSchema(SiteSettings),
    product,
    post,
    postTranslation: annotatedJsonSchema(PostTranslationFrontMatter),
    productStarter: least(product, product) as Record<string, Value>,
    postStarter: least(post, post) as Record<string, Value>,
    maxUpload: MAX_UPLOAD,
  };
}
