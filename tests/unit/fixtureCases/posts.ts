import type { Expected } from './base.ts';

/** Posts: the links and pictures inside their Markdown, placed in the .md file (front matter lines counted). */
export const postsCases: Record<string, Expected[]> = {
  // A mistyped page, a post linked without its address, a misspelt picture; links inside code are left alone.
  'post-broken-link': [
    {
      kind: 'brokenLink',
      where: 'article text › link "our products"',
      file: 'content/blog/first-post.md',
      line: 11,
      col: 22,
      path: 'body',
      message: 'Link "/prodcts" goes to a page that does not exist. Did you mean "/products"?',
    },
    {
      kind: 'badLink',
      where: 'article text › link "first post"',
      file: 'content/blog/first-post.md',
      line: 11,
      col: 55,
      path: 'body',
      message: '"first-post" is not a link the site understands: a page\'s address starts with "/". Write "/blog/first-post".',
    },
    {
      kind: 'missingImage',
      where: 'article text › picture "A chair on the porch"',
      file: 'content/blog/first-post.md',
      line: 13,
      col: 1,
      path: 'body',
      message: 'Image file "/images/chiar.svg" does not exist under public/. Did you mean "/images/chair.svg"?',
    },
  ],
  // Words pasted together into one: a phone would break the title mid-word.
  'title-one-long-word': [
    {
      kind: 'invalid',
      where: 'front matter \u203a title',
      file: 'content/blog/first-post.md',
      line: 2,
      col: 8,
      path: 'title',
      message:
        '"BambooHarvestDayInWebuye\u2026" is one word of 45 letters: a phone\'s screen breaks it in the middle. Put spaces between its words.',
    },
  ],
  // Written almost as links: Markdown would show them as plain text.
  'post-almost-link': [
    {
      kind: 'almostLink',
      where: 'article text \u203a link "our products"',
      file: 'content/blog/first-post.md',
      line: 11,
      col: 29,
      path: 'body',
      message:
        '[our products](/our products) is shown as plain text, not as a link: an address cannot have a space. Write [our products](/our-products)',
    },
    {
      kind: 'almostLink',
      where: 'article text \u203a link "the catalogue"',
      file: 'content/blog/first-post.md',
      line: 11,
      col: 63,
      path: 'body',
      message:
        '[the catalogue] (/products) is shown as plain text, not as a link: there is a space between "]" and "(". Write [the catalogue](/products)',
    },
  ],
};
