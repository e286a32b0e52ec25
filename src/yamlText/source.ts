import { lineOf } from './lines.ts';
import { LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { PathSeg } from './dataPath.ts';
import { BIG, BigYaml, walkNodes } from './bigFile.ts';

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
  /** A very large file's places, found without parsing it whole (bigFile.ts). */
  big?: BigYaml;
  /** The file's data, when it was read (the names of the places of its problems come from it). */
  data?: unknown;
}

/**
 * Like parseSource, but the document (for positions and messages) is only
 * parsed when something asks for it: a valid file never needs it.
 */
export function lazySource(file: string, text: string, yamlText = text, lineOffset = 0, data?: unknown): SourceFile {
  let parsed: SourceFile | undefined;
  const full = () => (parsed ??= parseSource(file, text, yamlText, lineOffset));
  return {
    file,
    text,
    yaml: yamlText,
    lineOffset,
    data,
    big: yamlText.length > BIG ? new BigYaml(yamlText) : undefined,
    get doc() {
      return full().doc;
    },
    get lines() {
      return full().lines;
    },
  };
}

/**
 * The most aliases one file's data may expand to: the yaml library's guard against a small
 * file that grows without end ("billion laughs"). One limit for every reader of YAML data.
 */
export const MAX_ALIASES = 1000;

/** The plain data of a parsed document; throws as the yaml library does (an alias to nothing, too many). */
export function dataOfDoc(doc: Document): unknown {
  return doc.toJS({ maxAliasCount: MAX_ALIASES });
}

/**
 * The plain data of a YAML text, or undefined when it cannot be read (a syntax error, an alias to
 * nothing, too many aliases). For showing what a file holds (a key given twice keeps its last
 * value); the loader's checks (`toData`) are what report such a file.
 */
export function yamlData(text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length) return undefined;
  try {
    return dataOfDoc(doc);
  } catch {
    return undefined;
  }
}

export function parseSource(file: string, text: string, yamlText = text, lineOffset = 0): SourceFile {
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  return { file, text, yaml: yamlText, doc, lines, lineOffset };
}

export function positionAt(src: SourceFile, start: number, end = start + 1): Position {
  const lines = src.big ?? src.lines;
  const a = lines.linePos(start);
  const b = lines.linePos(Math.max(end, start + 1));
  const endCol = b.line === a.line ? b.col : lineLength(src, a.line + src.lineOffset) + 1;
  return { line: a.line + src.lineOffset, col: a.col, endCol: Math.max(endCol, a.col + 1) };
}

function lineLength(src: SourceFile, line: number): number {
  return lineOf(src.text, line).length;
}

/**
 * Where a path of the data stands in the file. `key` marks the key of the last
 * segment (for an unknown key); `value` its value. A path that runs past what
 * the file holds (a missing field) marks the deepest node that exists. A very large
 * file is walked part by part (bigFile.ts) and parsed whole only when that cannot tell.
 */
export function locate(src: SourceFile, path: readonly PathSeg[], target: 'key' | 'value' = 'value'): Position {
  const big = src.big?.walk(path);
  if (big) {
    const at = target === 'key' && big.key ? big.key : big.node;
    return at ? positionAt(src, at.start, at.end) : { line: 1 + src.lineOffset, col: 1, endCol: 2 };
  }
  const { node, keyNode, missing } = walkNodes(src.doc.contents, path);
  if (!missing && target === 'key' && keyNode?.range) return positionAt(src, keyNode.range[0], keyNode.range[1]);
  return markNode(src, node);
}

function markNode(src: SourceFile, node: unknown): Position {
  const range = (node as Node | null)?.range;
  // A map or list spans many lines; positionAt marks its first line only.
  return range ? positionAt(src, range[0], range[1]) : { line: 1 + src.lineOffset, col: 1, endCol: 2 };
}
