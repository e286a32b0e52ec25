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
    cutleryLabel: text('Label of the cutlery box; “Bamboo cutlery items per month” in each language when left out.').optional(),
    furnitureLabel: text('Label of the furniture box; “Bamboo furniture pieces per year” in each language when left out.').optional(),
    resultsTitle: text('Heading of the results panel; “Your Environmental Impact” in each language when left out.').optional(),
    congratulation: sentences('Shown when a result is above 0.'),
    button: Button.optional().describe('Call to action under the results.'),
  })
  .describe('Impact calculator: quantities of cutlery and furniture in, plastic saved, CO2 reduced and trees equivalent out.')
  .register(editorMeta, { label: 'Impact calculator' });

export type ImpactCalculatorBlockT = Infer<typeof ImpactCalculatorBlock>;
