import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, Button, sentences, text } from '../../schema/kinds.ts';

export const ImpactCalculatorBlock = z
  .strictObject({
    type: z.literal('impactCalculator'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    cutleryLabel: z.string().min(1).default('Bamboo cutlery items per month').describe('Label of the cutlery box.'),
    furnitureLabel: z.string().min(1).default('Bamboo furniture pieces per year').describe('Label of the furniture box.'),
    resultsTitle: z.string().min(1).default('Your Environmental Impact').describe('Heading of the results panel.'),
    congratulation: z.string().min(1).describe('Shown when a result is above 0.'),
    button: Button.optional().describe('Call to action under the results.'),
  })
  .describe('Impact calculator: quantities of cutlery and furniture in, plastic saved, CO2 reduced and trees equivalent out.')
  .register(editorMeta, { label: 'Impact calculator' });

export type ImpactCalculatorBlockT = Infer<typeof ImpactCalculatorBlock>;
