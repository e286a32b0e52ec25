/**
 * moveItem: an item of a list moves with the comment lines above it; a move and the move back give the file back.
 */
import { describe, expect, it } from 'vitest';
import { moveItem } from '../../../../src/editor/edits';
import { lineDiff, lineOf, SITE, text } from './helpers';

describe('moveItem', () => {
  it('moves a page with the comment line above it', () => {
    const out = text(moveItem(SITE, ['routes'], 1, 0));
    const lines = out.split('\n');
    const home = lines.findIndex((l) => l.startsWith('  # ─── Home'));
    const aboutComment = lines.findIndex((l) => l.startsWith('  # ─── About'));
    expect(aboutComment).toBeGreaterThan(0);
    expect(lines[aboutComment + 1]).toBe('  - path: /about');
    expect(lines[home + 1]).toBe('  - path: /');
    expect(lines[home - 1]).toBe('');
    expect([...lines].sort()).toEqual(SITE.split('\n').sort());
    expect(text(moveItem(out, ['routes'], 0, 1))).toBe(SITE);
  });

  it('moves an item of a flow list, the ", " between items in place', () => {
    const strip = lineOf(SITE, '  topStrip: [phone, email, location]');
    const moved = text(moveItem(SITE, ['navigation', 'topStrip'], 0, 2));
    expect(lineDiff(SITE, moved).added).toEqual([[strip, '  topStrip: [email, location, phone]']]);
    expect(text(moveItem(moved, ['navigation', 'topStrip'], 2, 0))).toBe(SITE);
    expect(moveItem(SITE, ['navigation', 'topStrip'], 0, 3).ok).toBe(false);
  });
});
