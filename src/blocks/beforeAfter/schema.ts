import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const BeforeAfterBlock = z
  .strictObject({
    type: z.literal('beforeAfter'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('The before/after photo pairs of content/impact.yaml.')
  .register(editorMeta, { label: 'Before and after' });

export type BeforeAfterBlockT = Infer<typeof BeforeAfterBlock>;
