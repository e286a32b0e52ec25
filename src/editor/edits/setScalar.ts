/**
 * `set`: a single value (text, number, yes/no) at a path, in the style of the value it replaces.
 */
import { isMap, isScalar, type Scalar } from 'yaml';
import { badValue, findPair, inlineScalar, literalBlock, pad, type ScalarValue } from '../../yamlText/yamlWriter.ts';
import {
  placeName,
  fail,
  indentOf,
  inFlowAt,
  keyColumn,
  lineStart,
  nodeAt,
  rangeOf,
  read,
  withText,
  type Edit,
  type Path,
  type Source,
} from './text.ts';
import { addKeyIn } from './addKey.ts';

/** A folded block text (`>-`) rewrapped at `width`, or undefined when the text cannot be folded faithfully. */
function foldedBlock(s: string, header: string, col: number, width: number): string[] | undefined {
  const body = s.replace(/\n+$/, '');
  const trailing = s.length - body.length;
  if (!body || /\n|\s\s|^\s|\s$|[\r\t]/.test(body)) return undefined;
  const chomp = header.replace(/^>\d?/, '');
  if ((chomp === '-' && trailing !== 0) || (chomp === '' && trailing !== 1) || (chomp === '+' && trailing === 0)) return undefined;
  const lines: string[] = [];
  let line = '';
  for (const word of body.split(' ')) {
    if (line && col + line.length + 1 + word.length > width) {
      lines.push(pad(col) + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(pad(col) + line);
  for (let i = 1; i < trailing; i++) lines.push('');
  return [header, ...lines];
}

/** The new source of an existing scalar, in its style when the value allows. */
function scalarSource(src: Source, node: Scalar, value: ScalarValue, inFlow: boolean, keyCol: number): string {
  const r = rangeOf(node) ?? [0, 0, 0];
  const old = src.text.slice(r[0], r[1]);
  if (node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL') {
    // A block text's range runs to the end of its last line, line break included: whatever
    // replaces it ends its line too, or the next key would follow on the same line.
    if (typeof value !== 'string') return `${inlineScalar(value, false)}\n`;
    const headerEnd = old.indexOf('\n');
    const header = old.slice(0, headerEnd).trim();
    const bodyLines = old.slice(headerEnd + 1).split('\n');
    const first = bodyLines.find((l) => l.trim());
    const col = first ? indentOf(first) : keyCol + 2;
    if (node.type === 'BLOCK_FOLDED' && !/#/.test(header)) {
      const width = Math.max(80, ...bodyLines.map((l) => l.length));
      const folded = foldedBlock(value, header, col, width);
      if (folded) return `${folded.join('\n')}\n`;
    }
    const lit = literalBlock(value, col);
    if (lit) return `${lit.join('\n')}\n`;
    return `${inlineScalar(value, false, 'QUOTE_DOUBLE')}\n`;
  }
  if (typeof value === 'string' && !inFlow) {
    const lit = literalBlock(value, keyCol + 2);
    if (lit) return lit.join('\n');
  }
  // A plain value that was text stays text: quote it when it would now read as a number or yes/no.
  return inlineScalar(value, inFlow, node.type === 'PLAIN' ? undefined : node.type);
}

/**
 * Set a single value (text, number, yes/no) at a path. An existing value keeps its quotes when
 * the new one allows; a missing last key is added to its map. The comment after the value keeps
 * its column when there is room.
 */
export function setScalar(text: string, path: Path, value: ScalarValue): Edit {
  return withText(text, (t) => {
    const bad = badValue(value);
    if (bad) return fail(bad);
    const src = read(t);
    if (!src.ok) return src;
    if (!path.length) return fail('Give the place of the value to change.');
    const parent = nodeAt(src.value.doc, path.slice(0, -1));
    if (!parent.ok) return parent;
    const key = path[path.length - 1];
    if (isMap(parent.value.node) && !findPair(parent.value.node, String(key)))
      return addKeyIn(src.value, path.slice(0, -1), String(key), value);
    const found = nodeAt(src.value.doc, path);
    if (!found.ok) return found;
    const node = found.value.node;
    if (!isScalar(node)) return fail(`${placeName(path)} is a list or a group of fields, not a single value.`);
    const r = rangeOf(node);
    if (!r) return fail(`${placeName(path)} has no place in the text.`);
    const inFlow = inFlowAt(src.value.doc, path);
    const keyCol = found.value.pair ? keyColumn(t, found.value.pair) : r[0] - lineStart(t, r[0]);
    const old = t.slice(r[0], r[1]);
    let next = scalarSource(src.value, node, value, inFlow, keyCol);
    if (r[1] === r[0] && found.value.pair) {
      // `key:` with no value: the value goes after one space.
      if (next.startsWith('|') || next.startsWith('>')) return fail(`${placeName(path)} is empty; write a long text in it by hand first.`);
      next = ` ${next}`;
      const colon = t.indexOf(':', rangeOf(found.value.pair.key)?.[1] ?? r[0]);
      return { ok: true, text: t.slice(0, colon + 1) + next + t.slice(colon + 1) };
    }
    let after = t.slice(r[1]);
    // A one-line value's comment stays on the key's line: after a new block text's header, not in its text.
    const tail = /^[ \t]+#[^\n]*/.exec(after);
    if (tail && next.includes('\n') && !old.includes('\n')) {
      const header = next.indexOf('\n');
      next = next.slice(0, header) + tail[0] + next.slice(header);
      after = after.slice(tail[0].length);
    }
    // Keep an aligned comment in its column: `phone: "+254 …"     # shown in …`.
    const m = /^( +)#/.exec(after);
    if (m && !next.includes('\n') && !old.includes('\n')) {
      after = pad(Math.max(1, m[1].length + old.length - next.length)) + after.slice(m[1].length);
    }
    return { ok: true, text: t.slice(0, r[0]) + next + after };
  });
}
