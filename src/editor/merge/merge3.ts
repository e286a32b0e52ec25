/**
 * A three-way merge of one YAML text at the level of its nodes: the base the editor
 * read, THEIRS (the base branch as it is now) and OURS (the editor's change). The result starts
 * from theirs' text and gets our changes (relative to base) as small splices, so everything
 * theirs wrote outside what we changed stays byte for byte, comments and layout included.
 *
 * - Maps merge key by key: a key added on one side is added, removed on one side and unchanged
 *   on the other is removed, changed on both sides to the same value is no conflict.
 * - Lists merge item by item: items whose list gives every one an `id` (else `slug`, else
 *   `path`) are known by it; in other lists (a page's blocks, where not every block has an id)
 *   each side's items are paired with the base's by `matchItems` (equal, else of the same kind
 *   sharing most fields). Additions (after the item they follow in ours), removals, changes
 *   inside an item and a reorder on one side are all taken; reorders on both sides that differ
 *   are one conflict for the list; an item removed on one side and changed on the other is one.
 * - A value changed differently on both sides is a conflict: the text keeps THEIR value (so it
 *   is always valid YAML), and `resolve` applies "keep theirs" or "use mine" later.
 *
 * Our changed nodes are copied from our text (their quoting, flow or block style, and the
 * comments inside them and directly above an added key or item), re-indented to theirs'
 * column; every splice is checked by reading the text back, and when a copy would not read as
 * our value the editor's own edit operations (src/editor/edits/, the one YAML writer) write it.
 */
import { isMap, parseDocument, type Document, type Node } from 'yaml';
import { pathToString, type PathSeg } from '../../yamlText/dataPath.ts';
import { dataOfDoc } from '../../yamlText/source.ts';
import { keyName, type Value } from '../../yamlText/yamlWriter.ts';
import { addItem } from '../edits/addItem.ts';
import { addKey } from '../edits/addKey.ts';
import { insertChunk, listAt } from '../edits/list.ts';
import { moveItem } from '../edits/moveItem.ts';
import { removeItem } from '../edits/removeItem.ts';
import { removeKey } from '../edits/removeKey.ts';
import { setValue } from '../edits/setValue.ts';
import {
  endWithComments,
  fail,
  lineEnd,
  lineStart,
  nodeAt,
  rangeOf,
  read,
  startWithComments,
  type Edit,
  type Fail,
  type Path,
  type Source,
} from '../edits/text.ts';
import { deepEqual, identityKey, idText, isList, isObject, matchItems, type V } from './values.ts';

/** A field changed differently on both sides. `undefined` is a side where the field is absent. */
export interface Conflict {
  /** The field's place in the merged text, in the loader's notation (`routes[0].blocks[2].title`). */
  path: string;
  /** The same place as keys and indexes (for an item their side removed: where ours would go back). */
  at: PathSeg[];
  base: V;
  theirs: V;
  ours: V;
}

export type Merged = { ok: true; text: string; conflicts: Conflict[] } | Fail;

/**
 * A step of a place that survives the other edits of the merge: a key, or an item by its
 * identity (`key` names it; `''` for the merge's own pairing, `matchItems`); `after`: the item
 * it follows in ours, for one not in the text.
 */
type Step = string | { key: string; id: string; after?: string };

/** Whether the text would be read with CRLF line ends (its first line end is one). */
const isCrlf = (t: string) => /^[^\n]*\r\n/.test(t);
const lf = (t: string) => {
  const s = t.replace(/\r\n/g, '\n');
  return s.endsWith('\n') || !s ? s : `${s}\n`;
};

/** The node's own text: [start, end) of its value (a block collection's runs to the end of its last line). */
function region(node: Node | null): [number, number] | undefined {
  const r = rangeOf(node);
  return r && r[1] > r[0] ? [r[0], r[1]] : undefined;
}

/** The column of a position in its line. */
const columnOf = (text: string, pos: number) => pos - lineStart(text, pos);

/** Lines (from the `from`th) moved by `delta` columns; undefined when a line has too few spaces to move left. */
function reindent(s: string, delta: number, from = 1): string | undefined {
  if (!delta) return s;
  const lines = s.split('\n');
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    if (delta > 0) lines[i] = ' '.repeat(delta) + line;
    else if (/^ *$/.test(line.slice(0, -delta))) lines[i] = line.slice(-delta);
    else return undefined;
  }
  return lines.join('\n');
}

