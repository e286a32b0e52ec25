import type { SiteModel } from '../../schema/model';
import type { RouteT } from '../../schema/site';
import { fill } from '../../i18n/fill';
import { categoryPageWords } from '../../i18n/words/blocks';

/**
 * One rule for a blog category's address, as for the products (productCatalog/pages.ts):
 * `<blog page>/category/<category id>` (a segment of its own, so a category never takes a
 * post's address `/blog/<slug>`), a page the build draws for every category with a post:
 * the blog page itself with its list starting at that category.
 */
export interface BlogCategoryPages {
  /** The blog page's address ('' when the site has no list of articles). */
  home: string;
  /** Category id → its page's address, for every category with a post. */
  paths: Map<string, string>;
  routes: RouteT[];
}

export function blogCategoryPath(home: string, category: string): string {
  return `${home.replace(/\/+$/, '')}/category/${encodeURIComponent(category)}`;
}

const memo = new WeakMap<SiteModel, BlogCategoryPages>();

export function blogCategoryPages(model: SiteModel): BlogCategoryPages {
  const known = memo.get(model);
  if (known) return known;
  const homeRoute = model.routes.find((r) => !r.path.includes(':') && r.blocks.some((b) => b.type === 'blogList' && !b.initialCategory));
  const home = homeRoute?.path ?? '';
  const paths = new Map<string, string>();
  const routes: RouteT[] = [];
  const taken = new Set(model.routes.map((r) => r.path));
  const words = categoryPageWords[model.lang];
  for (const c of homeRoute ? model.content.blogCategories : []) {
    const posts = model.content.posts.filter((p) => p.category === c.id);
    const path = blogCategoryPath(home, c.id);
    if (!posts.length || taken.has(path) || !homeRoute) continue;
    paths.set(c.id, path);
    routes.push({
      ...homeRoute,
      path,
      title: `${c.label} | ${model.site.name}`,
      description: fill(posts.length === 1 ? words.blogCategoryOne : words.blogCategoryMany, {
        category: c.label,
        site: model.site.name,
        count: posts.length,
        title: posts[0].title,
      }),
      blocks: homeRoute.blocks.map((b) => (b.type === 'blogList' && !b.initialCategory ? { ...b, initialCategory: c.id } : b)),
    });
  }
  const pages = { home, paths, routes };
  memo.set(model, pages);
  return pages;
}
