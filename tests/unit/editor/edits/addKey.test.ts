/**
 * addKey: a key added as the last of its map, in the map's style (a line of a block map, `, key: value` in `{ … }`).
 */
import { describe, expect, it } from 'vitest';
import { addKey, removeKey } from '../../../../src/editor/edits';
import { lineDiff, lineOf, loads, SITE, text } from './helpers';

const about = lineOf(SITE, '  - path: /about');

describe('addKey', () => {
  it('adds a key in the style of its map, which removeKey takes back byte for byte', async () => {
    // Block map: a new line after the last field.
    const block = text(addKey(SITE, ['routes', 1, 'blocks', 6], 'id', 'join'));
    const d = lineDiff(SITE, block);
    expect(d.removed).toEqual([]);
    expect(d.added).toEqual([
      [lineOf(SITE, '          - { label: { en: Join Training, sw: Jiunge na Mafunzo }, to: /training }', about) + 1, '        id: join'],
    ]);
    expect(text(removeKey(block, ['routes', 1, 'blocks', 6], 'id'))).toBe(SITE);
    // Flow map: inside its braces.
    const flow = text(addKey(SITE, ['navigation', 'buttons', 1], 'variant', 'light'));
    expect(lineDiff(SITE, flow).added).toEqual([
      [
        lineOf(SITE, '    - { label: { en: Get Quote, sw: Makadirio ya Bei }, to: /contact }'),
        '    - { label: { en: Get Quote, sw: Makadirio ya Bei }, to: /contact, variant: light }',
      ],
    ]);
    expect(text(removeKey(flow, ['navigation', 'buttons', 1], 'variant'))).toBe(SITE);
    expect(addKey(SITE, ['site'], 'phone', 'x').ok).toBe(false);
    expect(await loads({ 'site.yaml': block })).toEqual([]);
  });

  it('writes a key YAML would misread in quotes, and a list or group in the style that fits', () => {
    expect(text(addKey('a: 1\n', [], 'full name', 'x'))).toBe('a: 1\nfull name: x\n');
    expect(text(addKey('a: 1\n', [], 'note: x', 'z'))).toBe('a: 1\n"note: x": z\n');
    expect(text(addKey('a: 1\n', [], 'yes', 'z'))).toBe('a: 1\n"yes": z\n');
    expect(text(addKey('a: 1\n', [], 'tags', ['x', 'z']))).toBe('a: 1\ntags: [x, z]\n');
    expect(text(addKey('a: 1\n', [], 'image', { src: '/x.svg', alt: 'A: b' }))).toBe('a: 1\nimage: { src: /x.svg, alt: "A: b" }\n');
    expect(text(addKey('a: { b: 1 }\n', ['a'], 'c, d', 2))).toBe('a: { b: 1, "c, d": 2 }\n');
  });
});
