import { assert, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeScaleSite } from '../../src/bench/scaleSite.ts';
import { formatProblems, loadSite } from '../../src/loader/index.ts';
import { safeParseAtScale } from '../../src/loader/largeLists.ts';
import { KEEP_PER_KIND, type Problem } from '../../src/loader/problems.ts';
import { ROOT, runScript } from './helpers';

const MORE = '… and 1,950 more of this kind (npm run validate -- --all prints every one).';

/** The errors of a load, without the real site's standing warnings (its posts not yet in Kiswahili). */
function errorsOf(problems: readonly Problem[]): Problem[] {
  expect(problems.filter((p) => p.severity === 'warning').map((p) => p.kind)).toEqual(
    Array.from(
      problems.filter((p) => p.severity === 'warning'),
      () => 'untranslatedPost',
    ),
  );
  return problems.filter((p) => p.severity === 'error');
}

/** loadSite on the site with `items` broken cards: the problems kept and those counted. */
async function loaded(items: number, all = false) {
  const site = await writeScaleSite(ROOT, items, true);
  try {
    const r = await loadSite({ root: site.dir, all });
    return { problems: r.ok ? [] : errorsOf(r.problems), omitted: r.ok ? {} : r.omitted };
  } finally {
    await site.rm();
  }
}

// How the check's time grows with the list (10 times the broken items at most 12 times the time, from
// 2,000 to 200,000) is a budget of `npm run bench` (scaleGrowth, src/bench/report.ts), not of a test.
describe('checking at scale', () => {
  it('keeps the first problems of a kind and counts the rest: the report is bounded, --all has every one', async () => {
    const bounded = await loaded(2000);
    // The first KEEP_PER_KIND of the kind are kept, placed and worded; the rest are counted.
    expect(bounded.problems).toHaveLength(KEEP_PER_KIND);
    expect(bounded.omitted).toEqual({ missingField: 2000 - KEEP_PER_KIND });
    // The first of them: one missing title each, at its card's first line.
    const first = bounded.problems[0];
    expect([first.kind, first.line, first.col, first.path]).toEqual(['missingField', 943, 13, 'routes[22].blocks[0].items[0].title']);
    expect(first.message).toBe('Missing required field "title". Title of the card.');

    const report = formatProblems(bounded.problems, { omitted: bounded.omitted });
    expect(report.match(/^site\.yaml:\d+:\d+ {2}/gm)).toHaveLength(50);
    expect(report.split(MORE)).toHaveLength(2);
    expect(report.endsWith(`${MORE}\n\n2000 problems found. Fix them and save again.`)).toBe(true);
    // Asked for all: every one kept, and printed.
    const every = await loaded(2000, true);
    expect(every.problems).toHaveLength(2000);
    expect(every.omitted).toEqual({});
    expect(every.problems[1999].path).toBe('routes[22].blocks[0].items[1999].title');
    const all = formatProblems(every.problems, { all: true });
    expect(all.match(/^site\.yaml:\d+:\d+ {2}/gm)).toHaveLength(2000);
    expect(all).not.toContain('more of this kind');
  }, 60_000);

  it('counts the rest per kind, past those the check keeps; --all and --json have every one', async () => {
    // More than the check keeps of a kind (KEEP_PER_KIND): the rest are counted, never lost.
    const site = await writeScaleSite(ROOT, 253, true);
    try {
      const bounded = await runScript('scripts/validate.ts', ['--root', site.dir]);
      expect(bounded.code).toBe(1);
      expect(bounded.stderr.match(/^site\.yaml:\d+:\d+ {2}/gm)).toHaveLength(50);
      // The standing warnings (posts not yet in Kiswahili) are listed after the errors, before the counts.
      expect(bounded.stderr).toContain('… and 203 more of this kind (npm run validate -- --all prints every one).\n\n');
      expect(bounded.stderr).toContain('\n\n253 problems found.');
      const all = await runScript('scripts/validate.ts', ['--root', site.dir, '--all']);
      expect(all.code).toBe(1);
      const printed = all.stderr.match(/^site\.yaml:\d+:\d+ {2}.*$/gm) ?? [];
      expect(printed).toHaveLength(253);
      expect(printed.at(-1)).toContain('routes[22].blocks[0].items[252].title');
      expect(all.stderr).not.toContain('more of this kind');
      const json = await runScript('scripts/validate.ts', ['--root', site.dir, '--json']);
      expect(errorsOf((JSON.parse(json.stdout) as { problems: Problem[] }).problems)).toHaveLength(253);
    } finally {
      await site.rm();
    }
  }, 60_000);

  it('counts broken links and missing pictures past those kept too, and reads no picture it did not keep', async () => {
    // 20,000 broken links took 3.5 s, most of it finding a "did you mean" for each; 200,000, 36 s.
    const site = await writeScaleSite(ROOT, 253, 'references');
    try {
      const r = await loadSite({ root: site.dir });
      assert(!r.ok);
      const bounded = { problems: errorsOf(r.problems), omitted: r.omitted };
      expect(bounded.problems.filter((p) => p.kind === 'brokenLink')).toHaveLength(KEEP_PER_KIND);
      expect(bounded.problems.filter((p) => p.kind === 'missingImage')).toHaveLength(KEEP_PER_KIND);
      expect(bounded.problems).toHaveLength(2 * KEEP_PER_KIND);
      expect(bounded.omitted).toEqual({ brokenLink: 253 - KEEP_PER_KIND, missingImage: 253 - KEEP_PER_KIND });
      const first = bounded.problems.find((p) => p.kind === 'brokenLink');
      expect([first?.path, first?.message]).toEqual([
        'routes[22].blocks[0].items[0].link.to',
        expect.stringContaining('"/nowhere-1"') as string,
      ]);
      const report = formatProblems(bounded.problems, { omitted: bounded.omitted });
      expect(report).toContain('506 problems found');
      expect(report.split('… and 203 more of this kind')).toHaveLength(3);

      const everyResult = await loadSite({ root: site.dir, all: true });
      assert(!everyResult.ok);
      const every = { problems: errorsOf(everyResult.problems), omitted: everyResult.omitted };
      expect(every.problems.filter((p) => p.kind === 'brokenLink')).toHaveLength(253);
      expect(every.problems.filter((p) => p.kind === 'missingImage')).toHaveLength(253);
      expect(every.problems.at(-1)?.path).toMatch(/^routes\[22\]\.blocks\[0\]\.items\[252\]\./);
      expect(every.omitted).toEqual({});
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
    const issues: Array<{ code: string; path: PropertyKey[] }> = [];
    const calls: number[] = [];
    const r = safeParseAtScale(schema, data, (told) => {
      calls.push(told.length);
      issues.push(...told);
    });
    expect(r.success).toBe(false);
    expect(issues.filter((i) => i.code === 'invalid_type')).toHaveLength(75_000);
    expect(issues.filter((i) => i.code === 'unrecognized_keys')).toHaveLength(75_000);
    expect(issues[0].path).toEqual(['lists', 1, 'items', 0, 'title']);
    expect(issues.at(-1)?.path).toEqual(['lists', 1, 'items', 149_998]);
    // Told a part of the list at a time (500 items, 250 of them broken, two problems each), never all at once.
    expect(calls).toHaveLength(300);
    expect(Math.max(...calls)).toBe(500);
    // Valid data passes through as zod gives it.
    const fine = { lists: [{ items: items.filter((_, i) => i % 2) }] };
    expect(safeParseAtScale(schema, fine, () => expect.fail('no problems'))).toEqual({ success: true, data: fine });
  });
});
