import fc from 'fast-check';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/loader/index.ts';
import { ROOT } from './helpers';

const original = readFileSync(join(ROOT, 'site.yaml'), 'utf8');

/** Edits an editor might make by mistake, applied to site.yaml's lines. */
const mutation = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('indent' as const), at: fc.nat(), by: fc.integer({ min: -4, max: 4 }) }),
  fc.record({ op: fc.constant('swap' as const), at: fc.nat(), to: fc.nat() }),
  fc.record({
    op: fc.constant('char' as const),
    at: fc.nat(),
    col: fc.nat(),
    ch: fc.constantFrom(':', '-', '"', "'", '{', '[', '#', ' ', '\t', 'x', '&', '*', '|', '>'),
  }),
  fc.record({
    op: fc.constant('value' as const),
    at: fc.nat(),
    value: fc.constantFrom('', '~', '42', 'true', '[]', '{}', '/nowhere', '/images/none.png', 'heroo', 'null'),
  }),
);

function apply(text: string, muts: ReadonlyArray<Record<string, string | number>>): string {
  const lines = text.split('\n');
  for (const m of muts) {
    const i = Number(m.at) % lines.length;
    switch (m.op) {
      case 'delete':
        lines.splice(i, 1);
        break;
      case 'duplicate':
        lines.splice(i, 0, lines[i]);
        break;
      case 'indent': {
        const by = Number(m.by);
        lines[i] = by > 0 ? ' '.repeat(by) + lines[i] : lines[i].replace(new RegExp(`^ {0,${-by}}`), '');
        break;
      }
      case 'swap': {
        const j = Number(m.to) % lines.length;
        [lines[i], lines[j]] = [lines[j], lines[i]];
        break;
      }
      case 'char': {
        const c = Number(m.col) % (lines[i].length + 1);
        lines[i] = lines[i].slice(0, c) + String(m.ch) + lines[i].slice(c);
        break;
      }
      case 'value': {
        const k = lines[i].indexOf(': ');
        if (k > 0) lines[i] = `${lines[i].slice(0, k)}: ${String(m.value)}`;
        break;
      }
    }
  }
  return lines.join('\n');
}

describe('loader under random edits of site.yaml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-site-'));
  symlinkSync(join(ROOT, 'content'), join(dir, 'content'));
  symlinkSync(join(ROOT, 'public'), join(dir, 'public'));

  it('never throws, and returns a model or positioned problems', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (muts) => {
        const text = apply(original, muts);
        writeFileSync(join(dir, 'site.yaml'), text);
        const r = await loadSite({ root: dir });
        if (r.ok) {
          expect(r.model.routes.length).toBeGreaterThan(0);
          return;
        }
        expect(r.problems.length).toBeGreaterThan(0);
        const lineCount = text.split('\n').length;
        for (const p of r.problems) {
          expect(p.message.length).toBeGreaterThan(0);
          expect(p.message).not.toMatch(/^Error|Invalid input|\[object Object\]|undefined/);
          if (p.file === 'site.yaml') {
            expect(p.line).toBeGreaterThanOrEqual(1);
            expect(p.line).toBeLessThanOrEqual(lineCount);
          }
          expect(p.col).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
  });
});
