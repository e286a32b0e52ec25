/**
 * The HTML cleaner (sanitize-html, with its parser and postcss: the largest piece of the loader
 * in a browser, about 70 KB gzip at /admin) is loaded only when a post has raw HTML to check.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../src/loader/index.ts';
import { fixtureSite } from './helpers';

const cleaner = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/lib/markdown.ts', async (original) => {
  cleaner.loads++;
  return original();
});

describe('the HTML cleaner, on demand', () => {
  it('is not loaded for posts without raw HTML, and is for the first post with some', async () => {
    const dir = fixtureSite();
    const clean = await loadSite({ root: dir });
    expect(clean.ok).toBe(true);
    expect(cleaner.loads).toBe(0);

    appendFileSync(join(dir, 'content/blog/first-post.md'), '\n<iframe src="https://player.vimeo.com/video/76979871"></iframe>\n');
    const withHtml = await loadSite({ root: dir });
    expect(cleaner.loads).toBe(1);
    expect(withHtml.ok && withHtml.warnings.map((w) => w.kind)).toEqual(['removedHtml']);
  });
});
