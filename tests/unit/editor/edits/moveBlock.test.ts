/**
 * moveBlock: a block moves with its lines (and the comments above it) only, and back.
 */
import { describe, expect, it } from 'vitest';
import { moveBlock } from '../../../../src/editor/edits';
import { commentsKept, lineDiff, lineOf, loads, SITE, span, text } from './helpers';

const LINES = SITE.split('\n');

describe('moveBlock', () => {
  it('moves a block with its lines only, and back', async () => {
    const out = text(moveBlock(SITE, '/about', 2, 1));
    const d = lineDiff(SITE, out);
    // The shorter block (Vision and Mission, 7 lines) moves above the story: 7 lines out, 7 in.
    expect(d.removed.map(([, l]) => l)).toEqual(d.added.map(([, l]) => l));
    expect(d.removed).toHaveLength(7);
    expect(d.added[0][1]).toBe('      - type: cards');
    expect(d.added[1][1]).toBe('        title: { en: Vision and Mission, sw: Maono na Dhamira }');
    commentsKept(SITE, out);
    expect(text(moveBlock(out, '/about', 1, 2))).toBe(SITE);
    expect(await loads({ 'site.yaml': out })).toEqual([]);
  });

  it('reorder: the Vision and Mission cards before the story on /about', () => {
    const story = lineOf(SITE, '      - type: story', lineOf(SITE, '  - path: /about'));
    const cards = lineOf(SITE, '      - type: cards', story);
    const cardsEnd = lineOf(SITE, '      - type: cards', cards) - 1;
    const hand = [
      ...span(SITE, 1, story - 1),
      ...span(SITE, cards, cardsEnd),
      ...span(SITE, story, cards - 1),
      ...LINES.slice(cardsEnd),
    ].join('\n');
    const out = text(moveBlock(SITE, '/about', 2, 1));
    expect(out).toBe(hand);
  });
});
