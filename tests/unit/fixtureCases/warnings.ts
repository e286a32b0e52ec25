import type { Expected } from './base.ts';

/** A warning: reported like an error, but the site still loads (and builds, unless --strict). */
export type ExpectedWarning = Expected & { severity: 'warning' };

/** Problems that do not fail the build unless --strict. */
export const warningsCases: Record<string, ExpectedWarning[]> = {
  // Raw HTML the sanitiser leaves out of a post: what, at its line and column in the file (front matter counted).
  'post-with-raw-html': [
    {
      severity: 'warning',
      kind: 'removedHtml',
      where: 'the text of the article',
      file: 'content/blog/first-post.md',
      line: 13,
      col: 1,
      path: '',
      message:
        'The <iframe> here (an embedded video or page) is left out of the page: a post cannot show another website inside it. Link to it instead: [Watch the video](https://www.youtube.com/watch?v=dQw4w9WgXcQ).',
    },
    {
      severity: 'warning',
      kind: 'removedHtml',
      where: 'the text of the article',
      file: 'content/blog/first-post.md',
      line: 15,
      col: 23,
      path: '',
      message: 'The onclick="…" of this <a> is left out of the page: a post cannot run code on the site. Remove it.',
    },
    {
      severity: 'warning',
      kind: 'removedHtml',
      where: 'the text of the article',
      file: 'content/blog/first-post.md',
      line: 17,
      col: 1,
      path: '',
      message: 'The <script> here is left out of the page, with its code: a post cannot run code on the site. Remove it.',
    },
    {
      severity: 'warning',
      kind: 'removedHtml',
      where: 'the text of the article',
      file: 'content/blog/first-post.md',
      line: 19,
      col: 1,
      path: '',
      message:
        "The <style> here is left out of the page, with its rules: articles take the site's own look. Remove it; for emphasis write **bold** or *italic*.",
    },
  ],
  // The chair's category has no filter button in the catalogue: it shows under All Products only.
  'product-no-filter-shows': [
    {
      severity: 'warning',
      kind: 'unfilterableProduct',
      where: 'product 2 "Chair" › category',
      file: 'content/products.yaml',
      line: 12,
      col: 15,
      path: 'products[1].category',
      message:
        'The catalogue on /products has no filter button for "furniture", the category of "Chair": there it shows only under "All Products", never when a visitor picks a category. Add furniture to the categories of that catalogue in site.yaml, or give the product one of: "kitchenware".',
    },
  ],
  'page-all-blocks-hidden': [
    {
      severity: 'warning',
      kind: 'emptyPage',
      where: 'page "/products"',
      file: 'site.yaml',
      line: 48,
      col: 5,
      path: 'routes[2]',
      message:
        'Every block of the page "/products" is hidden (hidden: true), so it would be published empty. Show a block again (remove its hidden: true), or remove the page and the links to it.',
    },
  ],
  // kitchenware.svg is 800 × 600; the hero says 1200 × 900.
  'picture-size-wrong': [
    {
      severity: 'warning',
      kind: 'pictureSize',
      where: 'page "/" › block 1 (hero "Welcome") › image › width',
      file: 'site.yaml',
      line: 36,
      col: 69,
      path: 'routes[0].blocks[0].image.width',
      message:
        'The picture "/images/kitchenware.svg" is 800 × 600 pixels, but this says width: 1200, height: 900, so the page would set aside the wrong space for it. Write width: 800, height: 600, or leave both out: they are read from the file.',
    },
  ],
  // A text given per language without its Kiswahili: shown in English on the Kiswahili page, and said.
  'missing-translation': [
    // A post without its content/blog/<slug>.sw.md: listed on the Kiswahili blog as in English.
    {
      severity: 'warning',
      kind: 'untranslatedPost',
      where: '',
      file: 'content/blog/first-post.md',
      line: 1,
      col: 1,
      path: '',
      message:
        "This article is not yet in Kiswahili: the Kiswahili blog lists it marked as in the site's first language and links to it. Write its translation in content/blog/first-post.sw.md.",
    },
    {
      severity: 'warning',
      kind: 'missingTranslation',
      where: 'top bar › link 2 "Products" › label',
      file: 'site.yaml',
      line: 15,
      col: 9,
      path: 'navigation.links[1].label',
      message: 'Not yet in Kiswahili: "Products". The Kiswahili page shows it in the site\'s first language until "sw: …" is added here.',
    },
  ],
};