/** A copy of `root` with the value at `path` replaced (`undefined` removes a key or item; `insert` puts an item in). */
function updated(root: V, path: readonly PathSeg[], value: V, insert = false): V {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...(root as Value[])];
    const i = head as number;
    if (!rest.length && insert) copy.splice(i, 0, value as Value);
    else if (!rest.length && value === undefined) copy.splice(i, 1);
    else copy[i] = updated(copy[i], rest, value, insert) as Value;
    return copy;
  }
  const k = String(head);
  const entries = Object.entries(root as Record<string, Value>);
  if (!rest.length && value === undefined) return Object.fromEntries(entries.filter(([key]) => key !== k));
  return { ...Object.fromEntries(entries), [k]: updated((root as Record<string, Value>)[k], rest, value, insert) as Value };
}

/** A text's document and data (the merge reads only texts `read` accepted, and checks each splice by reading it). */
interface Parsed {
  text: string;
  doc: Document.Parsed;
  data: V;
}

function parsed(text: string): Parsed {
  const doc = parseDocument(text, { uniqueKeys: false, keepSourceTokens: true });
  return { text, doc, data: doc.errors.length ? undefined : (dataOfDoc(doc) as V) };
}

class Merger {
  text: string;
  readonly conflicts: { loc: Step[]; base: V; theirs: V; ours: V }[] = [];
  private cache?: Parsed;
  /** For each list merged without an identity key (by its place): its items' identities as they stand in the result. */
  private readonly matched = new Map<string, string[]>();

  constructor(
    theirs: Source,
    private readonly ours: Source,
  ) {
    this.text = theirs.text;
    this.cache = { text: theirs.text, doc: theirs.doc, data: dataOfDoc(theirs.doc) as V };
  }

  /** The current result's data. */
  data(): V {
    return this.parsed().data;
  }

  private parsed(): Parsed {
    if (this.cache?.text !== this.text) this.cache = parsed(this.text);
    return this.cache;
  }

  /** The index path of a place in the current result, or undefined when an item named by identity is not there. */
  locate(loc: readonly Step[]): PathSeg[] | undefined {
    const at: PathSeg[] = [];
    let cur = this.data();
    for (const [n, step] of loc.entries()) {
      if (typeof step === 'object') {
        if (!isList(cur)) return undefined;
        const i = step.key
          ? cur.findIndex((x) => idText(x, step.key) === step.id)
          : (this.matched.get(JSON.stringify(loc.slice(0, n))) ?? []).indexOf(step.id);
        if (i < 0) return undefined;
        at.push(i);
        cur = cur[i];
      } else {
        at.push(step);
        cur = isObject(cur) ? cur[step] : undefined;
      }
    }
    return at;
  }

  conflict(loc: Step[], base: V, theirs: V, ours: V): void {
    this.conflicts.push({ loc, base, theirs, ours });
  }

  /** Take a candidate text if it reads as `want`, else the edit operation's text if that does; false when neither does. */
  private take(candidate: string | undefined, want: V, fallback: () => Edit): boolean {
    for (const next of [() => candidate, () => fallback()] as const) {
      const r = next();
      const text = typeof r === 'string' ? r : r?.ok ? r.text : undefined;
      if (text === undefined) continue;
      const p = parsed(text);
      if (!p.doc.errors.length && deepEqual(p.data, want)) {
        this.text = text;
        this.cache = p;
        return true;
      }
    }
    return false;
  }

  /** The current text with its document (read once per text). */
  private src(): Source | undefined {
    const p = this.parsed();
    return p.doc.errors.length ? undefined : { text: p.text, doc: p.doc };
  }

