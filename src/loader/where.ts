import { wordsOf } from '../i18n/text.ts';
import { isMap, isNode, isScalar, isSeq } from 'yaml';
import type { z } from 'zod';
import { nounOf, titleKeys } from '../schema/editorMeta.ts';
import { schemaOfFile } from '../schema/files.ts';
import { SECTIONS } from './sections.ts';
import { childSchema, discriminatorOf, settle } from './schemaWalk.ts';
import type { PathSeg, SourceFile } from '../yamlText/source.ts';

/** The schema each file was read by, as the loader gives it (load.ts); others by their place (schemaOfFile). */
const readBy = new WeakMap<SourceFile, z.ZodType>();

/** Says which schema a file was read by: its places are then named in the schema's words. */
export function readWith(src: SourceFile, schema: z.ZodType): void {
  readBy.set(src, schema);
}

/**
 * How placeOf reads the file: its data when it was read (a very large file is then never parsed
 * whole for the names of its places), else yaml's nodes. Both hold the same values.
 */
interface Reader {
  child(node: unknown, seg: PathSeg): unknown;
  top(): unknown;
}

const fromData = (data: unknown): Reader => ({
  top: () => data,
  child: (node, seg) =>
    typeof node === 'object' && node !== null && Array.isArray(node) === (typeof seg === 'number')
      ? (node as Record<string, unknown>)[seg]
      : undefined,
});

const fromNodes = (src: SourceFile): Reader => ({
  top: () => src.doc.contents,
  child: (node, seg) => {
    if (typeof seg === 'number') return isSeq(node) ? node.items[seg] : undefined;
    return isMap(node) ? node.get(seg, true) : undefined;
  },
});

function scalar(read: Reader, node: unknown, key: string): string | undefined {
  const v = read.child(node, key);
  // A title written per language names its item by the first language's words.
  if (isMap(v))
    return v.items.map((pair) => (isScalar(pair.value) ? pair.value.value : undefined)).find((w) => typeof w === 'string' && w !== '') as
      string | undefined;
  const value: unknown = isScalar(v) ? v.value : v;
  if (value !== null && typeof value === 'object') return wordsOf(value) || undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** An item's own name: the text of the first field its (settled) schema declares `title` that has one. */
const nameIn = (read: Reader, item: unknown, schema: z.ZodType): string | undefined =>
  titleKeys(schema)
    .map((k) => scalar(read, item, k))
    .find((v) => v !== undefined && v !== '');

/** The name of an item given as plain data (a value of the list of changes), as a place's step names it. */
export const itemName = (item: unknown, schema: z.ZodType): string | undefined => nameIn(fromData(item), item, settle(schema, item));

const short = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);

/**
 * One step of a place, as the schema knows it: a key (with the schema under it, when the data
 * stays in the schema), or an item of a list (the list's key and schema, the item's own schema
 * and its name: the value of the field its schema declares `title`). The one walk every wording
 * of a place is drawn from: the loader's (`placeOf`, below) and the editor's list of changes
 * (src/editor/publish/changes.ts).
 */
export type PlaceStep =
  | { kind: 'key'; key: string; schema: z.ZodType | undefined; value: unknown }
  | {
      kind: 'item';
      /** The list's key, when the step before was a key. */
      list?: string;
      listSchema: z.ZodType | undefined;
      /** What one item of the list is called, as its schema declares it ("page", "block", "product"). */
      noun: string;
      index: number;
      schema: z.ZodType | undefined;
      value: unknown;
      /** The item's own name, when its schema declares a title field and the field has a text. */
      name?: string;
      /** Its kind, for an item of a list of several kinds told apart by a key (a block's `type`, a form field's). */
      type?: string;
    };

/** The steps of `path` in data (or in a YAML document's nodes, read by `read`) under `schema`. */
function stepsOf(read: Reader, schema: z.ZodType | undefined, path: readonly PathSeg[], byData: boolean): PlaceStep[] {
  const steps: PlaceStep[] = [];
  /** An item's plain value, for a union of kinds of items to pick its option by. */
  const valueOf = (node: unknown): unknown => (isNode(node) ? node.toJSON() : node);
  let node: unknown = read.top();
  let s: z.ZodType | undefined = schema;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const next = path[i + 1];
    if (typeof seg === 'string' && typeof next === 'number') {
      // A list and one of its items: name the item.
      const list = s && childSchema(s, undefined, seg);
      const el = read.child(read.child(node, seg), next);
      const item = list && childSchema(list, undefined, next);
      s = item && settle(item, valueOf(el));
      const name = s && nameIn(read, el, s);
      const by = item && discriminatorOf(item);
      const type = by === undefined ? undefined : scalar(read, el, by);
      const noun = list ? nounOf(list) : 'item';
      steps.push({
        kind: 'item',
        list: seg,
        listSchema: list,
        noun,
        index: next,
        schema: s,
        value: el,
        name,
        type,
      });
      node = el;
      i++;
      continue;
    }
    const parent = s;
    s = s && childSchema(s, byData ? node : undefined, seg);
    node = read.child(node, seg);
    steps.push(
      typeof seg === 'string'
        ? { kind: 'key', key: seg, schema: s, value: node }
        : { kind: 'item', listSchema: parent, noun: parent ? nounOf(parent) : 'item', index: seg, schema: s, value: node },
    );
  }
  return steps;
}

/** The steps of `path` in a file's data, under the schema the file is read by. A step's `value` is plain data. */
export function placeSteps(file: string, data: unknown, path: readonly PathSeg[]): PlaceStep[] {
  return stepsOf(fromData(data), schemaOfFile(file), path, true);
}

/**
 * Where a problem is, in the words of the page rather than of the data:
 * `page "/about" › block 2 (hero "Our story") › title` for routes[1].blocks[1].title. An item of
 * a list is named by the list's declared noun and the value of its title field (the schema's
 * `noun` and `title`, src/schema/editorMeta.ts). Empty when the path is empty (the whole file).
 * Keys stay keys: the words lead a person to the line of the YAML file.
 */
export function placeOf(src: SourceFile, path: readonly PathSeg[], schema = readBy.get(src) ?? schemaOfFile(src.file)): string {
  const byData = src.data !== undefined;
  const steps = stepsOf(byData ? fromData(src.data) : fromNodes(src), schema, path, byData);
  const parts = steps.map((step, i) => {
    if (step.kind === 'key') return i === 0 && SECTIONS[step.key] ? SECTIONS[step.key] : step.key;
    const { name, index, noun } = step;
    // A page is named by its address (its title field), without its number: the address is what people know it by.
    if (i === 0 && noun === 'page') return name ? `page "${name}"` : `page ${index + 1}`;
    // A block by its number, kind and name.
    if (noun === 'block') return `${noun} ${index + 1}${step.type ? ` (${step.type}${name ? ` "${short(name)}"` : ''})` : ''}`;
    if (step.list === undefined) return `item ${index + 1}`;
    return `${noun} ${index + 1}${name ? ` "${short(name)}"` : ''}`;
  });
  // A blog post's fields sit in its front matter, between the two "---" lines.
  if (src.file.endsWith('.md') && parts.length) parts.unshift('front matter');
  return parts.join(' › ');
}
