import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from '../schema/blocks';
import { BlogArticle } from '../blocks/blogArticle/BlogArticle';
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
  productGrid: ProductGrid,
  programs: Programs,
  form: FormBlock,
  newsletter: Newsletter,
  blogArticle: BlogArticle,
  notFound: NotFound,
};
