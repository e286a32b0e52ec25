import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/loader/index.ts';
import { FIXTURES, fixtureSite } from './helpers';

interface Expected {
  file: string;
  line: number;
  col: number;
  path: string;
  message: string;
}

/** Each broken manifest under tests/fixtures/broken/ and the exact problem it must give. */
const cases: Record<string, Expected[]> = {
  'misspelt-block-type': [
    {
      file: 'site.yaml',
      line: 52,
      col: 15,
      path: 'routes[2].blocks[0].type',
      message: 'Unknown block type "prodctGrid". Did you mean "productGrid"?',
    },
  ],
  'unknown-key': [
    {
      file: 'site.yaml',
      line: 36,
      col: 9,
      path: 'routes[0].blocks[0].colour',
      message: 'Unknown field "colour". Allowed here: "type", "id", "hidden", "eyebrow", "title", "text", "buttons", "image", "counters".',
    },
  ],
  'misspelt-required-key': [
    {
      file: 'site.yaml',
      line: 44,
      col: 9,
      path: 'routes[1].blocks[0].titel',
      message: 'Unknown field "titel". Did you mean "title"? (title is required.)',
    },
  ],
  'missing-required-field': [
    {
      file: 'site.yaml',
      line: 39,
      col: 5,
      path: 'routes[1].description',
      message: 'Missing required field "description". Description for search engines and link previews (one or two sentences).',
    },
  ],
  'wrong-value-type': [
    {
      file: 'site.yaml',
      line: 9,
      col: 10,
      path: 'site.hours',
      message: 'Expected a list (lines starting with "- "), but found the text "Mon - Fri, 8:00 AM - 6:00 PM".',
    },
  ],
  'bad-enum-value': [
    {
      file: 'site.yaml',
      line: 38,
      col: 52,
      path: 'routes[0].blocks[0].buttons[0].variant',
      message: '"outlined" is not allowed here. Did you mean "outline"? Choose one of: "primary", "secondary", "outline", "light".',
    },
  ],
  'link-to-missing-route': [
    {
      file: 'site.yaml',
      line: 14,
      col: 30,
      path: 'navigation.links[1].to',
      message: 'Link "/prodcts" goes to a page that does not exist. Did you mean "/products"?',
    },
  ],
  'link-to-missing-anchor': [
    {
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: 'footer.columns[0].links[0].to',
      message: 'Link "/about#stroy" points to a section that does not exist on the page /about. Did you mean "story"?',
    },
  ],
  'missing-image': [
    {
      file: 'site.yaml',
      line: 36,
      col: 23,
      path: 'routes[0].blocks[0].image.src',
      message: 'Image file "/images/kitchenwear.svg" does not exist under public/. Did you mean "/images/kitchenware.svg"?',
    },
  ],
  'duplicate-route': [
    {
      file: 'site.yaml',
      line: 55,
      col: 11,
      path: 'routes[3].path',
      message: 'The page "/about" is declared twice (first on line 39). Remove or rename one.',
    },
  ],
  'unknown-collection-id': [
    {
      file: 'site.yaml',
      line: 54,
      col: 20,
      path: 'routes[2].blocks[0].products[0]',
      message: 'Unknown product "cutlry-set". Did you mean "cutlery-set"?',
    },
  ],
  'yaml-syntax-error': [
    { file: 'site.yaml', line: 2, col: 21, path: '', message: 'The YAML cannot be read: a closing quote or bracket is missing.' },
  ],
  'unknown-product-category': [
    {
      file: 'content/products.yaml',
      line: 12,
      col: 15,
      path: 'products[1].category',
      message: 'Unknown product category "Furniture". Did you mean "furniture"?',
    },
  ],
  'duplicate-block-id': [
    {
      file: 'site.yaml',
      line: 47,
      col: 13,
      path: 'routes[1].blocks[1].id',
      message: 'Two blocks of this page have the id "story" (first on line 44). Ids must be unique on a page.',
    },
  ],
  'duplicate-product-id': [
    {
      file: 'content/products.yaml',
      line: 10,
      col: 9,
      path: 'products[1].id',
      message: 'Two products have the id "cutlery-set" (first on line 5). Ids must be unique.',
    },
  ],
  'duplicate-blog-slug': [
    {
      file: 'content/blog/second-post.md',
      line: 2,
      col: 7,
      path: 'slug',
      message: 'Two blog posts have the address "first-post" (the other is content/blog/first-post.md). Rename one.',
    },
  ],
  'blog-bad-date': [
    { file: 'content/blog/first-post.md', line: 6, col: 7, path: 'date', message: 'Write the date as YYYY-MM-DD, e.g. 2024-03-15.' },
  ],
  'unknown-chat-template': [
    {
      file: 'site.yaml',
      line: 25,
      col: 41,
      path: 'chat.options[0].template',
      message: 'Unknown chat message template "productEnquiry". Did you mean "productInquiry"?',
    },
  ],
  'external-image': [
    {
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
      file: 'site.yaml',
      line: 14,
      col: 30,
      path: 'navigation.links[1].to',
      message: '"products" is not a link the site understands. Write /page, /page#section, #section, https://…, tel:… or mailto:….',
    },
  ],
  'anchor-without-page': [
    {
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: 'footer.columns[0].links[0].to',
      message: '"#story" only names a section; in the top bar, footer and chat there is no current page to look in. Write /page#story.',
    },
  ],
  'bad-route-path': [
    {
      file: 'site.yaml',
      line: 19,
      col: 35,
      path: 'footer.columns[0].links[0].to',
      message: 'Link "/about#story" goes to a page that does not exist. Did you mean "/About Us"?',
    },
    {
      file: 'site.yaml',
      line: 39,
      col: 11,
      path: 'routes[1].path',
      message:
        'A path starts with "/" and uses lowercase letters, digits and dashes, e.g. /about or /products/cutlery; "*" is the not-found page.',
    },
  ],
  'form-select-without-options': [
    { file: 'content/forms/contact.yaml', line: 7, col: 14, path: 'fields[2].options', message: 'Add at least 1 item here.' },
  ],
  'form-duplicate-field-name': [
    {
      file: 'content/forms/contact.yaml',
      line: 3,
      col: 26,
      path: 'fields[1].name',
      message: 'Two fields of this form are named "name" (first on line 2). Field names must be unique in a form.',
    },
  ],
  'form-unknown-action': [
    {
      file: 'content/forms/contact.yaml',
      line: 10,
      col: 17,
      path: 'action.type',
      message: 'Unknown action "sms". Choose one of: "email", "newsletter", "chat".',
    },
  ],
  'form-unknown-chat-template': [
    {
      file: 'content/forms/contact.yaml',
      line: 10,
      col: 33,
      path: 'action.template',
      message: 'Unknown chat message template "quoteRequest". Known: "general", "productInquiry".',
    },
  ],
  'block-names-missing-form': [
    { file: 'site.yaml', line: 65, col: 15, path: 'routes[4].blocks[0].form', message: 'Unknown form "contct". Did you mean "contact"?' },
  ],
  'several-problems': [
    {
      file: 'site.yaml',
      line: 14,
      col: 30,
      path: 'navigation.links[1].to',
      message: 'Link "/prodcts" goes to a page that does not exist. Did you mean "/products"?',
    },
    {
      file: 'site.yaml',
      line: 36,
      col: 9,
      path: 'routes[0].blocks[0].colour',
      message: 'Unknown field "colour". Allowed here: "type", "id", "hidden", "eyebrow", "title", "text", "buttons", "image", "counters".',
    },
    {
      file: 'site.yaml',
      line: 53,
      col: 15,
      path: 'routes[2].blocks[0].type',
      message: 'Unknown block type "prodctGrid". Did you mean "productGrid"?',
    },
  ],
};

describe('broken manifests', () => {
  it('has an expectation for every fixture folder', () => {
    expect(Object.keys(cases).sort()).toEqual(readdirSync(join(FIXTURES, 'broken')).sort());
  });

  it('accepts the minimal site the fixtures are made from', async () => {
    const r = await loadSite({ root: fixtureSite() });
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual([]);
  });

  for (const [name, expected] of Object.entries(cases)) {
    it(`${name}: reports ${expected.length === 1 ? 'the problem' : 'every problem'} at its line and column`, async () => {
      const r = await loadSite({ root: fixtureSite(name) });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.problems.map(({ file, line, col, path, message }) => ({ file, line, col, path, message }))).toEqual(expected);
      for (const p of r.problems) expect(p.frame).toContain(`> ${p.line} |`);
    });
  }
});
