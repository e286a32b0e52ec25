import { z } from 'zod';
import { BlogArticleBlock } from '../blocks/blogArticle/schema.ts';
import { FormBlock } from '../blocks/form/schema.ts';
import { NewsletterBlock } from '../blocks/newsletter/schema.ts';
import { ProgramsBlock } from '../blocks/programs/schema.ts';
import { HeroBlock } from '../blocks/hero/schema.ts';
import { NotFoundBlock } from '../blocks/notFound/schema.ts';
import { ProductGridBlock } from '../blocks/productGrid/schema.ts';

/** Every block type. Adding one: a folder under src/blocks/, one line here, one in the registry. */
export const blockSchemas = [HeroBlock, ProductGridBlock, ProgramsBlock, FormBlock, NewsletterBlock, BlogArticleBlock, NotFoundBlock] as const;

export const Block = z.discriminatedUnion('type', [...blockSchemas]).describe('A section of a page; "type" says which kind.');

export type BlockT = z.infer<typeof Block>;
export type BlockType = BlockT['type'];
export type BlockOf<K extends BlockType> = Extract<BlockT, { type: K }>;

export const blockTypes: BlockType[] = blockSchemas.map((s) => s.shape.type.value);
