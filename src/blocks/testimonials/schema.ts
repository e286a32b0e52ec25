import { z } from 'zod';
import { blockBase, Button, text } from '../../schema/kinds.ts';

export const TestimonialsBlock = z
  .strictObject({
    type: z.literal('testimonials'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    interval: z.number().int().min(1000).default(5000).describe('Milliseconds between slides while auto-play is on.'),
    buttons: z.array(Button).max(3).default([]).describe('Buttons under the carousel.'),
  })
  .describe('A carousel of the testimonials in content/testimonials.yaml.');

export type TestimonialsBlockT = z.infer<typeof TestimonialsBlock>;
