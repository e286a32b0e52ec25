import type { Infer } from './kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from './editorMeta.ts';
import { Block } from './blocks.ts';
import { Button, imageSrc, LANGUAGES, link, ref, sentences, socialNetworks, text } from './kinds.ts';

export { socialNetworks };

const Social = z
  .strictObject({
    network: z.enum(socialNetworks).describe('Which network; picks the icon.'),
    label: text('Name read aloud and shown on hover, e.g. "Facebook".', { title: true }),
    href: link('Full address of the profile, https://…'),
  })
  .describe('A social-media profile.');

const Hours = z
  .strictObject({
    days: text('Days, e.g. "Mon - Fri".', { title: true }),
    time: text('Opening time, e.g. "8:00 AM - 6:00 PM".'),
  })
  .describe('Opening hours for some days.');

export const SiteSettings = z
  .strictObject({
    name: text('Name of the organisation, shown in the top bar, footer and page titles.'),
    tagline: text('Short line under the name in the footer.').optional(),
    url: z
      .url({ protocol: /^https$/, error: 'Write the full public address, starting with https://' })
      .describe('Public address of the site, e.g. https://example.co.ke (canonical links, sitemap).'),
    languages: z
      .array(z.enum(LANGUAGES))
      .min(1)
      .default(['en'])
      .refine((ls) => new Set(ls).size === ls.length, { message: 'Name each language once.' })
      .describe(
        'The languages of the site, the default first: [en, sw] puts every page in English at its address and in Kiswahili under /sw/.',
      )
      .register(editorMeta, { label: 'Languages', noun: 'language' }),
    phone: z
      .string()
      .regex(/^\+\d[\d ]{7,18}$/, 'Write the phone number in international form, e.g. "+254 712 345 678".')
      .describe('Phone number as shown, in international form: "+254 712 345 678".'),
    chatNumber: z
      .string()
      .regex(/^\d{9,15}$/, 'Write the chat number as digits only with the country code, e.g. "254712345678".')
      .describe('The chat-app number, digits only with country code, e.g. 254712345678.'),
    email: z.email('Write a valid e-mail address, e.g. info@example.co.ke.').describe('Public e-mail address.'),
    location: text('Short location shown in the top strip, e.g. "Webuye, Kenya".'),
    address: text('Full address shown in contact blocks.'),
    hours: z
      .array(Hours)
      .min(1)
      .describe('Business hours, one line per group of days.')
      .register(editorMeta, { label: 'Opening hours', noun: 'opening time' }),
    hoursNote: text('Note under the hours, e.g. "East Africa Time (EAT)".').optional(),
    social: shown(z.array(Social).default([]).describe('Social-media profiles, in display order.'), { noun: 'profile' }),
    image: imageSrc(
      'Picture shown when a page is shared on social media and has none of its own (a blog post uses its own), e.g. /images/bamboo-grove.svg.',
    ).optional(),
  })
  .describe('Facts about the organisation; every page reads them from here.');

const NavLink = z.strictObject({ label: text('Text of the link.', { title: true }), to: link('Where it goes.') }).describe('A link.');

export const Navigation = z
  .strictObject({
    links: shown(z.array(NavLink).min(1).describe('Links of the top bar, in order.'), { noun: 'link' }),
    buttons: shown(z.array(Button).max(2).default([]).describe('Buttons at the right of the top bar.'), { noun: 'button' }),
    topStrip: z
      .array(z.enum(['phone', 'email', 'location']))
      .default([])
      .describe('Facts from "site" shown in the thin strip above the bar on desktop.')
      .register(editorMeta, { noun: 'contact fact' }),
    menuLabel: text('Name of the menu button on phones, read aloud; the site’s word for Menu in each language when left out.').optional(),
  })
  .describe('The top bar.');

