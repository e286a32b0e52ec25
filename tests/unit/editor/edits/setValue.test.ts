/**
 * setValue: a list or a group of fields replaced in place in the old one's style, or added.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { setValue } from '../../../../src/editor/edits';
import { lineDiff, lineOf, SITE, text } from './helpers';

describe('setValue', () => {
  it('replaces a flow list in place, on its line', () => {
    const strip = lineOf(SITE, '  topStrip: [phone, email, location]');
    const out = text(setValue(SITE, ['navigation', 'topStrip'], ['email', 'phone']));
    expect(lineDiff(SITE, out)).toEqual({
      removed: [[strip, '  topStrip: [phone, email, location]']],
      added: [[strip, '  topStrip: [email, phone]']],
    });
  });

  it('replaces a block value with block lines, and adds a missing key', () => {
    const yaml = 'tags:\n  - a\n  - b\nnext: 1\n';
    expect(text(setValue(yaml, ['tags'], ['c']))).toBe('tags:\n  - c\nnext: 1\n');
    const added = text(setValue('a: 1\n', ['image'], { src: '/x.svg', alt: 'x' }));
    expect(parse(added)).toEqual({ a: 1, image: { src: '/x.svg', alt: 'x' } });
    expect(added).toBe('a: 1\nimage: { src: /x.svg, alt: x }\n');
  });

  it('sets a single value as setScalar does, and refuses a list item as the place', () => {
    expect(text(setValue('a: "x"\n', ['a'], 'y'))).toBe('a: "y"\n');
    expect(setValue('a: [1]\n', ['a', 0], [2]).ok).toBe(false);
  });
});
