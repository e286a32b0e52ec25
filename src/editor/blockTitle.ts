/**
 * An item's name in the editor's lists and in the list of changes, from its schema: the value of
 * the field its schema declares `title` (src/schema/editorMeta.ts; `x-editor.title` in the
 * annotated JSON Schema), else, for a block, the first words a person wrote in it (fields of
 * plain text, not links, pictures, references or choices, as the schema says).
 */
import { wordsOf } from '../i18n/text.ts';
import type { AnnotatedSchema as S } from '../schema/jsonSchema.ts';
import { resolveRef } from '../schema/schemaRef.ts';

/** A value as a line of text: strings and numbers as written, anything else as nothing. */
export const textOf = (v: unknown): string => wordsOf(v);

/** The schema of a key inside an object schema: its properties, or a variant's (`if`/`then`, anyOf, oneOf, allOf). */
export function propertyOf(s: S | undefined, key: string, root: S | undefined = s): S | undefined {
  if (!s) return undefined;
  const node = root ? resolveRef(s, root) : s;
  if (node.properties?.[key]) return node.properties[key];
  for (const part of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) {
    const then = (part as { then?: S }).then;
    const found = propertyOf(then, key, root) ?? propertyOf(part, key, root);
    if (found) return found;
  }
  return undefined;
}

/** The keys an object schema declares as naming its items, in its order (a variant's too). */
function titleKeys(s: S, root: S): string[] {
  const node = resolveRef(s, root);
  const own = Object.entries(node.properties ?? {})
    .filter(([, p]) => resolveRef(p, root)['x-editor']?.title)
    .map(([k]) => k);
  const parts = [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((p) => [
    ...titleKeys(p, root),
    ...((p as { then?: S }).then ? titleKeys((p as { then: S }).then, root) : []),
  ]);
  return [...new Set([...own, ...parts])];
}

/** An item's own name: the first field its schema declares `title` that has a value, or "". */
export function titleOf(item: Record<string, unknown>, schema: S | undefined, root: S | undefined = schema): string {
  if (!schema || !root) return '';
  for (const key of titleKeys(schema, root)) if (textOf(item[key])) return textOf(item[key]);
  return '';
}

/** Whether a field holds words a person wrote for the page (not an address, a picture, an id from a list or a choice). */
function isWords(s: S, root: S): boolean {
  const node = resolveRef(s, root);
  return !node['x-kind'] && node['x-named'] !== 'image' && node.enum === undefined && node.const === undefined;
}

/** The first words of a value's own text (its sentence, its first card), as its schema tells text from the rest. */
function firstWords(value: unknown, schema: S | undefined, root: S): string {
  if (!schema || !isWords(schema, root)) return '';
  if (typeof value === 'string') return /\s/.test(value.trim()) ? value.trim() : '';
  const node = resolveRef(schema, root);
  if (Array.isArray(value)) {
    const items = Array.isArray(node.items) ? undefined : node.items;
    for (const v of value) if (firstWords(v, items, root)) return firstWords(v, items, root);
    return '';
  }
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const words = firstWords(v, propertyOf(node, k, root), root);
      if (words) return words;
    }
  }
  return '';
}

const clip = (s: string, words = 6) => {
  const all = s.split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : s;
};

/** A block's name in the editor's lists: its title field, else the first words of its text, else nothing. */
export function blockTitle(block: Record<string, unknown>, schema: S | undefined): string {
  if (!schema) return '';
  return titleOf(block, schema) || clip(firstWords(block, schema, schema));
}