  /** The value at `loc` becomes ours (from `oAt` in our text). */
  replace(loc: Step[], oAt: Path, o: V, b: V, t: V): void {
    const at = this.locate(loc);
    const src = this.src();
    if (!at || !src || !at.length) {
      this.conflict(loc, b, t, o);
      return;
    }
    const want = updated(this.data(), at, o);
    let candidate: string | undefined;
    const mine = nodeAt(this.ours.doc, oAt);
    const theirs = nodeAt(src.doc, at);
    if (mine.ok && theirs.ok) {
      const ro = region(mine.value.node);
      const rt = region(theirs.value.node);
      if (ro && rt) {
        const copy = reindent(this.ours.text.slice(ro[0], ro[1]), columnOf(this.text, rt[0]) - columnOf(this.ours.text, ro[0]));
        // A block collection's text ends its line; a single value's does not.
        const tail = this.text[rt[1] - 1] === '\n' && copy && !copy.endsWith('\n') ? '\n' : '';
        if (copy !== undefined) {
          // Our comment after a one-line value, and our comment lines above its key, come along where theirs has none.
          const ot = this.ours.text;
          const own = (text: string, end: number) => (text[end - 1] === '\n' ? '' : text.slice(end, lineEnd(text, end)).replace(/\n$/, ''));
          const oTail = own(ot, ro[1]);
          const tTail = own(this.text, rt[1]);
          const comment = /^[ \t]+#/.test(oTail) && !tTail.trim() ? oTail : '';
          const end = comment ? rt[1] + tTail.length : rt[1];
          candidate = this.text.slice(0, rt[0]) + copy + tail + comment + this.text.slice(end);
          const above = (text: string, src: Source, at: Path) => {
            const pair = nodeAt(src.doc, at);
            const kr = pair.ok ? rangeOf(pair.value.pair?.key) : undefined;
            if (!kr || !/^ *$/.test(text.slice(lineStart(text, kr[0]), kr[0]))) return undefined;
            const line = lineStart(text, kr[0]);
            return { line, lines: text.slice(startWithComments(text, line, columnOf(text, kr[0])), line) };
          };
          const oAbove = above(ot, this.ours, oAt);
          const tAbove = above(this.text, src, at);
          if (oAbove?.lines && tAbove && !tAbove.lines) {
            const lines = reindent(oAbove.lines, columnOf(this.text, rt[0]) - columnOf(ot, ro[0]), 0);
            if (lines !== undefined) candidate = candidate.slice(0, tAbove.line) + lines + candidate.slice(tAbove.line);
          }
        }
      }
    }
    const parent = at.slice(0, -1);
    const last = at[at.length - 1];
    const ok = this.take(candidate, want, () => {
      if (typeof last === 'string') return setValue(this.text, at, o as Value);
      const gone = removeItem(this.text, parent, last);
      return gone.ok ? addItem(gone.text, parent, o as Value, last) : gone;
    });
    if (!ok) this.conflict(loc, b, t, o);
  }

  /** Our key `k` (at `oMap` in our text) is added to the map at `loc`, after the key it follows in ours. */
  addKey(loc: Step[], oMap: Path, k: string, o: Value, prevKeys: string[]): void {
    const at = this.locate(loc);
    const src = this.src();
    const here = this.data();
    if (!at || !src) {
      this.conflict([...loc, k], undefined, undefined, o);
      return;
    }
    const want = updated(here, [...at, k], o);
    let candidate: string | undefined;
    const mine = nodeAt(this.ours.doc, oMap);
    const theirs = nodeAt(src.doc, at);
    if (mine.ok && theirs.ok && isMap(mine.value.node) && isMap(theirs.value.node) && !mine.value.node.flow && !theirs.value.node.flow) {
      const oPair = mine.value.node.items.find((p) => keyName(p) === k);
      const okr = rangeOf(oPair?.key);
      const tMap = theirs.value.node;
      const prev = [...prevKeys]
        .reverse()
        .map((p) => tMap.items.find((q) => keyName(q) === p))
        .find((p) => p);
      const anchor = prev ?? tMap.items.at(0);
      const akr = rangeOf(anchor?.key);
      const ot = this.ours.text;
      if (oPair && okr && akr && /^ *$/.test(ot.slice(lineStart(ot, okr[0]), okr[0]))) {
        const ocol = columnOf(ot, okr[0]);
        const oStart = startWithComments(ot, lineStart(ot, okr[0]), ocol);
        const oEnd = endWithComments(ot, okr[0], rangeOf(oPair.value)?.[1] ?? okr[1], ocol);
        const tcol = columnOf(this.text, akr[0]);
        let pos: number | undefined;
        if (prev) pos = endWithComments(this.text, akr[0], rangeOf(prev.value)?.[1] ?? akr[1], tcol);
        else if (/^ *$/.test(this.text.slice(lineStart(this.text, akr[0]), akr[0])))
          pos = startWithComments(this.text, lineStart(this.text, akr[0]), tcol);
        const copy = reindent(ot.slice(oStart, oEnd), tcol - ocol, 0);
        if (pos !== undefined && copy !== undefined)
          candidate = this.text.slice(0, pos) + (copy.endsWith('\n') ? copy : `${copy}\n`) + this.text.slice(pos);
      }
    }
    if (!this.take(candidate, want, () => addKey(this.text, at, k, o))) this.conflict([...loc, k], undefined, undefined, o);
  }

