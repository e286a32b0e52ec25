/**
 * docs/editing.md quotes the checker's messages: each quote must be what the checker
 * really prints for the broken example site it names, so the guide cannot drift.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, loadSite } from '../../src/loader/index.ts';
import { FIXTURES, fixtureSite, ROOT } from './helpers';

const guide = readFileSync(join(ROOT, 'docs/editing.md'), 'utf8');
const quotes = [...guide.matchAll(/<!-- problem: ([\w-]+) -->\n```text\n([\s\S]*?)\n```/g)].map(([, fixture, text]) => ({ fixture, text }));
/** Quoted warnings: the example site still loads, and these are its warnings. */
const warningQuotes = [...guide.matchAll(/<!-- warning: ([\w-]+) -->\n```text\n([\s\S]*?)\n```/g)].map(([, fixture, text]) => ({
  fixture,
  text,
}));

describe('docs/editing.md', () => {
  it('quotes a dozen real messages, each from a broken example site', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(12);
    for (const { fixture } of quotes) expect(existsSync(join(FIXTURES, 'broken', fixture)), fixture).toBe(true);
  });

  for (const { fixture, text } of quotes) {
    it(`quotes the checker's output for ${fixture} word for word`, async () => {
      const r = await loadSite({ root: fixtureSite(fixture) });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(text).toBe(r.problems.map(formatProblem).join('\n\n'));
    });
  }

  it('quotes a warning of each kind', () => {
    expect(warningQuotes.map((q) => q.fixture)).toEqual([
      'post-with-raw-html',
      'product-no-filter-shows',
      'page-all-blocks-hidden',
      'picture-size-wrong',
    ]);
  });

  for (const { fixture, text } of warningQuotes) {
    it(`quotes the checker's warnings for ${fixture} word for word`, async () => {
      const r = await loadSite({ root: fixtureSite(fixture) });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(text).toBe(r.warnings.map(formatProblem).join('\n\n'));
    });
  }

  it('covers every step a new editor needs', () => {
    for (const heading of [
      '## How the site is organised',
      '## Seeing your changes (preview)',
      '## Reorder the blocks of a page',
      '## Hide a block',
      '## Change the phone number everywhere',
      '## Add a product',
      '## Add a blog article',
      '## When something is wrong: the messages and how to fix them',
    ]) {
      expect(guide).toContain(`\n${heading}\n`);
    }
    expect(guide).toContain('npm run dev');
    expect(guide).toContain('hidden: true');
  });
});
