/**
 * The editor's edits: each takes a YAML text (site.yaml, a content file, a post's front matter)
 * and returns the new text, changed where the edit needs it and nowhere else. The `yaml`
 * library's document model finds the nodes and their exact places in the text (its ranges);
 * the edit then splices the text itself, so comments, key order, quoting, flow or block style
 * and blank lines of everything untouched stay byte for byte (docs/editor.md). New values are
 * written as a person would: in the style of the map or list they join, plain unless YAML
 * would misread them. Nothing here throws for bad input: an edit that cannot be made is
 * refused in words.
 */
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node, type Pair, type Scalar } from 'yaml';

export type Key = string | number;
export type Path = readonly Key[];
export type ScalarValue = string | number | boolean | null;
export type Value = ScalarValue | readonly Value[] | { readonly [key: string]: Value };

/** The new text, or why the edit was not made. */
export type Edit = { ok: true; text: string } | { ok: false; refusal: string };
/** A deleted item: the new text, the lines that went, and the text before (undo puts it back). */
export type Deletion = { ok: true; text: string; removed: string; undo: string } | { ok: false; refusal: string };

/** A page of site.yaml: its path (`/about`) or its index in `routes`. */
export type PageRef = string | number;

type Range = [number, number, number];
type Ok<T> = { ok: true; value: T };
type Fail = { ok: false; refusal: string };
const fail = (refusal: string): Fail => ({ ok: false, refusal });

/** How wide a line may grow before a new flow collection is written in block style instead. */
const WIDTH = 140;

// ─── Reading the text ─────────────────────────────────────────────────────────

interface Source {
  text: string;
  doc: Document.Parsed;
}

