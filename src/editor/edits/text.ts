/**
 * What every edit shares: the result types, reading a YAML text with the places of its nodes,
 * finding the node at a path, and the lines of the text. An edit works on LF text ending in a
 * newline (`withText`) and never throws: it refuses in words.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml';
import { catalogue } from '../../loader/catalogue.ts';
import { reuseAt } from '../../loader/reuse.ts';
import { pathToString } from '../../yamlText/dataPath.ts';
import { findPair, isFlowNode, type Key, type ScalarValue, type Value } from '../../yamlText/yamlWriter.ts';

export type { Key, ScalarValue, Value };
/** A place in a file's data: keys of maps and indexes of lists, from the top. */
export type Path = readonly Key[];

/** The new text, or why the edit was not made. */
export type Edit = { ok: true; text: string } | { ok: false; refusal: string };
/** A deleted item: the new text, the lines that went, and the text before (undo puts it back). */
export type Deletion = { ok: true; text: string; removed: string; undo: string } | { ok: false; refusal: string };

/** A page of site.yaml: its path (`/about`) or its index in `routes`. */
export type PageRef = string | number;

export type Range = [number, number, number];
export type Ok<T> = { ok: true; value: T };
export type Fail = { ok: false; refusal: string };
export const fail = (refusal: string): Fail => ({ ok: false, refusal });

export interface Source {
  text: string;
  doc: Document.Parsed;
}

/** Runs an edit on the text with LF line ends and a last newline; the result gets the original's line ends back. */
export function withText(original: string, edit: (text: string) => Edit): Edit {
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

/**
 * The text's document, with the places of its nodes; a text that is not YAML is refused, and so
 * is one that repeats values with anchors, aliases or merge keys, in the loader's words.
 */
export function read(text: string): Ok<Source> | Fail {
  const lines = new LineCounter();
  const doc = parseDocument(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: false, lineCounter: lines });
  if (doc.errors.length) {
    const line = text.slice(0, doc.errors[0].pos[0]).split('\n').length;
    return fail(`The file cannot be read as YAML (line ${line}): fix it first, then edit it here.`);
  }
  const reuse = reuseAt({ file: '', text, yaml: text, doc, lines, lineOffset: 0 });
  // The loader's own message (Problems gives its line); no line here, which in a post's front matter would be off by the "---".
  if (reuse) return fail(`${catalogue.yamlReuse(reuse.how, reuse.name)} Fix it in a text editor first, then edit it here.`);
  return { ok: true, value: { text, doc } };
}

/**
 * `routes[1].blocks[3].title`: the place of a path in the loader's own notation (the `path` of
 * its problems), so a field finds its problems by it.
 */
export const describePath = pathToString;

/** A place in words for a refusal: its path, or "the file" for the whole of it. */
export const placeName = (path: Path): string => pathToString(path) || 'the file';

/** A node's place in the text: [start, end of its value, end with its comment]. */
export function rangeOf(node: unknown): Range | undefined {
  const r = (node as { range?: unknown } | null)?.range;
  return Array.isArray(r) && r.length === 3 ? (r as Range) : undefined;
}

export interface Found {
  node: Node | null;
  /** The pair holding it, when its parent is a map. */
  pair?: Pair;
}

/** The node at a path, or a refusal naming the first step that is not there. */
export function nodeAt(doc: Document.Parsed, path: Path): Ok<Found> | Fail {
  let cur: Node | null = doc.contents;
  let pair: Pair | undefined;
  for (const [i, key] of path.entries()) {
    const here = describePath(path.slice(0, i + 1));
    if (isMap(cur)) {
      pair = findPair(cur, String(key));
      if (!pair) return fail(`There is no ${here}: ${placeName(path.slice(0, i))} has no field "${String(key)}".`);
      cur = (pair.value ?? null) as Node | null;
    } else if (isSeq(cur)) {
      if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= cur.items.length) {
        return fail(
          `There is no ${here}: ${i ? `the list ${describePath(path.slice(0, i))}` : 'the file'} has ${cur.items.length} item(s), counted from 0.`,
        );
      }
      pair = undefined;
      cur = (cur.items[key] ?? null) as Node | null;
    } else {
      return fail(`There is no ${here}: ${placeName(path.slice(0, i))} is not a list or a group of fields.`);
    }
  }
  return { ok: true, value: { node: cur, pair } };
}

// ─── Lines ────────────────────────────────────────────────────────────────────

export const lineStart = (text: string, pos: number) => text.lastIndexOf('\n', pos - 1) + 1;
export function lineEnd(text: string, pos: number): number {
  const i = text.indexOf('\n', pos);
  return i === -1 ? text.length : i + 1;
}
export const indentOf = (line: string) => line.length - line.trimStart().length;
export const isComment = (line: string) => /^ *#/.test(line);

/** The end of the line holding the last character of [start, end), then any comment lines indented deeper than `col`. */
export function endWithComments(text: string, start: number, end: number, col: number): number {
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
export function startWithComments(text: string, lineAt: number, col: number): number {
  let start = lineAt;
  while (start > 0) {
    const prev = lineStart(text, start - 1);
    const line = text.slice(prev, start - 1);
    if (isComment(line) && indentOf(line) === col) start = prev;
    else break;
  }
  return start;
}

/** Whether the node at the end of a path sits inside a flow collection. */
export function inFlowAt(doc: Document.Parsed, path: Path): boolean {
  let cur: unknown = doc.contents;
  for (const key of path.slice(0, -1)) {
    if (isFlowNode(cur)) return true;
    cur = isMap(cur) ? findPair(cur, String(key))?.value : isSeq(cur) ? cur.items[key as number] : undefined;
  }
  return isFlowNode(cur);
}

/** The column of a pair's key. */
export function keyColumn(text: string, pair: Pair): number {
  const r = rangeOf(pair.key);
  return r ? r[0] - lineStart(text, r[0]) : 0;
}
