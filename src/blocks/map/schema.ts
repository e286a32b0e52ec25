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
    linkLabel: z.string().min(1).default('Open in Google Maps').describe('Label of the link to the map service.'),
  })
  .describe('A map of where we are: an illustrated map with a link to open it in a map service.')
  .register(editorMeta, { label: 'Map' });

export type MapBlockT = Infer<typeof MapBlock>;