  removeKey(loc: Step[], k: string, b: V, t: V): void {
    const at = this.locate(loc);
    if (!at) {
      this.conflict([...loc, k], b, t, undefined);
      return;
    }
    const want = updated(this.data(), [...at, k], undefined);
    if (!this.take(undefined, want, () => removeKey(this.text, at, k))) this.conflict([...loc, k], b, t, undefined);
  }

  removeItem(loc: Step[], item: Step, b: V, t: V): void {
    const at = this.locate(loc);
    const i = this.locate([...loc, item])?.at(-1);
    if (!at || typeof i !== 'number') {
      this.conflict([...loc, item], b, t, undefined);
      return;
    }
    const want = updated(this.data(), [...at, i], undefined);
    if (this.take(undefined, want, () => removeItem(this.text, at, i))) this.matched.get(JSON.stringify(loc))?.splice(i, 1);
    else this.conflict([...loc, item], b, t, undefined);
  }

  /** Our item (at `oList[oi]` in our text) goes into the list at `loc` at index `index`. */
  insertItem(loc: Step[], index: number, oList: Path, oi: number, o: Value, item: Step): void {
    const at = this.locate(loc);
    const src = this.src();
    if (!at || !src) {
      this.conflict([...loc, item], undefined, undefined, o);
      return;
    }
    const want = updated(this.data(), [...at, index], o, true);
    let candidate: string | undefined;
    const mine = listAt(this.ours, oList);
    const theirs = listAt(src, at);
    if (mine.ok && theirs.ok && mine.value.flow === theirs.value.flow && theirs.value.chunks.length) {
      const c = mine.value.chunks[oi];
      const copy = this.ours.text.slice(mine.value.flow ? c.body : c.start, c.end);
      const moved = mine.value.flow ? copy : reindent(copy, theirs.value.col - mine.value.col, 0);
      if (moved !== undefined) candidate = insertChunk(this.text, theirs.value, index, moved);
    }
    if (this.take(candidate, want, () => addItem(this.text, at, o, index)))
      this.matched.get(JSON.stringify(loc))?.splice(index, 0, typeof item === 'object' ? item.id : '');
    else this.conflict([...loc, item], undefined, undefined, o);
  }

  moveItem(loc: Step[], from: number, to: number): boolean {
    const at = this.locate(loc);
    if (!at) return false;
    const r = moveItem(this.text, at, from, to);
    if (!r.ok) return false;
    this.text = r.text;
    const ids = this.matched.get(JSON.stringify(loc));
    ids?.splice(to, 0, ...ids.splice(from, 1));
    return true;
  }

  // ─── The merge ──────────────────────────────────────────────────────────────

  merge(loc: Step[], oAt: Path, b: V, t: V, o: V): void {
    if (deepEqual(o, b) || deepEqual(o, t)) return;
    if (isObject(b) && isObject(t) && isObject(o)) {
      this.mergeMap(loc, oAt, b, t, o);
      return;
    }
    if (isList(b) && isList(t) && isList(o)) {
      this.mergeList(loc, oAt, b, t, o);
      return;
    }
    if (deepEqual(t, b)) {
      this.replace(loc, oAt, o, b, t);
      return;
    }
    this.conflict(loc, b, t, o);
  }

