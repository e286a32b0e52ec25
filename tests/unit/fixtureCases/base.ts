import type { ProblemKind } from '../../../src/loader/catalogue.ts';

export interface Expected {
  kind: ProblemKind;
  /** The place in the editor's words, shown under the message. */
  where: string;
  file: string;
  line: number;
  col: number;
  path: string;
  message: string;
}

/** Each broken manifest under tests/fixtures/broken/ and the exact problem it must give. */
export const baseCases: Record<string, Expected[]> = {
  'misspelt-block-type': [
    {
      kind: 'unknownBlockType',
      where: 'page "/products" › block 1 (prodctGrid "Catalog") › type',
      file: 'site.yaml',
      line: 52,
      col: 15,
      path: 'routes[2].blocks[0].type',
      message: 'Unknown block type "prodctGrid". Did you mean "productGrid"?',
    },
  ],
  'unknown-key': [
    {
      kind: 'unknownKey',
      where: 'page "/" › block 1 (hero "Welcome") › colour',
      file: 'site.yaml',
      line: 36,
      col: 9,
      path: 'routes[0].blocks[0].colour',
      message: 'Unknown field "colour". Allowed here: "type", "id", "hidden", "eyebrow", "title", "text", "buttons", "image", "counters".',
    },
  ],
  'misspelt-required-key': [
    {
      kind: 'misspeltRequiredKey',
      where: 'page "/about" › block 1 (hero) › titel',
      file: 'site.yaml',
      line: 44,
      col: 9,
      path: 'routes[1].blocks[0].titel',
      message: 'Unknown field "titel". Did you mean "title"? (title is required.)',
    },
  ],
  'missing-required-field': [
    {
      kind: 'missingField',
      where: 'page "/about" › description',
      file: 'site.yaml',
      line: 39,
      col: 5,
      path: 'routes[1].description',
      message: 'Missing required field "description". Description for search engines and link previews (one or two sentences).',
    },
  ],
  'wrong-value-type': [
    {
      kind: 'wrongType',
      where: 'site facts › hours',
      file: 'site.yaml',
      line: 9,
      col: 10,
      path: 'site.hours',
      message: 'Expected a list (lines starting with "- "), but found the text "Mon - Fri, 8:00 AM - 6:00 PM".',
    },
  ],
  'bad-enum-value': [
    {
      kind: 'badOption',
      where: 'page "/" › block 1 (hero "Welcome") › button 1 "Shop" › variant',
      file: 'site.yaml',
      line: 38,
      col: 52,
      path: 'routes[0].blocks[0].buttons[0].variant',
      message: '"outlined" is not allowed here. Did you mean "outline"? Choose one of: "primary", "secondary", "outline", "light".',
    },
  ],
  'link-to-missing-route': [
    {
      kind: 'brokenLink',
      where: 'top bar › link 2 "Products" › to',
      file: 'site.yaml',
      line: 14,
      col: 30,
      path: 'navigation.links[1].to',
      message: 'Link "/prodcts" goes to a page that does not exist. Did you mean "/products"?',
    },
  ],
  'link-to-missing-anchor': [
    {
      kind: 'missingAnchor',
      where: 'footer › column 1 "Company" › link 1 "Our Story" › to',
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: 'footer.columns[0].links[0].to',
      message: 'Link "/about#stroy" points to a section that does not exist on the page /about. Did you mean "story"?',
    },
  ],
  // A link to a block that is there but hidden: told so, with where to show it, not "does not exist".
  'link-to-hidden-block': [
    {
      kind: 'hiddenAnchor',
      where: 'footer › column 1 "Company" › link 1 "Our Story" › to',
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: 'footer.columns[0].links[0].to',
      message:
        'Link "/about#story" points to a block on the page /about that is hidden (hidden: true, site.yaml line 47), so it leads nowhere. Show the block again (remove its hidden: true; in the visual editor, "Show on the page" on that block), or link to another section.',
    },
  ],
  'missing-image': [
    {
      kind: 'missingImage',
      where: 'page "/" › block 1 (hero "Welcome") › image › src',
      file: 'site.yaml',
      line: 36,
      col: 23,
      path: 'routes[0].blocks[0].image.src',
      message: 'Image file "/images/kitchenwear.svg" does not exist under public/. Did you mean "/images/kitchenware.svg"?',
    },
  ],
  // A picture cut short (40 bytes of a PNG): the build could not read it; validate names the line that uses it.
  'broken-picture': [
    {
      kind: 'brokenPicture',
      where: 'page "/" › block 1 (hero "Welcome") › image › src',
      file: 'site.yaml',
      line: 36,
      col: 23,
      path: 'routes[0].blocks[0].image.src',
      message:
        'The picture "/images/cut.png" cannot be shown on the site. This picture is cut short or damaged: save it again from the program that made it, or choose another picture.',
    },
  ],
  // Without the "/", the page looked for the picture under its own address and showed none.
  'image-without-leading-slash': [
    {
      kind: 'relativeImage',
      where: 'page "/" › block 1 (hero "Welcome") › image › src',
      file: 'site.yaml',
      line: 36,
      col: 23,
      path: 'routes[0].blocks[0].image.src',
      message: 'Image "images/kitchenware.svg" must start with "/" (a path from public/): write "/images/kitchenware.svg".',
    },
  ],
  'image-is-folder': [
    {
      kind: 'imageIsFolder',
      where: 'page "/" › block 1 (hero "Welcome") › image › src',
      file: 'site.yaml',
      line: 36,
      col: 23,
      path: 'routes[0].blocks[0].image.src',
      message: '"/images" is a folder under public/, not a picture: add the file\'s name, e.g. /images/photo.svg.',
    },
  ],
  // A thousand levels ran the parsers out of stack ("maximum call stack size exceeded").
  'value-nested-too-deep': [
    {
      kind: 'tooDeep',
      where: '',
      file: 'site.yaml',
      line: 35,
      col: 80,
      path: '',
      message:
        'Values are nested more than 64 levels deep here: a bracket or the indentation ran away (a site needs a handful of levels). Check the brackets and the indentation from this line up.',
    },
  ],
  'duplicate-route': [
    {
      kind: 'duplicateRoute',
      where: 'page "/about" › path',
      file: 'site.yaml',
      line: 55,
      col: 11,
      path: 'routes[3].path',
      message: 'The page "/about" is declared twice (first on line 39). Remove or rename one.',
    },
  ],
  'unknown-collection-id': [
    {
      kind: 'unknownReference',
      where: 'page "/products" › block 1 (productGrid "Catalog") › product 1',
      file: 'site.yaml',
      line: 54,
      col: 20,
      path: 'routes[2].blocks[0].products[0]',
      message: 'Unknown product "cutlry-set". Did you mean "cutlery-set"?',
    },
  ],
  'yaml-syntax-error': [
    {
      kind: 'yamlSyntax',
      where: '',
      file: 'site.yaml',
      line: 2,
      col: 21,
      path: '',
      message: 'The YAML cannot be read: a closing quote or bracket is missing.',
    },
  ],
  'unknown-product-category': [
    {
      kind: 'unknownReference',
      where: 'product 2 "Chair" › category',
      file: 'content/products.yaml',
      line: 12,
      col: 15,
      path: 'products[1].category',
      message: 'Unknown product category "Furniture". Did you mean "furniture"?',
    },
  ],
  'duplicate-block-id': [
    {
      kind: 'duplicateBlockId',
      where: 'page "/about" › block 2 (hero "Our story") › id',
      file: 'site.yaml',
      line: 47,
      col: 13,
      path: 'routes[1].blocks[1].id',
      message: 'Two blocks of this page have the id "story" (first on line 44). Ids must be unique on a page.',
    },
  ],
  'duplicate-product-id': [
    {
      kind: 'duplicateId',
      where: 'product 2 "Chair" › id',
      file: 'content/products.yaml',
      line: 10,
      col: 9,
      path: 'products[1].id',
      message: 'Two products have the id "cutlery-set" (first on line 5). Ids must be unique.',
    },
  ],
  'duplicate-blog-slug': [
    {
      kind: 'duplicateSlug',
      where: 'front matter › slug',
      file: 'content/blog/second-post.md',
      line: 2,
      col: 7,
      path: 'slug',
      message: 'Two blog posts have the address "first-post" (the other is content/blog/first-post.md). Rename one.',
    },
  ],
  'blog-bad-date': [
    {
      kind: 'invalid',
      where: 'front matter › date',
      file: 'content/blog/first-post.md',
      line: 6,
      col: 7,
      path: 'date',
      message: 'Write the date as YYYY-MM-DD, e.g. 2024-03-15.',
    },
  ],
  // A date in the right form that no calendar has: published, it read "30 February 2024".
  'blog-impossible-date': [
    {
      kind: 'invalid',
      where: 'front matter › date',
      file: 'content/blog/first-post.md',
      line: 6,
      col: 7,
      path: 'date',
      message: 'February 2024 has no day 30 (it has 29 days): write a real date as YYYY-MM-DD, e.g. 2024-03-15.',
    },
  ],
  'blog-no-such-month': [
    {
      kind: 'invalid',
      where: 'front matter › date',
      file: 'content/blog/first-post.md',
      line: 6,
      col: 7,
      path: 'date',
      message: 'There is no month 13 in "2024-13-45": the middle part is the month, 01 to 12 (YYYY-MM-DD, e.g. 2024-03-15).',
    },
  ],
  // A post's file name is its address: a space would publish /blog/Harvest%20Day.
  'post-file-name-with-spaces': [
    {
      kind: 'badPostFileName',
      where: '',
      file: 'content/blog/Harvest Day.md',
      line: 1,
      col: 1,
      path: '',
      message:
        'The file name "Harvest Day.md" cannot be a post\'s address: rename it "harvest-day.md" (lowercase words joined by dashes, ending in .md).',
    },
  ],
  // Once skipped in silence.
  'post-file-name-upper-case-extension': [
    {
      kind: 'badPostFileName',
      where: '',
      file: 'content/blog/harvest-day.MD',
      line: 1,
      col: 1,
      path: '',
      message:
        'The file name "harvest-day.MD" cannot be a post\'s address: rename it "harvest-day.md" (lowercase words joined by dashes, ending in .md).',
    },
  ],
  'unknown-chat-template': [
    {
      kind: 'unknownReference',
      where: 'chat › option 1 "View Products" › template',
      file: 'site.yaml',
      line: 25,
      col: 41,
      path: 'chat.options[0].template',
      message: 'Unknown chat message template "productEnquiry". Did you mean "productInquiry"?',
    },
  ],
  'external-image': [
    {
      kind: 'externalImage',
      where: 'page "/" › block 1 (hero "Welcome") › image › src',
      file: 'site.yaml',
      line: 36,
      col: 23,
      path: 'routes[0].blocks[0].image.src',
      message:
        'Image "https://cdn.example.com/cutlery.jpg" is on another website. Copy the file into public/images/ and write /images/<file name>.',
    },
  ],
  'malformed-link': [
    {
      kind: 'badLink',
      where: 'top bar › link 2 "Products" › to',
      file: 'site.yaml',
      line: 14,
      col: 30,
      path: 'navigation.links[1].to',
      message: '"products" is not a link the site understands: a page\'s address starts with "/". Write "/products".',
    },
  ],
  'anchor-without-page': [
    {
      kind: 'anchorNeedsPage',
      where: 'footer › column 1 "Company" › link 1 "Our Story" › to',
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: 'footer.columns[0].links[0].to',
      message: '"#story" only names a section; in the top bar, footer and chat there is no current page to look in. Write /page#story.',
    },
  ],
  'bad-route-path': [
    {
      kind: 'brokenLink',
      where: 'footer › column 1 "Company" › link 1 "Our Story" › to',
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: 'footer.columns[0].links[0].to',
      message: 'Link "/about#story" goes to a page that does not exist. Did you mean "/about-us"?',
    },
    {
      kind: 'invalid',
      where: 'page "/About Us" › path',
      file: 'site.yaml',
      line: 39,
      col: 11,
      path: 'routes[1].path',
      message:
        'A path starts with "/" and uses lowercase letters, digits and dashes, e.g. /about or /products/cutlery; "*" is the not-found page. Write "/about-us".',
    },
  ],
  'form-select-without-options': [
    {
      kind: 'tooShort',
      where: 'field 3 "Subject" › options',
      file: 'content/forms/contact.yaml',
      line: 7,
      col: 14,
      path: 'fields[2].options',
      message: 'Add at least 1 item here.',
    },
  ],
  'form-duplicate-field-name': [
    {
      kind: 'duplicateField',
      where: 'field 2 "Email Address" › name',
      file: 'content/forms/contact.yaml',
      line: 3,
      col: 26,
      path: 'fields[1].name',
      message: 'Two fields of this form are named "name" (first on line 2). Field names must be unique in a form.',
    },
  ],
  'form-unknown-action': [
    {
      kind: 'unknownVariant',
      where: 'action › type',
      file: 'content/forms/contact.yaml',
      line: 10,
      col: 17,
      path: 'action.type',
      message: 'Unknown action "sms". Choose one of: "email", "newsletter", "chat".',
    },
  ],
  'form-unknown-chat-template': [
    {
      kind: 'unknownReference',
      where: 'action › template',
      file: 'content/forms/contact.yaml',
      line: 10,
      col: 33,
      path: 'action.template',
      message: 'Unknown chat message template "quoteRequest". Known: "general", "productInquiry".',
    },
  ],
  'shared-product-picture': [
    {
      kind: 'sharedPicture',
      where: 'product 2 "Chair" › image › src',
      file: 'content/products.yaml',
      line: 14,
      col: 19,
      path: 'products[1].image.src',
      message:
        'The picture "/images/kitchenware.svg" is already the product\'s on line 9. Give each product a picture of its own that shows it, e.g. /images/products/<product id>.webp.',
    },
  ],
  'chat-option-missing-value': [
    {
      kind: 'missingTemplateValue',
      where: 'chat › option 1 "View Products" › template',
      file: 'site.yaml',
      line: 25,
      col: 41,
      path: 'chat.options[0].template',
      message:
        'The chat message "productInquiry" fills in {productName}, which nothing gives here. Add values: { productName: … } beside it, or choose a message without it.',
    },
  ],
  'form-values-unknown-field': [
    {
      kind: 'unknownFormField',
      where: 'page "/contact" › block 1 (form) › values › subjet',
      file: 'site.yaml',
      line: 66,
      col: 27,
      path: 'routes[4].blocks[0].values.subjet',
      message: 'The form "contact" has no field "subjet". Did you mean "subject"?',
    },
    {
      kind: 'badOption',
      where: 'page "/contact" › block 1 (form) › values › subject',
      file: 'site.yaml',
      line: 66,
      col: 46,
      path: 'routes[4].blocks[0].values.subject',
      message: '"training" is not allowed here. Choose one of: "products".',
    },
  ],
  'block-names-missing-form': [
    {
      kind: 'unknownReference',
      where: 'page "/contact" › block 1 (form) › form',
      file: 'site.yaml',
      line: 65,
      col: 15,
      path: 'routes[4].blocks[0].form',
      message: 'Unknown form "contct". Did you mean "contact"?',
    },
  ],
  'several-problems': [
    {
      kind: 'brokenLink',
      where: 'top bar › link 2 "Products" › to',
      file: 'site.yaml',
      line: 14,
      col: 30,
      path: 'navigation.links[1].to',
      message: 'Link "/prodcts" goes to a page that does not exist. Did you mean "/products"?',
    },
    {
      kind: 'unknownKey',
      where: 'page "/" › block 1 (hero "Welcome") › colour',
      file: 'site.yaml',
      line: 36,
      col: 9,
      path: 'routes[0].blocks[0].colour',
      message: 'Unknown field "colour". Allowed here: "type", "id", "hidden", "eyebrow", "title", "text", "buttons", "image", "counters".',
    },
    {
      kind: 'unknownBlockType',
      where: 'page "/products" › block 1 (prodctGrid "Catalog") › type',
      file: 'site.yaml',
      line: 53,
      col: 15,
      path: 'routes[2].blocks[0].type',
      message: 'Unknown block type "prodctGrid". Did you mean "productGrid"?',
    },
  ],
  'missing-block-type': [
    {
      kind: 'missingBlockType',
      where: 'page "/about" › block 1 › type',
      file: 'site.yaml',
      line: 43,
      col: 9,
      path: 'routes[1].blocks[0].type',
      message:
        'This block has no "type". Add one of: "hero", "stats", "impactCalculator", "cards", "story", "logos", "cta", "testimonials", "contactSection", "productGrid", "productCatalog", "programs", "curriculum", "stories", "gallery", "beforeAfter", "locations", "map", "faq", "quickActions", "socialLinks", "form", "newsletter", "blogFeatured", "blogList", "blogArticle", "notFound".',
    },
  ],
  'too-many-items': [
    {
      kind: 'tooLong',
      where: 'top bar › button 3 "Shop"',
      file: 'site.yaml',
      line: 18,
      col: 7,
      path: 'navigation.buttons[2]',
      message: 'At most 2 items are allowed here; remove 1.',
    },
  ],
  'post-without-front-matter': [
    {
      kind: 'unreadableFile',
      where: '',
      file: 'content/blog/first-post.md',
      line: 1,
      col: 1,
      path: '',
      message: 'This file cannot be read: a blog post must start with its details between two lines of "---" (front matter).',
    },
  ],
  // A tab on one line: one problem, not the lines after it; and no "unknown chat template" in the
  // form, whose templates are in the site.yaml that could not be read.
  'yaml-tab-indent': [
    {
      kind: 'yamlSyntax',
      where: '',
      file: 'site.yaml',
      line: 44,
      col: 1,
      path: '',
      message: 'The YAML cannot be read: a tab is used for indentation; YAML needs spaces.',
    },
  ],
  'yaml-no-space-after-colon': [
    {
      kind: 'yamlSyntax',
      where: '',
      file: 'site.yaml',
      line: 40,
      col: 5,
      path: '',
      message: 'The YAML cannot be read: a space is missing after the colon. Write "title: About".',
    },
  ],
  // A field one space to the left of its neighbours: the parser takes it for a list item.
  'yaml-indented-one-less': [
    {
      kind: 'badIndent',
      where: '',
      file: 'site.yaml',
      line: 47,
      col: 8,
      path: '',
      message: 'The YAML cannot be read: this line has one space too few at the start. Line it up with the "id:" on line 46.',
    },
  ],
};
