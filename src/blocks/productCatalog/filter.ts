import type { ProductT } from '../../schema/content';
import { matchesSearch, searchText } from '../../ui/search';

/** What a product is searched in (spec section 5): its name and description. Also written on its card for the first paint. */
export const productSearchText = (p: Pick<ProductT, 'name' | 'description'>): string => searchText([p.name, p.description]);

/** Spec section 5: the category exactly (or all), and the search text anywhere in name or description, ignoring case. */
export function filterProducts(products: readonly ProductT[], category: string, search: string): ProductT[] {
  return products.filter((p) => (category === 'all' || p.category === category) && matchesSearch(productSearchText(p), search));
}
