import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, ref, sentences, text } from '../../schema/kinds.ts';

export const ProgramsBlock = z
  .strictObject({
    type: z.literal('programs'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    applyForm: ref('forms', 'form', 'The application form that Apply Now fills in (it must be on the same page).'),
    applyField: z.string().min(1).default('program').describe('Field of that form that gets the program.'),
    applyLabel: text('Label of the button on each card; “Apply Now” in each language when left out.').optional(),
  })
  .describe('Cards of the training programs (content/programs.yaml) with an Apply Now button each.')
  .register(editorMeta, { label: 'Training programmes' });

export type ProgramsBlockT = Infer<typeof ProgramsBlock>;
