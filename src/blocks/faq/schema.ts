import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const FaqBlock = z
  .strictObject({
    type: z.literal('faq'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    items: z
      .array(
        z
          .strictObject({ question: text('The question.', { title: true }), answer: text('The answer.', { multiline: true }) })
          .describe('A question.'),
      )
      .min(1)
      .describe('Questions and answers.')
      .register(editorMeta, { label: 'Questions', noun: 'question' }),
  })
  .describe('Frequently asked questions, each opening on a click.')
  .register(editorMeta, { label: 'Questions and answers' });

export type FaqBlockT = Infer<typeof FaqBlock>;
