import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, Image, sentences, text } from '../../schema/kinds.ts';

export const StoryBlock = z
  .strictObject({
    type: z.literal('story'),
    ...blockBase,
    eyebrow: text('Short line above the heading.').optional(),
    title: text('Heading of the section.', { title: true }),
    paragraphs: shown(z.array(sentences('A paragraph.')).min(1).describe('The story, one paragraph per item.'), { noun: 'paragraph' }),
    image: Image.optional().describe('Picture beside the story.'),
    highlights: z
      .array(z.strictObject({ value: text('Figure, e.g. "2018".'), label: text('What it is.', { title: true }) }).describe('A figure.'))
      .max(4)
      .default([])
      .describe('Key figures under the story.')
      .register(editorMeta, { noun: 'figure' }),
    button: Button.optional().describe('A button under the story.'),
  })
  .describe('A story: paragraphs beside a picture, with key figures.')
  .register(editorMeta, { label: 'Story' });

export type StoryBlockT = Infer<typeof StoryBlock>;
