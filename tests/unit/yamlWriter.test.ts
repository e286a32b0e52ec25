/**
 * The one YAML writer (src/yamlText/yamlWriter.ts), which the editor's edits, a new post and the
 * loader's advice ("Put the text in quotes: …") share: what it writes reads back as the value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { canBePlain, flowText, mapLines, quoted, type Value } from '../../src/yamlText/yamlWriter';

describe('quoted', () => {
  it('uses double quotes, or single ones when that needs no escapes', () => {
    expect(quoted('Note: closed')).toBe('"Note: closed"');
    expect(quoted('say "hi"')).toBe(`'say "hi"'`);
    expect(quoted('C:\\bamboo')).toBe(`'C:\\bamboo'`);
    expect(quoted(`it's "it"`)).toBe('"it\'s \\"it\\""');
    expect(quoted('tab\there')).toBe('"tab\\there"');
  });

  it('reads back as the same text, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        expect(parse(`k: ${quoted(s)}\n`)).toEqual({ k: s });
      }),
      { numRuns: 300 },
    );
  });
});

describe('the writer of values', () => {
  const value: fc.Arbitrary<Value> = fc.letrec<{ v: Value }>((tie) => ({
    v: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('yes', '#x', 'a: b', '2018', '- x', 'a, b', 'line\nbreak'),
        fc.integer(),
        fc.boolean(),
      ),
      fc.array(tie('v'), { maxLength: 3 }),
      fc.dictionary(
        fc.oneof(fc.stringMatching(/^[a-z]{1,5}$/), fc.constantFrom('a b', 'a: b', 'yes', '#k', 'say "k"', "it's", 'C:\\k')),
        tie('v'),
        { maxKeys: 3 },
      ),
    ),
  })).v;

  it('writes a group of fields in block lines, and any value on one line, that read back as the value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), value, { minKeys: 1, maxKeys: 4 }), (obj) => {
        expect(parse(`${mapLines(obj, 0, undefined).join('\n')}\n`)).toEqual(obj);
        expect(parse(`k: ${flowText(obj)}\n`)).toEqual({ k: obj });
      }),
      { numRuns: 200 },
    );
  });

  it('leaves plain what reads back the same, and only that', () => {
    expect(canBePlain('Bamboo for everyone', false)).toBe(true);
    expect(canBePlain('8:00 AM - 6:00 PM', false)).toBe(true);
    for (const s of ['yes', 'No', '2018', 'a: b', '#x', ' pad', '- x', 'null', '']) expect(canBePlain(s, false), s).toBe(false);
    expect(canBePlain('a, b', false)).toBe(true);
    expect(canBePlain('a, b', true)).toBe(false);
  });
});