  mergeMap(loc: Step[], oAt: Path, b: Record<string, Value>, t: Record<string, Value>, o: Record<string, Value>): void {
    for (const k of Object.keys(b)) {
      const inT = Object.hasOwn(t, k);
      const inO = Object.hasOwn(o, k);
      if (inT && inO) this.merge([...loc, k], [...oAt, k], b[k], t[k], o[k]);
      else if (inT && !inO) {
        if (deepEqual(t[k], b[k])) this.removeKey(loc, k, b[k], t[k]);
        else this.conflict([...loc, k], b[k], t[k], undefined);
      } else if (!inT && inO && !deepEqual(o[k], b[k])) this.conflict([...loc, k], b[k], undefined, o[k]);
    }
    const keys = Object.keys(o);
    for (const [i, k] of keys.entries()) {
      if (Object.hasOwn(b, k)) continue;
      if (Object.hasOwn(t, k)) {
        if (!deepEqual(t[k], o[k])) this.conflict([...loc, k], undefined, t[k], o[k]);
      } else this.addKey(loc, oAt, k, o[k], keys.slice(0, i));
    }
  }

  /** The identities of the items of the list at `loc` in the current result (by their key, or as the merge matched them). */
  private idsAt(loc: readonly Step[], key: string): string[] | undefined {
    if (!key) return this.matched.get(JSON.stringify(loc));
    const at = this.locate(loc);
    const cur = at ? this.at(this.data(), at) : undefined;
    return isList(cur) ? cur.map((x) => idText(x, key) ?? '') : undefined;
  }

  /** Lists are merged item by item: items known by their key (`id`, …) or, without one, as `matchItems` pairs them. */
  mergeList(loc: Step[], oAt: Path, b: readonly Value[], t: readonly Value[], o: readonly Value[]): void {
    const found = identityKey([b, t, o]);
    const key = found ?? '';
    let bIds: string[];
    let tIds: string[];
    let oIds: string[];
    if (found) [bIds, tIds, oIds] = [b, t, o].map((xs) => xs.map((x) => idText(x, found) ?? ''));
    else {
      bIds = b.map((_, i) => `#${i}`);
      tIds = matchItems(b, t, 't');
      oIds = matchItems(b, o, 'o', t, tIds);
      this.matched.set(JSON.stringify(loc), [...tIds]);
    }
    const index = (ids: string[]) => new Map(ids.map((id, i) => [id, i]));
    const bi = index(bIds);
    const ti = index(tIds);
    const oi = index(oIds);
    const step = (id: string, after?: string): Step => (after === undefined ? { key, id } : { key, id, after });
    const before = (id: string) => {
      const j = oi.get(id) ?? 0;
      return j ? oIds[j - 1] : '';
    };
    // Removed on our side.
    for (const [id, j] of bi) {
      const oj = oi.get(id);
      const tj = ti.get(id);
      if (oj !== undefined) {
        if (tj === undefined && !deepEqual(o[oj], b[j])) this.conflict([...loc, step(id, before(id))], b[j], undefined, o[oj]);
        continue;
      }
      if (tj === undefined) continue;
      if (deepEqual(t[tj], b[j])) this.removeItem(loc, step(id), b[j], t[tj]);
      else this.conflict([...loc, step(id)], b[j], t[tj], undefined);
    }
    // Kept by all three: merged inside.
    for (const [id, j] of bi) {
      const tj = ti.get(id);
      const oj = oi.get(id);
      if (tj !== undefined && oj !== undefined) this.merge([...loc, step(id)], [...oAt, oj], b[j], t[tj], o[oj]);
    }
    // Added on our side, after the item they follow in ours.
    for (const [j, x] of o.entries()) {
      const id = oIds[j];
      if (bi.has(id)) continue;
      const tj = ti.get(id);
      if (tj !== undefined) {
        if (!deepEqual(t[tj], x)) this.conflict([...loc, step(id)], undefined, t[tj], x);
        continue;
      }
      const ids = this.idsAt(loc, key);
      if (!ids) {
        this.conflict([...loc, step(id, before(id))], undefined, undefined, x);
        continue;
      }
      let at = 0;
      for (let p = j - 1; p >= 0; p--) {
        const q = ids.indexOf(oIds[p]);
        if (q >= 0) {
          at = q + 1;
          break;
        }
      }
      this.insertItem(loc, at, oAt, j, x, step(id));
    }
    // A reorder on our side only is taken; on both sides differently, the list's order is one conflict.
    const ids = this.idsAt(loc, key);
    if (!ids) return;
    const common = (xs: string[]) => xs.filter((id) => bi.has(id) && oi.has(id) && ids.includes(id));
    const oursOrder = common(oIds);
    const baseOrder = common(bIds);
    if (deepEqual(oursOrder, baseOrder) || deepEqual(common(ids), oursOrder)) return;
    if (!deepEqual(common(tIds), baseOrder)) {
      this.conflict(loc, b, t, o);
      return;
    }
    // Our order of the shared items, in the places they hold now; items only theirs stay where they are.
    const slots = ids.map((id, p) => (oursOrder.includes(id) ? p : -1)).filter((p) => p >= 0);
    const target = [...ids];
    slots.forEach((p, k) => (target[p] = oursOrder[k]));
    for (let p = 0; p < target.length; p++) {
      const from = (this.idsAt(loc, key) ?? []).indexOf(target[p]);
      if (from === p) continue;
      if (from < 0 || !this.moveItem(loc, from, p)) {
        this.conflict(loc, b, t, o);
        return;
      }
    }
  }

