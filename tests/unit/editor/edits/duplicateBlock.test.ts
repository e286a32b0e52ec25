/**
 * duplicateBlock: a copy right after the block, its id made unique on the page.
 */
import { describe, expect, it } from 'vitest';
import { duplicateBlock } from '../../../../src/editor/edits';
import { dataOf, lineDiff, loads, SITE, text } from './helpers';

describe('duplicateBlock', () => {
  it('duplicates a block right after it, with a new id', async () => {
    const out = text(duplicateBlock(SITE, '/about', 1));
    const d = lineDiff(SITE, out);
    expect(d.removed).toEqual([]);
    // The story's 16 lines (its paragraphs each in two languages), once more.
    expect(d.added).toHaveLength(16);
    expect(d.added.map(([, l]) => l).filter((l) => l.includes('id:'))).toEqual(['        id: story-2']);
    const blocks = (dataOf(out) as { routes: Array<{ blocks: Array<{ id?: string }> }> }).routes[1].blocks;
    expect(blocks.map((b) => b.id)).toEqual([undefined, 'story', 'story-2', undefined, 'offerings', 'leadership', 'partners', undefined]);
    expect(await loads({ 'site.yaml': out })).toEqual([]);
    // Again: the next number.
    expect(text(duplicateBlock(out, '/about', 1))).toContain('        id: story-3\n');
  });
});
