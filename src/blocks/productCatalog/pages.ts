import type { SiteModel } from '../../schema/model';
import type { RouteT } from '../../schema/site';
import { fill } from '../../i18n/fill';
import { categoryPageWords } from '../../i18n/words/blocks';

/**
 * One rule for a product category's address (the catalogue's choices, the prerender's route
 * list and so the sitemap all use it): the page of site.yaml whose catalogue starts at that
 * category when there is one (it keeps its own hero and words, e.g. /products/cutlery), else
 * `<catalogue page>/<category id>`, a page the build draws from content/products.yaml: the
 * catalogue page itself with its catalogue starting at that category. The catalogue page is
 * the one whose catalogue starts at all the products (the first such, /products).
 */
export interface CategoryPages {
  /** The catalogue page's address ('' when the site has no catalogue starting at all). */
  home: string;
  /** Category id → its page's address, for every category that has a product. */
  paths: Map<string, string>;
  /** The pages the build draws (those site.yaml does not write itself). */
  routes: RouteT[];
}

/** The address of a category's page: `<home>/<id>` (ids are lowercase words with dashes). */
export function categoryPath(home: string, category: string): string {
  return `${home.replace(/\/+$/, '')}/${encodeURIComponent(category)}`;
}

const memo = new WeakMap<SiteModel, CategoryPages>();

export function categoryPages(model: SiteModel): CategoryPages {
  const known = memo.get(model);
  if (known) return known;
  const catalogues = model.routes.flatMap((r) =>
    r.path.includes(':')
      ? []
      : r.blocks.flatMap((b) => (b.type === 'productCatalog' ? [{ route: r, start: b.initialCategory, products: b.products }] : [])),
  );
  const homeCatalogue = catalogues.find((c) => !c.start);
  const homeRoute = homeCatalogue?.route;
  const listed = homeCatalogue?.products ? new Set(homeCatalogue.products) : undefined;
  const home = homeRoute?.path ?? '';
  const paths = new Map<string, string>();
  const routes: RouteT[] = [];
  const taken = new Set(model.routes.map((r) => r.path));
  const words = categoryPageWords[model.lang];
  for (const c of model.content.categories) {
    const products = model.content.products.filter((p) => p.category === c.id && (!listed || listed.has(p.id)));
    if (!products.length) continue;
    const own = catalogues.find((x) => x.start === c.id)?.route.path;
    if (own) {
      paths.set(c.id, own);
      continue;
    }
    if (!homeRoute) continue;
    const path = categoryPath(home, c.id);
    // A page of site.yaml already at this address (not a catalogue of this category) keeps it.
    if (taken.has(path)) continue;
    paths.set(c.id, path);
    const names = products.slice(0, 3).map((p) => p.name);
    const more = products.length > names.length;
    const list =
      more || names.length === 1
        ? names.join(', ')
        : fill(words.listAnd, { first: names.slice(0, -1).join(', '), last: names.slice(-1).join('') });
    routes.push({
      ...homeRoute,
      path,
      title: `${c.label} | ${model.site.name}`,
      description: fill(more ? words.productCategoryMore : words.productCategory, { category: c.label, site: model.site.name, list }),
      blocks: homeRoute.blocks.map((b) => (b.type === 'productCatalog' && !b.initialCategory ? { ...b, initialCategory: c.id } : b)),
    });
  }
  const pages = { home, paths, routes };
  memo.set(model, pages);
  return pages;
}
