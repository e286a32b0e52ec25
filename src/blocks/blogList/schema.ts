import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, Button, ref, sentences, text } from '../../schema/kinds.ts';

export const BlogListBlock = z
  .strictObject({
    type: z.literal('blogList'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    initialCategory: ref('blogCategories', 'blog category', 'Category selected at first (all when left out).').optional(),
    searchPlaceholder: text('Hint in the search box; “Search articles...” in each language when left out.').optional(),
    emptyText: sentences(
      'Shown when nothing matches; “No articles found. Try adjusting your search or filter.” in each language when left out.',
    ).optional(),
    readMore: text('Label of the link to each article; “Read More” in each language when left out.').optional(),
    sidebar: z
      .strictObject({
        newsletterTitle: text('Heading of the newsletter box.'),
        newsletterText: sentences('Sentence under it.').optional(),
        form: ref('forms', 'form', 'The newsletter form.').default('newsletter'),
        recentTitle: text('Heading over the three most recent posts; “Recent Posts” in each language when left out.').optional(),
        tagsTitle: text('Heading over the tags; “Popular Tags” in each language when left out.').optional(),
        tags: z.array(z.string().min(1)).default([]).describe('Tags offered as filters.').register(editorMeta, { noun: 'tag' }),
        training: z
          .strictObject({ title: text('Heading.'), text: sentences('Sentence.').optional(), button: Button })
          .optional()
          .describe('A box that leads to training.'),
      })
      .describe('The column beside the list.'),
  })
  .describe('The blog: search box, category buttons, article grid and a sidebar.')
  .register(editorMeta, { label: 'List of articles' });

export type BlogListBlockT = Infer<typeof BlogListBlock>;
