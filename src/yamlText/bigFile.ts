import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { PathSeg } from './dataPath.ts';

/**
 * Places in a very large YAML file without its whole document model. yaml's document
 * of a 14 MB file of 200,000 list items takes about 630 MB (its syntax tree and its nodes, both
 * held at once); a problem needs only the few nodes along its path. So a large file is walked
 * down by its indentation, the way YAML's block style nests: the children of a list or a group
 * are the lines at its own column, each child runs to the next one. Once a part is small, yaml
 * parses that part alone and the walk goes on in its nodes, so every position still comes from
 * yaml itself. Where the indentation cannot tell for sure (brackets, `?` keys, tabs, a line
 * that is neither a child nor inside one), the walk stops and the caller parses the whole file:
 * a shortcut, never a second reading of YAML.
 */

/** Texts longer than this (in characters) are placed piece by piece; smaller ones are parsed whole. */
export const BIG = 1 << 20;

/** A part smaller than this is parsed by yaml. */
const SMALL = 16 * 1024;

/** A node's text: it starts at `start` (its column `col`) and its lines run to `end`. */
interface Part {
  start: number;
  end: number;
  col: number;
}

interface Child extends Part {
  /** Where the child's own line starts: its dash, or its key. */
  at: number;
  /** A group's key, and where it ends (a list's item has none). */
  key?: string;
  keyEnd?: number;
}

/** Where something is in the file, by offsets. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Where a walk along a path ended: the node reached, and the key of the last group field walked
 * (none when the path named a field the group does not have: the group itself is the place).
 */
export interface Reached {
  node?: Span;
  key?: Span;
}

/**
 * A key at the start of a line (sticky: set lastIndex to where the line's content starts); it
 * stays on its line. Read where it starts rather than on a copy of the line: a copy of each of
 * 200,000 lines was most of what a large file's walk allocated.
 */
const KEY = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*'|[^\s#'"{[?|>&*!%@`-][^#\n]*?|-[^\s#][^#\n]*?)[ \t]*:(?:[ \t]|(?=\n)|$)/y;

/** A key as YAML reads it; undefined for a double-quoted key with an escape JSON does not share (`"\x41"`): yaml tells then. */
function keyText(raw: string): string | undefined {
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return undefined;
    }
  }
  if (raw.startsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
  return raw;
}

export class BigYaml {
  /** yaml's own line index (the one a whole parse fills as it reads). */
  private readonly lines = new LineCounter();
  private readonly children = new Map<number, Child[] | null>();

  constructor(private readonly text: string) {
    this.lines.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.lines.addNewLine(i + 1);
  }

  /** Line (from 1) and column (from 1) of an offset. */
  linePos(offset: number): { line: number; col: number } {
    return this.lines.linePos(offset);
  }

  private lineStartOf(offset: number): number {
    return this.lines.lineStarts[this.lines.linePos(offset).line - 1];
  }

  private lineEndOf(offset: number): number {
    const e = this.text.indexOf('\n', offset);
    return e < 0 ? this.text.length : e;
  }

  /** Where the first thing (not a blank or a comment) at or after `from`, before `end`, is; -1 if none. */
  private contentFrom(from: number, end: number): number {
    let i = from;
    while (i < end) {
      const c = this.text[i];
      if (c === ' ' || c === '\n' || c === '\r') i++;
      else if (c === '#') i = this.lineEndOf(i);
      else return i;
    }
    return -1;
  }

  /** The whole text as a part: its first node. */
  root(): Part | undefined {
    const start = this.contentFrom(0, this.text.length);
    if (start < 0 || this.text.startsWith('---', start) || this.text.startsWith('%', start)) return undefined;
    return { start, end: this.text.length, col: start - this.lineStartOf(start) };
  }

  /** The list items or group fields of a part, read from its indentation; null when it cannot tell. */
  private childrenOf(part: Part): Child[] | null {
    const known = this.children.get(part.start);
    if (known !== undefined) return known;
    const found = this.scan(part);
    this.children.set(part.start, found);
    return found;
  }

