import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const BlogFeaturedBlock = z
  .strictObject({
    type: z.literal('blogFeatured'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
  })
  .describe('The blog posts marked featured, each with up to two tags.');

export type BlogFeaturedBlockT = z.infer<typeof BlogFeaturedBlock>;
