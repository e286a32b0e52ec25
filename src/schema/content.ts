import type { Infer, Language } from './kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from './editorMeta.ts';
import { Image, PostImage, plainText, ref, sentences, text } from './kinds.ts';

/** The id of a product, category, programme…: how pages refer to it. */
export const ITEM_ID = /^[a-z0-9][a-z0-9-]*$/;

const ItemId = z
  .string()
  .regex(ITEM_ID, 'Use lowercase letters, digits and dashes (e.g. "bamboo-cutlery-set").')
  .describe('Unique id of this item; pages refer to the item by it.')
  .register(editorMeta, {
    label: 'Short name',
    help: 'Its name in the site’s addresses and lists, in lowercase words joined by dashes (e.g. bamboo-chair). Pages refer to it by this.',
  });

/** A price in whole Kenyan shillings: a number, which each language's pages write in their own form (src/i18n/format.ts). */
const shillings = (description: string) =>
  z
    .number()
    .int()
    .nonnegative()
    .describe(description)
    .register(editorMeta, { label: 'Price (KSh)', help: 'In whole shillings, e.g. 1500; the site shows it as “Ksh 1,500”.' });

export const Category = z
  .strictObject({
    id: ItemId,
    label: text('Name shown on the filter button and on product cards.', { title: true }),
  })
  .describe('A product category.');

export const Product = z
  .strictObject({
    id: ItemId,
    name: text('Product name.', { title: true }),
    category: ref('categories', 'product category', 'Category id, one of the ids under categories.', {
      label: 'Category',
      help: 'The category the product is listed under.',
    }),
    description: text('One or two sentences about the product.', { multiline: true }),
    image: Image,
    price: shillings(
      'Price in whole Kenyan shillings, e.g. 1500 (shown as "Ksh 1,500", in the form of the page’s language). Leave out to show no price.',
    ).optional(),
    featured: z
      .boolean()
      .default(false)
      .describe('true shows the product among the featured ones.')
      .register(editorMeta, { label: 'Featured', help: 'On: shown among the featured products.' }),
    sustainable: z
      .boolean()
      .default(true)
      .describe('true shows the Eco-Friendly badge.')
      .register(editorMeta, { label: 'Eco-friendly', help: 'On: the product shows the Eco-Friendly badge.' }),
    sustainability: sentences('A short claim about its environmental benefit.').optional(),
  })
  .describe('A product.');

/** content/products.yaml */
export const ProductsFile = z
  .strictObject({
    categories: shown(z.array(Category).min(1).describe('The product categories, in the order the filter shows them.'), {
      noun: 'category',
    }),
    products: shown(z.array(Product).describe('Every product, in the order they are listed.'), { noun: 'product' }),
  })
  .describe('Products and their categories.');

/** content/blog.yaml */
export const BlogFile = z
  .strictObject({
    categories: shown(z.array(Category.describe('A blog category.')).min(1).describe('Blog categories, in filter order.'), {
      noun: 'category',
    }),
  })
  .describe('Settings of the blog.');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Why a YYYY-MM-DD date is not a real one (no month 13, no 30 February), or undefined when it is. */
export function unrealDate(value: string): string | undefined {
  const [y, m, d] = value.split('-').map(Number);
  if (m < 1 || m > 12)
    return `There is no month ${String(m).padStart(2, '0')} in "${value}": the middle part is the month, 01 to 12 (YYYY-MM-DD, e.g. 2024-03-15).`;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d < 1 || d > days)
    return `${MONTHS[m - 1]} ${y} has no day ${d} (it has ${days} days): write a real date as YYYY-MM-DD, e.g. 2024-03-15.`;
  return undefined;
}

const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD, e.g. 2024-03-15.')
  .check((ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(ctx.value)) return;
    const why = unrealDate(ctx.value);
    if (why) ctx.issues.push({ code: 'custom', message: why, input: ctx.value, continue: false });
  })
  .describe('Publication date, YYYY-MM-DD.');

