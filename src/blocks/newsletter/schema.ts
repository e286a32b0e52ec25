import { z } from 'zod';
import { blockBase, ref } from '../../schema/kinds.ts';

export const NewsletterBlock = z
  .strictObject({
    type: z.literal('newsletter'),
    ...blockBase,
    form: ref('forms', 'form', 'The newsletter form in content/forms/.').default('newsletter'),
    title: z.string().min(1).describe('Heading of the box.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
  })
  .describe('A newsletter sign-up box: an e-mail address and a Subscribe button.');

export type NewsletterBlockT = z.infer<typeof NewsletterBlock>;
