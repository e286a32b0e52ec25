import { z } from 'zod';
import { Image, ref, text } from './kinds.ts';

const ItemId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lowercase letters, digits and dashes (e.g. "bamboo-cutlery-set").')
  .describe('Unique id of this item; pages refer to the item by it.');

export const Category = z
  .strictObject({
    id: ItemId,
    label: text('Name shown on the filter button and on product cards.'),
  })
  .describe('A product category.');

export const Product = z
  .strictObject({
    id: ItemId,
    name: text('Product name.'),
    category: ref('categories', 'product category', 'Category id, one of the ids under categories.'),
    description: text('One or two sentences about the product.'),
    image: Image,
    price: z
      .string()
      .min(1)
      .optional()
      .describe('Price as shown, e.g. "KSh 1,500", or "Request Quote". Leave out to show no price.'),
    featured: z.boolean().default(false).describe('true shows the product among the featured ones.'),
    sustainable: z.boolean().default(true).describe('true shows the Eco-Friendly badge.'),
    sustainability: z.string().min(1).optional().describe('A short claim about its environmental benefit.'),
  })
  .describe('A product.');

/** content/products.yaml */
export const ProductsFile = z
  .strictObject({
    categories: z.array(Category).min(1).describe('The product categories, in the order the filter shows them.'),
    products: z.array(Product).describe('Every product, in the order they are listed.'),
  })
  .describe('Products and their categories.');

/** content/blog.yaml */
export const BlogFile = z
  .strictObject({
    categories: z.array(Category.describe('A blog category.')).min(1).describe('Blog categories, in filter order.'),
  })
  .describe('Settings of the blog.');

const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD, e.g. 2024-03-15.')
  .describe('Publication date, YYYY-MM-DD.');

/** Front matter of content/blog/<slug>.md */
export const PostFrontMatter = z
  .strictObject({
    slug: ItemId.optional().describe('Address of the article under /blog/; the file name by default.'),
    title: text('Title of the article.'),
    excerpt: text('One or two sentences shown in lists.'),
    metaDescription: z.string().min(1).optional().describe('Description for search engines; the excerpt by default.'),
    category: ref('blogCategories', 'blog category', 'Blog category id, one of the ids in content/blog.yaml.'),
    author: text('Who wrote it.'),
    date: IsoDate,
    readTime: text('Reading time as shown, e.g. "5 min read".'),
    image: Image,
    featured: z.boolean().default(false).describe('true shows it among the featured articles.'),
    tags: z.array(z.string().min(1)).default([]).describe('Lowercase tags, e.g. bamboo, kenya.'),
  })
  .describe('An article of the blog (front matter of a Markdown file).');

export type CategoryT = z.infer<typeof Category>;
export type ProductT = z.infer<typeof Product>;
export type PostMeta = z.infer<typeof PostFrontMatter>;
/** A post as the site gets it: its body already turned into HTML at build time. */
export type Post = Omit<PostMeta, 'slug'> & { slug: string; html: string };

export const Program = z
  .strictObject({
    id: ItemId,
    name: text('Name of the program.'),
    duration: text('How long it runs, e.g. "2 weeks".'),
    price: text('Fee as shown, e.g. "KSh 5,000".'),
    level: z.enum(['Beginner', 'Intermediate', 'Advanced']).describe('Level of the program.'),
    participants: text('Graduates so far, e.g. "150+ graduates".'),
    description: text('What the program is about.'),
    skills: z.array(z.string().min(1)).min(1).max(6).describe('What participants learn.'),
    popular: z.boolean().default(false).describe('true shows the Most Popular badge.'),
  })
  .describe('A training program.');

/** content/programs.yaml */
export const ProgramsFile = z
  .strictObject({ programs: z.array(Program).min(1).describe('The training programs, in display order.') })
  .describe('Training programs.');

export type ProgramT = z.infer<typeof Program>;