/** Edits work on LF text ending in a newline; `done` gives the result the original's line ends back. */
function withText(original: string, edit: (text: string) => Edit): Edit {
  const crlf = original.includes('\r\n');
  let text = crlf ? original.replace(/\r\n/g, '\n') : original;
  const added = !text.endsWith('\n');
  if (added) text += '\n';
  let r: Edit;
  try {
    r = edit(text);
  } catch (e) {
    return fail(`The edit could not be made: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!r.ok) return r;
  let out = r.text;
  if (added && out.endsWith('\n')) out = out.slice(0, -1);
  if (crlf) out = out.replace(/\n/g, '\r\n');
  return { ok: true, text: out };
}

function read(text: string): Ok<Source> | Fail {
  const doc = parseDocument(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length) {
    const line = text.slice(0, doc.errors[0].pos[0]).split('\n').length;
    return fail(`The file cannot be read as YAML (line ${line}): fix it first, then edit it here.`);
  }
  return { ok: true, value: { text, doc } };
}

/** `routes[1].blocks[3].title`, the place of a path in the loader's own notation. */
export function describePath(path: Path): string {
  if (!path.length) return '(top)';
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');
}

function rangeOf(node: unknown): Range | undefined {
  const r = (node as { range?: unknown } | null)?.range;
  return Array.isArray(r) && r.length === 3 ? (r as Range) : undefined;
}

function keyName(pair: Pair): string | undefined {
  const v: unknown = isScalar(pair.key) ? pair.key.value : undefined;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

function findPair(map: Node, key: string): Pair | undefined {
  if (!isMap(map)) return undefined;
  return map.items.find((p) => keyName(p) === key);
}

interface Found {
  node: Node | null;
  /** The pair holding it, when its parent is a map. */
  pair?: Pair;
}

/** The node at a path, or a refusal naming the first step that is not there. */
function nodeAt(doc: Document.Parsed, path: Path): Ok<Found> | Fail {
  let cur: Node | null = doc.contents;
  let pair: Pair | undefined;
  for (const [i, key] of path.entries()) {
    const here = describePath(path.slice(0, i + 1));
    if (isMap(cur)) {
      pair = findPair(cur, String(key));
      if (!pair) return fail(`There is no ${here}: ${describePath(path.slice(0, i)) || 'the file'} has no field "${String(key)}".`);
      cur = (pair.value ?? null) as Node | null;
    } else if (isSeq(cur)) {
      if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= cur.items.length) {
        return fail(`There is no ${here}: the list ${describePath(path.slice(0, i))} has ${cur.items.length} item(s), counted from 0.`);
      }
      pair = undefined;
      cur = (cur.items[key] ?? null) as Node | null;
    } else {
      return fail(`There is no ${here}: ${describePath(path.slice(0, i)) || 'the file'} is not a list or a group of fields.`);
    }
  }
  return { ok: true, value: { node: cur, pair } };
}

// ─── Lines ────────────────────────────────────────────────────────────────────

const lineStart = (text: string, pos: number) => text.lastIndexOf('\n', pos - 1) + 1;
function lineEnd(text: string, pos: number): number {
  const i = text.indexOf('\n', pos);
  return i === -1 ? text.length : i + 1;
}
const indentOf = (line: string) => line.length - line.trimStart().length;
const isComment = (line: string) => /^ *#/.test(line);
const pad = (n: number) => ' '.repeat(n);

/** The end of the line holding the last character of [start, end), then any comment lines indented deeper than `col`. */
function endWithComments(text: string, start: number, end: number, col: number): number {
  let pos = lineEnd(text, Math.max(start, end - 1));
  while (pos < text.length) {
    const next = lineEnd(text, pos);
    const line = text.slice(pos, next).replace(/\n$/, '');
    if (isComment(line) && indentOf(line) > col) pos = next;
    else break;
  }
  return pos;
}

/** The start of the lines of comments written directly above `lineAt`, at its indentation `col`. */
function startWithComments(text: string, lineAt: number, col: number): number {
  let start = lineAt;
  while (start > 0) {
    const prev = lineStart(text, start - 1);
    const line = text.slice(prev, start - 1);
    if (isComment(line) && indentOf(line) === col) start = prev;
    else break;
  }
  return start;
}

// ─── Lists: their items as pieces of text ──────────────────────────────────────

/** One item of a list in the text: [start, end) with the comments above it; `body` where the item itself starts. */
interface Chunk {
  start: number;
  body: number;
  end: number;
}

interface ListText {
  seq: Node;
  flow: boolean;
  /** The column of the items' "- " (block lists). */
  col: number;
  chunks: Chunk[];
}

function listAt(src: Source, path: Path): Ok<ListText> | Fail {
  const found = nodeAt(src.doc, path);
  if (!found.ok) return found;
  const seq = found.value.node;
  if (!isSeq(seq)) return fail(`${describePath(path)} is not a list.`);
  const { text } = src;
  const flow = !!seq.flow;
  const chunks: Chunk[] = [];
  let col = -1;
  for (const [i, item] of seq.items.entries()) {
    const r = rangeOf(item);
    if (!r) return fail(`${describePath([...path, i])} is empty: write it by hand first.`);
    if (flow) {
      chunks.push({ start: r[0], body: r[0], end: r[1] });
      continue;
    }
    const dashLine = lineStart(text, r[0]);
    const m = /^( *)- +$/.exec(text.slice(dashLine, r[0]));
    if (!m)
      return fail(`${describePath([...path, i])} is not written as "- " and its value on one line, which the editor does not change.`);
    col = m[1].length;
    chunks.push({ start: startWithComments(text, dashLine, col), body: dashLine, end: endWithComments(text, r[0], r[1], col) });
  }
  if (!flow && col < 0) return fail(`${describePath(path)} has no items to go by.`);
  return { ok: true, value: { seq, flow, col, chunks } };
}

/** The text between the items that stays in place when they move (blank lines, ", "). */
function separators(text: string, chunks: Chunk[]): string[] {
  return chunks.slice(1).map((c, i) => text.slice(chunks[i].end, c.start));
}

function checkIndex(path: Path, n: number, i: number, what = 'item'): Fail | undefined {
  if (!Number.isInteger(i) || i < 0 || i >= n)
    return fail(`${describePath(path)} has ${n} ${what}(s), counted from 0: there is no ${what} ${i}.`);
  return undefined;
}

// ─── Writing values as a person would ──────────────────────────────────────────

const YAML11_WORDS = /^(?:y|n|yes|no|on|off|true|false|null|~)$/i;

/** Whether a text holds a control character (other than those `allowed`) or a Unicode line or paragraph separator. */
function hasControl(s: string, allowed = ''): boolean {
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if ((c < 0x20 || c === 0x7f || c === 0x85 || c === 0x2028 || c === 0x2029 || c === 0xfeff) && !allowed.includes(ch)) return true;
  }
  return false;
}

/** Whether a text can be written without quotes and read back as the same text (YAML 1.2, and not a YAML 1.1 yes/no). */
export function canBePlain(s: string, inFlow: boolean): boolean {
  if (!s || s !== s.trim() || hasControl(s)) return false;
  if (YAML11_WORDS.test(s) || /[:]\s|[:]$|\s#/.test(s) || /^[-?:,[\]{}#&*!|>'"%@`]/.test(s)) {
    // "-x" and the like are plain in YAML, but a person quotes them; "- x", "? x" and ": x" must be.
    if (!/^[-?:][^\s]/.test(s) || YAML11_WORDS.test(s) || /[:]\s|[:]$|\s#/.test(s)) return false;
  }
  if (inFlow && /[,[\]{}]/.test(s)) return false;
  const doc = parseDocument(inFlow ? `[${s}]\n` : `${s}\n`);
  if (doc.errors.length || doc.warnings.length) return false;
  const node = inFlow ? (isSeq(doc.contents) && doc.contents.items.length === 1 ? doc.contents.items[0] : undefined) : doc.contents;
  return isScalar(node) && node.type === 'PLAIN' && node.value === s;
}

export const doubleQuoted = (s: string) => JSON.stringify(s);
const singleQuoted = (s: string) => `'${s.replace(/'/g, "''")}'`;
const singleQuotable = (s: string) => !hasControl(s);

type Style = Scalar['type'];

/** A value on one line: plain when it can be, else in the quotes of `style` when they can hold it, else double quotes. */
function inlineScalar(v: ScalarValue, inFlow: boolean, style?: Style): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  if (style === 'QUOTE_DOUBLE') return doubleQuoted(v);
  if (style === 'QUOTE_SINGLE' && singleQuotable(v)) return singleQuoted(v);
  if (canBePlain(v, inFlow)) return v;
  return v.includes('"') && !v.includes("'") && singleQuotable(v) ? singleQuoted(v) : doubleQuoted(v);
}

