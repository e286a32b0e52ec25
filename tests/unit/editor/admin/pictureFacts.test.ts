/** The build's facts about the pictures, trusted at /admin only for the very bytes they are about (src/editor/admin/pictureFacts.ts). */
import { describe, expect, it } from 'vitest';
import { factChecks, readFacts } from '../../../../src/editor/admin/pictureFacts.ts';
import type { PictureChecks } from '../../../../src/loader/pictures.ts';

const facts = readFacts({
  'public/images/a.png': { sha: 'a1', size: { width: 10, height: 20 }, verdict: { ok: true } },
  'public/images/b.png': { sha: 'b1', size: { width: 1, height: 1 }, verdict: { ok: true } },
  'public/images/broken.png': { sha: 42 },
});
const asked: string[] = [];
const browser: PictureChecks = {
  size: (path) => (asked.push(`size ${path}`), Promise.resolve({ width: 99, height: 99 })),
  verdict: (path) => (asked.push(`verdict ${path}`), Promise.resolve({ problem: 'checked here' })),
};
const entries = new Map([
  ['public/images/a.png', { path: 'public/images/a.png', sha: 'a1', size: 5 }],
  ['public/images/b.png', { path: 'public/images/b.png', sha: 'b2', size: 5 }],
  ['public/images/c.png', { path: 'public/images/c.png', sha: 'c1', size: 5 }],
]);

describe('the pictures at /admin', () => {
  it('take the build’s facts for an unchanged picture, and check any other in the browser', async () => {
    const checks = factChecks(facts, entries, (p) => p === 'public/images/drafted.png', browser);
    expect(await checks.size('public/images/a.png')).toEqual({ width: 10, height: 20 });
    expect(await checks.verdict('public/images/a.png')).toEqual({ ok: true });
    expect(asked).toEqual([]);
    // Changed on the branch since the build (another blob), new on it, or replaced by a draft: checked here.
    expect(await checks.verdict('public/images/b.png')).toEqual({ problem: 'checked here' });
    expect(await checks.size('public/images/c.png')).toEqual({ width: 99, height: 99 });
    const drafted = factChecks({ ...facts, 'public/images/drafted.png': facts['public/images/a.png'] }, entries, () => true, browser);
    expect(await drafted.verdict('public/images/a.png')).toEqual({ problem: 'checked here' });
    expect(asked).toEqual(['verdict public/images/b.png', 'size public/images/c.png', 'verdict public/images/a.png']);
  });

  it('leave out damaged facts', () => {
    expect(Object.keys(facts)).toEqual(['public/images/a.png', 'public/images/b.png']);
    expect(readFacts('nonsense')).toEqual({});
  });
});
