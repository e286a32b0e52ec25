/**
 * Which widget draws a field: the one declared on it (`x-editor.widget`), else the one its type
 * gives. Never from the key's name or the text's length.
 */
import type { Widget } from '../../../schema/editorMeta.ts';
import { deref } from '../../starter.ts';
import type { S } from './types.ts';

/** The one option of a nullable or single-option union, or the schema itself. */
export function single(node: S, root: S): S {
  const s = deref(node, root);
  const opts = s.anyOf ?? s.oneOf;
  if (!opts) return s;
  const real = opts.map((o) => deref(o, root)).filter((o) => o.type !== 'null');
  if (real.length === 1)
    return { ...real[0], description: s.description ?? real[0].description, 'x-editor': { ...real[0]['x-editor'], ...s['x-editor'] } };
  if (real.every((o) => o.const !== undefined)) return { ...s, enum: real.map((o) => o.const), anyOf: undefined };
  return s;
}

const typeOf = (s: S) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A list's item schema. */
export const itemsOf = (schema: S, root: S): S => single((Array.isArray(schema.items) ? schema.items[0] : schema.items) ?? {}, root);

export function widgetOf(schema: S, root: S): Widget | undefined {
  const declared = schema['x-editor']?.widget;
  if (declared) return declared;
  const kind = schema['x-kind'];
  if (kind?.kind === 'image') return 'picture';
  if (kind?.kind === 'ref') return 'pick';
  if (kind?.kind === 'link') return 'link';
  // A text, one or one per language: its own inputs know the languages (textCommon.ts).
  if (schema['x-translatable']) return schema['x-translatable'].multiline || schema['x-editor']?.multiline ? 'longText' : 'text';
  if (schema.const === true && schema.type === 'boolean') return 'switch';
  // A fixed value (a block's type) is not a field.
  if (schema.const !== undefined) return undefined;
  if (schema.enum) return 'choice';
  const type = typeOf(schema);
  if (type === 'string') return schema['x-editor']?.multiline ? 'longText' : 'text';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'boolean') return 'switch';
  if (type === 'array') {
    const items = itemsOf(schema, root);
    const itemType = typeOf(items);
    // Short words or a few choices, one box; anything more (prose, links, objects), one field per item.
    if (!items['x-kind'] && !items['x-editor']?.multiline && (itemType === 'string' || items.enum)) return 'tags';
    return 'list';
  }
  if (type === 'object' || schema.properties) return schema.properties ? 'group' : 'unsupported';
  return 'unsupported';
}
