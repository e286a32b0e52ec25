/**
 * Editors' usual slips, each in several places (site.yaml, a content file, a post's front
 * matter; at the top and nested), must each get the one message that says how to mend it,
 * on the line that needs mending: not only in the shape of the broken example sites.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/loader/index.ts';
import { listKeys } from '../../src/loader/schemaWalk.ts';
import { parseSource } from '../../src/yamlText/source.ts';
import { yamlProblems } from '../../src/loader/yamlErrors.ts';
import { FormFile } from '../../src/schema/forms.ts';
import { ProductsFile } from '../../src/schema/content.ts';
import { SiteManifest } from '../../src/schema/site.ts';
import { FIXTURES, fixtureSite, ROOT } from './helpers';

interface Seen {
  kind: string;
  file: string;
  line: number;
  col: number;
  message: string;
}

/** The problems of the minimal site once `file` has each `[from, to]` of `edits` made in it. */
async function problemsAfter(file: string, ...edits: Array<[string, string]>): Promise<Seen[]> {
  const root = fixtureSite();
  let text = readFileSync(join(root, file), 'utf8');
  for (const [from, to] of edits) {
    expect(text, `${file} has ${from}`).toContain(from);
    text = text.replace(from, to);
  }
  writeFileSync(join(root, file), text);
  const r = await loadSite({ root });
  return r.ok ? [] : r.problems.map(({ kind, file: f, line, col, message }) => ({ kind, file: f, line, col, message }));
}

const SITE = 'site.yaml';
const POST = 'content/blog/first-post.md';
const PRODUCTS = 'content/products.yaml';
const FORM = 'content/forms/contact.yaml';

describe('a text with ": " in it, not in quotes', () => {
  const quote = (fixed: string) => `The YAML cannot be read: the ": " in this text starts a new field. Put the text in quotes: ${fixed}`;

  it('is told to be quoted, nested in site.yaml, in a list item of a content file and at the top of front matter', async () => {
    expect(await problemsAfter(SITE, ['    description: About us.', '    description: Note: we are closed'])).toEqual([
      { kind: 'colonInText', file: SITE, line: 41, col: 18, message: quote('description: "Note: we are closed"') },
    ]);
    expect(await problemsAfter(SITE, ['    - title: Company', '    - title: Company: who we are'])).toEqual([
      { kind: 'colonInText', file: SITE, line: 17, col: 14, message: quote('title: "Company: who we are"') },
    ]);
    expect(await problemsAfter(PRODUCTS, ['description: A chair.', 'description: Size: one seat'])).toEqual([
      { kind: 'colonInText', file: PRODUCTS, line: 13, col: 18, message: quote('description: "Size: one seat"') },
    ]);
    expect(await problemsAfter(POST, ['excerpt: The first one.', 'excerpt: Tip: read this first'])).toEqual([
      { kind: 'colonInText', file: POST, line: 3, col: 10, message: quote('excerpt: "Tip: read this first"') },
    ]);
    expect(await problemsAfter(FORM, ['  success: Sent.', '  success: Sent: we reply within a day # the usual'])).toEqual([
      { kind: 'colonInText', file: FORM, line: 12, col: 12, message: quote('success: "Sent: we reply within a day"') },
    ]);
  });

  it('keeps the quotes the text has: single quotes around a text with double ones', async () => {
    expect(await problemsAfter(POST, ['excerpt: The first one.', 'excerpt: He said "hi": then left'])).toEqual([
      { kind: 'colonInText', file: POST, line: 3, col: 10, message: quote(`excerpt: 'He said "hi": then left'`) },
    ]);
  });

  it('in curly quotes, is told to use straight ones', async () => {
    expect(await problemsAfter(PRODUCTS, ['description: A chair.', 'description: “Size: one seat”'])).toEqual([
      {
        kind: 'colonInText',
        file: PRODUCTS,
        line: 13,
        col: 18,
        message:
          'The YAML cannot be read: curly quotes are not quotes to YAML, so the ": " in this text starts a new field. Put the text in straight quotes: description: "Size: one seat"',
      },
    ]);
  });
});