  private at(root: V, path: readonly PathSeg[]): V {
    let cur = root;
    for (const s of path) cur = isList(cur) ? cur[s as number] : isObject(cur) ? cur[String(s)] : undefined;
    return cur;
  }

  /** The conflicts with their places in the final text. */
  places(): Conflict[] {
    return this.conflicts.map((c) => {
      let at = this.locate(c.loc);
      if (!at) {
        // An item not in the text (their side removed it): where ours would go back, after the item it follows in ours.
        const last = c.loc[c.loc.length - 1];
        const list = this.locate(c.loc.slice(0, -1)) ?? [];
        const cur = this.at(this.data(), list);
        let i = isList(cur) ? cur.length : 0;
        if (typeof last === 'object' && isList(cur)) {
          const ids = last.key ? cur.map((x) => idText(x, last.key)) : (this.matched.get(JSON.stringify(c.loc.slice(0, -1))) ?? []);
          const prev = last.after ? ids.indexOf(last.after) : -1;
          i = last.after === '' ? 0 : prev >= 0 ? prev + 1 : cur.length;
        }
        at = [...list, i];
      }
      return { path: pathToString(at), at, base: c.base, theirs: c.theirs, ours: c.ours };
    });
  }
}

/**
 * Merge three versions of one YAML text: the base both sides started from, theirs and ours.
 * The text is theirs with our changes; each conflict is left at their value.
 */
export function merge3(base: string, theirs: string, ours: string): Merged {
  const texts = [base, theirs, ours].map(lf);
  const sources: Source[] = [];
  for (const [i, t] of texts.entries()) {
    const s = read(t);
    if (!s.ok) return fail(`${['The base', 'Their', 'Our'][i]} version: ${s.refusal}`);
    sources.push(s.value);
  }
  const [b, t, o] = sources.map((s) => dataOfDoc(s.doc) as V);
  const m = new Merger(sources[1], sources[2]);
  m.merge([], [], b, t, o);
  const conflicts = m.places();
  let text = m.text;
  if (!theirs.endsWith('\n') && theirs) text = text.replace(/\n$/, '');
  if (isCrlf(theirs)) text = text.replace(/\n/g, '\r\n');
  return { ok: true, text, conflicts };
}

/**
 * Apply the choice made at a conflict: "theirs" keeps the text as it is (the merge left their
 * value); "ours" writes our value there with the editor's edit operations (or removes the field
 * or item when our side removed it; puts our item back when their side removed it).
 */
export function resolve(text: string, conflict: Conflict, choice: 'theirs' | 'ours'): Edit {
  if (choice === 'theirs') return { ok: true, text };
  const { at, ours, theirs } = conflict;
  if (!at.length) return fail('The whole file is in conflict: choose one version of it.');
  const parent = at.slice(0, -1);
  const last = at[at.length - 1];
  if (typeof last === 'string') {
    if (ours === undefined) return theirs === undefined ? { ok: true, text } : removeKey(text, parent, last);
    return setValue(text, at, ours);
  }
  if (ours === undefined) return theirs === undefined ? { ok: true, text } : removeItem(text, parent, last);
  if (theirs === undefined) return addItem(text, parent, ours, last);
  const gone = removeItem(text, parent, last);
  return gone.ok ? addItem(gone.text, parent, ours, last) : gone;
}
