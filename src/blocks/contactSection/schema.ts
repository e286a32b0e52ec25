import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, ref, sentences, text } from '../../schema/kinds.ts';

export const ContactSectionBlock = z
  .strictObject({
    type: z.literal('contactSection'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    form: ref('forms', 'form', 'The message form.'),
    newsletter: z
      .strictObject({
        title: text('Heading of the newsletter box.'),
        text: sentences('Sentence under it.').optional(),
        form: ref('forms', 'form', 'The newsletter form.').default('newsletter'),
      })
      .optional()
      .describe('A newsletter box under the contact cards.'),
    phoneSupport: sentences('Line about phone support hours.').optional(),
  })
  .describe('Contact cards (phone, e-mail, address, hours from site:), Call Now and Send Email, a message form and a newsletter box.')
  .register(editorMeta, { label: 'Contact section' });

export type ContactSectionBlockT = Infer<typeof ContactSectionBlock>;
