import { ButtonRow } from '../../ui/ButtonRow';
import { Section } from '../../ui/Section';
import { Columns } from '../../ui/layout/Layout';
import { useSite } from '../../ui/SiteContext';
import type { ProductT } from '../../schema/content';
import { ProductCard } from './ProductCard';
import type { ProductGridBlockT } from './schema';

/** The products a grid shows: the listed ones in order, or all, then narrowed by category and featured. */
export function selectProducts(all: ProductT[], block: Pick<ProductGridBlockT, 'products' | 'category' | 'featuredOnly'>): ProductT[] {
  const byId = new Map(all.map((p) => [p.id, p]));
  const base = block.products ? block.products.map((id) => byId.get(id)).filter((p): p is ProductT => !!p) : all;
  return base.filter((p) => (!block.category || p.category === block.category) && (!block.featuredOnly || p.featured));
}

/** Featured cards enter 100 ms apart (spec section 2). */
export const FEATURED_DELAY_STEP = 100;

export function ProductGrid({ block }: { block: ProductGridBlockT }) {
  const { content } = useSite();
  const buy = block.buy === 'dialog' ? { dialog: block.enquiryForm } : {};
  const labels = new Map(content.categories.map((c) => [c.id, c.label]));
  const products = selectProducts(content.products, block);
  return (
    <Section id={block.id} title={block.title} text={block.text}>
      <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {products.map((p, i) => (
          <ProductCard
            key={p.id}
            product={p}
            categoryLabel={labels.get(p.category)}
            featuredBadge={block.featuredBadge}
            showSustainability={block.showSustainability}
            delay={i * FEATURED_DELAY_STEP}
            buy={buy}
          />
        ))}
      </Columns>
      <ButtonRow buttons={block.buttons} />
    </Section>
  );
}
