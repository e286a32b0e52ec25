import { describe, expect, it } from 'vitest';
import { tooDeepAt } from '../../src/loader/content.ts';
import { lineOf } from '../../src/yamlText/lines.ts';

describe('the lines of a text, read in place', () => {
  it('gives each line without its break, Windows breaks included, and nothing past the end', () => {
    const text = 'first\r\nsecond\nthird\r';
    expect([1, 2, 3].map((n) => lineOf(text, n))).toEqual(['first', 'second', 'third\r']);
    expect(lineOf(text, 0)).toBe('');
    expect(lineOf(text, 4)).toBe('');
    expect(lineOf('a\n', 2)).toBe('');
  });
});

describe('how deep a text nests', () => {
  const nested = (levels: number) => `title: ${'['.repeat(levels)}x${']'.repeat(levels)}\n`;
  it('places the first bracket or indentation past 64 levels, and passes 64', () => {
    expect(tooDeepAt(`a: 1\n${nested(64)}`)).toBeUndefined();
    expect(tooDeepAt(`a: 1\n${nested(65)}`)).toEqual({ line: 2, col: 72 });
    expect(tooDeepAt(`a: 1\n${' '.repeat(128)}b: 1\n`)).toBeUndefined();
    expect(tooDeepAt(`a: 1\n\n${' '.repeat(130)}b: 1\n`)).toEqual({ line: 3, col: 1 });
    // Brackets in quotes and comments do not nest anything.
    expect(tooDeepAt(`a: "${'['.repeat(100)}" # ${'{'.repeat(100)}\n`)).toBeUndefined();
  });
});
