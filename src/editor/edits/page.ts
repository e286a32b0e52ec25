/**
 * The blocks of a page of site.yaml, for the block edits: a page named by its path or its index.
 */
import { isMap, isScalar, isSeq } from 'yaml';
import { fail, read, type Fail, type Ok, type PageRef, type Path } from './text.ts';

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
