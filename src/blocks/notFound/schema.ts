import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, link, sentences, text } from '../../schema/kinds.ts';

export const NotFoundBlock = z
  .strictObject({
    type: z.literal('notFound'),
    ...blockBase,
    code: z.string().min(1).default('404').describe('The big number shown.'),
    title: text('Heading, e.g. "Oops! This Branch Doesn\'t Exist".', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    homeLabel: text('Label of the button to the home page; “Back to Home” in each language when left out.').optional(),
    backLabel: text('Label of the button that goes back in the browser history; “Go Back” in each language when left out.').optional(),
    linksTitle: text('Heading over the helpful links; none when left out (they are read aloud as “Helpful links”).').optional(),
    links: z
      .array(z.strictObject({ label: text('Link text.', { title: true }), to: link('Where it goes.') }).describe('A helpful link.'))
      .default([])
      .describe('Helpful links to popular pages.')
      .register(editorMeta, { noun: 'link' }),
    funFacts: shown(z.array(sentences('A fun fact.')).default([]).describe('Fun facts; one is shown, chosen by the requested address.'), {
      noun: 'fun fact',
    }),
  })
  .describe('The page shown for an address that does not exist.')
  .register(editorMeta, { label: 'Page not found' });

export type NotFoundBlockT = Infer<typeof NotFoundBlock>;