const renderKey = (k: string, inFlow: boolean) => (canBePlain(k, inFlow) ? k : doubleQuoted(k));

function isScalarValue(v: Value): v is ScalarValue {
  return v === null || typeof v !== 'object';
}

function badValue(v: Value): string | undefined {
  if (typeof v === 'number' && !Number.isFinite(v)) return `${String(v)} is not a number a file can hold.`;
  if (isScalarValue(v)) return undefined;
  for (const x of Array.isArray(v) ? (v as readonly Value[]) : Object.values(v)) {
    const bad = badValue(x);
    if (bad) return bad;
  }
  return undefined;
}

/** A value in flow style, on one line: `{ label: Home, to: / }`, `[a, b]`. */
function flowText(v: Value): string {
  if (isScalarValue(v)) return inlineScalar(v, true);
  if (Array.isArray(v)) return `[${(v as readonly Value[]).map(flowText).join(', ')}]`;
  const entries = Object.entries(v as Record<string, Value>);
  return entries.length ? `{ ${entries.map(([k, x]) => `${renderKey(k, true)}: ${flowText(x)}`).join(', ')} }` : '{}';
}

/** The node beside which a new value is written, to copy its style (flow or block) key by key. */
function likeChild(like: unknown, key: Key): unknown {
  if (isMap(like)) return findPair(like, String(key))?.value;
  if (isSeq(like)) return like.items[typeof key === 'number' ? Math.min(key, like.items.length - 1) : 0];
  return undefined;
}

const isFlowNode = (n: unknown) => (isMap(n) || isSeq(n)) && !!n.flow;
const isBlockNode = (n: unknown) => (isMap(n) || isSeq(n)) && !n.flow;
const flat = (v: Value) => isScalarValue(v) || (Array.isArray(v) ? (v as readonly Value[]) : Object.values(v)).every(isScalarValue);

/** Whether a collection is written in flow style: as its neighbour is, else when it holds only single values and fits the line. */
function asFlow(v: Value, like: unknown, col: number): boolean {
  if (Array.isArray(v) ? !v.length : !Object.keys(v as object).length) return true;
  if (isFlowNode(like)) return true;
  if (isBlockNode(like)) return false;
  return flat(v) && col + flowText(v).length <= WIDTH;
}

