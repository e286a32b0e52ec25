import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeScaleSite } from '../../src/bench/scaleSite.ts';
import { formatProblems, loadSite } from '../../src/loader/index.ts';
import { safeParseAtScale } from '../../src/loader/largeLists.ts';
import { ROOT, runScript } from './helpers';

const MORE = '… and 19,950 more of this kind (npm run validate -- --all prints every one).';

/** loadSite on the site with `items` broken cards: the time it took and the problems. */
async function timed(items: number) {
  const site = await writeScaleSite(ROOT, items, true);
  try {
    const t = performance.now();
    const r = await loadSite({ root: site.dir });
    return { ms: performance.now() - t, problems: r.ok ? [] : r.problems };
  } finally {
    await site.rm();
  }
}

describe('checking at scale (issue 27)', () => {
  it('grows linearly: 20,000 broken items cost at most 12 times 2,000, and the report is bounded', async () => {
    await timed(200); // the modules, compiled once
    const small = await timed(2000);
    const large = await timed(20000);
    expect(small.problems).toHaveLength(2000);
    expect(large.problems).toHaveLength(20000);
    expect(large.ms / small.ms).toBeLessThanOrEqual(12);
    // The first of them as before: one missing title each, at its card's first line.
    const first = large.problems[0];
    expect([first.kind, first.line, first.col, first.path]).toEqual(['missingField', 808, 13, 'routes[22].blocks[0].items[0].title']);
    expect(first.message).toBe('Missing required field "title". Title of the card.');

    const report = formatProblems(large.problems);
    expect(report.match(/^site\.yaml:\d+:\d+ {2}/gm)).toHaveLength(50);
    expect(report.split(MORE)).toHaveLength(2);
    expect(report.endsWith(`${MORE}\n\n20000 problems found. Fix them and save again.`)).toBe(true);
    const all = formatProblems(large.problems, { all: true });
    expect(all.match(/^site\.yaml:\d+:\d+ {2}/gm)).toHaveLength(20000);
    expect(all).not.toContain('more of this kind');
  }, 60_000);

  it('counts the rest per kind; npm run validate -- --all prints every one', async () => {
    const site = await writeScaleSite(ROOT, 53, true);
    try {
      const bounded = await runScript('scripts/validate.ts', ['--root', site.dir]);
      expect(bounded.code).toBe(1);
      expect(bounded.stderr.match(/^site\.yaml:\d+:\d+ {2}/gm)).toHaveLength(50);
      expect(bounded.stderr).toContain('… and 3 more of this kind (npm run validate -- --all prints every one).\n\n53 problems found.');
      const all = await runScript('scripts/validate.ts', ['--root', site.dir, '--all']);
      expect(all.code).toBe(1);
      expect(all.stderr.match(/^site\.yaml:\d+:\d+ {2}/gm)).toHaveLength(53);
      expect(all.stderr).not.toContain('more of this kind');
    } finally {
      await site.rm();
    }
  }, 60_000);

  it('gathers 150,000 problems of one list, past where zod runs out of stack', () => {
    const schema = z.object({ lists: z.array(z.object({ items: z.array(z.strictObject({ title: z.string() })) })) });
    const items = Array.from({ length: 150_000 }, (_, i) => (i % 2 ? { title: `Card ${i}` } : { text: `Card ${i}` }));
    const data = { lists: [{ items: [{ title: 'fine' }] }, { items }] };
    // zod alone: spreading a list's problems into one call overflows the stack.
    expect(() => schema.safeParse(data)).toThrow(RangeError);
    const r = safeParseAtScale(schema, data);
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.issues.filter((i) => i.code === 'invalid_type')).toHaveLength(75_000);
    expect(r.issues.filter((i) => i.code === 'unrecognized_keys')).toHaveLength(75_000);
    expect(r.issues[0].path).toEqual(['lists', 1, 'items', 0, 'title']);
    expect(r.issues.at(-1)?.path).toEqual(['lists', 1, 'items', 149_998]);
    // Valid data passes through as zod gives it.
    const fine = { lists: [{ items: items.filter((_, i) => i % 2) }] };
    expect(safeParseAtScale(schema, fine)).toEqual({ success: true, data: fine });
  });
});
