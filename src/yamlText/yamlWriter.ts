/**
 * The one way YAML text is written from values, for the visual editor's edits and the loader's
 * advice ("Put the text in quotes: …") alike: as a person would write it. A text is plain
 * unless YAML would read it otherwise (the test is a round trip through the parser); quoted
 * in double quotes, or single ones when that needs no escapes; a text of several lines as a
 * `|` block. A list or group of single values that fits the line is written on one line
 * (`{ src: …, alt: … }`, `[a, b]`), else in block style; beside an existing node (`like`) the
 * new value copies its style, key by key. Pure: no I/O, so the editor's panel may use it.
 */
import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type Scalar } from 'yaml';

export type Key = string | number;
export type ScalarValue = string | number | boolean | null;
export type Value = ScalarValue | readonly Value[] | { readonly [key: string]: Value };

/** How wide a line may grow before a new flow collection is written in block style instead. */
export const WIDTH = 140;

export const pad = (n: number) => ' '.repeat(n);

/** A key's name as text (a number or yes/no key too); undefined for a key that is a list or a group. */
export function keyName(pair: Pair): string | undefined {
  const v: unknown = isScalar(pair.key) ? pair.key.value : undefined;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

/** The pair of a map with this key. */
export function findPair(map: Node, key: string): Pair | undefined {
  if (!isMap(map)) return undefined;
  return map.items.find((p) => keyName(p) === key);
}

const YAML11_WORDS = /^(?:y|n|yes|no|on|off|true|false|null|~)$/i;

/** Whether a text holds a control character (other than those `allowed`) or a Unicode line or paragraph separator. */
export function hasControl(s: string, allowed = ''): boolean {
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

/**
 * A text in quotes, for a text that needs them: double quotes, or single ones when the text
 * holds a `"` or a `\` and no `'` (so it reads without escapes).
 */
export function quoted(s: string): string {
  return /["\\]/.test(s) && !s.includes("'") && singleQuotable(s) ? singleQuoted(s) : doubleQuoted(s);
}

/** How a scalar is written in the text (the `yaml` library's names): `PLAIN`, `QUOTE_DOUBLE`, `BLOCK_FOLDED`, … */
export type Style = Scalar['type'];

/** A value on one line: plain when it can be, else in the quotes of `style` when they can hold it, else double quotes. */
export function inlineScalar(v: ScalarValue, inFlow: boolean, style?: Style): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  if (style === 'QUOTE_DOUBLE') return doubleQuoted(v);
  if (style === 'QUOTE_SINGLE' && singleQuotable(v)) return singleQuoted(v);
  if (canBePlain(v, inFlow)) return v;
  return quoted(v);
}

/** A key as written: plain when it reads back the same, else in quotes as a text is. */
export const renderKey = (k: string, inFlow: boolean) => (canBePlain(k, inFlow) ? k : quoted(k));

export function isScalarValue(v: Value): v is ScalarValue {
  return v === null || typeof v !== 'object';
}

/** Why a value cannot be written in a file (a number that is not finite), or undefined. */
export function badValue(v: Value): string | undefined {
  if (typeof v === 'number' && !Number.isFinite(v)) return `${String(v)} is not a number a file can hold.`;
  if (isScalarValue(v)) return undefined;
  for (const x of Array.isArray(v) ? (v as readonly Value[]) : Object.values(v)) {
    const bad = badValue(x);
    if (bad) return bad;
  }
  return undefined;
}

/** A value in flow style, on one line: `{ label: Home, to: / }`, `[a, b]`. */
export function flowText(v: Value): string {
  if (isScalarValue(v)) return inlineScalar(v, true);
  if (Array.isArray(v)) return `[${(v as readonly Value[]).map(flowText).join(', ')}]`;
  const entries = Object.entries(v as Record<string, Value>);
  return entries.length ? `{ ${entries.map(([k, x]) => `${renderKey(k, true)}: ${flowText(x)}`).join(', ')} }` : '{}';
}

/** The node beside which a new value is written, to copy its style (flow or block) key by key. */
export function likeChild(like: unknown, key: Key): unknown {
  if (isMap(like)) return findPair(like, String(key))?.value;
  if (isSeq(like)) return like.items[typeof key === 'number' ? Math.min(key, like.items.length - 1) : 0];
  return undefined;
}

export const isFlowNode = (n: unknown) => (isMap(n) || isSeq(n)) && !!n.flow;
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
export function literalBlock(s: string, col: number): string[] | undefined {
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
export function blockValue(v: Value, col: number, like: unknown): { inline: string; lines: string[] } {
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
export function mapLines(obj: Record<string, Value>, col: number, like: unknown): string[] {
  return Object.entries(obj).flatMap(([k, x]) => {
    const { inline, lines } = blockValue(x, col, likeChild(like, k));
    return [`${pad(col)}${renderKey(k, false)}:${inline ? ` ${inline}` : ''}`, ...lines];
  });
}

/** The lines of a block list's item, its "- " at column `col`, in the style of `like` (a neighbour item). */
export function itemLines(v: Value, col: number, like: unknown): string[] {
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
