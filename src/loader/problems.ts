import type { ProblemKind } from './catalogue.ts';
import { placeOf } from './where.ts';
import { locate, type PathSeg, type Position, type SourceFile } from './source.ts';

export interface Problem extends Position {
  kind: ProblemKind;
  /** File as shown to the editor, relative to the project root. */
  file: string;
  /** Where in the data, e.g. routes[2].blocks[0].type */
  path: string;
  /** The same place in the editor's words, e.g. page "/products" › block 1 (productGrid "Catalog") › type */
  where: string;
  message: string;
  /** The offending lines with a caret under the spot. */
  frame: string;
}

export function pathToString(path: readonly PathSeg[]): string {
  return path.reduce<string>((acc, seg) => (typeof seg === 'number' ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

export function codeFrame(text: string, pos: Position): string {
  const lines = text.split(/\r?\n/);
  const width = String(pos.line).length;
  const out: string[] = [];
  for (let n = Math.max(1, pos.line - 1); n <= pos.line; n++) {
    out.push(`${n === pos.line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`.trimEnd());
  }
  const span = Math.max(1, pos.endCol - pos.col);
  out.push(`  ${' '.repeat(width)} | ${' '.repeat(pos.col - 1)}${'^'.repeat(span)}`);
  return out.join('\n');
}

export function problemAt(
  pos: Position,
  file: string,
  text: string,
  kind: ProblemKind,
  path: readonly PathSeg[],
  message: string,
  where = '',
): Problem {
  return { kind, file, path: pathToString(path), where, message, ...pos, frame: codeFrame(text, pos) };
}

/** A problem located by its data path in a YAML source. */
export function problem(
  src: SourceFile,
  kind: ProblemKind,
  path: readonly PathSeg[],
  message: string,
  target: 'key' | 'value' = 'value',
): Problem {
  return problemAt(locate(src, path, target), src.file, src.text, kind, path, message, placeOf(src, path));
}

export function formatProblem(p: Problem): string {
  const head = `${p.file}:${p.line}:${p.col}  ${p.path || '(top)'}  ${p.message}`;
  return `${head}${p.where ? `\n  in ${p.where}` : ''}\n${p.frame}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const n = problems.length;
  const body = problems.map(formatProblem).join('\n\n');
  return `${body}\n\n${n} problem${n === 1 ? '' : 's'} found. Fix ${n === 1 ? 'it' : 'them'} and save again.`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
