import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const FaqBlock = z
  .strictObject({
    type: z.literal('faq'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    items: z
      .array(z.strictObject({ question: text('The question.'), answer: text('The answer.') }).describe('A question.'))
      .min(1)
      .describe('Questions and answers.'),
  })
  .describe('Frequently asked questions, each opening on a click.');

export type FaqBlockT = z.infer<typeof FaqBlock>;
