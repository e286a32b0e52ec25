import { useSite } from '../../ui/SiteContext';
import { Section } from '../../ui/Section';
import Catalog from './Catalog.island';
import type { ProductCatalogBlockT } from './schema';

export { CATALOG_DELAY_STEP } from './Catalog.island';

/**
 * The catalogue: search and category choices over the products. A choice leads, with
 * scripts off, to the page whose catalogue starts at that category, or to this list with
 * `?category=` (which the live list reads).
 */
export function ProductCatalog({ block }: { block: ProductCatalogBlockT }) {
  const { content, routes } = useSite();
  const byId = new Map(content.products.map((p) => [p.id, p]));
  const products = block.products ? block.products.flatMap((id) => byId.get(id) ?? []) : content.products;
  const labels = Object.fromEntries(content.categories.map((c) => [c.id, c.label]));
  // Left out, the buttons are the categories of products.yaml, in its order, that have a product here.
  const categories = block.categories ?? content.categories.map((c) => c.id).filter((id) => products.some((p) => p.category === id));
  const catalogues = routes.flatMap((r) =>
    r.blocks.filter((b) => b.type === 'productCatalog').map((b) => ({ path: r.path, start: b.initialCategory })),
  );
  const home = catalogues.find((c) => !c.start)?.path ?? '';
  const pageOf = (category: string) =>
    catalogues.find((c) => c.start === category)?.path ?? `${home}?category=${encodeURIComponent(category)}`;
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="earth">
      <Catalog
        products={products}
        categories={categories.map((id) => ({ value: id, label: labels[id] ?? id, href: pageOf(id) }))}
        labels={labels}
        allLabel={block.allLabel}
        allHref={home || '?'}
        initialCategory={block.initialCategory ?? 'all'}
        searchPlaceholder={block.searchPlaceholder}
        emptyText={block.emptyText}
        enquiryForm={block.enquiryForm}
        searchId={`${block.id ?? 'catalog'}-search`}
      />
    </Section>
  );
}
