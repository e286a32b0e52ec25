import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const LocationsBlock = z
  .strictObject({
    type: z.literal('locations'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
  })
  .describe('Cards of the places in content/impact.yaml with their projects and people.');

export type LocationsBlockT = z.infer<typeof LocationsBlock>;
