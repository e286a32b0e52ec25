/**
 * The loader under random edits: a seeded run of mutated texts of site.yaml and
 * of a post, each checked by loadSite as the editor checks a change (an override, nothing written).
 * Every run must end in a model or in problems, never a throw; no message may carry a stack trace
 * or an internal error's words; every message has a line inside its file and a column. The edits
 * are an editor's slips, and the YAML shorthands for repeating a value (anchors, aliases, merge
 * keys, an alias bomb), which are refused in one message. FUZZ_RUNS scales it, FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, type LoadResult } from '../../src/loader/index.ts';
import { fixtureSite, ROOT } from './helpers';

/** Edits an editor might make by mistake, applied to a file's lines. */
const mutation = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('indent' as const), at: fc.nat(), by: fc.integer({ min: -4, max: 4 }) }),
  fc.record({ op: fc.constant('swap' as const), at: fc.nat(), to: fc.nat() }),
  fc.record({
    op: fc.constant('char' as const),
    at: fc.nat(),
    col: fc.nat(),
    ch: fc.constantFrom(':', '-', '"', "'", '{', '[', '#', ' ', '\t', 'x', '&', '*', '|', '>', '<<: ', '&a ', '*a'),
  }),
  fc.record({
    op: fc.constant('value' as const),
    at: fc.nat(),
    value: fc.constantFrom('', '~', '42', 'true', '[]', '{}', '/nowhere', '/images/none.png', 'heroo', 'null', '*a', '&a x', '*nowhere'),
  }),
  // Repeating values: an anchor on a value, an alias for one, a merge key in a group of fields.
  fc.record({ op: fc.constant('anchor' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('alias' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('merge' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('bomb' as const), at: fc.nat() }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

const BOMB = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...'bcdefghi'.split('').map((n, i) => `${n}: &${n} [${`*${'abcdefgh'[i]}, `.repeat(8)}*${'abcdefgh'[i]}]`),
];

function apply(text: string, muts: readonly Mutation[]): string {
  const lines = text.split('\n');
  for (const m of muts) {
    const i = m.at % lines.length;
    const line = lines[i];
    const colon = line.indexOf(': ');
    const indent = line.length - line.trimStart().length;
    switch (m.op) {
      case 'delete':
        lines.splice(i, 1);
        break;
      case 'duplicate':
        lines.splice(i, 0, line);
        break;
      case 'indent':
        lines[i] = m.by > 0 ? ' '.repeat(m.by) + line : line.replace(new RegExp(`^ {0,${-m.by}}`), '');
        break;
      case 'swap': {
        const j = m.to % lines.length;
        [lines[i], lines[j]] = [lines[j], line];
        break;
      }
      case 'char': {
        const c = m.col % (line.length + 1);
        lines[i] = line.slice(0, c) + m.ch + line.slice(c);
        break;
      }
      case 'value':
        if (colon > 0) lines[i] = `${line.slice(0, colon)}: ${m.value}`;
        break;
      case 'anchor':
        if (colon > 0) lines[i] = `${line.slice(0, colon)}: &a ${line.slice(colon + 2)}`;
        break;
      case 'alias':
        if (colon > 0) lines[i] = `${line.slice(0, colon)}: *a`;
        break;
      case 'merge':
        lines.splice(i, 0, `${' '.repeat(indent)}${line.trimStart().startsWith('- ') ? '- ' : ''}<<: *a`);
        break;
      case 'bomb':
        lines.splice(i, 0, ...BOMB.map((b) => ' '.repeat(indent) + b));
        break;
    }
  }
  return lines.join('\n');
}

/** What must hold of every result: a model, or problems each with a place in its file and plain words. */
function expectSound(r: LoadResult, texts: ReadonlyMap<string, string>) {
  const problems = r.ok ? r.warnings : r.problems;
  if (!r.ok) expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) {
    expect(p.message.length).toBeGreaterThan(0);
    expect(p.message).not.toMatch(
      /^Error|Invalid input|\[object Object\]|undefined|\n\s+at |at .*\(.*:\d+:\d+\)|TypeError|RangeError|ReferenceError/,
    );
    const text = texts.get(p.file);
    if (text !== undefined) {
      expect(p.line, p.message).toBeGreaterThanOrEqual(1);
      expect(p.line, p.message).toBeLessThanOrEqual(text.split('\n').length);
    }
    expect(p.line).toBeGreaterThanOrEqual(1);
    expect(p.col).toBeGreaterThanOrEqual(1);
  }
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 27);

describe('the loader under random edits of site.yaml and of a post', () => {
  const root = fixtureSite();
  const files = ['site.yaml', 'content/blog/first-post.md'] as const;
  const originals = files.map((f) => readFileSync(join(root, f), 'utf8'));

  it(`${RUNS} mutated texts: 0 throws, 0 stack traces, 0 unplaced messages`, { timeout: 120_000 }, async () => {
    const start = performance.now();
    let refusedReuse = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(9), fc.array(mutation, { minLength: 1, maxLength: 4 }), async (which, muts) => {
        // Seven runs in ten edit site.yaml, three the post's front matter and text.
        const k = which < 7 ? 0 : 1;
        const text = apply(originals[k], muts);
        const r = await loadSite({ root, overrides: new Map([[join(root, files[k]), text]]) });
        if (!r.ok && r.problems.some((p) => p.kind === 'yamlReuse')) refusedReuse++;
        expectSound(r, new Map([[files[k], text]]));
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const seconds = (performance.now() - start) / 1000;
    console.log(`fuzz: ${RUNS} mutated texts in ${seconds.toFixed(1)} s, ${refusedReuse} refused for repeating values`);
    // The shorthands for repeating values are among the edits, and refused as such.
    expect(refusedReuse).toBeGreaterThan(RUNS / 20);
  });
});

describe('the loader under random edits of the real site.yaml', () => {
  it('never throws, and returns a model or positioned problems', { timeout: 120_000 }, async () => {
    const file = join(ROOT, 'site.yaml');
    const original = readFileSync(file, 'utf8');
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (muts) => {
        const text = apply(original, muts);
        expectSound(await loadSite({ root: ROOT, overrides: new Map([[file, text]]) }), new Map([['site.yaml', text]]));
      }),
      { numRuns: Number(process.env.FUZZ_REAL_RUNS ?? 40), seed: SEED },
    );
  });
});
