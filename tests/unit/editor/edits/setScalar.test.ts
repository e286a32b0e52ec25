/**
 * setScalar (`set`): a single value in the style of the one it replaces, quoted only when YAML would misread it.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { apply, canBePlain, setScalar, type Key, type Op, type ScalarValue } from '../../../../src/editor/edits';
import { dataOf, getIn, lineDiff, lineOf, loads, SITE, text } from './helpers';

/**
 * site.yaml with footer.about in the folded `>-` style it had before the site became bilingual (its
 * English words, one text for every language): no real file has a folded text any more, and the
 * rewrapping and the counterexample below need one.
 */
const ABOUT = /^ {2}about:\n {4}en: .*\n {4}sw: .*$/m;
if (!ABOUT.test(SITE)) throw new Error('footer.about is no longer the map of two languages this test replaces');
const FOLDED = SITE.replace(
  ABOUT,
  '  about: >-\n    A social enterprise in Webuye restoring land, creating green jobs and\n    replacing plastic with bamboo products made in Kenya.',
);

describe('setScalar', () => {
  it('sets the phone in its quotes, the rest untouched', async () => {
    const out = text(setScalar(SITE, ['site', 'phone'], '+254 700 000 001'));
    const line = lineOf(SITE, '  phone: "+254 712 345 678"');
    expect(lineDiff(SITE, out)).toEqual({
      removed: [[line, '  phone: "+254 712 345 678"']],
      added: [[line, '  phone: "+254 700 000 001"']],
    });
    expect(await loads({ 'site.yaml': out })).toEqual([]);
  });

  it('quotes a text only when YAML would misread it', () => {
    // The English words of a text written per language on lines of their own (block style).
    const set = (v: ScalarValue) => {
      const d = lineDiff(SITE, text(setScalar(SITE, ['footer', 'about', 'en'], v)));
      expect(d.added).toHaveLength(1);
      return d.added[0][1].replace(/^ {4}en: /, '');
    };
    expect(set('Bamboo for everyone')).toBe('Bamboo for everyone');
    expect(set('Note: we are closed')).toBe('"Note: we are closed"');
    expect(set('#1 in bamboo')).toBe('"#1 in bamboo"');
    expect(set('yes')).toBe('"yes"');
    expect(set('No')).toBe('"No"');
    expect(set('2018')).toBe('"2018"');
    expect(set('13.6')).toBe('"13.6"');
    expect(set(' padded ')).toBe('" padded "');
    expect(set('null')).toBe('"null"');
    expect(set('- a list?')).toBe('"- a list?"');
    expect(set('say "hi"')).toBe('say "hi"');
    expect(set('"hi" she said')).toBe(`'"hi" she said'`);
    expect(set('8:00 AM - 6:00 PM')).toBe('8:00 AM - 6:00 PM');
    expect(set('Shop, and save')).toBe('Shop, and save');
    expect(set(42)).toBe('42');
    expect(set(true)).toBe('true');
    // Inside { … }, a comma or a brace needs quotes too.
    const flow = lineDiff(SITE, text(setScalar(SITE, ['navigation', 'links', 0, 'label', 'en'], 'Home, sweet {home}'))).added;
    expect(flow).toEqual([
      [
        lineOf(SITE, '    - { label: { en: Home, sw: Mwanzo }, to: / }'),
        '    - { label: { en: "Home, sweet {home}", sw: Mwanzo }, to: / }',
      ],
    ]);
    // A quoted value keeps its quotes even when it would not need them; a number stays plain.
    const highlight = lineDiff(SITE, text(setScalar(SITE, ['routes', 1, 'blocks', 1, 'highlights', 0, 'value'], '2019'))).added;
    expect(highlight[0][1]).toBe('          - { value: "2019", label: { en: Founded in Webuye, sw: Ilianzishwa Webuye } }');
    const counter = lineDiff(SITE, text(setScalar(SITE, ['routes', 0, 'blocks', 0, 'counters', 0, 'value'], 30000))).added;
    expect(counter[0][1]).toBe(
      '          - { value: 30000, label: { en: Bamboo seedlings distributed, sw: Miche ya mianzi iliyosambazwa } }',
    );
    expect(canBePlain('a: b', false)).toBe(false);
    expect(canBePlain('a, b', true)).toBe(false);
  });

  it('rewraps a folded text only where it changed', () => {
    const out = text(
      setScalar(
        FOLDED,
        ['footer', 'about'],
        'A social enterprise in Webuye restoring land, creating green jobs and replacing plastic with bamboo products made in Kenya since 2018.',
      ),
    );
    const d = lineDiff(FOLDED, out);
    expect(d.removed.map(([, l]) => l)).toEqual(['    replacing plastic with bamboo products made in Kenya.']);
    expect(d.added.map(([, l]) => l)).toEqual(['    replacing plastic with bamboo products made in Kenya since 2018.']);
    expect((dataOf(out) as { footer: { about: string } }).footer.about).toMatch(/since 2018[.]$/);
  });

  it("replaces a folded text by a number, yes/no or null on its own line (the random test's seed 1213313786)", () => {
    // The property's counterexample: an item removed, then footer.about (a `>-` text) set to false,
    // which was written as `about: false  columns:`, the next key on the same line.
    const steps: Op[] = [
      { op: 'removeItem', path: ['routes', 6, 'blocks', 0, 'cta', 'buttons'], index: 0 },
      { op: 'set', path: ['footer', 'about'], value: false },
      { op: 'set', path: ['site', 'name'], value: 'yes' },
    ];
    let t = FOLDED;
    for (const op of steps) {
      const want = structuredClone(dataOf(t)) as Record<string, unknown>;
      const out = text(apply(t, op));
      expect(parseDocument(out).errors).toEqual([]);
      if (op.op === 'set') {
        (getIn(want, op.path.slice(0, -1)) as Record<Key, unknown>)[op.path[op.path.length - 1]] = op.value;
        expect(dataOf(out)).toEqual(want);
      }
      t = out;
    }
    for (const value of [false, 2018, null] as const) {
      const d = lineDiff(FOLDED, text(setScalar(FOLDED, ['footer', 'about'], value)));
      const at = lineOf(FOLDED, '  about: >-');
      expect(d.added).toEqual([[at, `  about: ${String(value)}`]]);
      expect(d.removed.map(([, l]) => l)).toEqual([
        '  about: >-',
        '    A social enterprise in Webuye restoring land, creating green jobs and',
        '    replacing plastic with bamboo products made in Kenya.',
      ]);
    }
  });

  it("keeps a one-line value's comment on the key's line when the value becomes a block text", () => {
    const out = text(setScalar('a: x # c\nb: 1\n', ['a'], 'line\nbreak'));
    expect(out).toBe('a: |- # c\n  line\n  break\nb: 1\n');
    expect(dataOf(out)).toEqual({ a: 'line\nbreak', b: 1 });
  });

  it('change the phone number', () => {
    const hand = SITE.replace('  phone: "+254 712 345 678"', '  phone: "+254 700 000 001"');
    expect(text(setScalar(SITE, ['site', 'phone'], '+254 700 000 001'))).toBe(hand);
  });
});
