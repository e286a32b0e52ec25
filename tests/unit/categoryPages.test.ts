import { beforeAll, describe, expect, it } from 'vitest';
import { blogCategoryPages, blogCategoryPath } from '../../src/blocks/blogList/pages.ts';
import { categoryPages, categoryPath } from '../../src/blocks/productCatalog/pages.ts';
import { pageRoutes } from '../../src/app/routes.tsx';
import { sitemap } from '../../src/prerender/document.ts';
import { loadSite } from '../../src/loader/index.ts';
import type { SiteModel } from '../../src/schema/model.ts';
import { localize } from '../../src/i18n/localize.ts';

let model: SiteModel;
beforeAll(async () => {
  const r = await loadSite();
  if (!r.ok) throw new Error('site.yaml invalid');
  model = localize(r.model, 'en');
});

/** A copy of the model with its routes replaced (the rule reads routes and content only). */
const withRoutes = (routes: SiteModel['routes']): SiteModel => ({ ...model, routes });

describe('a product category’s address (one rule)', () => {
  it('is <catalogue page>/<category id>', () => {
    expect(categoryPath('/products', 'decor')).toBe('/products/decor');
    expect(categoryPath('/shop/', 'kitchenware')).toBe('/shop/kitchenware');
  });

  it('gives every category with a product a page: site.yaml’s page whose catalogue starts there, else one drawn from products.yaml', () => {
    const { home, paths, routes } = categoryPages(model);
    expect(home).toBe('/products');
    const withProducts = model.content.categories.filter((c) => model.content.products.some((p) => p.category === c.id));
    expect([...paths.keys()].sort()).toEqual(withProducts.map((c) => c.id).sort());
    // site.yaml's own pages keep their addresses; the others follow the rule.
    expect(paths.get('kitchenware')).toBe('/products/cutlery');
    expect(paths.get('furniture')).toBe('/products/furniture');
    expect(paths.get('chandeliers')).toBe('/products/chandeliers');
    for (const r of routes) {
      const category = r.path.split('/').at(-1) ?? '';
      expect(r.path).toBe(categoryPath(home, category));
      const label = model.content.categories.find((c) => c.id === category)?.label ?? '';
      expect(r.title).toBe(`${label} | ${model.site.name}`);
      expect(r.description).toContain(label);
      const catalogue = r.blocks.find((b) => b.type === 'productCatalog');
      expect(catalogue && 'initialCategory' in catalogue ? catalogue.initialCategory : undefined).toBe(category);
    }
    expect(routes.map((r) => r.path)).not.toContain('/products/furniture');
  });

  it('draws no page for a category without a product, and none over a page site.yaml already has at that address', () => {
    const products = defined(model.routes.find((r) => r.path === '/products'));
    const other = { path: '/products/decor', title: 'Our décor story', description: 'Not a catalogue.', blocks: [] };
    const m = {
      ...withRoutes([products, other]),
      content: { ...model.content, products: model.content.products.filter((p) => p.category !== 'jewelry') },
    };
    const { paths, routes } = categoryPages(m);
    expect(paths.has('jewelry')).toBe(false);
    expect(paths.has('decor')).toBe(false);
    expect(routes.map((r) => r.path)).not.toContain('/products/decor');
    expect(routes.map((r) => r.path)).toContain('/products/kitchenware');
  });

  it('draws nothing when no catalogue starts at every product', () => {
    expect(categoryPages(withRoutes(model.routes.filter((r) => r.path !== '/products'))).routes).toEqual([]);
  });

  it('puts the category pages in the prerender’s route list, and so in the sitemap', () => {
    const paths = pageRoutes(model).map((r) => r.path);
    for (const r of categoryPages(model).routes) expect(paths).toContain(r.path);
    const xml = sitemap(
      pageRoutes(model)
        .filter((r) => !r.path.includes(':') && r.path !== '*')
        .map((r) => ({ url: `https://x.test${r.path}` })),
    );
    expect(xml).toContain('<loc>https://x.test/products/decor</loc>');
  });

  it('is what the footer’s category links use, landing at the catalogue', () => {
    const { paths } = categoryPages(model);
    const footer = model.footer.columns.flatMap((c) => c.links).map((l) => ('to' in l ? l.to : ''));
    const pages = new Set(paths.values());
    const toCategories = footer.filter((to) => pages.has(to.split('#')[0]));
    expect(toCategories.length).toBeGreaterThan(0);
    for (const to of toCategories) expect(to).toMatch(/#catalog$/);
  });
});

function defined<T>(v: T | undefined): T {
  if (v === undefined) throw new Error('missing');
  return v;
}

describe('a blog category’s address (one rule)', () => {
  it('is <blog page>/category/<category id>, never a post’s address', () => {
    expect(blogCategoryPath('/blog', 'diy-projects')).toBe('/blog/category/diy-projects');
    const { home, paths, routes } = blogCategoryPages(model);
    expect(home).toBe('/blog');
    const withPosts = model.content.blogCategories.filter((c) => model.content.posts.some((p) => p.category === c.id));
    expect([...paths.keys()].sort()).toEqual(withPosts.map((c) => c.id).sort());
    for (const r of routes) {
      const category = r.path.split('/').at(-1) ?? '';
      expect(r.path).toBe(blogCategoryPath(home, category));
      expect(model.content.posts.map((p) => `/blog/${p.slug}`)).not.toContain(r.path);
      const list = r.blocks.find((b) => b.type === 'blogList');
      expect(list && 'initialCategory' in list ? list.initialCategory : undefined).toBe(category);
      expect(r.title).toContain(defined(model.content.blogCategories.find((c) => c.id === category)).label);
    }
    expect(pageRoutes(model).map((r) => r.path)).toEqual(expect.arrayContaining(routes.map((r) => r.path)));
  });

  it('draws no page for a category without a post', () => {
    const m = { ...model, content: { ...model.content, posts: model.content.posts.filter((p) => p.category !== 'diy-projects') } };
    expect(blogCategoryPages(m).paths.has('diy-projects')).toBe(false);
  });
});
