import type { Expected } from './base.ts';

/** Slips found by trying the validator as an editor would: each one right message. */
export const slipsCases: Record<string, Expected[]> = {
  // A yes/no in quotes: remove the quotes.
  'quoted-yes-no': [
    {
      kind: 'wrongType',
      where: 'page "/about" › block 2 (hero "Our story") › hidden',
      file: 'site.yaml',
      line: 47,
      col: 17,
      path: 'routes[1].blocks[1].hidden',
      message: 'Expected true or false, but found the text "true". Remove the quotes: write true.',
    },
  ],
  // A misspelt choice in a list of choices: placed in the list's words (the checker once threw here, reading a choice's values as schemas).
  'choice-list-misspelt': [
    {
      kind: 'badOption',
      where: 'top bar › contact fact 2',
      file: 'site.yaml',
      line: 15,
      col: 21,
      path: 'navigation.topStrip[1]',
      message: '"fax" is not allowed here. Choose one of: "phone", "email", "location".',
    },
  ],
  // A price written as the page once showed it: the number alone is what to write (each language's pages write it their way).
  'price-written-as-words': [
    {
      kind: 'wrongType',
      where: 'product 2 "Chair" › price',
      file: 'content/products.yaml',
      line: 13,
      col: 12,
      path: 'products[1].price',
      message: 'Expected a number, but found the text "KSh 15,000". Write the number alone: 15000.',
    },
  ],
  // A phone number without its quotes: YAML reads it as a number; the fix keeps its +.
  'phone-without-quotes': [
    {
      kind: 'wrongType',
      where: 'site facts › phone',
      file: 'site.yaml',
      line: 4,
      col: 10,
      path: 'site.phone',
      message: 'Expected text, but found the number 254700000001. Put it in quotes: "+254700000001".',
    },
  ],
  // A picture path that starts at public/.
  'image-path-from-public': [
    {
      kind: 'badImagePath',
      where: 'page "/" › block 1 (hero "Welcome") › image › src',
      file: 'site.yaml',
      line: 36,
      col: 23,
      path: 'routes[0].blocks[0].image.src',
      message:
        'Image "public/images/kitchenware.svg" is not a path the site can serve: pictures under public/ are written from after public/. Write "/images/kitchenware.svg".',
    },
  ],
  // A picture path written with backslashes.
  'image-path-backslashes': [
    {
      kind: 'badImagePath',
      where: 'product 2 "Chair" › image › src',
      file: 'content/products.yaml',
      line: 14,
      col: 19,
      path: 'products[1].image.src',
      message:
        'Image "\\images\\chair.svg" is not a path the site can serve: folders are separated by "/", not "\\". Write "/images/chair.svg".',
    },
  ],
  // A picture whose file name has a space (the file is there; its address breaks srcset).
  'image-name-with-space': [
    {
      kind: 'imageNameWithSpace',
      where: 'product 2 "Chair" › image › src',
      file: 'content/products.yaml',
      line: 14,
      col: 19,
      path: 'products[1].image.src',
      message:
        'The picture\'s file name in "/images/garden chair.svg" has a space, which breaks its address on the page: rename the file (e.g. "garden-chair.svg") and write "/images/garden-chair.svg".',
    },
  ],
  // An e-mail link with no address.
  'mailto-without-address': [
    {
      kind: 'badEmailLink',
      where: 'footer › column 1 "Company" › link 2 "Write to us" › to',
      file: 'site.yaml',
      line: 20,
      col: 37,
      path: 'footer.columns[0].links[1].to',
      message: '"mailto:info" has no e-mail address after "mailto:": write mailto:name@example.co.ke with the real address.',
    },
  ],
  // A full link to the site's own address is checked as a page of the site.
  'link-to-own-domain': [
    {
      kind: 'brokenLink',
      where: 'top bar › link 2 "Products" › to',
      file: 'site.yaml',
      line: 14,
      col: 30,
      path: 'navigation.links[1].to',
      message: 'Link "https://example.co.ke/prodcts" goes to a page that does not exist. Did you mean "/products"?',
    },
  ],
  // A route path with a trailing slash: its problem only; the links to /about are right.
  'route-path-trailing-slash': [
    {
      kind: 'invalid',
      where: 'page "/about/" › path',
      file: 'site.yaml',
      line: 39,
      col: 11,
      path: 'routes[1].path',
      message:
        'A path starts with "/" and uses lowercase letters, digits and dashes, e.g. /about or /products/cutlery; "*" is the not-found page. Write "/about".',
    },
  ],
  // A product id with capitals: its problem only; the references to cutlery-set are right.
  'product-id-with-capitals': [
    {
      kind: 'invalid',
      where: 'product 1 "Cutlery Set" › id',
      file: 'content/products.yaml',
      line: 5,
      col: 9,
      path: 'products[0].id',
      message: 'Use lowercase letters, digits and dashes (e.g. "bamboo-cutlery-set"). Write "cutlery-set".',
    },
  ],
};
