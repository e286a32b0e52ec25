/**
 * addItem and appendItem: a new item written like its neighbour.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addItem, appendItem, removeItem, setScalar, type Value } from '../../../../src/editor/edits';
import { defined } from '../../helpers';
import { GUIDE, lineDiff, lineOf, loads, PRODUCTS, SITE, span, text } from './helpers';

const LINES = SITE.split('\n');

describe('addItem', () => {
  it('adds an item to a flow list inside its brackets, and to a block list like its neighbours', async () => {
    const strip = lineOf(SITE, '  topStrip: [phone, email, location]');
    const added = text(addItem(SITE, ['navigation', 'topStrip'], 'hours', 1));
    expect(lineDiff(SITE, added).added).toEqual([[strip, '  topStrip: [phone, hours, email, location]']]);
    expect(text(removeItem(added, ['navigation', 'topStrip'], 1))).toBe(SITE);
    // A block list of one-line items: the new one is written like its neighbours.
    const link = text(addItem(SITE, ['navigation', 'links'], { label: { en: 'FAQ', sw: 'Maswali' }, to: '/faq' }, 6));
    expect(lineDiff(SITE, link)).toEqual({
      removed: [],
      added: [
        [
          lineOf(SITE, '    - { label: { en: Contact, sw: Wasiliana Nasi }, to: /contact }'),
          '    - { label: { en: FAQ, sw: Maswali }, to: /faq }',
        ],
      ],
    });
    expect(text(removeItem(link, ['navigation', 'links'], 6))).toBe(SITE);
    expect(await loads({ 'site.yaml': link })).toEqual([]);
    expect(addItem(SITE, ['navigation', 'links'], 'x', 8).ok).toBe(false);
  });

  it('appends a product at the end of products:', async () => {
    const out = text(
      appendItem(PRODUCTS, ['products'], {
        id: 'bamboo-comb',
        name: 'Bamboo Comb',
        category: 'accessories',
        price: 300,
        description: 'A comb cut from one piece of bamboo.',
        image: { src: '/images/products/bamboo-comb.svg', alt: 'A comb' },
      }),
    );
    const d = lineDiff(PRODUCTS, out);
    expect(d.removed).toEqual([]);
    const n = PRODUCTS.split('\n').length - 1;
    expect(d.added).toEqual([
      [n + 1, '  - id: bamboo-comb'],
      [n + 2, '    name: Bamboo Comb'],
      [n + 3, '    category: accessories'],
      [n + 4, '    price: 300'],
      [n + 5, '    description: A comb cut from one piece of bamboo.'],
      [n + 6, '    image: { src: /images/products/bamboo-comb.svg, alt: A comb }'],
    ]);
    expect(
      await loads({
        'content/products.yaml': out,
        'public/images/products/bamboo-comb.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#c8a165"/></svg>\n',
      }),
    ).toEqual([]);
  });

  it("add a product: the guide's entry at the end of products:", () => {
    const entry = defined(/```yaml\n( *- id: [\s\S]*?)\n\s*```/.exec(GUIDE), "the guide's product")[1];
    const indent = defined(/^\s*/.exec(entry))[0].length - 2;
    const entryLines = entry.split('\n').map((l) => l.slice(indent));
    const hand = `${PRODUCTS}${entryLines.join('\n')}\n`;
    const value = (parse(entryLines.join('\n')) as Value[])[0];
    const out = text(appendItem(PRODUCTS, ['products'], value));
    expect(out).toBe(hand);
  });

  it('change the opening hours: Saturday shorter, and Sunday closed', () => {
    const sat = lineOf(SITE, '      time: { en: 9:00 AM - 2:00 PM, sw: saa 3:00 asubuhi - saa 8:00 mchana }');
    // In site.yaml's own two-line style for a group of days (the guide: "as in site.yaml today"),
    // each text in both languages.
    const hand = [
      ...span(SITE, 1, sat - 1),
      '      time: { en: 9:00 AM - 1:00 PM, sw: saa 3:00 asubuhi - saa 7:00 mchana }',
      '    - days: { en: Sunday, sw: Jumapili }',
      '      time: { en: Closed, sw: Imefungwa }',
      ...LINES.slice(sat),
    ].join('\n');
    const shorterEn = text(setScalar(SITE, ['site', 'hours', 1, 'time', 'en'], '9:00 AM - 1:00 PM'));
    const shorter = text(setScalar(shorterEn, ['site', 'hours', 1, 'time', 'sw'], 'saa 3:00 asubuhi - saa 7:00 mchana'));
    const out = text(
      appendItem(shorter, ['site', 'hours'], { days: { en: 'Sunday', sw: 'Jumapili' }, time: { en: 'Closed', sw: 'Imefungwa' } }),
    );
    expect(out).toBe(hand);
  });
});