/** A multi-line text in block style (`|`), its lines at `col`; undefined when one line in quotes is better. */
function literalBlock(s: string, col: number): string[] | undefined {
  if (!s.includes('\n') || hasControl(s, '\n') || /^[ \n]/.test(s)) return undefined;
  const body = s.replace(/\n+$/, '');
  const trailing = s.length - body.length;
  const header = trailing === 0 ? '|-' : trailing === 1 ? '|' : '|+';
  const lines = body.split('\n').map((l) => (l ? pad(col) + l : ''));
  for (let i = 1; i < trailing; i++) lines.push('');
  return [header, ...lines];
}

/**
 * The value of a key whose key stands at column `col`: either the rest of the key's line
 * (`inline`) or the lines under it (`lines`, each complete).
 */
function blockValue(v: Value, col: number, like: unknown): { inline: string; lines: string[] } {
  if (isScalarValue(v)) {
    const lit = typeof v === 'string' ? literalBlock(v, col + 2) : undefined;
    if (lit) return { inline: lit[0], lines: lit.slice(1) };
    return { inline: inlineScalar(v, false), lines: [] };
  }
  if (asFlow(v, like, col)) return { inline: flowText(v), lines: [] };
  if (Array.isArray(v)) {
    const items = v as readonly Value[];
    return { inline: '', lines: items.flatMap((x, i) => itemLines(x, col + 2, likeChild(like, i))) };
  }
  return { inline: '', lines: mapLines(v as Record<string, Value>, col + 2, like) };
}

/** The lines of a map's entries in block style, keys at column `col`. */
function mapLines(obj: Record<string, Value>, col: number, like: unknown): string[] {
  return Object.entries(obj).flatMap(([k, x]) => {
    const { inline, lines } = blockValue(x, col, likeChild(like, k));
    return [`${pad(col)}${renderKey(k, false)}:${inline ? ` ${inline}` : ''}`, ...lines];
  });
}

/** The lines of a block list's item, its "- " at column `col`, in the style of `like` (a neighbour item). */
function itemLines(v: Value, col: number, like: unknown): string[] {
  if (isScalarValue(v)) {
    const { inline, lines } = blockValue(v, col, like);
    return [`${pad(col)}- ${inline}`, ...lines];
  }
  if (asFlow(v, like, col + 2)) return [`${pad(col)}- ${flowText(v)}`];
  const lines = Array.isArray(v)
    ? (v as readonly Value[]).flatMap((x, i) => itemLines(x, col + 2, likeChild(like, i)))
    : mapLines(v as Record<string, Value>, col + 2, like);
  return lines.map((l, i) => (i ? l : `${pad(col)}- ${l.slice(col + 2)}`));
}

// ─── Single values ─────────────────────────────────────────────────────────────

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
  if ((node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL') && typeof value === 'string') {
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

/** Whether the node at the end of a path sits inside a flow collection. */
function inFlowAt(doc: Document.Parsed, path: Path): boolean {
  let cur: unknown = doc.contents;
  for (const key of path.slice(0, -1)) {
    if (isFlowNode(cur)) return true;
    cur = isMap(cur) ? findPair(cur, String(key))?.value : isSeq(cur) ? cur.items[key as number] : undefined;
  }
  return isFlowNode(cur);
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
    if (!isScalar(node)) return fail(`${describePath(path)} is a list or a group of fields, not a single value.`);
    const r = rangeOf(node);
    if (!r) return fail(`${describePath(path)} has no place in the text.`);
    const inFlow = inFlowAt(src.value.doc, path);
    const keyCol = found.value.pair ? keyColumn(t, found.value.pair) : r[0] - lineStart(t, r[0]);
    const old = t.slice(r[0], r[1]);
    let next = scalarSource(src.value, node, value, inFlow, keyCol);
    if (r[1] === r[0] && found.value.pair) {
      // `key:` with no value: the value goes after one space.
      if (next.startsWith('|') || next.startsWith('>'))
        return fail(`${describePath(path)} is empty; write a long text in it by hand first.`);
      next = ` ${next}`;
      const colon = t.indexOf(':', rangeOf(found.value.pair.key)?.[1] ?? r[0]);
      return { ok: true, text: t.slice(0, colon + 1) + next + t.slice(colon + 1) };
    }
    let after = t.slice(r[1]);
    // Keep an aligned comment in its column: `phone: "+254 …"     # shown in …`.
    const m = /^( +)#/.exec(after);
    if (m && !next.includes('\n') && !old.includes('\n')) {
      after = pad(Math.max(1, m[1].length + old.length - next.length)) + after.slice(m[1].length);
    }
    return { ok: true, text: t.slice(0, r[0]) + next + after };
  });
}

