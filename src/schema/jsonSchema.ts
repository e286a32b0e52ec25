import { z } from 'zod';
import { fixedMessages } from '../loader/catalogue.ts';
import { Block } from './blocks.ts';
import { editorMeta, type EditorMeta } from './editorMeta.ts';
import { FILE_SCHEMAS } from './files.ts';
import { Button, collectionHome, exactlyOne, Image, kinds, PostImage, translatable, type Collection, type Kind } from './kinds.ts';

/** How every JSON Schema of the project is drawn from zod (the editors' schemas and docs/blocks.md). */
export const JSON_SCHEMA_OPTIONS = { io: 'input', unrepresentable: 'any', target: 'draft-7' } as const;

type Json = Record<string, unknown>;

/** A message zod keeps as a function of no arguments (normalizeParams), or undefined when it needs the failing value. */
function fixedText(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    const message: unknown = (error as () => unknown)();
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The messages a schema's own checks give (a refine's rule, a regex's hint), when they are fixed text. */
export function checkMessages(schema: z.core.$ZodType): string[] {
  return (schema._zod.def.checks ?? []).map((check) => fixedText(check._zod.def.error)).filter((m): m is string => m !== undefined);
}

/** The values an enum, a literal or a union of literals allows, as its JSON Schema lists them. */
function allowedValues(node: Json): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum as unknown[];
  if (node.const !== undefined) return [node.const];
  return undefined;
}

/** `anyOf: [{const: 2}, {const: 3}]` (a union of literals) as one `enum`, so every value is listed at once. */
function literalUnion(node: Json): void {
  const options = node.anyOf as Json[];
  const values = options.map(allowedValues);
  if (values.some((v) => v === undefined)) return;
  const flat = values.flat();
  const types = [...new Set(options.map((o) => o.type))];
  delete node.anyOf;
  if (types.length === 1 && types[0] !== undefined) node.type = types[0];
  node.enum = flat;
}

/**
 * A discriminated union (blocks by `type`, fields by `kind`, actions by `type`) as one enum of
 * every discriminator value, then one `if`/`then` per variant. As `oneOf`, the language server
 * reports a wrong value against the variant it guesses ("Value must be "productGrid"") and
 * lists only that one; this way it lists all of them, and checks a block only against its type.
 */
function discriminatedUnion(zodSchema: z.core.$ZodType, node: Json, discriminator: string): void {
  const variants = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (!variants) return;
  const valuesOf = (variant: Json) => allowedValues(((variant.properties ?? {}) as Record<string, Json>)[discriminator] ?? {}) ?? [];
  const values = variants.flatMap(valuesOf);
  delete node.oneOf;
  delete node.anyOf;
  node.type = 'object';
  node.required = [discriminator];
  node.properties = {
    [discriminator]: {
      type: 'string',
      enum: values,
      description: node.description,
      errorMessage: zodSchema === Block ? fixedMessages.unknownBlockType(values.map(String)) : fixedMessages.badOption(values),
    },
  };
  node.allOf = variants.map((variant) => {
    const own = valuesOf(variant);
    return {
      if: { properties: { [discriminator]: own.length === 1 ? { const: own[0] } : { enum: own } }, required: [discriminator] },
      then: variant,
    };
  });
}

/**
 * "Exactly one of these keys" (a button's action): at least one (`anyOf` of `required`) and no
 * second one once there is one (`dependencies`), each with the refine's own message. The
 * language server shows `errorMessage` for a missing `required` key and for a key whose schema
 * is `false`; it has no message of ours for `oneOf` or `not`.
 */
function oneOfKeys(zodSchema: z.core.$ZodType, node: Json, keys: readonly string[]): void {
  const messages = checkMessages(zodSchema);
  if (messages.length !== 1) throw new Error(`Expected the one refine message of an exactly-one rule over ${keys.join(', ')}`);
  const [message] = messages;
  node.anyOf = keys.map((key) => ({ required: [key], errorMessage: message }));
  node.dependencies = Object.fromEntries(
    keys.map((key) => [
      key,
      { properties: Object.fromEntries(keys.filter((other) => other !== key).map((other) => [other, false])), errorMessage: message },
    ]),
  );
}

/**
 * A reference is plain text for the editors' checker: the ids (products, categories, forms, chat
 * templates…) are content, and a schema that listed them would turn stale at the next product
 * added, underlining a correct id until someone ran npm run schema. Its help says where the ids
 * come from and who checks them.
 */
function referenceNote(noun: string, collection: Collection): string {
  return `(A ${noun} id ${collectionHome[collection]}: the preview and npm run validate check that it exists.)`;
}

/**
 * What zod's JSON Schema leaves out and the YAML language server (2.x) shows: the loader's words
 * for a pattern (`patternErrorMessage`), an enum (`errorMessage`), and the rules of refines and
 * of discriminated unions. Runs on every node zod writes, inner ones first.
 */
