/**
 * `addItem`: a new item of a list, written like its neighbour.
 */
import { isSeq } from 'yaml';
import { badValue, flowText, itemLines, type Value } from '../../yamlText/yamlWriter.ts';
import { placeName, fail, rangeOf, read, withText, type Edit, type Path, type Source } from './text.ts';
import { insertChunk, listAt } from './list.ts';

function addItemIn(src: Source, path: Path, value: Value, index?: number): Edit {
  const bad = badValue(value);
  if (bad) return fail(bad);
  const list = listAt(src, path);
  if (!list.ok) return list;
  const { chunks, flow, col, seq } = list.value;
  const n = chunks.length;
  const at = index ?? n;
  if (!Number.isInteger(at) || at < 0 || at > n) return fail(`${placeName(path)} has ${n} item(s): an item can go at 0 to ${n}.`);
  const { text } = src;
  if (flow) {
    const item = flowText(value);
    if (!n) {
      const r = rangeOf(seq);
      if (!r) return fail(`${placeName(path)} has no place in the text.`);
      return { ok: true, text: `${text.slice(0, r[0])}[${item}]${text.slice(r[1])}` };
    }
    return { ok: true, text: insertChunk(text, list.value, at, item) };
  }
  const like = isSeq(seq) ? seq.items[Math.min(at, n - 1)] : undefined;
  return { ok: true, text: insertChunk(text, list.value, at, `${itemLines(value, col, like).join('\n')}\n`) };
}

/**
 * Add an item to a list (at `index`, or at the end), written like its neighbour: `- { … }` among
 * one-line items, a block of fields among blocks; blank lines between items are kept.
 */
export function addItem(text: string, listPath: Path, value: Value, index?: number): Edit {
  return withText(text, (t) => {
    const src = read(t);
    return src.ok ? addItemIn(src.value, listPath, value, index) : src;
  });
}

/** Add an item at the end of a list (a new product at the end of `products:`). */
export function appendItem(text: string, listPath: Path, value: Value): Edit {
  return addItem(text, listPath, value);
}
