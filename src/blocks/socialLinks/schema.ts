import { z } from 'zod';
import { blockBase, socialNetworks, text } from '../../schema/kinds.ts';

export const SocialLinksBlock = z
  .strictObject({
    type: z.literal('socialLinks'),
    ...blockBase,
    title: text('Heading of the section.'),
    text: z.string().min(1).optional().describe('Sentence under the heading.'),
    networks: z
      .array(z.enum(socialNetworks))
      .optional()
      .describe('Which profiles of site.social to show, in their order there; all when left out.'),
  })
  .describe('The social-media profiles of site: as buttons that open in a new tab.');

export type SocialLinksBlockT = z.infer<typeof SocialLinksBlock>;