/** Front matter of content/blog/<slug>.md */
export const PostFrontMatter = z
  .strictObject({
    slug: shown(ItemId.optional().describe('Address of the article under /blog/; the file name by default.'), {
      label: 'Address',
      help: 'The end of the article’s address after /blog/; the file’s name when empty.',
    }),
    title: plainText('Title of the article.'),
    excerpt: plainText('One or two sentences shown in lists.', { multiline: true }),
    metaDescription: z.string().min(1).optional().describe('Description for search engines; the excerpt by default.'),
    category: ref('blogCategories', 'blog category', 'Blog category id, one of the ids in content/blog.yaml.', {
      label: 'Category',
      help: 'The category the article is listed under.',
    }),
    author: plainText('Who wrote it.'),
    date: IsoDate,
    readTime: plainText('Reading time as shown, e.g. "5 min read".'),
    image: PostImage,
    featured: z
      .boolean()
      .default(false)
      .describe('true shows it among the featured articles.')
      .register(editorMeta, { label: 'Featured', help: 'On: shown among the featured articles.' }),
    tags: z
      .array(z.string().min(1))
      .default([])
      .describe('Lowercase tags, e.g. bamboo, kenya.')
      .register(editorMeta, { label: 'Tags', help: 'Words that group articles, in lowercase: type one, then Enter.', noun: 'tag' }),
  })
  .describe('An article of the blog (front matter of a Markdown file).');

/** Front matter of a post's translation, content/blog/<slug>.<language>.md: its words in that language. */
export const PostTranslationFrontMatter = z
  .strictObject({
    title: z.string().min(1).describe('Title of the article in this language.'),
    excerpt: z.string().min(1).describe('One or two sentences shown in lists, in this language.'),
    alt: z.string().optional().describe('What the article’s picture shows, in this language; the original’s words when left out.'),
    metaDescription: z
      .string()
      .min(1)
      .optional()
      .describe('Description for search engines, in this language; the translation’s excerpt when left out.'),
  })
  .describe('A translation of an article (front matter of content/blog/<slug>.<language>.md); everything else is the original’s.');

export type CategoryT = Infer<typeof Category>;
/** A product as pages show it: its price also in words, in the page's language (made by `Intl` where the model is made, so an island's HTML is the same in the browser). */
export type ProductT = Infer<typeof Product> & { priceText?: string };
export type PostMeta = Infer<typeof PostFrontMatter>;
/**
 * A post as the site gets it: its front matter and its Markdown `body`, which the article turns
 * into cleaned HTML where it is drawn (renderMarkdown, at build time for the site), so what only
 * checks or lists posts never loads the HTML cleaner.
 */
export type Post = Omit<PostMeta, 'slug'> & {
  slug: string;
  body: string;
  /** The language of this text (the original's where the page's language has no translation). */
  lang: Language;
  /** Every language the post is written in: the original's and its translations'. */
  languages: Language[];
  /** Its date in words, in the page's language ("12 Machi 2024"), made by `Intl` where the page is drawn. */
  dateText: string;
};
/** A post as a card or a list shows it: everything but its text (an island's props carry no bodies). */
export type PostSummary = Omit<Post, 'body'>;

export const Program = z
  .strictObject({
    id: ItemId,
    name: text('Name of the program.', { title: true }),
    duration: text('How long it runs, e.g. "2 weeks".'),
    price: shillings('Fee in whole Kenyan shillings, e.g. 5000 (shown as "Ksh 5,000", in the form of the page’s language).'),
    level: z.enum(['Beginner', 'Intermediate', 'Advanced']).describe('Level of the program.'),
    participants: text('Graduates so far, e.g. "150+ graduates".'),
    description: text('What the program is about.', { multiline: true }),
    skills: shown(z.array(text('A skill, e.g. "Propagation and nursery care".')).min(1).max(6).describe('What participants learn.'), {
      noun: 'skill',
    }),
    popular: z.boolean().default(false).describe('true shows the Most Popular badge.'),
  })
  .describe('A training program.');

/** content/programs.yaml */
export const ProgramsFile = z
  .strictObject({ programs: shown(z.array(Program).min(1).describe('The training programs, in display order.'), { noun: 'programme' }) })
  .describe('Training programs.');

/** A programme as pages show it: its fee also in words, in the page's language. */
export type ProgramT = Infer<typeof Program> & { priceText: string };

const Rating = z.number().int().min(1).max(5).default(5).describe('Stars, 1 to 5.');

export const Testimonial = z
  .strictObject({
    id: ItemId,
    name: text('Who said it.', { title: true }),
    role: text('Their role, e.g. "Hotel Manager".'),
    company: text('Their organisation.'),
    location: text('Town, e.g. "Kisumu".'),
    content: text('What they said.', { multiline: true }),
    rating: Rating,
    avatar: z.string().min(1).max(3).describe('Initials shown in the round avatar, e.g. "JW".'),
  })
  .describe('A testimonial.');

export const TestimonialsFile = z
  .strictObject({ testimonials: shown(z.array(Testimonial).min(1).describe('Testimonials in carousel order.'), { noun: 'testimonial' }) })
  .describe('Testimonials.');

