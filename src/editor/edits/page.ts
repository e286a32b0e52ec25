/**
 * The blocks of a page of site.yaml, for the block edits: a page named by its path or its index.
 */
import { isMap, isScalar, isSeq, type YAMLMap } from 'yaml';
import { fail, nodeAt, placeName, read, withText, type Edit, type Fail, type Ok, type PageRef, type Path, type Source } from './text.ts';

/** The path of a page's `blocks` list in site.yaml. */
export function blocksPath(text: string, page: PageRef): Ok<Path> | Fail {
  const src = read(text.replace(/\r\n/g, '\n'));
  if (!src.ok) return src;
  const routes = src.value.doc.get('routes', true);
  if (!isSeq(routes)) return fail('site.yaml has no list of pages (routes:).');
  const index =
    typeof page === 'number' ? page : routes.items.findIndex((r) => isMap(r) && isScalar(r.get('path', true)) && r.get('path') === page);
  if (index < 0 || index >= routes.items.length || !Number.isInteger(index)) {
    return fail(
      typeof page === 'number'
        ? `There is no page ${page} (site.yaml has ${routes.items.length}, counted from 0).`
        : `There is no page "${page}" in site.yaml.`,
    );
  }
  const route = routes.items[index];
  if (!isMap(route) || !isSeq(route.get('blocks', true))) return fail(`The page ${String(page)} has no list of blocks.`);
  return { ok: true, value: ['routes', index, 'blocks'] };
}

/**
 * An edit of one block of a page (hide it, show it): `edit` gets the text as read, the block's
 * map and its path, once the page and the block are found and the block is a group of fields.
 */
export function editBlock(
  text: string,
  page: PageRef,
  index: number,
  edit: (src: Source, block: YAMLMap, path: Path, text: string) => Edit,
): Edit {
  const p = blocksPath(text, page);
  if (!p.ok) return p;
  const path = [...p.value, index];
  return withText(text, (t) => {
    const src = read(t);
    if (!src.ok) return src;
    const found = nodeAt(src.value.doc, path);
    if (!found.ok) return found;
    if (!isMap(found.value.node)) return fail(`${placeName(path)} is not a block.`);
    return edit(src.value, found.value.node, path, t);
  });
}
