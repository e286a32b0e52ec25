import { describe, expect, it } from 'vitest';
import { closest, didYouMean, distance } from '../../src/loader/suggest.ts';
import { codeFrame } from '../../src/loader/problems.ts';

describe('suggestions', () => {
  it('measures edit distance without regard to case', () => {
    expect(distance('heroo', 'hero')).toBe(1);
    expect(distance('Kitchenware', 'kitchenware')).toBe(0);
    expect(distance('', 'abc')).toBe(3);
  });

  it('suggests the nearest candidate only when it is a plausible typo', () => {
    expect(closest('prodctGrid', ['hero', 'productGrid'])).toBe('productGrid');
    expect(closest('banana', ['hero', 'productGrid'])).toBeUndefined();
    expect(didYouMean('outlined', ['primary', 'outline'])).toBe(' Did you mean "outline"?');
    expect(didYouMean('zzz', [])).toBe('');
  });
});

describe('code frame', () => {
  it('shows the line before, the line, and carets under the span', () => {
    expect(codeFrame('a: 1\nb: heroo\nc: 3', { line: 2, col: 4, endCol: 9 })).toBe(
      ['  1 | a: 1', '> 2 | b: heroo', '    |    ^^^^^'].join('\n'),
    );
  });

  it('works on the first line', () => {
    expect(codeFrame('x', { line: 1, col: 1, endCol: 2 })).toBe(['> 1 | x', '    | ^'].join('\n'));
  });
});
