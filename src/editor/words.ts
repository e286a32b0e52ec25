/**
 * A field's words, for the panel and for the list of changes: its declared label and help
 * (src/schema/editorMeta.ts), else its key in words.
 */
import type { AnnotatedSchema as S } from '../schema/jsonSchema.ts';
import type { Key } from './edits.ts';

/** "readTime" → "Read time"; a list's item by its number. */
export function keyInWords(key: Key): string {
  if (typeof key === 'number') return `Item ${key + 1}`;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const labelOf = (schema: S, key: Key): string => schema['x-editor']?.label ?? keyInWords(key);

/** The panel's help: the declared one, else the schema's description. */
export const helpOf = (schema: S): string | undefined => schema['x-editor']?.help ?? schema.description;

/** What one item of a list is called, as its schema declares it (every list of the site's schema does). */
export function nounOf(schema: S): string {
  return schema['x-editor']?.noun ?? 'item';
}
