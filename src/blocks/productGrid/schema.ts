import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta, shown } from '../../schema/editorMeta.ts';
import { blockBase, Button, ref, sentences, text } from '../../schema/kinds.ts';

export const ProductGridBlock = z
  .strictObject({
    type: z.literal('productGrid'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    products: z
      .array(ref('products', 'product', 'Id of a product in content/products.yaml.'))
      .optional()
      .describe('Which products to show, in this order. Leave out to show every product (of the category, if one is given).')
      .register(editorMeta, { noun: 'product' }),
    category: ref('categories', 'product category', 'Show only products of this category.').optional(),
    featuredOnly: z
      .boolean()
      .default(false)
      .describe('true shows only products marked featured.')
      .register(editorMeta, { label: 'Only featured products', help: 'On: only the products marked featured are shown.' }),
    featuredBadge: z
      .boolean()
      .default(false)
      .describe('true shows a Featured badge on every card.')
      .register(editorMeta, { label: 'Featured badge', help: 'On: every card shows a Featured badge.' }),
    showSustainability: z
      .boolean()
      .default(false)
      .describe("true shows each product's sustainability claim.")
      .register(editorMeta, { label: 'Show the eco claim', help: 'On: each card shows what makes the product good for the environment.' }),
    buy: z
      .enum(['chat', 'dialog'])
      .default('chat')
      .describe('What "Buy on WhatsApp" does: chat opens the chat app at once; dialog opens the enquiry form first.'),
    enquiryForm: ref('forms', 'form', 'With buy: dialog, the enquiry form to open.').default('product-inquiry'),
    buttons: shown(z.array(Button).max(3).default([]).describe('Buttons under the grid, e.g. Browse All Products.'), { noun: 'button' }),
  })
  .describe('A grid of product cards.')
  .register(editorMeta, { label: 'Product grid' });

export type ProductGridBlockT = Infer<typeof ProductGridBlock>;