describe('a list item that lost its "- "', () => {
  const lost = (line: number, item: string, dashLine?: number) =>
    `The YAML cannot be read: line ${line} starts a new item of the list, but its "- " is missing. Write "${item}"${dashLine ? `, the "-" under the one on line ${dashLine}` : ''}.`;

  it('is named on its line, whether its "- " became spaces or was deleted', async () => {
    // Spaces: the item joins the one above, and its first field comes twice.
    expect(await problemsAfter(SITE, ['  - path: /about', '    path: /about'])).toEqual([
      { kind: 'lostDash', file: SITE, line: 39, col: 5, message: lost(39, '- path: /about', 30) },
    ]);
    expect(await problemsAfter(PRODUCTS, ['  - id: chair', '    id: chair'])).toEqual([
      { kind: 'lostDash', file: PRODUCTS, line: 10, col: 5, message: lost(10, '- id: chair', 5) },
    ]);
    expect(await problemsAfter(FORM, ['  - kind: select', '    kind: select'])).toEqual([
      { kind: 'lostDash', file: FORM, line: 4, col: 5, message: lost(4, '- kind: select', 3) },
    ]);
    // Deleted: the item's first line stands where the "- " was.
    expect(await problemsAfter(SITE, ['      - type: hero\n        id: story', '      type: hero\n        id: story'])).toEqual([
      { kind: 'lostDash', file: SITE, line: 45, col: 7, message: lost(45, '- type: hero', 43) },
    ]);
    expect(await problemsAfter(FORM, ['  - { kind: email', '  { kind: email'])).toEqual([
      { kind: 'lostDash', file: FORM, line: 3, col: 3, message: lost(3, '- { kind: email, name: email …', 2) },
    ]);
  });

  it('is found when the new item does not start with the field the others start with', async () => {
    const moved = '      - type: hero\n        id: story\n        title: Our story';
    expect(await problemsAfter(SITE, [moved, '        id: story\n        title: Our story\n        type: hero'])).toEqual([
      { kind: 'lostDash', file: SITE, line: 45, col: 9, message: lost(45, '- id: story', 43) },
    ]);
  });

  it('is named in a list of texts, in front matter', async () => {
    expect(await problemsAfter(POST, ['author: Tester', 'author: Tester\ntags:\n  - bamboo\n  kenya\n  - planting'])).toEqual([
      { kind: 'lostDash', file: POST, line: 8, col: 3, message: lost(8, '- kenya', 7) },
    ]);
  });

  it('as the first item of a list under its field', async () => {
    expect(await problemsAfter(SITE, ['      - type: hero\n        title: Welcome', '      type: hero\n        title: Welcome'])).toEqual([
      { kind: 'lostDash', file: SITE, line: 34, col: 7, message: lost(34, '- type: hero') },
    ]);
    // Written where its fields are, it makes the list a group of fields: the schema says so, with the mend.
    expect(await problemsAfter(SITE, ['      - type: hero\n        title: Welcome', '        type: hero\n        title: Welcome'])).toEqual(
      [
        {
          kind: 'wrongType',
          file: SITE,
          line: 34,
          col: 9,
          message:
            'Expected a list (lines starting with "- "), but found a group of fields. Start each item with "- ": write "- type: hero".',
        },
      ],
    );
  });

  it('is not what a field really written twice is called', async () => {
    expect(await problemsAfter(SITE, ['        title: About us', '        title: About us\n        title: About'])).toEqual([
      {
        kind: 'yamlSyntax',
        file: SITE,
        line: 45,
        col: 9,
        message: 'The YAML cannot be read: the field "title" appears twice in one group (first on line 44); keep only one of them.',
      },
    ]);
  });
});

