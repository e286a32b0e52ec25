/**
 * The dispatcher and the refusals: every edit refuses in words, and never throws, on what it cannot do.
 */
import { describe, expect, it } from 'vitest';
import {
  addItem,
  apply,
  hideBlock,
  moveBlock,
  removeKey,
  setPostBody,
  setPostField,
  setPostValue,
  setScalar,
  setValue,
  type Edit,
} from '../../../../src/editor/edits';
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

  it("sends every kind of edit to its operation, the post's and the undo's too: the one dispatcher the server calls", () => {
    const post = '---\ntitle: Old\ntags: [a]\n---\n\nText.\n';
    expect(apply(SITE, { op: 'setValue', path: ['site', 'name'], value: 'New' })).toEqual(setValue(SITE, ['site', 'name'], 'New'));
    expect(apply(post, { op: 'postSet', path: ['title'], value: 'New' })).toEqual(setPostField(post, ['title'], 'New'));
    expect(apply(post, { op: 'postValue', path: ['tags'], value: ['b', 'c'] })).toEqual(setPostValue(post, ['tags'], ['b', 'c']));
    expect(apply(post, { op: 'postBody', body: 'Other.' })).toEqual(setPostBody(post, 'Other.'));
    expect(apply(post, { op: 'restore', text: SITE })).toEqual({ ok: true, text: SITE });
    const changed = apply(post, { op: 'postSet', path: ['title'], value: 'New' });
    expect(changed.ok && changed.text).toContain('title: New');
  });

  it('applies several edits to one file as one, in order, and refuses them all when one is refused', () => {
    const picture = 'image: { src: /a.png, alt: A, width: 800, height: 600 }\n';
    const both = apply(picture, {
      op: 'all',
      ops: [
        { op: 'set', path: ['image', 'src'], value: '/b.png' },
        { op: 'removeKey', path: ['image'], key: 'width' },
        { op: 'removeKey', path: ['image'], key: 'height' },
      ],
    });
    expect(both).toEqual({ ok: true, text: 'image: { src: /b.png, alt: A }\n' });
    const refused = apply(picture, {
      op: 'all',
      ops: [
        { op: 'set', path: ['image', 'src'], value: '/b.png' },
        { op: 'removeKey', path: ['image'], key: 'depth' },
      ],
    });
    expect(refused).toEqual(removeKey(picture, ['image'], 'depth'));
  });
});
