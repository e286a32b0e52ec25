import { describe, expect, it } from 'vitest';
import { closest, didYouMean, distance } from '../../src/loader/suggest.ts';
import { codeFrame } from '../../src/loader/problems.ts';
import { repairTo } from '../../src/loader/repair.ts';

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

describe('a value missed by one obvious slip says the value it means', () => {
  it('repairs paths, ids and dates only into what the same pattern accepts', () => {
    const path = /^(\*|\/([a-z0-9-]+|:slug)?(\/([a-z0-9-]+|:slug))*)$/;
    expect(repairTo('about', path)).toBe('/about');
    expect(repairTo('/careers/', path)).toBe('/careers');
    expect(repairTo('/About Us', path)).toBe('/about-us');
    expect(repairTo('Our Story', /^[a-z][a-z0-9-]*$/)).toBe('our-story');
    const date = /^\d{4}-\d{2}-\d{2}$/;
    expect(repairTo('2024-3-28', date)).toBe('2024-03-28');
    expect(repairTo('28/03/2024', date)).toBe('2024-03-28');
    expect(repairTo('15.3.2024', date)).toBe('2024-03-15');
    // Nothing offered when no simple repair fits, nor for a value that is already right.
    expect(repairTo('March 2024', date)).toBeUndefined();
    expect(repairTo('/about', path)).toBeUndefined();
  });
});