function keyColumn(text: string, pair: Pair): number {
  const r = rangeOf(pair.key);
  return r ? r[0] - lineStart(text, r[0]) : 0;
}

// ─── Keys of a map ──────────────────────────────────────────────────────────────

function addKeyIn(src: Source, mapPath: Path, key: string, value: Value): Edit {
  const bad = badValue(value);
  if (bad) return fail(bad);
  const found = nodeAt(src.doc, mapPath);
  if (!found.ok) return found;
  const map = found.value.node;
  if (!isMap(map)) return fail(`${describePath(mapPath)} is not a group of fields.`);
  if (findPair(map, key)) return fail(`${describePath(mapPath)} already has a field "${key}".`);
  const { text } = src;
  const r = rangeOf(map);
  if (!r) return fail(`${describePath(mapPath)} has no place in the text.`);
  const last = map.items.at(-1);
  const like = map.items.length ? map : undefined;
  if (map.flow) {
    const entry = `${renderKey(key, true)}: ${flowText(value)}`;
    if (!last) {
      const close = text.lastIndexOf('}', r[1]);
      return { ok: true, text: `${text.slice(0, r[0])}{ ${entry} }${text.slice(close + 1)}` };
    }
    const end = rangeOf(last.value)?.[1] ?? rangeOf(last.key)?.[1] ?? r[0];
    const comma = /^\s*,/.exec(text.slice(end));
    if (comma) return { ok: true, text: `${text.slice(0, end + comma[0].length)} ${entry},${text.slice(end + comma[0].length)}` };
    return { ok: true, text: `${text.slice(0, end)}, ${entry}${text.slice(end)}` };
  }
  if (!last) return fail(`${describePath(mapPath)} has no fields to go by.`);
  const col = keyColumn(text, map.items[0]);
  const lastEnd = rangeOf(last.value)?.[1] ?? rangeOf(last.key)?.[1] ?? r[1];
  const at = lineEnd(text, Math.max(lastEnd - 1, rangeOf(last.key)?.[0] ?? 0));
  const { inline, lines } = blockValue(value, col, likeChild(like, key));
  const added = [`${pad(col)}${renderKey(key, false)}:${inline ? ` ${inline}` : ''}`, ...lines].join('\n');
  return { ok: true, text: `${text.slice(0, at)}${added}\n${text.slice(at)}` };
}

/** Add a key as the last of a map, in the map's style: a new line in a block map, `, key: value` in a flow map `{ … }`. */
export function addKey(text: string, mapPath: Path, key: string, value: Value): Edit {
  return withText(text, (t) => {
    const src = read(t);
    return src.ok ? addKeyIn(src.value, mapPath, key, value) : src;
  });
}

function removeKeyIn(src: Source, mapPath: Path, key: string): Edit {
  const found = nodeAt(src.doc, mapPath);
  if (!found.ok) return found;
  const map = found.value.node;
  if (!isMap(map)) return fail(`${describePath(mapPath)} is not a group of fields.`);
  const i = map.items.findIndex((p) => keyName(p) === key);
  if (i < 0) return fail(`${describePath(mapPath)} has no field "${key}".`);
  const { text } = src;
  const pair = map.items[i];
  const kr = rangeOf(pair.key);
  if (!kr) return fail(`${describePath([...mapPath, key])} has no place in the text.`);
  const vEnd = rangeOf(pair.value)?.[1] ?? kr[1];
  const next = map.items[i + 1] as Pair | undefined;
  const nextStart = next ? rangeOf(next.key)?.[0] : undefined;
  if (map.flow) {
    if (nextStart !== undefined) return { ok: true, text: text.slice(0, kr[0]) + text.slice(nextStart) };
    if (i > 0) {
      const prev = map.items[i - 1];
      const prevEnd = rangeOf(prev.value)?.[1] ?? rangeOf(prev.key)?.[1] ?? kr[0];
      return { ok: true, text: text.slice(0, prevEnd) + text.slice(vEnd) };
    }
    const r = rangeOf(map);
    if (!r) return fail(`${describePath(mapPath)} has no place in the text.`);
    return { ok: true, text: `${text.slice(0, r[0])}{}${text.slice(r[1])}` };
  }
  const col = kr[0] - lineStart(text, kr[0]);
  const keyLine = lineStart(text, kr[0]);
  const end = endWithComments(text, kr[0], vEnd, col);
  if (/^ *$/.test(text.slice(keyLine, kr[0]))) {
    return { ok: true, text: text.slice(0, startWithComments(text, keyLine, col)) + text.slice(end) };
  }
  // The first key of a list item (`- key: value`): the next key moves up onto the "- " line.
  if (nextStart === undefined) return fail(`${describePath([...mapPath, key])} is the only field of its item: remove the item instead.`);
  if (lineStart(text, nextStart) !== end || !/^ *$/.test(text.slice(end, nextStart))) {
    return fail(`${describePath([...mapPath, key])} has comments after it that the editor would not know where to put: remove it by hand.`);
  }
  return { ok: true, text: text.slice(0, kr[0]) + text.slice(nextStart) };
}

