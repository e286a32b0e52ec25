import { z } from 'zod';
import { blockBase, Button, text } from '../../schema/kinds.ts';

export const CtaBlock = z
  .strictObject({
    type: z.literal('cta'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    buttons: z.array(Button).min(1).max(3).describe('The buttons.'),
    tone: z.enum(['green', 'earth']).default('green').describe('Background colour.'),
  })
  .describe('A call to action: heading, sentence and buttons on a coloured band.');

export type CtaBlockT = z.infer<typeof CtaBlock>;
