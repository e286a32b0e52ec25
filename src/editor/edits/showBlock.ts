/**
 * `showBlock`: a hidden block's `hidden` field goes.
 */
import { isMap } from 'yaml';
import { findPair } from '../../loader/yamlWriter.ts';
import { placeName, fail, nodeAt, read, withText, type Edit, type PageRef } from './text.ts';
import { blocksPath } from './page.ts';
import { removeKeyIn } from './removeKey.ts';

/** Show a hidden block again: its `hidden` field is removed. */
export function showBlock(text: string, page: PageRef, index: number): Edit {
  const p = blocksPath(text, page);
  if (!p.ok) return p;
  return withText(text, (t) => {
    const src = read(t);
    if (!src.ok) return src;
    const found = nodeAt(src.value.doc, [...p.value, index]);
    if (!found.ok) return found;
    if (!isMap(found.value.node)) return fail(`${placeName([...p.value, index])} is not a block.`);
    if (!findPair(found.value.node, 'hidden')) return fail(`The block ${index} of ${String(page)} is not hidden.`);
    return removeKeyIn(src.value, [...p.value, index], 'hidden');
  });
}
