import { z } from 'zod';
import { blockBase, ref, text } from '../../schema/kinds.ts';

export const ContactSectionBlock = z
  .strictObject({
    type: z.literal('contactSection'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    form: ref('forms', 'form', 'The message form.'),
    newsletter: z
      .strictObject({
        title: text('Heading of the newsletter box.'),
        text: z.string().min(1).optional().describe('Sentence under it.'),
        form: ref('forms', 'form', 'The newsletter form.').default('newsletter'),
      })
      .optional()
      .describe('A newsletter box under the contact cards.'),
    phoneSupport: z.string().min(1).optional().describe('Line about phone support hours.'),
  })
  .describe('Contact cards (phone, e-mail, address, hours from site:), Call Now and Send Email, a message form and a newsletter box.');

export type ContactSectionBlockT = z.infer<typeof ContactSectionBlock>;
