import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, Image, sentences, text } from '../../schema/kinds.ts';

export const HeroBlock = z
  .strictObject({
    type: z.literal('hero'),
    ...blockBase,
    eyebrow: text('Short line above the headline, e.g. "About Us".').optional(),
    title: text("The headline; the page's main heading.", { title: true }),
    text: sentences('One or two sentences under the headline.').optional(),
    buttons: shown(z.array(Button).max(3).default([]).describe('Up to three buttons under the text.'), { noun: 'button' }),
    image: Image.optional().describe('Picture beside (desktop) or under (phone) the text.'),
    counters: z
      .array(
        z
          .strictObject({
            value: z.number().nonnegative().describe('The number counted up to, e.g. 28000 or 13.6.'),
            suffix: text('Text after the number, e.g. " tons"; none when left out.').optional(),
            label: text('What the number counts.', { title: true }),
          })
          .describe('An animated counter.'),
      )
      .max(4)
      .default([])
      .describe('Counters that count up from 0 once half visible; 1,000 or more gets a plus sign.')
      .register(editorMeta, { noun: 'counter' }),
  })
  .describe('The opening section of a page: headline, text, buttons and a picture.')
  .register(editorMeta, { label: 'Opening banner' });

export type HeroBlockT = Infer<typeof HeroBlock>;
