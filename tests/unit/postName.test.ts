import { describe, expect, it } from 'vitest';
import { isPostFileName, postFileName, slugOf } from '../../src/loader/postName';

describe("a post's name", () => {
  it('is made of any words: lowercase, accents dropped, other characters one "-"', () => {
    expect(slugOf('Harvest Day in Webuye!')).toBe('harvest-day-in-webuye');
    expect(slugOf('  Wanjikũ’s café — 2024  ')).toBe('wanjiku-s-cafe-2024');
    expect(slugOf('Harvest Day.MD')).toBe('harvest-day');
    expect(slugOf('!!!')).toBe('');
  });

  it('names a misnamed file, and a file of nothing but signs "post.md"', () => {
    expect(postFileName('Harvest Day.MD')).toBe('harvest-day.md');
    expect(postFileName('???.md')).toBe('post.md');
  });

  it('is a post file only when lowercase words joined by "-", ending in .md', () => {
    expect(['harvest-day.md', 'a1.md'].map(isPostFileName)).toEqual([true, true]);
    expect(['Harvest-day.md', 'harvest--day.md', '-harvest.md', 'harvest.markdown', 'harvest.MD'].map(isPostFileName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
