import { z } from 'zod';
import { blockBase, text } from '../../schema/kinds.ts';

export const LogosBlock = z
  .strictObject({
    type: z.literal('logos'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
  })
  .describe('Logos of the partners in content/partners.yaml.');

export type LogosBlockT = z.infer<typeof LogosBlock>;
