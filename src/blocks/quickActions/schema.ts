import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, ref, sentences, text } from '../../schema/kinds.ts';

export const QuickActionsBlock = z
  .strictObject({
    type: z.literal('quickActions'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    scheduleLabel: text('Label of the button that asks for a call; “Schedule a Call” in each language when left out.').optional(),
    scheduleTemplate: ref('chatTemplates', 'chat message template', 'Chat template the Schedule a Call button sends.'),
  })
  .describe('Quick ways to reach us: call, e-mail and Schedule a Call (a chat message asking for a call).')
  .register(editorMeta, { label: 'Quick actions' });

export type QuickActionsBlockT = Infer<typeof QuickActionsBlock>;
