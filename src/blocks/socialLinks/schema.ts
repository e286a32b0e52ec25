import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, sentences, socialNetworks, text } from '../../schema/kinds.ts';

export const SocialLinksBlock = z
  .strictObject({
    type: z.literal('socialLinks'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    networks: z
      .array(z.enum(socialNetworks))
      .optional()
      .describe('Which profiles of site.social to show, in their order there; all when left out.')
      .register(editorMeta, { noun: 'network' }),
  })
  .describe('The social-media profiles of site: as buttons that open in a new tab.')
  .register(editorMeta, { label: 'Social media links' });

export type SocialLinksBlockT = Infer<typeof SocialLinksBlock>;
