/**
 * A list in the text: its items as pieces of text (each with the comment lines directly above
 * it), which the list edits move, copy, insert and remove whole.
 */
import { isSeq, type Node } from 'yaml';
import {
  placeName,
  endWithComments,
  fail,
  lineStart,
  nodeAt,
  rangeOf,
  startWithComments,
  type Fail,
  type Ok,
  type Path,
  type Source,
} from './text.ts';

/** One item of a list in the text: [start, end) with the comments above it; `body` where the item itself starts. */
export interface Chunk {
  start: number;
  body: number;
  end: number;
}

export interface ListText {
  seq: Node;
  flow: boolean;
  /** The column of the items' "- " (block lists). */
  col: number;
  chunks: Chunk[];
}

export function listAt(src: Source, path: Path): Ok<ListText> | Fail {
  const found = nodeAt(src.doc, path);
  if (!found.ok) return found;
  const seq = found.value.node;
  if (!isSeq(seq)) return fail(`${placeName(path)} is not a list.`);
  const { text } = src;
  const flow = !!seq.flow;
  const chunks: Chunk[] = [];
  let col = -1;
  for (const [i, item] of seq.items.entries()) {
    const r = rangeOf(item);
    if (!r) return fail(`${placeName([...path, i])} is empty: write it by hand first.`);
    if (flow) {
      chunks.push({ start: r[0], body: r[0], end: r[1] });
      continue;
    }
    const dashLine = lineStart(text, r[0]);
    const m = /^( *)- +$/.exec(text.slice(dashLine, r[0]));
    if (!m) return fail(`${placeName([...path, i])} is not written as "- " and its value on one line, which the editor does not change.`);
    col = m[1].length;
    chunks.push({ start: startWithComments(text, dashLine, col), body: dashLine, end: endWithComments(text, r[0], r[1], col) });
  }
  if (!flow && col < 0) return fail(`${placeName(path)} has no items to go by.`);
  return { ok: true, value: { seq, flow, col, chunks } };
}

/** The text between the items that stays in place when they move (blank lines, ", "). */
export function separators(text: string, chunks: Chunk[]): string[] {
  return chunks.slice(1).map((c, i) => text.slice(chunks[i].end, c.start));
}

export function checkIndex(path: Path, n: number, i: number, what = 'item'): Fail | undefined {
  if (!Number.isInteger(i) || i < 0 || i >= n)
    return fail(`${placeName(path)} has ${n} ${what}(s), counted from 0: there is no ${what} ${i}.`);
  return undefined;
}

/** Insert raw item text (complete lines for a block list) at index `at`, separated as its neighbours are. */
export function insertChunk(text: string, list: ListText, at: number, itemText: string): string {
  const { chunks, flow } = list;
  const seps = separators(text, chunks);
  const n = chunks.length;
  const sep = seps.length ? seps[Math.max(0, Math.min(at, n - 1) - 1)] : flow ? ', ' : '';
  if (at >= n) return text.slice(0, chunks[n - 1].end) + sep + itemText + text.slice(chunks[n - 1].end);
  return text.slice(0, chunks[at].start) + itemText + sep + text.slice(chunks[at].start);
}
