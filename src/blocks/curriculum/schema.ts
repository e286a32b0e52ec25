import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const CurriculumBlock = z
  .strictObject({
    type: z.literal('curriculum'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
  })
  .describe('The curriculum of content/training.yaml, block by block.');

export type CurriculumBlockT = z.infer<typeof CurriculumBlock>;
