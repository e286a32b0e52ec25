/**
 * duplicateItem: a copy of an item (its own lines, without the comments above it) right after it.
 */
import { describe, expect, it } from 'vitest';
import { duplicateItem } from '../../../../src/editor/edits';
import { lineDiff, lineOf, SITE, text } from './helpers';

describe('duplicateItem', () => {
  it('copies an item of a block list right after it, and of a flow list inside its brackets', () => {
    const out = text(duplicateItem(SITE, ['navigation', 'links'], 1));
    const products = '    - { label: { en: Products, sw: Bidhaa }, to: /products }';
    const at = lineOf(SITE, products);
    expect(lineDiff(SITE, out)).toEqual({ removed: [], added: [[at + 1, products]] });
    const strip = lineOf(SITE, '  topStrip: [phone, email, location]');
    expect(lineDiff(SITE, text(duplicateItem(SITE, ['navigation', 'topStrip'], 2))).added).toEqual([
      [strip, '  topStrip: [phone, email, location, location]'],
    ]);
  });

  it('leaves the comment above the item with the original', () => {
    const yaml = 'list:\n  # the first\n  - a: 1\n    b: 2\n  - c\n';
    expect(text(duplicateItem(yaml, ['list'], 0))).toBe('list:\n  # the first\n  - a: 1\n    b: 2\n  - a: 1\n    b: 2\n  - c\n');
  });

  it('refuses an index that is not there', () => {
    expect(duplicateItem(SITE, ['navigation', 'links'], 9).ok).toBe(false);
  });
});
