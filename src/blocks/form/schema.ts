import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, ref, sentences, text } from '../../schema/kinds.ts';

export const FormBlock = z
  .strictObject({
    type: z.literal('form'),
    ...blockBase,
    form: ref('forms', 'form', 'Which form: the name of a file in content/forms/ without .yaml.', {
      label: 'Form',
      help: 'Which of the site’s forms.',
    }),
    title: text("Heading over the form; the form's own title by default.", { title: true }).optional(),
    text: sentences("Sentence under the heading; the form's own text by default.").optional(),
    values: z
      .record(z.string(), z.string())
      .optional()
      .describe('Values the form starts with, by field name (e.g. program: basic on a program page).'),
  })
  .describe('A form from content/forms/, e.g. the contact form or the training application.')
  .register(editorMeta, { label: 'Form' });

export type FormBlockT = Infer<typeof FormBlock>;
