/**
 * docs/editing.md quotes the checker's messages: each quote must be what the checker
 * really prints for the broken example site it names, so the guide cannot drift.
 */
import { MantineProvider } from '@mantine/core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { factOf } from '../../src/blocks/cards/Cards';
import { annotationMessage, titles } from '../../src/ci/annotations.ts';
import { formatProblem, loadSite } from '../../src/loader/index.ts';
import { Footer } from '../../src/shell/Footer';
import { FactsContext } from '../../src/ui/facts';
import { factsOf } from '../../src/ui/factsOf';
import { localize } from '../../src/i18n/localize';
import { SiteContext } from '../../src/ui/SiteContext';
import { defined, FIXTURES, fixtureSite, ROOT } from './helpers';

const guide = readFileSync(join(ROOT, 'docs/editing.md'), 'utf8');
/** The fenced block after `<!-- name: key -->` (indented or not), without its indentation. */
function marked(name: string, key: string): string {
  const m = new RegExp(`<!-- ${name}: ${key} -->\\n( *)\`\`\`\\w+\\n([\\s\\S]*?)\\n *\`\`\``).exec(guide);
  if (!m) throw new Error(`docs/editing.md has no block marked ${name}: ${key}`);
  const indent = m[1];
  return m[2]
    .split('\n')
    .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
    .join('\n');
}

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
      '## Change the opening hours',
      '## Editing on the code host',
      '## When something is wrong: the messages and how to fix them',
    ]) {
      expect(guide).toContain(`\n${heading}\n`);
    }
    expect(guide).toContain('npm run dev');
    expect(guide).toContain('hidden: true');
  });

  it('quotes the note GitHub shows on the line for misspelt-block-type (its title, message and place)', async () => {
    const r = await loadSite({ root: fixtureSite('misspelt-block-type') });
    if (r.ok) throw new Error('misspelt-block-type is valid');
    const p = defined(r.problems[0]);
    expect(marked('annotation', 'misspelt-block-type')).toBe(`${titles[p.kind]}\n${annotationMessage(p)}`);
  });

  describe('the opening hours', () => {
    /** The minimal site with the guide's example in place of its hours. */
    async function withGuideHours() {
      const example = parse(marked('hours', 'example')) as { site: Record<string, unknown> };
      const root = fixtureSite();
      const file = join(root, 'site.yaml');
      const site = parse(readFileSync(file, 'utf8')) as { site: Record<string, unknown> };
      Object.assign(site.site, example.site);
      writeFileSync(file, stringify(site));
      return loadSite({ root });
    }

    it("the guide's example is valid", async () => {
      const r = await withGuideHours();
      expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([]);
    });

    it('the Business Hours card shows what the guide says', async () => {
      const r = await withGuideHours();
      if (!r.ok) throw new Error('invalid');
      expect(factOf(localize(r.model, 'en').site, 'hours').lines.join('\n')).toBe(marked('hours', 'card'));
    });

    it('the footer shows what the guide says', async () => {
      const r = await withGuideHours();
      if (!r.ok) throw new Error('invalid');
      const html = renderToStaticMarkup(
        createElement(
          MantineProvider,
          null,
          createElement(
            SiteContext.Provider,
            { value: localize(r.model, 'en') },
            createElement(FactsContext.Provider, { value: factsOf(localize(r.model, 'en')) }, createElement(Footer)),
          ),
        ),
      );
      const text = html.replace(/<[^>]+>/g, '\n').replace(/&amp;/g, '&');
      expect(text.split('\n')).toContain(marked('hours', 'footer'));
      expect(text).not.toContain(String(localize(r.model, 'en').site.hoursNote));
    });
  });
});
