import { z } from 'zod';
import { blockBase, Button, Image, text } from '../../schema/kinds.ts';

export const HeroBlock = z
  .strictObject({
    type: z.literal('hero'),
    ...blockBase,
    eyebrow: z.string().min(1).optional().describe('Short line above the headline, e.g. "About Us".'),
    title: text('The headline; the page\'s main heading.'),
    text: z.string().min(1).optional().describe('One or two sentences under the headline.'),
    buttons: z.array(Button).max(3).default([]).describe('Up to three buttons under the text.'),
    image: Image.optional().describe('Picture beside (desktop) or under (phone) the text.'),
  })
  .describe('The opening section of a page: headline, text, buttons and a picture.');

export type HeroBlockT = z.infer<typeof HeroBlock>;
