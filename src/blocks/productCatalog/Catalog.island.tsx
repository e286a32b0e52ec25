import { Paper, Text } from '@mantine/core';
import type { ProductT } from '../../schema/content';
import { island } from '../../islands/island';
import { FilterBar } from '../../ui/FilterBar';
import { Columns } from '../../ui/layout/Layout';
import { useUrlFilter } from '../../ui/useUrlFilter';
import { useLanguage } from '../../ui/facts';
import { ProductCard } from '../productGrid/ProductCard';
import { searchAttrs } from '../../ui/search';
import { filterProducts, productSearchText } from './filter';

/** Catalogue cards enter 50 ms apart (spec section 2). */
export const CATALOG_DELAY_STEP = 50;

export interface CatalogProps {
  products: ProductT[];
  /** The choices, each with its label and the address it leads to with scripts off. */
  categories: Array<{ value: string; label: string; href: string }>;
  labels: Record<string, string>;
  allLabel: string;
  allHref: string;
  initialCategory: string;
  searchPlaceholder: string;
  emptyText: string;
  enquiryForm: string;
  searchId: string;
}

/** The catalogue's live part: search, category choices (kept in the address) and the cards. */
function Catalog(p: CatalogProps) {
  const { messages } = useLanguage();
  const pages = [{ value: 'all', href: p.allHref }, ...p.categories];
  const [filter, setFilter] = useUrlFilter({ category: p.initialCategory, q: '' }, p.searchId, pages);
  const shown = filterProducts(p.products, filter.category, filter.q);
  return (
    <>
      <FilterBar
        id={p.searchId}
        search={filter.q}
        onSearch={(q) => setFilter({ ...filter, q }, 'replace')}
        placeholder={p.searchPlaceholder}
        searchLabel={messages.searchProducts}
        category={filter.category}
        onCategory={(category) => setFilter({ ...filter, category }, 'push')}
        allLabel={p.allLabel}
        allHref={p.allHref}
        options={p.categories}
        count={shown.length}
        counted={[messages.productCount, messages.productsCount]}
        maw={520}
        noScriptNote={messages.productsNeedScripts}
      />
      {/* Always drawn, hidden while something matches: a searched address's first paint shows it when nothing does. */}
      <div hidden={shown.length > 0} {...searchAttrs.empty(p.searchId)}>
        <Paper withBorder radius="lg" p="xl" mt="md" ta="center">
          <Text>{p.emptyText}</Text>
        </Paper>
      </div>
      {shown.length > 0 && (
        <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" mt="md" data-testid="catalog-grid" {...searchAttrs.list(p.searchId)}>
          {shown.map((product, i) => (
            <ProductCard
              key={product.id}
              product={product}
              categoryLabel={p.labels[product.category]}
              delay={i * CATALOG_DELAY_STEP}
              buy={{ dialog: p.enquiryForm }}
              search={productSearchText(product)}
            />
          ))}
        </Columns>
      )}
    </>
  );
}

export default island('blocks/productCatalog/Catalog', Catalog);
