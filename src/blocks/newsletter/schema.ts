import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, ref, sentences, text } from '../../schema/kinds.ts';

export const NewsletterBlock = z
  .strictObject({
    type: z.literal('newsletter'),
    ...blockBase,
    form: ref('forms', 'form', 'The newsletter form in content/forms/.', { label: 'Form', help: 'The sign-up form it uses.' }).default(
      'newsletter',
    ),
    title: text('Heading of the box.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('A newsletter sign-up box: an e-mail address and a Subscribe button.')
  .register(editorMeta, { label: 'Newsletter sign-up' });

export type NewsletterBlockT = Infer<typeof NewsletterBlock>;
