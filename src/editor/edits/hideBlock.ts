/**
 * `hideBlock`: `hidden: true` as the block's last field.
 */
import { isScalar } from 'yaml';
import { findPair } from '../../yamlText/yamlWriter.ts';
import { fail, type Edit, type PageRef } from './text.ts';
import { addKeyIn } from './addKey.ts';
import { editBlock } from './page.ts';
import { setScalar } from './setScalar.ts';

/** Hide a block: `hidden: true` as its last field, in its style (a one-line `{ … }` block stays on one line). */
export function hideBlock(text: string, page: PageRef, index: number): Edit {
  return editBlock(text, page, index, (src, block, path, t) => {
    const hidden = findPair(block, 'hidden');
    if (!hidden) return addKeyIn(src, path, 'hidden', true);
    if (isScalar(hidden.value) && hidden.value.value === true) return fail(`The block ${index} of ${String(page)} is hidden already.`);
    return setScalar(t, [...path, 'hidden'], true);
  });
}