export const Footer = z
  .strictObject({
    about: sentences('A sentence about the organisation under its name.').optional(),
    columns: z
      .array(
        z
          .strictObject({
            title: text('Heading of the column.', { title: true }),
            links: shown(z.array(NavLink).min(1).describe('Links of the column.'), { noun: 'link' }),
          })
          .describe('A column of links.'),
      )
      .describe('Columns of links.')
      .register(editorMeta, { noun: 'column' }),
    contactTitle: text('Heading over the phone, e-mail and address; “Contact Us” in each language when left out.').optional(),
    newsletter: z
      .strictObject({
        title: text('Heading of the newsletter box.'),
        text: sentences('Sentence under the heading.').optional(),
        form: ref('forms', 'form', 'The newsletter form in content/forms/.').default('newsletter'),
      })
      .optional()
      .describe('The newsletter box.'),
    copyright: text('Copyright line, e.g. "© 2024 Mianzi Bamboo. All rights reserved."'),
    backToTop: text('Label of the button that scrolls to the top; “Back to Top” in each language when left out.').optional(),
  })
  .describe('The footer on every page.');

const TemplateName = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'Use a single word such as "bulkQuote".');

export const Chat = z
  .strictObject({
    buttonLabel: text('Name of the round chat button, read aloud; “Chat with us” in each language when left out.').optional(),
    title: text('Heading of the chat panel.'),
    greeting: sentences('Sentence under the heading.').optional(),
    promise: text('The reply promise, e.g. "We typically reply within a few minutes".'),
    options: z
      .array(
        z
          .strictObject({
            label: text('Text of the quick option.', { title: true }),
            template: ref('chatTemplates', 'chat message template', 'Name of the message template it sends (under chat.templates).'),
            values: z
              .record(z.string(), text('Words for this {name} of the message.'))
              .optional()
              .describe('Words for the {names} of its message, e.g. productName: your bamboo products (one, or one per language).'),
          })
          .describe('A quick option.'),
      )
      .min(1)
      .describe('Quick options of the panel, in order.')
      .register(editorMeta, { noun: 'option' }),
    templates: z
      .record(TemplateName, sentences("The message; {productName} is replaced by the product's name."))
      .describe('Chat messages by name: general, productInquiry, bulkQuote, customQuote, training, partnership…'),
  })
  .describe('The floating chat button and its panel.');

/** A route's path: /about, /blog/:slug, or * (the not-found page). */
export const ROUTE_PATH = /^(\*|\/([a-z0-9-]+|:slug)?(\/([a-z0-9-]+|:slug))*)$/;

export const Route = z
  .strictObject({
    path: z
      .string()
      .regex(
        ROUTE_PATH,
        'A path starts with "/" and uses lowercase letters, digits and dashes, e.g. /about or /products/cutlery; "*" is the not-found page.',
      )
      .describe('Address of the page, e.g. /about; /blog/:slug makes one page per blog post; * is the not-found page.')
      // A page is named by its address, as the site's people know it ("page "/about"").
      .register(editorMeta, { title: true }),
    title: text('Title of the browser tab and of search results.'),
    description: text('Description for search engines and link previews (one or two sentences).'),
    blocks: shown(z.array(Block).min(1).describe('The sections of the page, top to bottom.'), { noun: 'block' }),
  })
  .describe('A page of the site.');

export const SiteManifest = z
  .strictObject({
    site: SiteSettings,
    navigation: Navigation,
    footer: Footer,
    chat: Chat,
    routes: shown(z.array(Route).min(1).describe('Every page of the site.'), { noun: 'page' }),
  })
  .describe('The whole site: settings, top bar, footer, chat and pages.');

export type SiteManifestT = Infer<typeof SiteManifest>;
export type RouteT = Infer<typeof Route>;
export type SiteSettingsT = Infer<typeof SiteSettings>;
export type NavigationT = Infer<typeof Navigation>;
export type FooterT = Infer<typeof Footer>;
export type ChatT = Infer<typeof Chat>;
