import { Paper, Text } from '@mantine/core';

import { useState } from 'react';
import { FilterBar } from '../../ui/FilterBar';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { useEnquiry } from '../../forms/EnquiryDialog';
import { ProductCard } from '../productGrid/ProductCard';
import { filterProducts } from './filter';
import type { ProductCatalogBlockT } from './schema';
import { Columns } from '../../ui/layout/Layout';

/** Catalogue cards enter 50 ms apart (spec section 2). */
export const CATALOG_DELAY_STEP = 50;

export function ProductCatalog({ block }: { block: ProductCatalogBlockT }) {
  const { content } = useSite();
  const enquire = useEnquiry();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(block.initialCategory ?? 'all');
  const byId = new Map(content.products.map((p) => [p.id, p]));
  const all = block.products ? block.products.map((id) => byId.get(id)!).filter(Boolean) : content.products;
  const shown = filterProducts(all, category, search);
  const labels = new Map(content.categories.map((c) => [c.id, c.label]));
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="earth">
      <FilterBar
        search={search}
        onSearch={setSearch}
        placeholder={block.searchPlaceholder}
        searchLabel="Search products"
        category={category}
        onCategory={setCategory}
        allLabel={block.allLabel}
        options={block.categories.map((id) => ({ value: id, label: labels.get(id) ?? id }))}
        count={shown.length}
        noun={['product', 'products']}
        maw={520}
      />
      {shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" mt="md" ta="center">
          <Text>{block.emptyText}</Text>
        </Paper>
      ) : (
        <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" mt="md" data-testid="catalog-grid">
          {shown.map((p, i) => (
            <ProductCard
              key={p.id}
              product={p}
              categoryLabel={labels.get(p.category)}
              delay={i * CATALOG_DELAY_STEP}
              onBuy={(x) => enquire(block.enquiryForm, { productName: x.name })}
            />
          ))}
        </Columns>
      )}
    </Section>
  );
}
