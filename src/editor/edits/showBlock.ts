/**
 * `showBlock`: a hidden block's `hidden` field goes.
 */
import { findPair } from '../../yamlText/yamlWriter.ts';
import { fail, type Edit, type PageRef } from './text.ts';
import { editBlock } from './page.ts';
import { removeKeyIn } from './removeKey.ts';

/** Show a hidden block again: its `hidden` field is removed. */
export function showBlock(text: string, page: PageRef, index: number): Edit {
  return editBlock(text, page, index, (src, block, path) => {
    if (!findPair(block, 'hidden')) return fail(`The block ${index} of ${String(page)} is not hidden.`);
    return removeKeyIn(src, path, 'hidden');
  });
}
