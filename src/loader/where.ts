import { isMap, isScalar, isSeq } from 'yaml';
import { SECTIONS } from './sections.ts';
import type { PathSeg, SourceFile } from '../yamlText/source.ts';

/** What an item of a list is called, by the list's key. */
const NOUNS: Record<string, string> = {
  routes: 'page',
  blocks: 'block',
  links: 'link',
  columns: 'column',
  buttons: 'button',
  options: 'option',
  products: 'product',
  categories: 'category',
  fields: 'field',
  items: 'item',
  counters: 'counter',
  hours: 'opening hours',
  stats: 'figure',
  stories: 'story',
  locations: 'location',
  programs: 'programme',
  testimonials: 'testimonial',
  partners: 'partner',
};

const NAME_KEYS = ['label', 'title', 'name', 'question', 'id', 'days'];

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
 * `page "/about" › block 2 (hero "Our story") › title` for routes[1].blocks[1].title.
 * Empty when the path is empty (the whole file).
 */
export function placeOf(src: SourceFile, path: readonly PathSeg[]): string {
  const parts: string[] = [];
  const read = src.data === undefined ? fromNodes(src) : fromData(src.data);
  let node: unknown = read.top();
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const next = path[i + 1];
    if (typeof seg === 'string' && typeof next === 'number') {
      // A list and one of its items: name the item.
      const el = read.child(read.child(node, seg), next);
      const noun = NOUNS[seg] ?? 'item';
      if (i === 0 && seg === 'routes') {
        const p = scalar(read, el, 'path');
        parts.push(p ? `page "${p}"` : `page ${next + 1}`);
      } else if (seg === 'blocks') {
        const type = scalar(read, el, 'type');
        const title = scalar(read, el, 'title');
        parts.push(`block ${next + 1}${type ? ` (${type}${title ? ` "${short(title)}"` : ''})` : ''}`);
      } else {
        const name = NAME_KEYS.map((k) => scalar(read, el, k)).find((v) => v !== undefined);
        parts.push(`${noun} ${next + 1}${name ? ` "${short(name)}"` : ''}`);
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
    node = read.child(node, seg);
  }
  // A blog post's fields sit in its front matter, between the two "---" lines.
  if (src.file.endsWith('.md') && parts.length) parts.unshift('front matter');
  return parts.join(' › ');
}
