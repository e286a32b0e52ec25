/**
 * The dispatcher and the refusals: every edit refuses in words, and never throws, on what it cannot do.
 */
import { describe, expect, it } from 'vitest';
import { addItem, hideBlock, moveBlock, removeKey, setPostField, setScalar, type Edit } from '../../../../src/editor/edits';
import { SITE } from './helpers';

describe('apply', () => {
  it('refuses in words, and never throws, on what it cannot do', () => {
    const refusals: Edit[] = [
      setScalar(SITE, ['site', 'nope', 'x'], 1),
      setScalar(SITE, ['site', 'hours'], 'Mon'),
      setScalar(SITE, ['site', 'phone'], Number.NaN),
      moveBlock(SITE, '/nowhere', 0, 1),
      moveBlock(SITE, '/about', 0, 99),
      hideBlock(SITE, 99, 0),
      removeKey(SITE, ['site'], 'fax'),
      addItem(SITE, ['site'], 'x'),
      setScalar('a: [1, 2\n', ['a', 0], 3),
      setPostField('no front matter', ['title'], 'x'),
    ];
    for (const r of refusals) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.refusal).toMatch(/^[A-Z"(a-z].+[.:]/);
    }
  });
});
