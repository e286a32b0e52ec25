import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, Image, link, sentences, text } from '../../schema/kinds.ts';

export const CardsBlock = z
  .strictObject({
    type: z.literal('cards'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }).optional(),
    text: sentences('Sentence under the heading.').optional(),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .describe('Cards per row on a wide screen.'),
    variant: z
      .enum(['plain', 'tinted', 'image'])
      .default('plain')
      .describe('plain: white cards; tinted: coloured cards; image: a picture on top.'),
    items: z
      .array(
        z
          .strictObject({
            icon: z
              .enum([
                'leaf',
                'users',
                'handshake',
                'growth',
                'target',
                'eye',
                'plant',
                'recycle',
                'map',
                'phone',
                'mail',
                'clock',
                'school',
                'cloud',
                'heart',
                'truck',
                'tools',
                'bulb',
                'briefcase',
              ])
              .optional()
              .describe('Icon at the top.'),
            title: text('Title of the card.', { title: true }),
            text: sentences('Text of the card.').optional(),
            image: Image.optional().describe('Picture (variant image).'),
            fact: z
              .enum(['phone', 'email', 'address', 'hours'])
              .optional()
              .describe('Show this fact from site: (its link too).')
              .register(editorMeta, { label: 'Shows a fact', help: 'One of the organisation’s facts (from Site facts), with its link.' }),
            link: z
              .strictObject({ label: text('Link text.'), to: link('Where it goes.') })
              .optional()
              .describe('A link under the text.'),
          })
          .describe('A card.'),
      )
      .min(1)
      .describe('The cards.')
      .register(editorMeta, { noun: 'card' }),
    quote: sentences('A closing quote under the cards.').optional(),
    buttons: shown(z.array(Button).max(3).default([]).describe('Buttons under the cards.'), { noun: 'button' }),
  })
  .describe('A row of cards: values, goals, offerings, vision and mission, contact facts.')
  .register(editorMeta, { label: 'Cards' });

export type CardsBlockT = Infer<typeof CardsBlock>;