/** Remove a key and its value (with the comment lines directly above it). */
export function removeKey(text: string, mapPath: Path, key: string): Edit {
  return withText(text, (t) => {
    const src = read(t);
    return src.ok ? removeKeyIn(src.value, mapPath, key) : src;
  });
}

/**
 * Set any value (a single value, a list, a group of fields) of a map's key: a single value as
 * setScalar does; a list or group replaces the old one in place, in the old one's style (flow
 * stays flow), or is added as the map's last key.
 */
export function setValue(text: string, path: Path, value: Value): Edit {
  if (isScalarValue(value)) return setScalar(text, path, value);
  return withText(text, (t) => {
    const bad = badValue(value);
    if (bad) return fail(bad);
    const src = read(t);
    if (!src.ok) return src;
    const key = path[path.length - 1];
    if (typeof key !== 'string') return fail('Give the field to set (a list item is changed field by field).');
    const parent = nodeAt(src.value.doc, path.slice(0, -1));
    if (!parent.ok) return parent;
    if (!isMap(parent.value.node)) return fail(`${describePath(path.slice(0, -1))} is not a group of fields.`);
    const pair = findPair(parent.value.node, key);
    if (!pair) return addKeyIn(src.value, path.slice(0, -1), key, value);
    const r = rangeOf(pair.value);
    const kr = rangeOf(pair.key);
    if (!r || !kr) return fail(`${describePath(path)} has no place in the text.`);
    const col = kr[0] - lineStart(t, kr[0]);
    if (isFlowNode(pair.value) || inFlowAt(src.value.doc, path) || r[0] === r[1]) {
      const flowValue = flowText(value);
      return { ok: true, text: t.slice(0, r[0]) + (r[0] === r[1] ? ' ' : '') + flowValue + t.slice(r[1]) };
    }
    const { inline, lines } = blockValue(value, col, pair.value);
    const colon = t.indexOf(':', kr[1]);
    const end = lineEnd(t, Math.max(r[0], r[1] - 1));
    return {
      ok: true,
      text: `${t.slice(0, colon + 1)}${inline ? ` ${inline}` : ''}\n${lines.map((l) => `${l}\n`).join('')}${t.slice(end)}`,
    };
  });
}

// ─── Items of a list ────────────────────────────────────────────────────────────

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

/** Insert raw item text (complete lines for a block list) at index `at`, separated as its neighbours are. */
function insertChunk(text: string, list: ListText, at: number, itemText: string): string {
  const { chunks, flow } = list;
  const seps = separators(text, chunks);
  const n = chunks.length;
  const sep = seps.length ? seps[Math.max(0, Math.min(at, n - 1) - 1)] : flow ? ', ' : '';
  if (at >= n) return text.slice(0, chunks[n - 1].end) + sep + itemText + text.slice(chunks[n - 1].end);
  return text.slice(0, chunks[at].start) + itemText + sep + text.slice(chunks[at].start);
}

