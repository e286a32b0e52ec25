import type { ProductT } from '../../schema/content';

/** Spec section 5: the category exactly (or all), and the search text anywhere in name or description, ignoring case. */
export function filterProducts(products: readonly ProductT[], category: string, search: string): ProductT[] {
  const q = search.trim().toLowerCase();
  return products.filter(
    (p) =>
      (category === 'all' || p.category === category) &&
      (q === '' || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)),
  );
}
