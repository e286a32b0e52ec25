/**
 * `hideBlock`: `hidden: true` as the block's last field.
 */
import { isMap, isScalar } from 'yaml';
import { findPair } from '../../loader/yamlWriter.ts';
import { placeName, fail, nodeAt, read, withText, type Edit, type PageRef } from './text.ts';
import { addKeyIn } from './addKey.ts';
import { blocksPath } from './page.ts';
import { setScalar } from './setScalar.ts';

/** Hide a block: `hidden: true` as its last field, in its style (a one-line `{ … }` block stays on one line). */
export function hideBlock(text: string, page: PageRef, index: number): Edit {
  const p = blocksPath(text, page);
  if (!p.ok) return p;
  return withText(text, (t) => {
    const src = read(t);
    if (!src.ok) return src;
    const found = nodeAt(src.value.doc, [...p.value, index]);
    if (!found.ok) return found;
    if (!isMap(found.value.node)) return fail(`${placeName([...p.value, index])} is not a block.`);
    const hidden = findPair(found.value.node, 'hidden');
    if (hidden) {
      if (isScalar(hidden.value) && hidden.value.value === true) return fail(`The block ${index} of ${String(page)} is hidden already.`);
      return setScalar(t, [...p.value, index, 'hidden'], true);
    }
    return addKeyIn(src.value, [...p.value, index], 'hidden', true);
  });
}
