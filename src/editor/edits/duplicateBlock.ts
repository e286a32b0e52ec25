/**
 * `duplicateBlock`: a copy of a block right after it, its id made unique on the page.
 */
import { isMap, isSeq } from 'yaml';
import { fail, nodeAt, read, type Edit, type PageRef } from './text.ts';
import { duplicateItem } from './duplicateItem.ts';
import { blocksPath } from './page.ts';
import { setScalar } from './setScalar.ts';

/** An id not yet used on the page: `our-story` → `our-story-2` (→ `-3`, …). */
export function freshId(id: string, taken: ReadonlySet<string>): string {
  const base = id.replace(/-\d+$/, '') || id;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A copy of a block right after it; its `id`, if any, gets a number so ids stay unique on the page. */
export function duplicateBlock(text: string, page: PageRef, index: number): Edit {
  const p = blocksPath(text, page);
  if (!p.ok) return p;
  const copied = duplicateItem(text, p.value, index);
  if (!copied.ok) return copied;
  const src = read(copied.text.replace(/\r\n/g, '\n'));
  if (!src.ok) return src;
  const blocks = nodeAt(src.value.doc, p.value);
  if (!blocks.ok || !isSeq(blocks.value.node)) return fail('The copy could not be read back.');
  const copy = blocks.value.node.items[index + 1];
  const id = isMap(copy) ? copy.get('id') : undefined;
  if (typeof id !== 'string') return copied;
  const taken = new Set(
    blocks.value.node.items.map((b) => (isMap(b) ? b.get('id') : undefined)).filter((x): x is string => typeof x === 'string'),
  );
  return setScalar(copied.text, [...p.value, index + 1, 'id'], freshId(id, taken));
}
