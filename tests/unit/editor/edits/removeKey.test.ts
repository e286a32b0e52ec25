/**
 * removeKey: a key and its value go, with the comment lines directly above it.
 */
import { describe, expect, it } from 'vitest';
import { removeKey } from '../../../../src/editor/edits';
import { lineDiff, lineOf, SITE, text } from './helpers';

describe('removeKey', () => {
  it('removes the first field of a list item: the next one moves up onto the "- " line', () => {
    const first = text(removeKey(SITE, ['site', 'hours', 0], 'days'));
    const days = '    - days: { en: Mon - Fri, sw: Jumatatu - Ijumaa }';
    const time = '{ en: 8:00 AM - 6:00 PM, sw: saa 2:00 asubuhi - saa 12:00 jioni }';
    expect(lineDiff(SITE, first)).toEqual({
      removed: [
        [lineOf(SITE, days), days],
        [lineOf(SITE, days) + 1, `      time: ${time}`],
      ],
      added: [[lineOf(SITE, days), `    - time: ${time}`]],
    });
  });

  it('removes a key with the comment lines above it, and a key of a flow map with its comma', () => {
    expect(text(removeKey('a: 1\n# about b\nb: 2\nc: 3\n', [], 'b'))).toBe('a: 1\nc: 3\n');
    expect(text(removeKey('m: { a: 1, b: 2 }\n', ['m'], 'a'))).toBe('m: { b: 2 }\n');
    expect(text(removeKey('m: { a: 1, b: 2 }\n', ['m'], 'b'))).toBe('m: { a: 1 }\n');
    expect(text(removeKey('m: { a: 1 }\n', ['m'], 'a'))).toBe('m: {}\n');
  });

  it("refuses a key that is not there, naming the place in the loader's notation", () => {
    const r = removeKey(SITE, ['site'], 'fax');
    expect(r).toEqual({ ok: false, refusal: 'site has no field "fax".' });
    const top = removeKey('a: 1\n', [], 'b');
    expect(top).toEqual({ ok: false, refusal: 'the file has no field "b".' });
  });
});
