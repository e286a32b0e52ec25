/**
 * What the tests of the editor's edits share: the real files, a line diff, and the loader's
 * verdict on a copy of the site with some files replaced.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { parse } from 'yaml';
import type { Edit, Key, Path } from '../../../../src/editor/edits';
import { loadSite } from '../../../../src/loader/index';
import { ROOT } from '../../helpers';

export const SITE = readFileSync(join(ROOT, 'site.yaml'), 'utf8');
export const PRODUCTS = readFileSync(join(ROOT, 'content/products.yaml'), 'utf8');
export const POST_FILE = 'content/blog/diy-bamboo-planter.md';
export const POST = readFileSync(join(ROOT, POST_FILE), 'utf8');
export const GUIDE = readFileSync(join(ROOT, 'docs/editing.md'), 'utf8');

/** A line diff (longest common subsequence): the lines only in `a` and only in `b`, with their 1-based line numbers. */
export function lineDiff(a: string, b: string): { removed: Array<[number, string]>; added: Array<[number, string]> } {
  const A = a.split('\n');
  const B = b.split('\n');
  let pre = 0;
  while (pre < A.length && pre < B.length && A[pre] === B[pre]) pre++;
  let suf = 0;
  while (suf < A.length - pre && suf < B.length - pre && A[A.length - 1 - suf] === B[B.length - 1 - suf]) suf++;
  const a2 = A.slice(pre, A.length - suf);
  const b2 = B.slice(pre, B.length - suf);
  const n = a2.length;
  const m = b2.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i][j] = a2[i] === b2[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const removed: Array<[number, string]> = [];
  const added: Array<[number, string]> = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a2[i] === b2[j]) {
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      added.push([pre + j + 1, b2[j]]);
      j++;
    } else {
      removed.push([pre + i + 1, a2[i]]);
      i++;
    }
  }
  return { removed, added };
}

export const diffSize = (a: string, b: string) => {
  const d = lineDiff(a, b);
  return d.removed.length + d.added.length;
};

export function text(r: Edit): string {
  if (!r.ok) throw new Error(`Refused: ${r.refusal}`);
  return r.text;
}

/** The lines of a file whose text is `needle` (exactly, without the newline), 1-based. */
export function lineOf(file: string, needle: string, after = 0): number {
  const lines = file.split('\n');
  const i = lines.findIndex((l, k) => k >= after && l === needle);
  if (i < 0) throw new Error(`No line ${JSON.stringify(needle)}`);
  return i + 1;
}

/** Every comment line of the original is in the result, in the same order, byte for byte. */
export function commentsKept(before: string, after: string, dropped: string[] = []) {
  const comments = (t: string) => t.split('\n').filter((l) => /^\s*#/.test(l) || / #/.test(l));
  expect(comments(after)).toEqual(comments(before).filter((c) => !dropped.includes(c)));
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The loader's verdict on a copy of the site with some files replaced. */
export async function loads(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-edits-'));
  dirs.push(dir);
  for (const p of ['site.yaml', 'content', 'public']) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  for (const [file, t] of Object.entries(files)) writeFileSync(join(dir, file), t);
  const r = await loadSite({ root: dir });
  return r.ok ? [] : r.problems.filter((p) => p.severity !== 'warning').map((p) => `${p.file}:${p.line} ${p.message}`);
}

export const dataOf = (t: string): unknown => parse(t);

export function getIn(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((d, k) => (d as Record<Key, unknown>)[k], data);
}

/** The lines [from, to] (1-based, inclusive) of a text. */
export const span = (t: string, from: number, to: number) => t.split('\n').slice(from - 1, to);
