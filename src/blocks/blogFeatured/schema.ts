import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const BlogFeaturedBlock = z
  .strictObject({
    type: z.literal('blogFeatured'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('The blog posts marked featured, each with up to two tags.')
  .register(editorMeta, { label: 'Featured articles' });

export type BlogFeaturedBlockT = Infer<typeof BlogFeaturedBlock>;
