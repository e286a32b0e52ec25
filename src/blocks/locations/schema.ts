import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const LocationsBlock = z
  .strictObject({
    type: z.literal('locations'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('Cards of the places in content/impact.yaml with their projects and people.')
  .register(editorMeta, { label: 'Locations' });

export type LocationsBlockT = Infer<typeof LocationsBlock>;
