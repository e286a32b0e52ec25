import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, link, sentences, text } from '../../schema/kinds.ts';

export const BlogArticleBlock = z
  .strictObject({
    type: z.literal('blogArticle'),
    ...blockBase,
    backLabel: text('Label of the link back to the list; “Back to Blog” in each language when left out.').optional(),
    backTo: link('Where the back link goes.').default('/blog'),
    shareTitle: text('Heading over the share buttons; “Share this article” in each language when left out.').optional(),
    authorLabel: text(
      "Label under the author's name in the About the Author card; “Bamboo Expert” in each language when left out.",
    ).optional(),
    authorTitle: text('Heading of the author card; “About the Author” in each language when left out.').optional(),
    relatedTitle: text('Heading over related articles (up to three); “Related Articles” in each language when left out.').optional(),
    cta: z
      .strictObject({
        title: text('Heading.'),
        text: sentences('Sentence.').optional(),
        buttons: shown(z.array(Button).min(1).max(3).describe('Buttons.'), { noun: 'button' }),
      })
      .optional()
      .describe('A call to action at the end of the article.'),
  })
  .describe('The article named by the address (/blog/<slug>): header, picture and text. Use it on the /blog/:slug page.')
  .register(editorMeta, { label: 'Article' });

export type BlogArticleBlockT = Infer<typeof BlogArticleBlock>;
