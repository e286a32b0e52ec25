import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const StoriesBlock = z
  .strictObject({
    type: z.literal('stories'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    source: z
      .enum(['community', 'graduates'])
      .describe('community: stories in content/impact.yaml; graduates: graduate stories in content/training.yaml.')
      .register(editorMeta, {
        label: 'Whose stories',
        help: 'community: people of the community; graduates: people who finished a training.',
      }),
  })
  .describe('Stories of people, with their picture, quote and a five-star rating.')
  .register(editorMeta, { label: 'Stories' });

export type StoriesBlockT = Infer<typeof StoriesBlock>;
