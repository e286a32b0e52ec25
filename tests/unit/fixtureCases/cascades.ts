import type { Expected } from './base.ts';

/** One slip, one message: a cascade folded under its cause (issue 17, point 2). Each asserts the count: one. */
export const cascadesCases: Record<string, Expected[]> = {
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