  private scan(part: Part): Child[] | null {
    const { text } = this;
    const first = text[part.start];
    const list = first === '-' && /[ \n\r]/.test(text[part.start + 1] ?? '\n');
    const out: Child[] = [];
    const add = (at: number, lineEnd: number): boolean => {
      if (list) {
        const next = at + 1 < lineEnd ? text[at + 1] : '';
        if (text[at] !== '-' || (next !== '' && next !== ' ' && next !== '\t')) return false;
        out.push({ at, start: at, end: part.end, col: part.col });
        return true;
      }
      KEY.lastIndex = at;
      const m = KEY.exec(text);
      const key = m ? keyText(m[1]) : undefined;
      if (!m || key === undefined) return false;
      out.push({ at, start: at, end: part.end, col: part.col, key, keyEnd: at + m[1].length });
      return true;
    };
    let lineEnd = this.lineEndOf(part.start);
    if (!add(part.start, lineEnd)) return null;
    for (let ls = lineEnd + 1; ls < part.end; ls = lineEnd + 1) {
      lineEnd = this.lineEndOf(ls);
      let i = ls;
      while (i < lineEnd && text[i] === ' ') i++;
      if (i >= lineEnd || text[i] === '#' || text[i] === '\r') continue;
      if (text[i] === '\t') return null;
      const col = i - ls;
      if (col > part.col) continue;
      if (col < part.col) return null;
      // A list written at its key's column (`items:` then `- a` below it) belongs to that key.
      if (!list && text[i] === '-' && /[ \t\r]|$/.test(text[i + 1] ?? '')) continue;
      out[out.length - 1].end = ls;
      if (!add(i, lineEnd)) return null;
    }
    // Each child's value: after its dash or its key, on the same line or the lines below.
    for (const child of out) {
      const after =
        child.key === undefined ? child.at + 1 : (child.keyEnd as number) + text.slice(child.keyEnd, child.end).indexOf(':') + 1;
      const start = this.contentFrom(after, child.end);
      if (start < 0) {
        // An empty value: the child is its own line.
        child.start = child.at;
        child.col = child.at - this.lineStartOf(child.at);
        continue;
      }
      child.start = start;
      child.col = start - this.lineStartOf(start);
    }
    return out;
  }

  /**
   * Walks `path` down from the top as yaml's nodes would be walked (source.ts `locate`): through
   * the large parts by their indentation, then in yaml's nodes of the first small part. Undefined
   * when the indentation cannot tell.
   */
  walk(path: readonly PathSeg[]): Reached | undefined {
    let part = this.root();
    if (!part) return undefined;
    let key: Span | undefined;
    for (let i = 0; i < path.length; i++) {
      const c = this.text[part.start];
      if (part.end - part.start < SMALL) return this.parsePart(part, path.slice(i), key);
      // A large part in brackets, or a long text: only the whole parse can tell.
      if ('[{|>"\''.includes(c)) return undefined;
      const children = this.childrenOf(part);
      if (!children) return undefined;
      const seg = path[i];
      const child =
        children[0].key === undefined
          ? typeof seg === 'number'
            ? children[seg]
            : undefined
          : children.find((ch) => ch.key === String(seg));
      if (!child) return { node: this.spanOf(part), key: children[0].key === undefined ? key : undefined };
      key = child.key === undefined ? undefined : { start: child.at, end: child.keyEnd as number };
      part = child;
    }
    return { node: this.spanOf(part), key };
  }

  /** A part as yaml's range would mark it: from its start to the end of its last line with content. */
  private spanOf(part: Part): Span {
    let end = part.end;
    while (end > part.start && /\s/.test(this.text[end - 1])) end--;
    return { start: part.start, end };
  }

  /** Parses a small part alone (its first line's start blanked, so columns stay) and walks the rest of the path in it. */
  private parsePart(part: Part, rest: readonly PathSeg[], key: Span | undefined): Reached | undefined {
    const base = this.lineStartOf(part.start);
    const doc = parseDocument(' '.repeat(part.start - base) + this.text.slice(part.start, part.end), { prettyErrors: false });
    if (doc.errors.length) return undefined;
    const walked = walkNodes(doc.contents, rest);
    const shift = (n: Node | undefined): Span | undefined => (n?.range ? { start: base + n.range[0], end: base + n.range[1] } : undefined);
    const node = shift(walked.node as Node | undefined);
    if (walked.missing) return { node };
    return { node, key: walked.stepped ? shift(walked.keyNode) : key };
  }
}

/**
 * Walks `path` in yaml's nodes from `node`: a group's field by its key, a list's item by its
 * number, as far as the nodes go. The one walk of the loader's places (source.ts `locate` and
 * the large files' parts above).
 */
export function walkNodes(node: unknown, path: readonly PathSeg[]): { node: unknown; keyNode?: Node; stepped: boolean; missing: boolean } {
  let keyNode: Node | undefined;
  let stepped = false;
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) return { node, keyNode, stepped, missing: true };
      keyNode = pair.key as Node;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg] !== undefined) {
      keyNode = undefined;
      node = node.items[seg];
    } else break;
    stepped = true;
  }
  return { node, keyNode, stepped, missing: false };
}
