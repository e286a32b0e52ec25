import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const CurriculumBlock = z
  .strictObject({
    type: z.literal('curriculum'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('The curriculum of content/training.yaml, block by block.')
  .register(editorMeta, { label: 'Curriculum' });

export type CurriculumBlockT = Infer<typeof CurriculumBlock>;
