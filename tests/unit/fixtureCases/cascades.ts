import type { Expected } from './base.ts';

/** One slip, one message: a cascade folded under its cause. Each asserts the count: one. */
export const cascadesCases: Record<string, Expected[]> = {
  // A merge key: one refusal at the "<<:", not "This block has no type".
  'yaml-merge-key': [
    {
      kind: 'yamlReuse',
      where: '',
      file: 'site.yaml',
      line: 46,
      col: 9,
      path: '',
      message:
        '"<<: *hero" copies the fields marked "&hero" into this group, and this site does not support repeating values (anchors "&", aliases "*" and "<<:"). Write the values out in full in each place: the visual editor changes one value in one place, and a repeated value would change everywhere at once, or could not be edited.',
    },
  ],
  // An anchor and its alias: one refusal at the first of them, the anchor.
  'yaml-anchor-alias': [
    {
      kind: 'yamlReuse',
      where: '',
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: '',
      message:
        '"&story" marks this value to be repeated elsewhere, and this site does not support repeating values (anchors "&", aliases "*" and "<<:"). Write the values out in full in each place and delete "&story": the visual editor changes one value in one place, and a repeated value would change everywhere at once, or could not be edited.',
    },
  ],
  // An anchor in a post's front matter: the same refusal, at the post's own line.
  'post-front-matter-alias': [
    {
      kind: 'yamlReuse',
      where: '',
      file: 'content/blog/first-post.md',
      line: 2,
      col: 8,
      path: '',
      message:
        '"&title" marks this value to be repeated elsewhere, and this site does not support repeating values (anchors "&", aliases "*" and "<<:"). Write the values out in full in each place and delete "&title": the visual editor changes one value in one place, and a repeated value would change everywhere at once, or could not be edited.',
    },
  ],
  // An alias bomb ("billion laughs"): refused at its first anchor before any alias is expanded (the time: loader.test.ts).
  'yaml-alias-bomb': [
    {
      kind: 'yamlReuse',
      where: '',
      file: 'site.yaml',
      line: 2,
      col: 4,
      path: '',
      message:
        '"&a" marks this value to be repeated elsewhere, and this site does not support repeating values (anchors "&", aliases "*" and "<<:"). Write the values out in full in each place and delete "&a": the visual editor changes one value in one place, and a repeated value would change everywhere at once, or could not be edited.',
    },
  ],
  // A misspelt collection key: one problem with its did-you-mean, not one per product named elsewhere.
  'collection-key-misspelt': [
    {
      kind: 'misspeltRequiredKey',
      where: 'product',
      file: 'content/products.yaml',
      line: 4,
      col: 1,
      path: 'product',
      message:
        'Unknown field "product". Did you mean "products"? (products is required.) Until this is fixed, 1 reference to a product cannot be checked.',
    },
  ],
  // A misspelt templates key: one problem, not one per chat button and form.
  'template-key-misspelt': [
    {
      kind: 'misspeltRequiredKey',
      where: 'chat › template',
      file: 'site.yaml',
      line: 26,
      col: 3,
      path: 'chat.template',
      message:
        'Unknown field "template". Did you mean "templates"? (templates is required.) Until this is fixed, 1 reference to a chat message template cannot be checked.',
    },
  ],
  // An empty site.yaml: what it needs, first and alone (no false problems in the forms that use its templates).
  'site-yaml-empty': [
    {
      kind: 'emptyFile',
      where: '',
      file: 'site.yaml',
      line: 1,
      col: 1,
      path: '',
      message:
        'This file is empty. It needs "site", "navigation", "footer", "chat", "routes". If it was emptied by mistake, take it back from its history (the last commit). Until this is fixed, 1 reference to a chat message template cannot be checked.',
    },
  ],
  // A route path without its slash: the route's problem only; the links to /about are right.
  'route-path-without-slash': [
    {
      kind: 'invalid',
      where: 'page "about" › path',
      file: 'site.yaml',
      line: 40,
      col: 11,
      path: 'routes[1].path',
      message:
        'A path starts with "/" and uses lowercase letters, digits and dashes, e.g. /about or /products/cutlery; "*" is the not-found page. Write "/about".',
    },
  ],
  // A block id written as a title: the id's problem with its fix; the links to its section wait on it.
  'block-id-with-spaces': [
    {
      kind: 'invalid',
      where: 'page "/about" › block 2 (hero "Our story") › id',
      file: 'site.yaml',
      line: 46,
      col: 13,
      path: 'routes[1].blocks[1].id',
      message:
        'Use lowercase letters, digits and dashes, starting with a letter (e.g. "our-story"). Write "our-story". Until this is fixed, 1 link to a section of /about cannot be checked.',
    },
  ],
};
