import type { Infer } from './kinds.ts';
import { z } from 'zod';
import { StatsBlock } from '../blocks/stats/schema.ts';
import { ImpactCalculatorBlock } from '../blocks/impactCalculator/schema.ts';
import { CardsBlock } from '../blocks/cards/schema.ts';
import { StoryBlock } from '../blocks/story/schema.ts';
import { LogosBlock } from '../blocks/logos/schema.ts';
import { CtaBlock } from '../blocks/cta/schema.ts';
import { TestimonialsBlock } from '../blocks/testimonials/schema.ts';
import { ContactSectionBlock } from '../blocks/contactSection/schema.ts';
import { FaqBlock } from '../blocks/faq/schema.ts';
import { BeforeAfterBlock } from '../blocks/beforeAfter/schema.ts';
import { StoriesBlock } from '../blocks/stories/schema.ts';
import { LocationsBlock } from '../blocks/locations/schema.ts';
import { MapBlock } from '../blocks/map/schema.ts';
import { CurriculumBlock } from '../blocks/curriculum/schema.ts';
import { GalleryBlock } from '../blocks/gallery/schema.ts';
import { BlogFeaturedBlock } from '../blocks/blogFeatured/schema.ts';
import { BlogListBlock } from '../blocks/blogList/schema.ts';
import { QuickActionsBlock } from '../blocks/quickActions/schema.ts';
import { SocialLinksBlock } from '../blocks/socialLinks/schema.ts';
import { ProductCatalogBlock } from '../blocks/productCatalog/schema.ts';
import { BlogArticleBlock } from '../blocks/blogArticle/schema.ts';
import { FormBlock } from '../blocks/form/schema.ts';
import { NewsletterBlock } from '../blocks/newsletter/schema.ts';
import { ProgramsBlock } from '../blocks/programs/schema.ts';
import { HeroBlock } from '../blocks/hero/schema.ts';
import { NotFoundBlock } from '../blocks/notFound/schema.ts';
import { ProductGridBlock } from '../blocks/productGrid/schema.ts';

/** Every block type. Adding one: a folder under src/blocks/, one line here, one in the registry. */
export const blockSchemas = [
  HeroBlock,
  StatsBlock,
  ImpactCalculatorBlock,
  CardsBlock,
  StoryBlock,
  LogosBlock,
  CtaBlock,
  TestimonialsBlock,
  ContactSectionBlock,
  ProductGridBlock,
  ProductCatalogBlock,
  ProgramsBlock,
  CurriculumBlock,
  StoriesBlock,
  GalleryBlock,
  BeforeAfterBlock,
  LocationsBlock,
  MapBlock,
  FaqBlock,
  QuickActionsBlock,
  SocialLinksBlock,
  FormBlock,
  NewsletterBlock,
  BlogFeaturedBlock,
  BlogListBlock,
  BlogArticleBlock,
  NotFoundBlock,
] as const;

export const Block = z.discriminatedUnion('type', [...blockSchemas]).describe('A section of a page; "type" says which kind.');

export type BlockT = Infer<typeof Block>;
export type BlockType = BlockT['type'];
export type BlockOf<K extends BlockType> = Extract<BlockT, { type: K }>;

/** What every block component gets: its data and its place on the page (0 = first). */
export interface BlockProps<B> {
  block: B;
  index: number;
}

export const blockTypes: BlockType[] = blockSchemas.map((s) => s.shape.type.value);
