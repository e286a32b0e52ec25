import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from '../schema/blocks';
import { BlogArticle } from '../blocks/blogArticle/BlogArticle';
import { Stats } from '../blocks/stats/Stats';
import { ImpactCalculator } from '../blocks/impactCalculator/ImpactCalculator';
import { Cards } from '../blocks/cards/Cards';
import { Story } from '../blocks/story/Story';
import { Logos } from '../blocks/logos/Logos';
import { Cta } from '../blocks/cta/Cta';
import { Testimonials } from '../blocks/testimonials/Testimonials';
import { ContactSection } from '../blocks/contactSection/ContactSection';
import { Faq } from '../blocks/faq/Faq';
import { BeforeAfter } from '../blocks/beforeAfter/BeforeAfter';
import { Stories } from '../blocks/stories/Stories';
import { Locations } from '../blocks/locations/Locations';
import { MapBlock } from '../blocks/map/MapBlock';
import { Curriculum } from '../blocks/curriculum/Curriculum';
import { Gallery } from '../blocks/gallery/Gallery';
import { BlogFeatured } from '../blocks/blogFeatured/BlogFeatured';
import { BlogList } from '../blocks/blogList/BlogList';
import { QuickActions } from '../blocks/quickActions/QuickActions';
import { SocialLinks } from '../blocks/socialLinks/SocialLinks';
import { ProductCatalog } from '../blocks/productCatalog/ProductCatalog';
import { FormBlock } from '../blocks/form/FormBlock';
import { Hero } from '../blocks/hero/Hero';
import { Newsletter } from '../blocks/newsletter/Newsletter';
import { Programs } from '../blocks/programs/Programs';
import { NotFound } from '../blocks/notFound/NotFound';
import { ProductGrid } from '../blocks/productGrid/ProductGrid';

/** What every block component gets: its data and its place on the page (0 = first). */
export interface BlockProps<B> {
  block: B;
  index: number;
}

/** One component per block type; a type without one is a compile error. */
export type Registry = { [K in BlockType]: ComponentType<BlockProps<BlockOf<K>>> };

export const registry: Registry = {
  hero: Hero,
  stats: Stats,
  impactCalculator: ImpactCalculator,
  cards: Cards,
  story: Story,
  logos: Logos,
  cta: Cta,
  testimonials: Testimonials,
  contactSection: ContactSection,
  faq: Faq,
  beforeAfter: BeforeAfter,
  stories: Stories,
  locations: Locations,
  map: MapBlock,
  curriculum: Curriculum,
  gallery: Gallery,
  blogFeatured: BlogFeatured,
  blogList: BlogList,
  quickActions: QuickActions,
  socialLinks: SocialLinks,
  productCatalog: ProductCatalog,
  productGrid: ProductGrid,
  programs: Programs,
  form: FormBlock,
  newsletter: Newsletter,
  blogArticle: BlogArticle,
  notFound: NotFound,
};
