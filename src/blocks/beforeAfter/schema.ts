import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const BeforeAfterBlock = z
  .strictObject({
    type: z.literal('beforeAfter'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
  })
  .describe('The before/after photo pairs of content/impact.yaml.');

export type BeforeAfterBlockT = z.infer<typeof BeforeAfterBlock>;
