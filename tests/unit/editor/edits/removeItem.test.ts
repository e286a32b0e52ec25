/**
 * removeItem: an item of a list goes with the comment lines directly above it; the only item of
 * a block list leaves `[]`.
 */
import { describe, expect, it } from 'vitest';
import { addItem, removeItem } from '../../../../src/editor/edits';
import { lineDiff, lineOf, SITE, text } from './helpers';

describe('removeItem', () => {
  it('removes an item of a flow list and of a block list, with the separator it needs', () => {
    const strip = lineOf(SITE, '  topStrip: [phone, email, location]');
    const out = text(removeItem(SITE, ['navigation', 'topStrip'], 1));
    expect(lineDiff(SITE, out).added).toEqual([[strip, '  topStrip: [phone, location]']]);
    const links = text(removeItem(SITE, ['navigation', 'links'], 0));
    const home = '    - { label: { en: Home, sw: Mwanzo }, to: / }';
    expect(lineDiff(SITE, links)).toEqual({ removed: [[lineOf(SITE, home), home]], added: [] });
    expect(text(addItem(links, ['navigation', 'links'], { label: { en: 'Home', sw: 'Mwanzo' }, to: '/' }, 0))).toBe(SITE);
  });

  it('removes an item with the comment lines above it, and the only item leaves []', () => {
    const yaml = 'list:\n  # the first\n  - a\n  # the second\n  - b\nnext: 1\n';
    expect(text(removeItem(yaml, ['list'], 1))).toBe('list:\n  # the first\n  - a\nnext: 1\n');
    expect(text(removeItem(yaml, ['list'], 0))).toBe('list:\n  # the second\n  - b\nnext: 1\n');
    expect(text(removeItem('list:\n  - a\nnext: 1\n', ['list'], 0))).toBe('list: []\nnext: 1\n');
  });

  it('refuses an index that is not there', () => {
    const r = removeItem(SITE, ['navigation', 'links'], 7);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal).toBe('navigation.links has 7 item(s), counted from 0: there is no item 7.');
  });
});
