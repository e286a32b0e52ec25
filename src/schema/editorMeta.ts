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
  /** What one item of a list is called ("question", "opening time"): "Add question". */
  noun?: string;
  /** A widget other than the one the field's type gives. */
  widget?: Widget;
}

export const editorMeta = z.registry<EditorMeta>();

/** `schema` with its editor metadata (registered last: zod's describe() returns a new schema). */
export function shown<T extends z.ZodType>(schema: T, meta: EditorMeta): T {
  editorMeta.add(schema, meta);
  return schema;
}
