import { Chip, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Section } from '../../app/Section';
import { useSite } from '../../app/SiteContext';
import { useEnquiry } from '../../forms/EnquiryDialog';
import { ProductCard } from '../productGrid/ProductCard';
import { filterProducts } from './filter';
import type { ProductCatalogBlockT } from './schema';

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
      <TextInput
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        placeholder={block.searchPlaceholder}
        aria-label="Search products"
        leftSection={<IconSearch size={18} aria-hidden />}
        size="md"
        maw={520}
      />
      <Chip.Group value={category} onChange={(v) => setCategory(v as string)}>
        <Group gap="xs" mt="md" role="group" aria-label="Categories">
          <Chip value="all" variant="outline">
            {block.allLabel}
          </Chip>
          {block.categories.map((id) => (
            <Chip key={id} value={id} variant="outline">
              {labels.get(id)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text fz="sm" c="dimmed" mt="md" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'product' : 'products'}
      </Text>
      {shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" mt="md" ta="center">
          <Text>{block.emptyText}</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" mt="md" data-testid="catalog-grid">
          {shown.map((p, i) => (
            <ProductCard
              key={p.id}
              product={p}
              categoryLabel={labels.get(p.category)}
              delay={i * CATALOG_DELAY_STEP}
              onBuy={(x) => enquire(block.enquiryForm, { productName: x.name })}
            />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}
