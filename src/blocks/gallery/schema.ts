import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const GalleryBlock = z
  .strictObject({
    type: z.literal('gallery'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('The pictures of content/training.yaml; a click shows a picture large.')
  .register(editorMeta, { label: 'Picture gallery' });

export type GalleryBlockT = Infer<typeof GalleryBlock>;
