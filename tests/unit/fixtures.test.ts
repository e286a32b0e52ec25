import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, type ProblemKind } from '../../src/loader/catalogue.ts';
import { loadSite } from '../../src/loader/index.ts';
import { adviceCases } from './fixtureCases/advice.ts';
import { baseCases } from './fixtureCases/base.ts';
import { cascadesCases } from './fixtureCases/cascades.ts';
import { postsCases } from './fixtureCases/posts.ts';
import { warningsCases } from './fixtureCases/warnings.ts';
import { FIXTURES, fixtureSite } from './helpers';

/** Each broken site under tests/fixtures/broken/ and the exact problems it must give, in order. */
const cases = { ...baseCases, ...adviceCases, ...cascadesCases, ...postsCases, ...warningsCases };

describe('broken manifests', () => {
  it('has an expectation for every fixture folder', () => {
    expect(Object.keys(cases).sort()).toEqual(readdirSync(join(FIXTURES, 'broken')).sort());
  });

  it('has a fixture for every kind of problem in the catalogue', () => {
    const covered = new Set(Object.values(cases).flatMap((c) => c.map((p) => p.kind)));
    expect(Object.keys(catalogue).filter((k) => !covered.has(k as ProblemKind))).toEqual([]);
  });

  it('accepts the minimal site the fixtures are made from', async () => {
    const r = await loadSite({ root: fixtureSite() });
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual([]);
  });

  for (const [name, expected] of Object.entries(cases)) {
    it(`${name}: reports ${expected.length === 1 ? 'the problem' : 'every problem'} at its line and column`, async () => {
      const r = await loadSite({ root: fixtureSite(name) });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(
        r.problems.map(({ kind, where, file, line, col, path, message }) => ({ kind, where, file, line, col, path, message })),
      ).toEqual(expected);
      for (const p of r.problems) expect(p.frame).toContain(`> ${p.line} |`);
    });
  }
});
