import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, severityOf, type ProblemKind } from '../../src/loader/catalogue.ts';
import { loadSite } from '../../src/loader/index.ts';
import { adviceCases } from './fixtureCases/advice.ts';
import { baseCases } from './fixtureCases/base.ts';
import { cascadesCases } from './fixtureCases/cascades.ts';
import { languagesCases } from './fixtureCases/languages.ts';
import { postsCases } from './fixtureCases/posts.ts';
import { slipsCases } from './fixtureCases/slips.ts';
import { warningsCases } from './fixtureCases/warnings.ts';
import { FIXTURES, fixtureSite } from './helpers';

/** Each broken site under tests/fixtures/broken/ and the exact problems it must give, in order. */
const errorCases = { ...baseCases, ...adviceCases, ...cascadesCases, ...postsCases, ...slipsCases, ...languagesCases };
/** Sites that still load, and the exact warnings they must give. */
const cases = { ...errorCases, ...warningsCases };

describe('broken manifests', () => {
  it('has an expectation for every fixture folder', () => {
    expect(Object.keys(cases).sort()).toEqual(readdirSync(join(FIXTURES, 'broken')).sort());
  });

  it('has a fixture for every kind of problem in the catalogue', () => {
    const covered = new Set(Object.values(cases).flatMap((c) => c.map((p) => p.kind)));
    expect(Object.keys(catalogue).filter((k) => !covered.has(k as ProblemKind))).toEqual([]);
  });

  it('accepts the minimal site the fixtures are made from, without a warning', async () => {
    const r = await loadSite({ root: fixtureSite() });
    expect((r.ok ? r.warnings : r.problems).map((p) => p.message)).toEqual([]);
  });

  for (const [name, expected] of Object.entries(errorCases)) {
    it(`${name}: reports ${expected.length === 1 ? 'the problem' : 'every problem'} at its line and column`, async () => {
      const r = await loadSite({ root: fixtureSite(name) });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(
        r.problems.map(({ kind, where, file, line, col, path, message }) => ({ kind, where, file, line, col, path, message })),
      ).toEqual(expected);
      // Each kind has one severity: these are errors (a warning among them would be listed after them).
      expect(r.problems.map((p) => p.severity)).toEqual(expected.map((p) => severityOf(p.kind)));
      for (const p of r.problems) expect(p.frame).toContain(`> ${p.line} |`);
    });
  }

  for (const [name, expected] of Object.entries(warningsCases)) {
    it(`${name}: still loads, and gives ${expected.length === 1 ? 'the warning' : 'every warning'} at its line and column`, async () => {
      const r = await loadSite({ root: fixtureSite(name) });
      expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual([]);
      if (!r.ok) return;
      expect(
        r.warnings.map(({ severity, kind, where, file, line, col, path, message }) => ({
          severity,
          kind,
          where,
          file,
          line,
          col,
          path,
          message,
        })),
      ).toEqual(expected);
      for (const p of r.warnings) expect(p.frame).toContain(`> ${p.line} |`);
    });
  }
});
