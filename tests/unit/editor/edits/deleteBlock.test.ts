/**
 * deleteBlock: the block's lines go, and the text before is the undo.
 */
import { describe, expect, it } from 'vitest';
import { deleteBlock } from '../../../../src/editor/edits';
import { lineDiff, loads, SITE } from './helpers';

describe('deleteBlock', () => {
  it('deletes a block with its lines only, and gives what undoes it', async () => {
    const r = deleteBlock(SITE, '/about', 5);
    if (!r.ok) throw new Error(r.refusal);
    const d = lineDiff(SITE, r.text);
    expect(d.added).toEqual([]);
    expect(d.removed.map(([, l]) => l)).toEqual([
      '      - type: logos',
      '        id: partners',
      '        title: { en: Our Partners, sw: Washirika Wetu }',
      '        text:',
      "          en: We work with farmers' groups, schools, businesses and conservation organisations.",
      '          sw: Tunafanya kazi na vikundi vya wakulima, shule, biashara na mashirika ya uhifadhi wa mazingira.',
    ]);
    expect(r.removed).toBe(`${d.removed.map(([, l]) => l).join('\n')}\n`);
    expect(r.undo).toBe(SITE);
    // The footer links to /about#leadership, not to #partners: still valid.
    expect(await loads({ 'site.yaml': r.text })).toEqual([]);
  });
});
