import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const MapBlock = z
  .strictObject({
    type: z.literal('map'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    query: text('What a map service should search for, e.g. "Webuye, Kenya".'),
    linkLabel: z.string().min(1).default('Open in Google Maps').describe('Label of the link to the map service.'),
  })
  .describe('A map of where we are: an illustrated map with a link to open it in a map service.');

export type MapBlockT = z.infer<typeof MapBlock>;