function forEditors({ zodSchema, jsonSchema: node }: { zodSchema: z.core.$ZodType; jsonSchema: Json }): void {
  const def = zodSchema._zod.def as z.core.$ZodTypeDef & { format?: string; protocol?: RegExp; discriminator?: string; error?: unknown };
  if (def.type === 'string') {
    // A format that is a schema of its own (z.email('…'), z.url({ error })) keeps its message on itself.
    const message = fixedText(def.error) ?? checkMessages(zodSchema).join(' ');
    if (def.format === 'url' && def.protocol) node.pattern = `^(?:${def.protocol.source.replace(/^\^|\$$/g, '')}):`;
    if (message && (node.pattern !== undefined || node.format !== undefined)) node.patternErrorMessage = message;
  }
  if (def.type === 'union') {
    if (def.discriminator) discriminatedUnion(zodSchema, node, def.discriminator);
    else if (Array.isArray(node.anyOf)) literalUnion(node);
  }
  const values = def.type === 'enum' || def.type === 'literal' || def.type === 'union' ? allowedValues(node) : undefined;
  if (values) node.errorMessage = fixedMessages.badOption(values);
  const rule = exactlyOne.get(zodSchema);
  if (rule) oneOfKeys(zodSchema, node, rule.keys);
  const kind = kinds.get(zodSchema);
  // The ids change with the content; listing them would go stale (see referenceNote).
  if (kind?.kind === 'ref') node.description = `${String(node.description)} ${referenceNote(kind.noun, kind.collection)}`;
}

function toJson(schema: z.ZodType, title: string, id: string): Json {
  return { ...z.toJSONSchema(schema, { ...JSON_SCHEMA_OPTIONS, override: forEditors }), title, $id: id };
}

const SITE_SCHEMA = 'site.schema.json';

/** JSON Schema of site.yaml for editors (autocomplete, hover help, red squiggles). */
export function siteJsonSchema(): Json {
  const site = FILE_SCHEMAS.find((f) => f.jsonSchema === SITE_SCHEMA);
  if (!site) throw new Error(`No file of the site has the JSON Schema ${SITE_SCHEMA} (src/schema/files.ts)`);
  return toJson(site.schema, site.shown, site.jsonSchema);
}

/** JSON Schemas of the content files, written to schemas/ and named on each file's first line. */
export function contentJsonSchemas(): Record<string, Json> {
  return Object.fromEntries(
    FILE_SCHEMAS.filter((f) => f.jsonSchema !== SITE_SCHEMA).map((f) => [f.jsonSchema, toJson(f.schema, f.shown, f.jsonSchema)]),
  );
}

/** The parts of a JSON Schema (draft-7, as zod writes it) the block reference and the visual editor read, plus our own x- notes. */
export interface AnnotatedSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: AnnotatedSchema[];
  oneOf?: AnnotatedSchema[];
  allOf?: AnnotatedSchema[];
  properties?: Record<string, AnnotatedSchema>;
  required?: string[];
  additionalProperties?: boolean | AnnotatedSchema;
  items?: AnnotatedSchema | AnnotatedSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  definitions?: Record<string, AnnotatedSchema>;
  'x-kind'?: Kind;
  'x-named'?: 'button' | 'image';
  'x-rules'?: string[];
  /** The object must carry exactly one of these keys (a button's one action). */
  'x-one-of'?: readonly string[];
  /** How the visual editor shows the field (src/schema/editorMeta.ts). */
  'x-editor'?: EditorMeta;
  /** A text that is one for every language or one per language (src/schema/kinds.ts `inLanguages`). */
  'x-translatable'?: { multiline: boolean };
}

/** A block's JSON Schema, with the kinds of src/schema/kinds.ts and the rules of refines noted in x- keys. */
export function annotatedJsonSchema(block: z.ZodType): AnnotatedSchema {
  return z.toJSONSchema(block, {
    ...JSON_SCHEMA_OPTIONS,
    override: (ctx) => {
      const node = ctx.jsonSchema as AnnotatedSchema;
      const zodSchema = ctx.zodSchema;
      const kind = kinds.get(zodSchema);
      if (kind) node['x-kind'] = kind;
      if (zodSchema === Button) node['x-named'] = 'button';
      if (zodSchema === Image || zodSchema === PostImage) node['x-named'] = 'image';
      const texts = translatable.get(zodSchema);
      if (texts) node['x-translatable'] = texts;
      const rules = checkMessages(zodSchema);
      if (rules.length) node['x-rules'] = rules;
      const one = exactlyOne.get(zodSchema);
      if (one) node['x-one-of'] = one.keys;
      const meta = editorMeta.get(zodSchema);
      // A wrapper's own declaration (optional(), default()) adds to its inner field's.
      if (meta) node['x-editor'] = { ...node['x-editor'], ...meta };
    },
  }) as AnnotatedSchema;
}
