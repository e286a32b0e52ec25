/**
 * `removeItem`: an item of a list goes, with the comment lines directly above it.
 */
import { placeName, fail, nodeAt, rangeOf, read, withText, type Edit, type Path, type Source } from './text.ts';
import { checkIndex, listAt } from './list.ts';

export function removeItemIn(src: Source, path: Path, index: number): Edit & { removed?: string } {
  const list = listAt(src, path);
  if (!list.ok) return list;
  const { chunks, flow, seq } = list.value;
  const n = chunks.length;
  const bad = checkIndex(path, n, index);
  if (bad) return bad;
  const { text } = src;
  const c = chunks[index];
  const removed = text.slice(c.start, c.end);
  if (n === 1) {
    if (flow) return { ok: true, text: text.slice(0, c.start) + text.slice(c.end), removed };
    // The only item of a block list: the list becomes `[]` after its key.
    const found = nodeAt(src.doc, path);
    const keyEnd = found.ok && found.value.pair ? rangeOf(found.value.pair.key)?.[1] : undefined;
    const r = rangeOf(seq);
    if (keyEnd === undefined || !r) return fail(`${placeName(path)} has only this item: remove the list instead.`);
    const colon = text.indexOf(':', keyEnd);
    return { ok: true, text: `${text.slice(0, colon + 1)} []${text.slice(colon + 1, c.start)}${text.slice(c.end)}`, removed };
  }
  if (index < n - 1) return { ok: true, text: text.slice(0, c.start) + text.slice(chunks[index + 1].start), removed };
  return { ok: true, text: text.slice(0, chunks[index - 1].end) + text.slice(c.end), removed };
}

/** Remove an item of a list, with the comment lines directly above it. */
export function removeItem(text: string, listPath: Path, index: number): Edit {
  return withText(text, (t) => {
    const src = read(t);
    return src.ok ? removeItemIn(src.value, listPath, index) : src;
  });
}
