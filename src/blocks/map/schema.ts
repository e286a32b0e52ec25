import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const MapBlock = z
  .strictObject({
    type: z.literal('map'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    query: text('What a map service should search for, e.g. "Webuye, Kenya".'),
    linkLabel: text('Label of the link to the map service; “Open in Google Maps” in each language when left out.').optional(),
  })
  .describe('A map of where we are: an illustrated map with a link to open it in a map service.')
  .register(editorMeta, { label: 'Map' });

export type MapBlockT = Infer<typeof MapBlock>;