describe('curly quotes around a value', () => {
  const curly = (fixed: string, marks = '“ ”') => `Curly quotes (${marks}) are kept as part of the text. Use straight quotes: ${fixed}`;

  it('are reported on any field, valid or not, in every kind of file, and replace what they caused', async () => {
    // The site's name would pass the schema with its quotes: still a slip.
    expect(await problemsAfter(SITE, ['  name: Test Bamboo', '  name: “Test Bamboo”'])).toEqual([
      { kind: 'curlyQuotes', file: SITE, line: 2, col: 9, message: curly('name: "Test Bamboo"') },
    ]);
    // A link (not "a link the site understands"), and a category (not "unknown category").
    expect(await problemsAfter(SITE, ['{ label: Shop, to: /products }', '{ label: Shop, to: “/products” }'])).toEqual([
      { kind: 'curlyQuotes', file: SITE, line: 38, col: 32, message: curly('to: "/products"') },
    ]);
    expect(await problemsAfter(PRODUCTS, ['category: furniture', 'category: “furniture”'])).toEqual([
      { kind: 'curlyQuotes', file: PRODUCTS, line: 12, col: 15, message: curly('category: "furniture"') },
    ]);
    expect(await problemsAfter(POST, ['author: Tester', 'author: ‘Tester’'])).toEqual([
      { kind: 'curlyQuotes', file: POST, line: 5, col: 9, message: curly('author: "Tester"', '‘ ’') },
    ]);
    expect(await problemsAfter(POST, ['author: Tester', 'author: Tester\ntags:\n  - “bamboo”'])).toEqual([
      { kind: 'curlyQuotes', file: POST, line: 7, col: 5, message: curly('- "bamboo"') },
    ]);
  });

  it('around a text with a comma in { }: the whole text, and not the field its second half became', async () => {
    expect(await problemsAfter(SITE, ['{ label: Shop, to: /products }', '{ label: “Shop, and save”, to: /products }'])).toEqual([
      { kind: 'curlyQuotes', file: SITE, line: 38, col: 22, message: curly('label: "Shop, and save"') },
    ]);
  });

  it('are left alone inside a text, and inside straight quotes', async () => {
    expect(await problemsAfter(SITE, ['  name: Test Bamboo', '  name: The “Test” Bamboo'])).toEqual([]);
    expect(await problemsAfter(POST, ['author: Tester', 'author: "“Tester”"'])).toEqual([]);
  });
});

describe('a value starting with "#", not in quotes', () => {
  const hash = (fixed: string) => `A value starting with "#" is read as a comment, and lost. Put it in quotes: ${fixed}`;

  it('is told to be quoted, instead of "expected text, found nothing"', async () => {
    expect(await problemsAfter(SITE, ['{ label: Shop, to: /products }', 'label: Shop\n            to: #products'])).toEqual([
      { kind: 'commentedValue', file: SITE, line: 39, col: 17, message: hash('to: "#products"') },
    ]);
    expect(await problemsAfter(SITE, ['    general: Hello', '    general: #hello'])).toEqual([
      { kind: 'commentedValue', file: SITE, line: 27, col: 14, message: hash('general: "#hello"') },
    ]);
    expect(await problemsAfter(POST, ['author: Tester', 'author: Tester\ntags:\n  - #bamboo'])).toEqual([
      { kind: 'commentedValue', file: POST, line: 7, col: 5, message: hash('- "#bamboo"') },
    ]);
  });

  it('inside [ ] or { }, where the comment takes the closing bracket: on its line, not the next', async () => {
    expect(await problemsAfter(POST, ['author: Tester', 'author: Tester\ntags: [bamboo, #kenya]'])).toEqual([
      { kind: 'commentedValue', file: POST, line: 6, col: 16, message: hash('"#kenya"') },
    ]);
    expect(await problemsAfter(SITE, ['{ label: Home, to: / }', '{ label: Home, to: #top }'])).toEqual([
      { kind: 'commentedValue', file: SITE, line: 13, col: 26, message: hash('to: "#top"') },
    ]);
  });

  it('leaves a comment on a field whose value follows on the next lines alone', async () => {
    expect(await problemsAfter(SITE, ['        image: { src', '        image: # the picture\n          { src'])).toEqual([]);
  });
});

