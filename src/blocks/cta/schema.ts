import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, sentences, text } from '../../schema/kinds.ts';

export const CtaBlock = z
  .strictObject({
    type: z.literal('cta'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    buttons: shown(z.array(Button).min(1).max(3).describe('The buttons.'), { noun: 'button' }),
    tone: z.enum(['green', 'earth']).default('green').describe('Background colour.'),
  })
  .describe('A call to action: heading, sentence and buttons on a coloured band.')
  .register(editorMeta, { label: 'Call to action' });

export type CtaBlockT = Infer<typeof CtaBlock>;
