import { z } from 'zod';

/**
 * How the visual editor shows a field, declared once on the field's schema (like Puck's and
 * Keystatic's field declarations). `annotatedJsonSchema` writes it as `x-editor`; the panel
 * picks the widget from it, or from the field's type when it says none (never from the key's
 * name or the text's length).
 */
export type Widget =
  'text' | 'longText' | 'link' | 'picture' | 'pick' | 'number' | 'switch' | 'choice' | 'tags' | 'list' | 'group' | 'unsupported';

export interface EditorMeta {
  /** The field's name in plain words ("Picture", not "src"). Without it, the key in words ("Read time"). */
  label?: string;
  /** Help for the panel, when the schema's description is written for YAML ("Write "call: true"…"). */
  help?: string;
  /** Prose of a sentence or more: a box of several lines. */
  multiline?: boolean;
  /**
   * What one item of a list is called ("question", "opening time"): "Add question", and in
   * messages "question 3". Every list of the schema declares one (tests/unit/schemaWords.test.ts).
   */
  noun?: string;
  /**
   * This field's value names the item it belongs to (a product's name, a button's words): the
   * panel's lists, the change list and the checks' messages name the item by it ("product 3
   * "Bamboo chair"").
   */
  title?: true;
  /** A widget other than the one the field's type gives. */
  widget?: Widget;
}

export const editorMeta = z.registry<EditorMeta>();

/** `schema` with its editor metadata (registered last: zod's describe() returns a new schema). */
export function shown<T extends z.ZodType>(schema: T, meta: EditorMeta): T {
  editorMeta.add(schema, meta);
  return schema;
}

/** zod 4's definition, as far as the wrappers go. */
const innerOf = (s: z.ZodType): z.ZodType | undefined => {
  const def = (s as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
  return def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
};

/** A field's editor metadata through its wrappers (optional(), default(): each may declare some, the outer first). */
export function metaOf(schema: z.ZodType): EditorMeta {
  const layers: EditorMeta[] = [];
  for (let s: z.ZodType | undefined = schema, i = 0; s && i < 20; s = innerOf(s), i++) {
    const meta = editorMeta.get(s);
    if (meta) layers.unshift(meta);
  }
  return Object.assign({}, ...layers) as EditorMeta;
}

/** What one item of the list `schema` is called, as the schema declares it ("item" where it does not). */
export const nounOf = (schema: z.ZodType): string => metaOf(schema).noun ?? 'item';

/**
 * The keys of an object schema whose values name its items (declared `title`), in the schema's
 * order. Of a union whose option is not known (an item of a kind that does not exist), those of
 * any of its options.
 */
export function titleKeys(schema: z.ZodType): string[] {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; s && i < 20 && !('shape' in s); i++) {
    // A union's options are schemas; an enum's (`z.enum([...]).options`) are its values, and name nothing.
    if (s instanceof z.ZodUnion) return [...new Set((s.options as z.ZodType[]).flatMap(titleKeys))];
    s = innerOf(s);
  }
  const shape = s && 'shape' in s ? (s.shape as Record<string, z.ZodType>) : {};
  return Object.keys(shape).filter((k) => metaOf(shape[k]).title);
}
