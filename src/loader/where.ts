import { isMap, isNode, isScalar, isSeq } from 'yaml';
import type { z } from 'zod';
import { nounOf, titleKeys } from '../schema/editorMeta.ts';
import { schemaOfFile } from '../schema/files.ts';
import { SECTIONS } from './sections.ts';
import { childSchema, settle } from './schemaWalk.ts';
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
  const value: unknown = isScalar(v) ? v.value : v;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const short = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);

/**
 * Where a problem is, in the words of the page rather than of the data:
 * `page "/about" › block 2 (hero "Our story") › title` for routes[1].blocks[1].title. An item of
 * a list is named by the list's declared noun and the value of its title field (the schema's
 * `noun` and `title`, src/schema/editorMeta.ts). Empty when the path is empty (the whole file).
 */
export function placeOf(src: SourceFile, path: readonly PathSeg[], schema = readBy.get(src) ?? schemaOfFile(src.file)): string {
  const parts: string[] = [];
  const read = src.data === undefined ? fromNodes(src) : fromData(src.data);
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
      const name = (s ? titleKeys(s) : []).map((k) => scalar(read, el, k)).find((v) => v !== undefined);
      if (i === 0 && seg === 'routes') {
        // A page is named by its address (its title field), without its number: the address is what people know it by.
        parts.push(name ? `page "${name}"` : `page ${next + 1}`);
      } else if (seg === 'blocks') {
        const type = scalar(read, el, 'type');
        parts.push(`block ${next + 1}${type ? ` (${type}${name ? ` "${short(name)}"` : ''})` : ''}`);
      } else {
        parts.push(`${list ? nounOf(list) : 'item'} ${next + 1}${name ? ` "${short(name)}"` : ''}`);
      }
      node = el;
      i++;
      continue;
    }
    if (typeof seg === 'string') {
      parts.push(i === 0 && SECTIONS[seg] ? SECTIONS[seg] : seg);
    } else {
      parts.push(`item ${seg + 1}`);
    }
    s = s && childSchema(s, src.data === undefined ? undefined : node, seg);
    node = read.child(node, seg);
  }
  // A blog post's fields sit in its front matter, between the two "---" lines.
  if (src.file.endsWith('.md') && parts.length) parts.unshift('front matter');
  return parts.join(' › ');
}
