import type { Infer } from '../../schema/kinds.ts';
import { z } from 'zod';
import { editorMeta } from '../../schema/editorMeta.ts';
import { blockBase, ref, sentences, text } from '../../schema/kinds.ts';

export const ProductCatalogBlock = z
  .strictObject({
    type: z.literal('productCatalog'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
    products: z
      .array(ref('products', 'product', 'Id of a product.'))
      .optional()
      .describe(
        'Which products, in order; every product of content/products.yaml when left out (the usual way: a new product then shows by itself).',
      )
      .register(editorMeta, {
        label: 'Products',
        help: 'Leave empty to show every product (a new one then shows by itself).',
        noun: 'product',
      }),
    categories: z
      .array(ref('categories', 'product category', 'Category id.'))
      .min(1)
      .optional()
      .describe('Category filter buttons, after All; when left out, every category of content/products.yaml that has a product here.')
      .register(editorMeta, {
        label: 'Category buttons',
        help: 'Leave empty for every category that has a product here.',
        noun: 'category',
      }),
    allLabel: text('Label of the button that shows every category; “All Products” in each language when left out.').optional(),
    initialCategory: ref('categories', 'product category', 'Category selected at first (all when left out).').optional(),
    searchPlaceholder: text('Hint in the search box; “Search products...” in each language when left out.').optional(),
    emptyText: sentences(
      'Shown when nothing matches; “No products found. Try adjusting your search or filter.” in each language when left out.',
    ).optional(),
    enquiryForm: ref('forms', 'form', 'Form that Buy on WhatsApp opens.').default('product-inquiry'),
  })
  .describe('The product catalogue: search box, category filter and grid.')
  .register(editorMeta, { label: 'Product catalogue' });

export type ProductCatalogBlockT = Infer<typeof ProductCatalogBlock>;
