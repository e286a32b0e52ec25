import type { ComponentType } from 'react';
import type { BlockOf, BlockProps, BlockType } from '../schema/blocks';

/**
 * One loader per block type; a type without one is a compile error. Each block
 * lives in `src/blocks/<type>/` and is its own chunk, so a page downloads only
 * the blocks it uses (the prerender reads the same convention from the build
 * manifest to preload them).
 */
export type Registry = { [K in BlockType]: () => Promise<ComponentType<BlockProps<BlockOf<K>>>> };

export const registry: Registry = {
  hero: () => import('../blocks/hero/Hero').then((m) => m.Hero),
  stats: () => import('../blocks/stats/Stats').then((m) => m.Stats),
  impactCalculator: () => import('../blocks/impactCalculator/ImpactCalculator.island').then((m) => m.ImpactCalculator),
  cards: () => import('../blocks/cards/Cards').then((m) => m.Cards),
  story: () => import('../blocks/story/Story').then((m) => m.Story),
  logos: () => import('../blocks/logos/Logos').then((m) => m.Logos),
  cta: () => import('../blocks/cta/Cta').then((m) => m.Cta),
  testimonials: () => import('../blocks/testimonials/Testimonials.island').then((m) => m.Testimonials),
  contactSection: () => import('../blocks/contactSection/ContactSection').then((m) => m.ContactSection),
  faq: () => import('../blocks/faq/Faq').then((m) => m.Faq),
  beforeAfter: () => import('../blocks/beforeAfter/BeforeAfter').then((m) => m.BeforeAfter),
  stories: () => import('../blocks/stories/Stories').then((m) => m.Stories),
  locations: () => import('../blocks/locations/Locations').then((m) => m.Locations),
  map: () => import('../blocks/map/MapBlock').then((m) => m.MapBlock),
  curriculum: () => import('../blocks/curriculum/Curriculum').then((m) => m.Curriculum),
  gallery: () => import('../blocks/gallery/Gallery.island').then((m) => m.Gallery),
  blogFeatured: () => import('../blocks/blogFeatured/BlogFeatured').then((m) => m.BlogFeatured),
  blogList: () => import('../blocks/blogList/BlogList.island').then((m) => m.BlogList),
  quickActions: () => import('../blocks/quickActions/QuickActions').then((m) => m.QuickActions),
  socialLinks: () => import('../blocks/socialLinks/SocialLinks').then((m) => m.SocialLinks),
  productCatalog: () => import('../blocks/productCatalog/ProductCatalog').then((m) => m.ProductCatalog),
  productGrid: () => import('../blocks/productGrid/ProductGrid').then((m) => m.ProductGrid),
  programs: () => import('../blocks/programs/Programs').then((m) => m.Programs),
  form: () => import('../blocks/form/FormBlock').then((m) => m.FormBlock),
  newsletter: () => import('../blocks/newsletter/Newsletter').then((m) => m.Newsletter),
  blogArticle: () => import('../blocks/blogArticle/BlogArticle').then((m) => m.BlogArticle),
  notFound: () => import('../blocks/notFound/NotFound').then((m) => m.NotFound),
};

type AnyBlock = ComponentType<BlockProps<never>>;
const loaded = new Map<BlockType, AnyBlock>();

/** Loads the components of these block types (each once); a page's route waits for this. */
export async function loadBlocks(types: Iterable<BlockType>): Promise<void> {
  const missing = [...new Set(types)].filter((t) => !loaded.has(t));
  const components = await Promise.all(missing.map((t) => (registry[t] as () => Promise<AnyBlock>)()));
  missing.forEach((t, i) => loaded.set(t, components[i]));
}

/** The component of a block type, once loadBlocks has fetched it. */
export function loadedBlock(type: BlockType): AnyBlock | undefined {
  return loaded.get(type);
}
