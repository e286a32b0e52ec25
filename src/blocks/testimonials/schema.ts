import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, sentences, text } from '../../schema/kinds.ts';

export const TestimonialsBlock = z
  .strictObject({
    type: z.literal('testimonials'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    interval: z.number().int().min(1000).default(5000).describe('Milliseconds between slides while auto-play is on.'),
    buttons: shown(z.array(Button).max(3).default([]).describe('Buttons under the carousel.'), { noun: 'button' }),
  })
  .describe('A carousel of the testimonials in content/testimonials.yaml.')
  .register(editorMeta, { label: 'What people say' });

export type TestimonialsBlockT = Infer<typeof TestimonialsBlock>;
