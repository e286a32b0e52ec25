/**
 * hideBlock: `hidden: true` as the block's last field, in its style.
 */
import { describe, expect, it } from 'vitest';
import { hideBlock, showBlock } from '../../../../src/editor/edits';
import { dataOf, diffSize, lineDiff, lineOf, loads, SITE, span, text } from './helpers';

const LINES = SITE.split('\n');
const about = lineOf(SITE, '  - path: /about');

describe('hideBlock', () => {
  it('hides a block with one line added as its last field, and shows it again', async () => {
    const out = text(hideBlock(SITE, '/about', 3));
    const d = lineDiff(SITE, out);
    expect(d.removed).toEqual([]);
    // Core Offerings ends with its last picture's line; hidden: true comes right after, at the fields' indentation.
    const lastLine = lineOf(
      SITE,
      '            image: { src: /images/offerings/climate.svg, alt: { en: A globe with a bamboo leaf, sw: Tufe la dunia lenye jani la mwanzi }, width: 800, height: 600 }',
      about,
    );
    expect(d.added).toEqual([[lastLine + 1, '        hidden: true']]);
    expect(await loads({ 'site.yaml': out })).toEqual([]);
    expect(text(showBlock(out, '/about', 3))).toBe(SITE);
    expect(showBlock(SITE, '/about', 3).ok).toBe(false);
    expect(hideBlock(out, '/about', 3).ok).toBe(false);
  });

  it('hides a block written as one line { … } inside its braces', () => {
    const yaml = 'routes:\n  - path: /\n    blocks:\n      - { type: hero, title: Hi } # the top\n      - type: cta\n';
    const out = text(hideBlock(yaml, '/', 0));
    expect(out).toBe('routes:\n  - path: /\n    blocks:\n      - { type: hero, title: Hi, hidden: true } # the top\n      - type: cta\n');
    expect(text(showBlock(out, '/', 0))).toBe(yaml);
  });

  it('hide a block: Core Offerings gets hidden: true', () => {
    // The guide writes it under `- type: cards`; the editor writes it as the last field. One line either way.
    const at = lineOf(SITE, '        title: { en: Core Offerings, sw: Huduma Zetu Kuu }');
    const hand = [...span(SITE, 1, at - 1), '        hidden: true', ...LINES.slice(at - 1)].join('\n');
    const out = text(hideBlock(SITE, '/about', 3));
    expect(diffSize(SITE, out)).toBeLessThanOrEqual(diffSize(SITE, hand));
    expect(dataOf(out)).toEqual(dataOf(hand));
  });
});
