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
    searchPlaceholder: z.string().min(1).default('Search articles...').describe('Hint in the search box.'),
    emptyText: z.string().min(1).default('No articles found. Try adjusting your search or filter.').describe('Shown when nothing matches.'),
    readMore: z.string().min(1).default('Read More').describe('Label of the link to each article.'),
    sidebar: z
      .strictObject({
        newsletterTitle: text('Heading of the newsletter box.'),
        newsletterText: sentences('Sentence under it.').optional(),
        form: ref('forms', 'form', 'The newsletter form.').default('newsletter'),
        recentTitle: z.string().min(1).default('Recent Posts').describe('Heading over the three most recent posts.'),
        tagsTitle: z.string().min(1).default('Popular Tags').describe('Heading over the tags.'),
        tags: z.array(z.string().min(1)).default([]).describe('Tags offered as filters.').register(editorMeta, { noun: 'tag' }),
        training: z
          .strictObject({ title: text('Heading.'), text: z.string().min(1).optional().describe('Sentence.'), button: Button })
          .optional()
          .describe('A box that leads to training.'),
      })
      .describe('The column beside the list.'),
  })
  .describe('The blog: search box, category buttons, article grid and a sidebar.')
  .register(editorMeta, { label: 'List of articles' });

export type BlogListBlockT = Infer<typeof BlogListBlock>;
