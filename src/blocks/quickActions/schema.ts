import { z } from 'zod';
import { blockBase, ref, text } from '../../schema/kinds.ts';

export const QuickActionsBlock = z
  .strictObject({
    type: z.literal('quickActions'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    scheduleLabel: z.string().min(1).default('Schedule a Call').describe('Label of the button that asks for a call.'),
    scheduleTemplate: ref('chatTemplates', 'chat message template', 'Chat template the Schedule a Call button sends.'),
  })
  .describe('Quick ways to reach us: call, e-mail and Schedule a Call (a chat message asking for a call).');

export type QuickActionsBlockT = z.infer<typeof QuickActionsBlock>;
