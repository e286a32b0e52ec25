/**
 * `deleteBlock`: a block goes, with the comment lines directly above it; the text before is the undo.
 */
import { read, withText, type Deletion, type PageRef } from './text.ts';
import { blocksPath } from './page.ts';
import { removeItemIn } from './removeItem.ts';

/** Delete a block (with the comment lines directly above it); `undo` is the text before. */
export function deleteBlock(text: string, page: PageRef, index: number): Deletion {
  const p = blocksPath(text, page);
  if (!p.ok) return p;
  let removed = '';
  const r = withText(text, (t) => {
    const src = read(t);
    if (!src.ok) return src;
    const out = removeItemIn(src.value, p.value, index);
    if (out.ok) removed = out.removed ?? '';
    return out;
  });
  return r.ok ? { ok: true, text: r.text, removed, undo: text } : r;
}
