/**
 * showBlock: a hidden block's `hidden` field goes; the file is as before it was hidden.
 */
import { describe, expect, it } from 'vitest';
import { hideBlock, showBlock } from '../../../../src/editor/edits';
import { SITE, text } from './helpers';

describe('showBlock', () => {
  it('shows a hidden block again: the file back byte for byte', () => {
    const hidden = text(hideBlock(SITE, '/about', 3));
    expect(text(showBlock(hidden, '/about', 3))).toBe(SITE);
    const yaml =
      'routes:\n  - path: /\n    blocks:\n      - type: hero\n        # hidden for now\n        hidden: true\n        title: Hi\n';
    expect(text(showBlock(yaml, '/', 0))).toBe('routes:\n  - path: /\n    blocks:\n      - type: hero\n        title: Hi\n');
  });

  it('refuses a block that is not hidden, and a page that is not there', () => {
    expect(showBlock(SITE, '/about', 3)).toEqual({ ok: false, refusal: 'The block 3 of /about is not hidden.' });
    expect(showBlock(SITE, '/nowhere', 0)).toEqual({ ok: false, refusal: 'There is no page "/nowhere" in site.yaml.' });
  });
});
