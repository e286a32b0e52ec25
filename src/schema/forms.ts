import type { Infer } from './kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from './editorMeta.ts';
import { ref, sentences, text } from './kinds.ts';

const FieldName = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'Use letters, digits and underscores, starting with a letter (e.g. "inquiry_type").')
  .describe('Name of the field; also the name of the value sent (e.g. the e-mail template parameter).');

const fieldBase = {
  name: FieldName,
  label: text('Label shown above the field and read aloud.', { title: true }),
  required: z.boolean().default(false).describe('true: the form cannot be sent while this field is empty.'),
  placeholder: text('Hint shown inside the empty field; a drop-down list says “Choose…” in each language when left out.').optional(),
  description: sentences('Help text under the label.').optional(),
};

const maxLength = (fallback: number) =>
  z.number().int().positive().max(10_000).default(fallback).describe(`Most characters accepted (${fallback} when left out).`);

export const TextField = z
  .strictObject({
    kind: z.literal('text'),
    ...fieldBase,
    maxLength: maxLength(200),
    default: z.string().optional().describe('Value filled in at the start.'),
  })
  .describe('A one-line text box.');
export const EmailField = z
  .strictObject({ kind: z.literal('email'), ...fieldBase, maxLength: maxLength(254) })
  .describe('An e-mail address, checked for its form.');
export const TelField = z
  .strictObject({ kind: z.literal('tel'), ...fieldBase, maxLength: maxLength(20) })
  .describe('A Kenyan phone number: +254 7XX XXX XXX, 07XX XXX XXX or 01XX XXX XXX.');
export const TextareaField = z
  .strictObject({
    kind: z.literal('textarea'),
    ...fieldBase,
    rows: z.number().int().min(2).max(20).default(4).describe('Height in lines.'),
    maxLength: maxLength(5000),
    default: z.string().optional().describe('Value filled in at the start.'),
  })
  .describe('A text box of several lines.');
export const SelectField = z
  .strictObject({
    kind: z.literal('select'),
    ...fieldBase,
    options: z
      .array(
        z
          .strictObject({
            value: z.string().min(1).describe('Value sent (the same in every language).'),
            label: text('Text shown.', { title: true }),
          })
          .describe('A choice.'),
      )
      .min(1)
      .describe('The choices, in order.')
      .register(editorMeta, { noun: 'option' }),
    default: z.string().optional().describe('Value chosen at the start (one of the option values).'),
  })
  .describe('A drop-down list of choices.');
export const CheckboxField = z
  .strictObject({
    kind: z.literal('checkbox'),
    ...fieldBase,
    default: z.boolean().optional().describe('Ticked at the start.'),
    subscribes: z
      .literal(true)
      .optional()
      .describe(
        'Write "subscribes: true" on a "Subscribe to our newsletter" box: once the form is sent, ticked, it signs up the form\'s e-mail address.',
      ),
  })
  .describe('A tick box (sent as true or false).');
export const HiddenField = z
  .strictObject({
    kind: z.literal('hidden'),
    name: shown(FieldName.describe('Name of the value sent (e.g. the e-mail template parameter).'), { title: true }),
    label: text('Label used when the value is listed in a message.').optional(),
    default: z.string().default('').describe('Value sent.'),
  })
  .describe('A value sent with the form but not shown (e.g. the product name in an enquiry).');

export const Field = z
  .discriminatedUnion('kind', [TextField, EmailField, TelField, TextareaField, SelectField, CheckboxField, HiddenField])
  .describe('A field of the form; "kind" says which.');

export const FormAction = z
  .discriminatedUnion('type', [
    z
      .strictObject({
        type: z.literal('email'),
        template: z
          .string()
          .regex(/^[a-z][a-z0-9]*$/, 'Use lowercase letters and digits, e.g. "contact".')
          .describe('Which e-mail template: its id is read from VITE_EMAILJS_TEMPLATE_<TEMPLATE> (e.g. VITE_EMAILJS_TEMPLATE_CONTACT).'),
      })
      .describe('Send the values by e-mail; each field is a template parameter of the same name.'),
    z.strictObject({ type: z.literal('newsletter') }).describe('Add the "email" field to the newsletter subscribers.'),
    z
      .strictObject({
        type: z.literal('chat'),
        template: ref('chatTemplates', 'chat message template', 'Message template under chat.templates; {field names} are filled in.'),
      })
      .describe('Open the chat app with the message written from the template and the filled fields.'),
  ])
  .describe('What sending the form does.');

export const FormFile = z
  .strictObject({
    title: text('Heading over the form.').optional(),
    text: sentences('Sentence under the heading.').optional(),
    fields: shown(z.array(Field).min(1).describe('The fields, top to bottom.'), { noun: 'field' }),
    submit: z
      .strictObject({
        label: text('Label of the send button.'),
        sending: text('Label while sending; “Sending Message...” in each language when left out.').optional(),
      })
      .describe('The send button.'),
    action: FormAction,
    messages: z
      .strictObject({
        successTitle: text('Title of the notification after sending (e-mail forms).').optional(),
        success: text('Shown after sending succeeded.'),
        failure: text('Shown when sending failed; what the visitor typed is kept.'),
        duplicate: sentences('Newsletter: shown when the address is already subscribed; the failure message when left out.').optional(),
        invalidEmail: sentences(
          'Shown when the e-mail address is empty or not an address; “Please enter a valid email address.” in each language when left out.',
        ).optional(),
        subscribed: sentences(
          'Added to the success message when a ticked "subscribes" box signed the visitor up; “You are subscribed to our newsletter.” in each language when left out.',
        ).optional(),
        notSubscribed: sentences(
          'Added to the success message when the message went out but the newsletter sign-up failed; “We could not sign you up for the newsletter this time; please use the newsletter box at the bottom of the page.” in each language when left out.',
        ).optional(),
      })
      .describe('Messages shown after sending.'),
  })
  .refine((f) => !f.fields.some((x) => x.kind === 'checkbox' && x.subscribes) || f.fields.some((x) => x.kind === 'email'), {
    message: 'A box with "subscribes: true" signs up the form\'s e-mail address, but this form has no field of kind email. Add one.',
    path: ['fields'],
  })
  .describe('A form (content/forms/<id>.yaml).');

export type FieldT = Infer<typeof Field>;
export type FormT = Infer<typeof FormFile> & { id: string };
