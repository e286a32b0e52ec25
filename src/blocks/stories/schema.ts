import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const StoriesBlock = z
  .strictObject({
    type: z.literal('stories'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    source: z
      .enum(['community', 'graduates'])
      .describe('community: stories in content/impact.yaml; graduates: graduate stories in content/training.yaml.'),
  })
  .describe('Stories of people, with their picture, quote and a five-star rating.');

export type StoriesBlockT = z.infer<typeof StoriesBlock>;
