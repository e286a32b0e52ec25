import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, link, sentences } from '../../schema/kinds.ts';

export const BlogArticleBlock = z
  .strictObject({
    type: z.literal('blogArticle'),
    ...blockBase,
    backLabel: z.string().min(1).default('Back to Blog').describe('Label of the link back to the list.'),
    backTo: link('Where the back link goes.').default('/blog'),
    shareTitle: z.string().min(1).default('Share this article').describe('Heading over the share buttons.'),
    authorLabel: z.string().min(1).default('Bamboo Expert').describe("Label under the author's name in the About the Author card."),
    authorTitle: z.string().min(1).default('About the Author').describe('Heading of the author card.'),
    relatedTitle: z.string().min(1).default('Related Articles').describe('Heading over related articles (up to three).'),
    cta: z
      .strictObject({
        title: z.string().min(1).describe('Heading.'),
        text: sentences('Sentence.').optional(),
        buttons: shown(z.array(Button).min(1).max(3).describe('Buttons.'), { noun: 'button' }),
      })
      .optional()
      .describe('A call to action at the end of the article.'),
  })
  .describe('The article named by the address (/blog/<slug>): header, picture and text. Use it on the /blog/:slug page.')
  .register(editorMeta, { label: 'Article' });

export type BlogArticleBlockT = Infer<typeof BlogArticleBlock>;
