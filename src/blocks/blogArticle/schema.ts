import { z } from 'zod';
import { blockBase, link } from '../../schema/kinds.ts';

export const BlogArticleBlock = z
  .strictObject({
    type: z.literal('blogArticle'),
    ...blockBase,
    backLabel: z.string().min(1).default('Back to Blog').describe('Label of the link back to the list.'),
    backTo: link('Where the back link goes.').default('/blog'),
  })
  .describe('The article named by the address (/blog/<slug>): header, picture and text. Use it on the /blog/:slug page.');

export type BlogArticleBlockT = z.infer<typeof BlogArticleBlock>;
