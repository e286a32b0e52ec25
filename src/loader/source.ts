import { lineOf } from './lines.ts';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { PathSeg } from './dataPath.ts';

export type { PathSeg };

export interface Position {
  line: number;
  col: number;
  /** Last column (exclusive) of the marked span, on the same line. */
  endCol: number;
}

/** A YAML text (a whole file, or a Markdown file's front matter) with its positions. */
export interface SourceFile {
  /** Path as shown in messages, relative to the project root. */
  file: string;
  /** The whole file, for code frames. */
  text: string;
  /** The YAML part of it (the whole file, or a post's front matter). */
  yaml: string;
  doc: Document;
  lines: LineCounter;
  /** Lines before the YAML starts in the file (front matter starts after `---`). */
  lineOffset: number;
}

/**
 * Like parseSource, but the document (for positions and messages) is only
 * parsed when something asks for it: a valid file never needs it.
 */
export function lazySource(file: string, text: string, yamlText = text, lineOffset = 0): SourceFile {
  let parsed: SourceFile | undefined;
  const full = () => (parsed ??= parseSource(file, text, yamlText, lineOffset));
  return {
    file,
    text,
    yaml: yamlText,
    lineOffset,
    get doc() {
      return full().doc;
    },
    get lines() {
      return full().lines;
    },
  };
}

export function parseSource(file: string, text: string, yamlText = text, lineOffset = 0): SourceFile {
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  return { file, text, yaml: yamlText, doc, lines, lineOffset };
}

export function positionAt(src: SourceFile, start: number, end = start + 1): Position {
  const a = src.lines.linePos(start);
  const b = src.lines.linePos(Math.max(end, start + 1));
  const endCol = b.line === a.line ? b.col : lineLength(src, a.line + src.lineOffset) + 1;
  return { line: a.line + src.lineOffset, col: a.col, endCol: Math.max(endCol, a.col + 1) };
}

function lineLength(src: SourceFile, line: number): number {
  return lineOf(src.text, line).length;
}

function keyText(k: unknown): string | undefined {
  return isScalar(k) ? String(k.value) : undefined;
}

/**
 * Where a path of the data stands in the file. `key` marks the key of the last
 * segment (for an unknown key); `value` its value. A path that runs past what
 * the file holds (a missing field) marks the deepest node that exists.
 */
export function locate(src: SourceFile, path: readonly PathSeg[], target: 'key' | 'value' = 'value'): Position {
  let node: unknown = src.doc.contents;
  let keyNode: Node | undefined;
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyText(p.key) === String(seg));
      if (!pair) return markNode(src, node);
      keyNode = pair.key as Node;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg] !== undefined) {
      keyNode = undefined;
      node = node.items[seg];
    } else {
      break;
    }
  }
  if (target === 'key' && keyNode?.range) return positionAt(src, keyNode.range[0], keyNode.range[1]);
  return markNode(src, node);
}

function markNode(src: SourceFile, node: unknown): Position {
  const range = (node as Node | null)?.range;
  // A map or list spans many lines; positionAt marks its first line only.
  return range ? positionAt(src, range[0], range[1]) : { line: 1 + src.lineOffset, col: 1, endCol: 2 };
}
