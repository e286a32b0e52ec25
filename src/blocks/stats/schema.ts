import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, text } from '../../schema/kinds.ts';

export const StatsBlock = z
  .strictObject({
    type: z.literal('stats'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }).optional(),
    text: sentences('Sentence under the heading.').optional(),
    source: z
      .enum(['stats', 'highlights'])
      .default('stats')
      .describe('Which figures of content/impact.yaml: stats (home page) or highlights (Impact page).')
      .register(editorMeta, { label: 'Which figures', help: 'stats: the home page’s figures; highlights: the Impact page’s.' }),
    threshold: z
      .number()
      .min(0.05)
      .max(1)
      .default(0.3)
      .describe('How much of the section must be visible before counting starts (0.3 = 30%).'),
  })
  .describe('Statistics that count up from 0 when they come into view.')
  .register(editorMeta, { label: 'Figures' });

export type StatsBlockT = Infer<typeof StatsBlock>;
