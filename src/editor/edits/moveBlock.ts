/**
 * `moveBlock`: a block of a page moves, with the comment lines directly above it.
 */
import { type Edit, type PageRef } from './text.ts';
import { moveItem } from './moveItem.ts';
import { blocksPath } from './page.ts';

/** Move a block of a page from one place to another, with the comment lines directly above it. */
export function moveBlock(text: string, page: PageRef, from: number, to: number): Edit {
  const p = blocksPath(text, page);
  return p.ok ? moveItem(text, p.value, from, to) : p;
}