function addItemIn(src: Source, path: Path, value: Value, index?: number): Edit {
  const bad = badValue(value);
  if (bad) return fail(bad);
  const list = listAt(src, path);
  if (!list.ok) return list;
  const { chunks, flow, col, seq } = list.value;
  const n = chunks.length;
  const at = index ?? n;
  if (!Number.isInteger(at) || at < 0 || at > n) return fail(`${describePath(path)} has ${n} item(s): an item can go at 0 to ${n}.`);
  const { text } = src;
  if (flow) {
    const item = flowText(value);
    if (!n) {
      const r = rangeOf(seq);
      if (!r) return fail(`${describePath(path)} has no place in the text.`);
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

function removeItemIn(src: Source, path: Path, index: number): Edit & { removed?: string } {
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
    if (keyEnd === undefined || !r) return fail(`${describePath(path)} has only this item: remove the list instead.`);
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

/** Add an item at the end of a list (a new product at the end of `products:`). */
export function appendItem(text: string, listPath: Path, value: Value): Edit {
  return addItem(text, listPath, value);
}

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

// ─── Blocks of a page ───────────────────────────────────────────────────────────

/** The path of a page's `blocks` list in site.yaml. */
export function blocksPath(text: string, page: PageRef): Ok<Path> | Fail {
  const src = read(text.replace(/\r\n/g, '\n'));
  if (!src.ok) return src;
  const routes = src.value.doc.get('routes', true);
  if (!isSeq(routes)) return fail('site.yaml has no list of pages (routes:).');
  const index =
    typeof page === 'number' ? page : routes.items.findIndex((r) => isMap(r) && isScalar(r.get('path', true)) && r.get('path') === page);
  if (index < 0 || index >= routes.items.length || !Number.isInteger(index)) {
    return fail(
      typeof page === 'number'
        ? `There is no page ${page} (site.yaml has ${routes.items.length}, counted from 0).`
        : `There is no page "${page}" in site.yaml.`,
    );
  }
  const route = routes.items[index];
  if (!isMap(route) || !isSeq(route.get('blocks', true))) return fail(`The page ${String(page)} has no list of blocks.`);
  return { ok: true, value: ['routes', index, 'blocks'] };
}

/** Move a block of a page from one place to another, with the comment lines directly above it. */
export function moveBlock(text: string, page: PageRef, from: number, to: number): Edit {
  const p = blocksPath(text, page);
  return p.ok ? moveItem(text, p.value, from, to) : p;
}

/** Hide a block: `hidden: true` as its last field, in its style (a one-line `{ … }` block stays on one line). */
export function hideBlock(text: string, page: PageRef, index: number): Edit {
  const p = blocksPath(text, page);
  if (!p.ok) return p;
  return withText(text, (t) => {
    const src = read(t);
    if (!src.ok) return src;
    const found = nodeAt(src.value.doc, [...p.value, index]);
    if (!found.ok) return found;
    if (!isMap(found.value.node)) return fail(`${describePath([...p.value, index])} is not a block.`);
    const hidden = findPair(found.value.node, 'hidden');
    if (hidden) {
      if (isScalar(hidden.value) && hidden.value.value === true) return fail(`The block ${index} of ${String(page)} is hidden already.`);
      return setScalar(t, [...p.value, index, 'hidden'], true);
    }
    return addKeyIn(src.value, [...p.value, index], 'hidden', true);
  });
}

/** Show a hidden block again: its `hidden` field is removed. */
export function showBlock(text: string, page: PageRef, index: number): Edit {
  const p = blocksPath(text, page);
  if (!p.ok) return p;
  return withText(text, (t) => {
    const src = read(t);
    if (!src.ok) return src;
    const found = nodeAt(src.value.doc, [...p.value, index]);
    if (!found.ok) return found;
    if (!isMap(found.value.node)) return fail(`${describePath([...p.value, index])} is not a block.`);
    if (!findPair(found.value.node, 'hidden')) return fail(`The block ${index} of ${String(page)} is not hidden.`);
    return removeKeyIn(src.value, [...p.value, index], 'hidden');
  });
}

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

// ─── Posts: front matter and Markdown ───────────────────────────────────────────

const POST = /^(---[ \t]*\r?\n)((?:[\s\S]*?\r?\n)?)(---[ \t]*(?:\r?\n|$))([\s\S]*)$/;

/** A post's parts: the front matter's YAML (between the `---` lines) and the Markdown after them. */
export function postParts(md: string): Ok<{ frontMatter: string; body: string }> | Fail {
  const m = POST.exec(md);
  if (!m) return fail('A post starts with its details between two lines of "---" (front matter); this one does not.');
  return { ok: true, value: { frontMatter: m[2], body: m[4].replace(/^(?:[ \t]*\r?\n)+/, '') } };
}

/** Apply a YAML edit to a post's front matter; the `---` lines and the Markdown stay as they are. */
export function editFrontMatter(md: string, edit: (yaml: string) => Edit): Edit {
  const m = POST.exec(md);
  if (!m) return fail('A post starts with its details between two lines of "---" (front matter); this one does not.');
  const r = edit(m[2]);
  if (!r.ok) return r;
  const fm = r.text && !r.text.endsWith('\n') ? `${r.text}\n` : r.text;
  return { ok: true, text: m[1] + fm + m[3] + m[4] };
}

/** Set a field of a post's front matter (`title`, `image.alt`, …); `undefined` removes it. */
export function setPostField(md: string, path: Path, value: ScalarValue | undefined): Edit {
  if (!path.length) return fail('Give the field of the post to change.');
  if (value === undefined) return editFrontMatter(md, (fm) => removeKey(fm, path.slice(0, -1), String(path[path.length - 1])));
  return editFrontMatter(md, (fm) => setScalar(fm, path, value));
}

/** Set a field of a post's front matter to any value (e.g. `tags`): added if missing, replaced in place if there. */
export function setPostValue(md: string, path: Path, value: Value): Edit {
  return editFrontMatter(md, (fm) => setValue(fm, path, value));
}

/** Replace a post's Markdown; the front matter and the blank line after it stay as they are. */
export function setPostBody(md: string, body: string): Edit {
  const m = POST.exec(md);
  if (!m) return fail('A post starts with its details between two lines of "---" (front matter); this one does not.');
  const gap = /^(?:[ \t]*\r?\n)*/.exec(m[4])?.[0] ?? '';
  const eol = md.includes('\r\n') ? '\r\n' : '\n';
  const next = body.replace(/\r?\n/g, eol).replace(/^(?:[ \t]*\r?\n)+/, '');
  return { ok: true, text: m[1] + m[2] + m[3] + (gap || eol) + (next && !next.endsWith(eol) ? next + eol : next) };
}

// ─── One entry point ────────────────────────────────────────────────────────────

/** An edit as data (what the editor's panel sends). */
export type Op =
  | { op: 'set'; path: Path; value: ScalarValue }
  | { op: 'addKey'; path: Path; key: string; value: Value }
  | { op: 'removeKey'; path: Path; key: string }
  | { op: 'addItem'; path: Path; value: Value; index?: number }
  | { op: 'removeItem'; path: Path; index: number }
  | { op: 'moveItem'; path: Path; from: number; to: number }
  | { op: 'duplicateItem'; path: Path; index: number }
  | { op: 'moveBlock'; page: PageRef; from: number; to: number }
  | { op: 'hideBlock'; page: PageRef; index: number }
  | { op: 'showBlock'; page: PageRef; index: number }
  | { op: 'duplicateBlock'; page: PageRef; index: number }
  | { op: 'deleteBlock'; page: PageRef; index: number };

/** Apply one edit to a YAML text. */
export function apply(text: string, op: Op): Edit {
  switch (op.op) {
    case 'set':
      return setScalar(text, op.path, op.value);
    case 'addKey':
      return addKey(text, op.path, op.key, op.value);
    case 'removeKey':
      return removeKey(text, op.path, op.key);
    case 'addItem':
      return addItem(text, op.path, op.value, op.index);
    case 'removeItem':
      return removeItem(text, op.path, op.index);
    case 'moveItem':
      return moveItem(text, op.path, op.from, op.to);
    case 'duplicateItem':
      return duplicateItem(text, op.path, op.index);
    case 'moveBlock':
      return moveBlock(text, op.page, op.from, op.to);
    case 'hideBlock':
      return hideBlock(text, op.page, op.index);
    case 'showBlock':
      return showBlock(text, op.page, op.index);
    case 'duplicateBlock':
      return duplicateBlock(text, op.page, op.index);
    case 'deleteBlock':
      return deleteBlock(text, op.page, op.index);
  }
}
