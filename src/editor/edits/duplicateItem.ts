/**
 * `duplicateItem`: a copy of an item right after it.
 */
import { read, withText, type Edit, type Path } from './text.ts';
import { checkIndex, insertChunk, listAt } from './list.ts';

/** A copy of an item right after it (its own lines, without the comments above it). */
export function duplicateItem(text: string, listPath: Path, index: number): Edit {
  return withText(text, (t) => {
    const src = read(t);
    if (!src.ok) return src;
    const list = listAt(src.value, listPath);
    if (!list.ok) return list;
    const bad = checkIndex(listPath, list.value.chunks.length, index);
    if (bad) return bad;
    const c = list.value.chunks[index];
    return { ok: true, text: insertChunk(t, list.value, index + 1, t.slice(c.body, c.end)) };
  });
}