export const Partner = z
  .strictObject({
    id: ItemId,
    name: text('Name of the organisation.', { title: true }),
    logo: Image,
    href: z.url().optional().describe('Their website.'),
  })
  .describe('A partner organisation.');

export const PartnersFile = z
  .strictObject({ partners: shown(z.array(Partner).min(1).describe('Partners in display order.'), { noun: 'partner' }) })
  .describe('Partners.');

const Stat = z
  .strictObject({
    value: z.number().nonnegative().describe('The number counted up to, e.g. 28000 or 13.6.'),
    suffix: text('Text after the number, e.g. " kg" or "%"; none when left out.').optional(),
    label: text('What the number counts.', { title: true }),
    description: sentences('One more sentence.').optional(),
    icon: z
      .enum(['plant', 'users', 'leaf', 'recycle', 'heart', 'map', 'school', 'cloud', 'star'])
      .default('leaf')
      .describe('Icon shown with it.'),
    color: z.enum(['bamboo', 'earth', 'teal', 'blue']).default('bamboo').describe('Colour of the icon.'),
  })
  .describe('A statistic.');

export const ImpactFile = z
  .strictObject({
    stats: shown(z.array(Stat).min(1).describe('Impact statistics of the home page.'), { noun: 'figure' }),
    highlights: shown(z.array(Stat).min(1).describe('Headline statistics of the Impact page.'), { noun: 'figure' }),
    beforeAfter: z
      .array(
        z
          .strictObject({
            id: shown(ItemId.describe('Unique id of this pair; it names the pair in messages.'), {
              ...editorMeta.get(ItemId),
              title: true,
            }),
            before: Image,
            after: Image,
            location: text('Where.'),
            description: text('What changed.'),
          })
          .describe('A before/after pair of photos.'),
      )
      .describe('Restoration before and after.')
      .register(editorMeta, { noun: 'before-and-after pair' }),
    stories: z
      .array(
        z
          .strictObject({
            id: ItemId,
            name: text('Name.', { title: true }),
            role: text('Role, e.g. "Bamboo Farmer".'),
            location: text('Where they live.'),
            image: Image,
            quote: text('What they said.', { multiline: true }),
            impact: text('What changed for them, in one line.'),
            rating: Rating,
          })
          .describe('A community story.'),
      )
      .describe('Community stories.')
      .register(editorMeta, { noun: 'story' }),
    locations: z
      .array(
        z
          .strictObject({
            id: ItemId,
            name: text('Place.', { title: true }),
            projects: z.number().int().nonnegative().describe('Projects there.'),
            people: z.number().int().nonnegative().describe('People reached there.'),
          })
          .describe('A place where we work.'),
      )
      .describe('Where we work.')
      .register(editorMeta, { noun: 'location' }),
  })
  .describe('Impact figures and stories.');

export const TrainingFile = z
  .strictObject({
    curriculum: z
      .array(
        z
          .strictObject({
            weeks: text('Week range, e.g. "Weeks 1-2".', { title: true }),
            topic: text('Topic of these weeks.'),
            activities: shown(z.array(text('An activity, e.g. "Nursery set-up".')).min(1).max(6).describe('What participants do.'), {
              noun: 'activity',
            }),
          })
          .describe('A block of the curriculum.'),
      )
      .min(1)
      .describe('The curriculum, in order.')
      .register(editorMeta, { noun: 'stage' }),
    graduates: z
      .array(
        z
          .strictObject({
            id: ItemId,
            name: text('Name.', { title: true }),
            program: text('Program they took.'),
            achievement: text('What they achieved.'),
            income: text('Income now, e.g. "KSh 25,000/month".'),
            year: z.number().int().min(2000).max(2100).describe('Year they graduated.'),
            image: Image,
            story: text('Their story in two or three sentences.', { multiline: true }),
            rating: Rating,
          })
          .describe('A graduate success story.'),
      )
      .describe('Graduate success stories.')
      .register(editorMeta, { noun: 'graduate' }),
    gallery: z
      .array(
        z
          .strictObject({ image: Image, caption: text('Caption under the picture.', { title: true }) })
          .describe('A picture of the gallery.'),
      )
      .describe('Pictures of the training centre.')
      .register(editorMeta, { noun: 'photo' }),
  })
  .describe('Training curriculum, graduates and gallery.');

export type TestimonialT = Infer<typeof Testimonial>;
export type PartnerT = Infer<typeof Partner>;
export type StatT = Infer<typeof Stat>;
export type ImpactT = Infer<typeof ImpactFile>;
export type TrainingT = Infer<typeof TrainingFile>;
