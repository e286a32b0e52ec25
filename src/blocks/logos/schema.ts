import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const LogosBlock = z
  .strictObject({
    type: z.literal('logos'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('Logos of the partners in content/partners.yaml.')
  .register(editorMeta, { label: 'Partner logos' });

export type LogosBlockT = Infer<typeof LogosBlock>;
