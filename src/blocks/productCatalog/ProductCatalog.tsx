import { useSite } from '../../ui/SiteContext';
import { useLanguage } from '../../ui/facts';
import { Section } from '../../ui/Section';
import Catalog from './Catalog.island';
import { categoryPages } from './pages';
import type { ProductCatalogBlockT } from './schema';

export { CATALOG_DELAY_STEP } from './Catalog.island';

/**
 * The catalogue: search and category choices over the products. Each choice is a link to its
 * category's page (pages.ts: one rule for that address), at the catalogue, so it works with
 * scripts off and before the code comes; once live, a choice filters in place and moves the
 * address to that page.
 */
export function ProductCatalog({ block }: { block: ProductCatalogBlockT }) {
  const model = useSite();
  const { content } = model;
  const { messages, href } = useLanguage();
  const byId = new Map(content.products.map((p) => [p.id, p]));
  const products = block.products ? block.products.flatMap((id) => byId.get(id) ?? []) : content.products;
  const labels = Object.fromEntries(content.categories.map((c) => [c.id, c.label]));
  // Left out, the buttons are the categories of products.yaml, in its order, that have a product here.
  const categories = block.categories ?? content.categories.map((c) => c.id).filter((id) => products.some((p) => p.category === id));
  const { home, paths } = categoryPages(model);
  const at = `#${block.id ?? 'catalog'}`;
  // A category with no product in the catalogue page's list has no page: it stays this list, filtered.
  const pageOf = (category: string) => {
    const path = paths.get(category);
    return path ? `${path}${at}` : `${home}?category=${encodeURIComponent(category)}${at}`;
  };
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="earth">
      <Catalog
        products={products}
        categories={categories.map((id) => ({ value: id, label: labels[id] ?? id, href: href(pageOf(id)) }))}
        labels={labels}
        allLabel={block.allLabel ?? messages.allProducts}
        allHref={home ? href(`${home}${at}`) : '?'}
        initialCategory={block.initialCategory ?? 'all'}
        searchPlaceholder={block.searchPlaceholder ?? messages.searchProductsHint}
        emptyText={block.emptyText ?? messages.noProducts}
        enquiryForm={block.enquiryForm}
        searchId={`${block.id ?? 'catalog'}-search`}
      />
    </Section>
  );
}
