import { lineOf } from '../yamlText/lines.ts';
import { severityOf, type ProblemKind, type Severity } from './catalogue.ts';
import { pathToString } from '../yamlText/dataPath.ts';
import { placeOf } from './where.ts';
import { locate, type PathSeg, type Position, type SourceFile } from '../yamlText/source.ts';

export interface Problem extends Position {
  kind: ProblemKind;
  /** An error fails the check and the build; a warning only does with --strict. Follows from the kind. */
  severity: Severity;
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

export function codeFrame(text: string, pos: Position): string {
  const width = String(pos.line).length;
  const out: string[] = [];
  for (let n = Math.max(1, pos.line - 1); n <= pos.line; n++) {
    out.push(`${n === pos.line ? '>' : ' '} ${String(n).padStart(width)} | ${lineOf(text, n)}`.trimEnd());
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
  return { kind, severity: severityOf(kind), file, path: pathToString(path), where, message, ...pos, frame: codeFrame(text, pos) };
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
  // A warning says so; a problem of the text of a post (no place in the data, but one in words) needs no "(top)".
  const head = [`${p.file}:${p.line}:${p.col}`, p.severity === 'warning' ? 'warning' : '', p.path || (p.where ? '' : '(top)'), p.message]
    .filter(Boolean)
    .join('  ');
  return `${head}${p.where ? `\n  in ${p.where}` : ''}\n${p.frame}`;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** How many problems of one kind a report prints before counting the rest (`npm run validate -- --all` prints every one). */
export const PER_KIND = 50;

/**
 * How many problems of each kind a check keeps, placed and worded: twice what a report prints
 * (a later check may fold a few away). Past it, problems are only counted: placing and wording
 * 200,000 of them for a report of 50 took most of the check's time and memory.
 */
export const KEEP_PER_KIND = 2 * PER_KIND;

/** How many problems of each kind were found past those kept. */
export type Omitted = Partial<Record<ProblemKind, number>>;

/** Which problems a check builds in full: the first `keep` of each kind; the rest are counted in `omitted`. */
export class ProblemBudget {
  readonly omitted: Omitted = {};
  private readonly kept = new Map<ProblemKind, number>();
  constructor(private readonly keep = KEEP_PER_KIND) {}

  /** Whether a problem of this kind is to be built; when not, it is counted. */
  take(kind: ProblemKind): boolean {
    const n = (this.kept.get(kind) ?? 0) + 1;
    if (n <= this.keep) {
      this.kept.set(kind, n);
      return true;
    }
    this.omitted[kind] = (this.omitted[kind] ?? 0) + 1;
    return false;
  }
}

/**
 * The problems a report prints, in their order: the first PER_KIND of each kind, the last of them
 * carrying how many more of its kind there are (those not kept, `omitted`, included). With
 * `all`, every one (and no counts).
 */
export function firstOfEachKind(
  problems: readonly Problem[],
  all = false,
  omitted: Omitted = {},
): Array<{ problem: Problem; more: number }> {
  if (all) return problems.map((problem) => ({ problem, more: 0 }));
  const total = new Map<ProblemKind, number>();
  for (const p of problems) total.set(p.kind, (total.get(p.kind) ?? 0) + 1);
  const seen = new Map<ProblemKind, number>();
  const out: Array<{ problem: Problem; more: number }> = [];
  for (const p of problems) {
    const n = (seen.get(p.kind) ?? 0) + 1;
    seen.set(p.kind, n);
    const last = n === PER_KIND || n === total.get(p.kind);
    const more = (total.get(p.kind) ?? 0) + (omitted[p.kind] ?? 0) - n;
    if (n <= PER_KIND) out.push({ problem: p, more: last && more > 0 ? more : 0 });
  }
  return out;
}

/** How many problems there are of the given severity, those not kept included. */
export function countOf(problems: readonly Problem[], severity: Severity, omitted: Omitted = {}): number {
  let n = problems.filter((p) => p.severity === severity).length;
  for (const [kind, more] of Object.entries(omitted) as Array<[ProblemKind, number]>) if (severityOf(kind) === severity) n += more;
  return n;
}

const moreLine = (n: number) => `… and ${n.toLocaleString('en-US')} more of this kind (npm run validate -- --all prints every one).`;

/**
 * Errors first, then warnings, each counted on its own line at the end. At most the first
 * PER_KIND problems of each kind are printed, then a line counting the rest (`omitted`: those
 * the check counted without keeping); `all` prints every one.
 */
export function formatProblems(
  problems: readonly Problem[],
  { all = false, omitted = {} }: { all?: boolean; omitted?: Omitted } = {},
): string {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const body = firstOfEachKind([...errors, ...warnings], all, omitted)
    .map(({ problem, more }) => (more ? `${formatProblem(problem)}\n${moreLine(more)}` : formatProblem(problem)))
    .join('\n\n');
  const errorCount = countOf(errors, 'error', omitted);
  const warningCount = countOf(warnings, 'warning', omitted);
  const them = (n: number) => (n === 1 ? 'it' : 'them');
  const summary = [
    errorCount ? `${count(errorCount, 'problem')} found. Fix ${them(errorCount)} and save again.` : '',
    warningCount
      ? `${count(warningCount, 'warning')}: the site still builds, but not as you meant. Fix ${them(warningCount)} and save again.`
      : '',
  ].filter(Boolean);
  return `${body}\n\n${summary.join('\n')}`;
}

/** By file, then line and column; errors before warnings (a failed load lists its warnings last). */
export function sortProblems(problems: Problem[]): Problem[] {
  const rank = (p: Problem) => (p.severity === 'error' ? 0 : 1);
  return problems.sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