describe('"type" and "kind" swapped', () => {
  it('is one message on the line that says it, for form fields, blocks and actions', async () => {
    expect(await problemsAfter(FORM, ['{ kind: text', '{ type: text'])).toEqual([
      {
        kind: 'wrongDiscriminator',
        file: FORM,
        line: 2,
        col: 7,
        message: 'Unknown field "type": form fields say which they are with "kind". Write "kind: text".',
      },
    ]);
    expect(await problemsAfter(SITE, ['      - type: hero\n        title: Welcome', '      - kind: hero\n        title: Welcome'])).toEqual(
      [
        {
          kind: 'wrongDiscriminator',
          file: SITE,
          line: 34,
          col: 9,
          message: 'Unknown field "kind": blocks say which they are with "type". Write "type: hero".',
        },
      ],
    );
    expect(await problemsAfter(FORM, ['action: { type: email', 'action: { kind: emial'])).toEqual([
      {
        kind: 'wrongDiscriminator',
        file: FORM,
        line: 10,
        col: 11,
        message: 'Unknown field "kind": actions say which they are with "type". Write "type: email".',
      },
    ]);
  });
});

describe('a line a space or two out of line', () => {
  const off = (what: string, lineUp: string) => `The YAML cannot be read: ${what} at the start. Line it up with ${lineUp}.`;

  it('is the line reported, not the one above or below it', async () => {
    expect(await problemsAfter(SITE, ['  phone:', '   phone:'])).toEqual([
      { kind: 'badIndent', file: SITE, line: 4, col: 4, message: off('this line has one space too many', 'the "url:" on line 3') },
    ]);
    // The first field of a group, one space left of the ones after it.
    expect(await problemsAfter(SITE, ['  name: Test', ' name: Test'])).toEqual([
      { kind: 'badIndent', file: SITE, line: 2, col: 2, message: off('this line has one space too few', 'the "url:" on line 3') },
    ]);
    expect(await problemsAfter(PRODUCTS, ['    name: Chair', '     name: Chair'])).toEqual([
      { kind: 'badIndent', file: PRODUCTS, line: 11, col: 6, message: off('this line has one space too many', 'the "id:" on line 10') },
    ]);
    expect(await problemsAfter(FORM, ['    label: Subject', '   label: Subject'])).toEqual([
      { kind: 'badIndent', file: FORM, line: 6, col: 4, message: off('this line has one space too few', 'the "name:" on line 5') },
    ]);
    expect(await problemsAfter(POST, ['author: Tester', ' author: Tester'])).toEqual([
      { kind: 'badIndent', file: POST, line: 5, col: 2, message: off('this line has one space too many', 'the "category:" on line 4') },
    ]);
  });

  it('for a list item: alone, first of its list, or with the lines under it', async () => {
    expect(await problemsAfter(SITE, ['  - path: /about', '   - path: /about'])).toEqual([
      { kind: 'badIndent', file: SITE, line: 39, col: 4, message: off('this line has one space too many', 'the "-" on line 30') },
    ]);
    expect(await problemsAfter(SITE, ['    - { label: Home', '     - { label: Home'])).toEqual([
      { kind: 'badIndent', file: SITE, line: 13, col: 6, message: off('this line has one space too many', 'the "-" on line 14') },
    ]);
    expect(
      await problemsAfter(SITE, ['      - type: hero\n        title: About us', '       - type: hero\n         title: About us']),
    ).toEqual([
      {
        kind: 'badIndent',
        file: SITE,
        line: 43,
        col: 8,
        message:
          'The YAML cannot be read: this line and the line under it have one space too many at the start. Line them up with the "-" on line 45.',
      },
    ]);
  });

  it('is found for every line of the example files moved one space either way', () => {
    const lists = new Set([SiteManifest, ProductsFile, FormFile].flatMap((s) => [...listKeys(s)]));
    const files = ['minimal/site.yaml', 'minimal/content/products.yaml', 'minimal/content/forms/contact.yaml'];
    let tried = 0;
    for (const file of files) {
      const lines = readFileSync(join(FIXTURES, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!line.trim()) return;
        for (const moved of [` ${line}`, line.startsWith(' ') ? line.slice(1) : undefined]) {
          if (moved === undefined) continue;
          const src = parseSource(file, lines.map((l, j) => (j === i ? moved : l)).join('\n'));
          if (!src.doc.errors.length) continue; // still valid YAML (the schema has its say)
          tried++;
          const [p] = yamlProblems(src, src.doc.errors, lists);
          expect({ file, line: p.line, kind: p.kind }, JSON.stringify(moved)).toEqual({ file, line: i + 1, kind: 'badIndent' });
        }
      });
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('is found in front matter, at the line of the file', () => {
    const text = readFileSync(join(ROOT, 'content/blog/why-bamboo-beats-plastic.md'), 'utf8');
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
    const lines = front.split('\n');
    let tried = 0;
    lines.forEach((_, i) => {
      const src = parseSource('post.md', text, lines.map((l, j) => (j === i ? ` ${l}` : l)).join('\n'), 1);
      if (!src.doc.errors.length) return;
      tried++;
      expect(yamlProblems(src, src.doc.errors)[0].line).toBe(i + 2);
    });
    expect(tried).toBeGreaterThan(5);
  });
});

describe('an invisible byte-order mark at the start', () => {
  it('does not move the slip off its line', async () => {
    const root = fixtureSite();
    const site = join(root, SITE);
    writeFileSync(site, `\uFEFF${readFileSync(site, 'utf8').replace('        title: Welcome', '         title: Welcome')}`);
    const post = join(root, POST);
    writeFileSync(post, `\uFEFF${readFileSync(post, 'utf8').replace('author: Tester', 'author: “Tester”')}`);
    const r = await loadSite({ root });
    expect(r.ok ? [] : r.problems.map(({ kind, file, line, col }) => ({ kind, file, line, col }))).toEqual([
      { kind: 'curlyQuotes', file: POST, line: 5, col: 9 },
      { kind: 'badIndent', file: SITE, line: 35, col: 10 },
    ]);
  });
});

describe('the other usual slips: each named on its line, with the mend', () => {
  const cannot = (s: string) => `The YAML cannot be read: ${s}`;

  it('a [ … ] never closed, a "---" in a content file, a "-" with no space, a colon left out', async () => {
    expect(await problemsAfter(SITE, ['products: [cutlery-set]', 'products: [cutlery-set, chair'])).toEqual([
      {
        kind: 'unclosedBracket',
        file: SITE,
        line: 54,
        col: 19,
        message: cannot('the "[" on line 54 is never closed: add "]" at the end of that line.'),
      },
    ]);
    expect(await problemsAfter(PRODUCTS, ['products:', '---\nproducts:'])).toEqual([
      {
        kind: 'strayDocument',
        file: PRODUCTS,
        line: 4,
        col: 1,
        message: cannot('a line "---" here starts a second document: delete line 4.'),
      },
    ]);
    expect(await problemsAfter(PRODUCTS, ['  - { id: furniture', '  -{ id: furniture'])).toEqual([
      {
        kind: 'yamlSyntax',
        file: PRODUCTS,
        line: 3,
        col: 3,
        message: cannot('a space is missing after "-". Write "- { id: furniture, label: Furniture }".'),
      },
    ]);
    expect(await problemsAfter(SITE, ['        title: About us', '        title About us'])).toEqual([
      { kind: 'yamlSyntax', file: SITE, line: 44, col: 9, message: cannot('the colon after "title" is missing. Write "title: About us".') },
    ]);
  });

  it('invisible characters: a non-breaking space after a colon, a zero-width one in a post; not in plain text', async () => {
    expect(await problemsAfter(SITE, ['  email: info', '  email:\u00a0info'])).toEqual([
      {
        kind: 'invisibleChar',
        file: SITE,
        line: 6,
        col: 9,
        message:
          'Line 6 has an invisible non-breaking space (U+00A0) at column 9, which YAML does not read as a space: retype it as an ordinary space.',
      },
    ]);
    expect(await problemsAfter(POST, ['category: restoration', 'category: restoration\u200d'])).toEqual([
      {
        kind: 'invisibleChar',
        file: POST,
        line: 4,
        col: 22,
        message:
          'Line 4 has an invisible zero-width joiner (U+200D) at column 22, after "restoration": it is kept as part of the text, unseen, so the value is not what it looks like. Delete it (retype the text around it).',
      },
    ]);
    expect(await problemsAfter(SITE, ['  name: Test Bamboo', '  name: Test\u00a0Bamboo 👩\u200d🌾 #\u200b'])).toEqual([]);
  });

  it('texts that need quotes, in block and in { } style', async () => {
    const needs = (why: string, fixed: string) => cannot(`${why}. Put the text in quotes: ${fixed}`);
    expect(await problemsAfter(SITE, ['  email: info@example.co.ke', '  email: @mianzibamboo'])).toEqual([
      {
        kind: 'needsQuotes',
        file: SITE,
        line: 6,
        col: 10,
        message: needs('a text cannot start with "@" unless it is in quotes', 'email: "@mianzibamboo"'),
      },
    ]);
    expect(await problemsAfter(POST, ['title: First post', "title: 'Let's talk bamboo'"])).toEqual([
      {
        kind: 'needsQuotes',
        file: POST,
        line: 2,
        col: 8,
        message: needs('the apostrophe in this text ends the single quotes around it', 'title: "Let\'s talk bamboo"'),
      },
    ]);
    expect(await problemsAfter(SITE, ['{ label: Shop, to: /products }', '{ label: Call {phone}, to: /products }'])).toEqual([
      {
        kind: 'needsQuotes',
        file: SITE,
        line: 38,
        col: 22,
        message: needs('the "{" in this text ends the { } around it', 'label: "Call {phone}"'),
      },
    ]);
    expect(await problemsAfter(SITE, ['{ label: Shop, to: /products }', '{ label: How? By M-Pesa: paybill 123, to: /products }'])).toEqual([
      {
        kind: 'colonInText',
        file: SITE,
        line: 38,
        col: 22,
        message: cannot('the ": " in this text starts a new field. Put the text in quotes: label: "How? By M-Pesa: paybill 123"'),
      },
    ]);
  });

  it('a "," inside { } that ends a text, a text wrapped in front matter, details closed by "--"', async () => {
    expect(await problemsAfter(PRODUCTS, ['{ id: furniture, label: Furniture }', '{ id: furniture, label: Tables, Chairs }'])).toEqual([
      {
        kind: 'commaInValue',
        file: PRODUCTS,
        line: 3,
        col: 37,
        message: 'The "," in "Tables, Chairs" ends the value inside { }: put it in quotes: label: "Tables, Chairs"',
      },
    ]);
    expect(
      await problemsAfter(SITE, [
        '        title: Welcome\n',
        '        title: Welcome\n        counters:\n          - { value: 28,000, label: Trees }\n',
      ]),
    ).toEqual([
      {
        kind: 'commaInValue',
        file: SITE,
        line: 37,
        col: 25,
        message: 'The "," in "28,000" ends the value inside { }, and the rest becomes a field: write 28000 (no comma in numbers).',
      },
    ]);
    expect(
      await problemsAfter(POST, ['excerpt: The first one.', 'excerpt: The first one, with a text that goes on and on and\nruns on.']),
    ).toEqual([
      {
        kind: 'yamlSyntax',
        file: POST,
        line: 4,
        col: 1,
        message: cannot(
          `the text of "excerpt" on line 3 goes on on line 4, which YAML reads as a new field. Indent line 4 to the text's column (9 spaces), or join it to the line above.`,
        ),
      },
    ]);
    expect(await problemsAfter(POST, ['Cutlery }\n---', 'Cutlery }\n--'])).toEqual([
      {
        kind: 'unclosedFrontMatter',
        file: POST,
        line: 1,
        col: 1,
        message: 'The details that start on line 1 are never closed: line 9 says "--", where it needs exactly "---".',
      },
    ]);
  });
});
