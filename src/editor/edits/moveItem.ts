/**
 * `moveItem`: an item of a list moves, with the comment lines directly above it; the text
 * between the items stays in place, so a move and the move back give the file back.
 */
import { read, withText, type Edit, type Path, type Source } from './text.ts';
import { checkIndex, listAt, separators } from './list.ts';

function moveItemIn(src: Source, path: Path, from: number, to: number): Edit {
  const list = listAt(src, path);
  if (!list.ok) return list;
  const { chunks } = list.value;
  const bad = checkIndex(path, chunks.length, from) ?? checkIndex(path, chunks.length, to);
  if (bad) return bad;
  if (from === to) return { ok: true, text: src.text };
  const { text } = src;
  const seps = separators(text, chunks);
  const order = chunks.map((_, i) => i);
  order.splice(to, 0, ...order.splice(from, 1));
  const middle = order.map((j, k) => text.slice(chunks[j].start, chunks[j].end) + (k < seps.length ? seps[k] : '')).join('');
  return { ok: true, text: text.slice(0, chunks[0].start) + middle + text.slice(chunks[chunks.length - 1].end) };
}

/** Move an item of a list (block or flow) from one index to another, with the comment lines directly above it. */
export function moveItem(text: string, listPath: Path, from: number, to: number): Edit {
  return withText(text, (t) => {
    const src = read(t);
    return src.ok ? moveItemIn(src.value, listPath, from, to) : src;
  });
}
