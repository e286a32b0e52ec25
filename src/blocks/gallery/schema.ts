import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const GalleryBlock = z
  .strictObject({
    type: z.literal('gallery'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
  })
  .describe('The pictures of content/training.yaml; a click shows a picture large.');

export type GalleryBlockT = z.infer<typeof GalleryBlock>;
