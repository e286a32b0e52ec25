/**
 * Warnings: what does not stop the site from building, but will not show as the editor
 * meant. Like the cross-checks they read the data as written, so they are found (and
 * listed after the errors) even when a file has problems.
 */
import { catalogue } from './catalogue.ts';
import type { Loaded, LoadedPost } from './content.ts';
import { placeInPost } from './postBody.ts';
import { problem, problemAt, type Problem } from './problems.ts';

type Raw = Record<string, unknown>;
const asRecord = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {});
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A page whose every block is hidden would be published with nothing on it. */
export function emptyPages(site: Loaded | undefined): Problem[] {
  if (!site) return [];
  return asArray(asRecord(site.data).routes).flatMap((r, i) => {
    const route = asRecord(r);
    const blocks = asArray(route.blocks);
    const path = str(route.path);
    if (path === undefined || !blocks.length || !blocks.every((b) => asRecord(b).hidden === true)) return [];
    return [problem(site.src, 'emptyPage', ['routes', i], catalogue.emptyPage(path))];
  });
}

/**
 * A catalogue's filter buttons are "All" and one per category of its `categories` (every
 * category when it has none). A product it shows whose category has no button is listed
 * under All only: whichever category a visitor picks, it is not there. One warning per
 * product, at its category, naming the pages whose catalogue lacks the button.
 */
export function unfilterableProducts(site: Loaded | undefined, products: Loaded | undefined): Problem[] {
  if (!site || !products) return [];
  const data = asRecord(products.data);
  const categories = asArray(data.categories).map((c) => str(asRecord(c).id));
  const list = asArray(data.products).map(asRecord);
  const missing = new Map<number, { pages: string[]; allLabel: string; chips: string[] }>();
  for (const r of asArray(asRecord(site.data).routes)) {
    const route = asRecord(r);
    for (const b of asArray(route.blocks)) {
      const block = asRecord(b);
      if (block.type !== 'productCatalog' || block.hidden === true) continue;
      const chips = (Array.isArray(block.categories) ? block.categories : categories).filter((c): c is string => typeof c === 'string');
      const shown = Array.isArray(block.products) ? new Set(block.products) : undefined;
      list.forEach((product, i) => {
        const category = str(product.category);
        if (category === undefined || chips.includes(category) || (shown && !shown.has(product.id))) return;
        const entry = missing.get(i) ?? { pages: [], allLabel: str(block.allLabel) ?? 'All Products', chips };
        const page = str(route.path) ?? '?';
        if (!entry.pages.includes(page)) entry.pages.push(page);
        missing.set(i, entry);
      });
    }
  }
  return [...missing].map(([i, { pages, allLabel, chips }]) => {
    const product = list[i];
    const name = str(product.name) ?? str(product.id) ?? `product ${i + 1}`;
    const category = str(product.category) ?? '';
    return problem(
      products.src,
      'unfilterableProduct',
      ['products', i, 'category'],
      catalogue.unfilterableProduct(name, category, pages, allLabel, chips),
    );
  });
}

/**
 * Raw HTML in a post that the page will not show: each tag or attribute at its line and column in
 * the file. Raw HTML starts with "<": the HTML cleaner (sanitize-html, the largest piece of the
 * loader in a browser) is loaded only when some post has one.
 */
export async function removedHtmlProblems(posts: readonly LoadedPost[]): Promise<Problem[]> {
  const withHtml = posts.filter((post) => post.body.includes('<'));
  if (!withHtml.length) return [];
  const { removedHtml } = await import('../lib/markdown.ts');
  return withHtml.flatMap((post) => {
    const { text, file } = post.src;
    return removedHtml(post.body).map((r) => {
      const { line, col } = placeInPost(post, r.offset);
      return problemAt(
        { line, col, endCol: col + r.length },
        file,
        text,
        'removedHtml',
        [],
        catalogue.removedHtml(r.tag, r.attribute, r.link),
        'the text of the article',
      );
    });
  });
}
