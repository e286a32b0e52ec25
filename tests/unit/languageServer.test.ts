/**
 * The editors' checker is the YAML language server (VS Code's YAML extension) reading the
 * generated JSON Schemas through each file's first line. This drives the real server over stdio:
 * it must be silent on the committed files, and on broken copies say in words what the loader
 * says, on the right line. One server for the whole file; every document is opened at once and
 * each test waits for that document's own diagnostics.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationOf } from '../../src/loader/postName.ts';
import { splitPost } from '../../src/yamlText/frontMatter.ts';
import { PostFrontMatter, ProductsFile } from '../../src/schema/content.ts';
import { FormFile } from '../../src/schema/forms.ts';
import { SiteManifest } from '../../src/schema/site.ts';
import { defined, ROOT } from './helpers';
import { YamlLanguageServer, type Diagnostic } from './yamlLanguageServer';

const TIMEOUT_MS = 20_000;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const guide = read('docs/editing.md');
/** The broken copies whose message docs/editing.md quotes. */
const QUOTED_IN_GUIDE = ['phone', 'enum', 'two-actions', 'missing-field', 'unknown-key'];

/** What the server's users see: the line (1-based, as editors number them) and the message. */
const said = (diagnostics: Diagnostic[]) => diagnostics.map((d) => ({ line: d.range.start.line + 1, message: d.message }));

/** `text` with its one `from` replaced (a test that no longer finds its spot fails, rather than testing nothing). */
function edit(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`Expected exactly one "${from}" in the file`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** The 1-based line of the one occurrence of `needle`. */
function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0 || text.indexOf(needle, at + 1) >= 0) throw new Error(`Expected exactly one "${needle}"`);
  return text.slice(0, at).split('\n').length;
}

const POST_MODELINE = '# yaml-language-server: $schema=../../schemas/post.schema.json';

/**
 * A post's front matter as a YAML document for the server (it does not read Markdown), named on
 * its first line like the other files: the modeline takes the place of the opening "---", so the
 * lines are numbered as in the .md file.
 */
function frontMatter(markdown: string): string {
  return `${POST_MODELINE}\n${defined(splitPost(markdown), 'front matter').yaml}`;
}

const yamlFiles = [
  'site.yaml',
  ...readdirSync(join(ROOT, 'content'))
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => `content/${n}`),
  ...readdirSync(join(ROOT, 'content/forms')).map((n) => `content/forms/${n}`),
];
// The posts, not their translations (content/blog/<slug>.sw.md): a translation's front matter is only
// title, excerpt and alt (PostTranslationFrontMatter), which post.schema.json is not for.
const posts = readdirSync(join(ROOT, 'content/blog')).filter((n) => n.endsWith('.md') && !translationOf(n));

/** Every committed file as the server sees it: [document path, text]. */
const committed: Array<[string, string]> = [
  ...yamlFiles.map((f): [string, string] => [f, read(f)]),
  ...posts.map((n): [string, string] => [
    `content/blog/${n.replace(/\.md$/, '.frontmatter.yaml')}`,
    frontMatter(read(`content/blog/${n}`)),
  ]),
];

interface Broken {
  /** Where the copy is opened: beside the original, so its first line finds the same schema. */
  path: string;
  text: string;
  /** The loader's schema for that file, which must reject the copy too. */
  schema: z.ZodType;
  expected: Array<{ line: number; message: string }>;
  /** The message is the zod schema's own (a regex's or a refine's), so the loader shows the same words. */
  sameWordsAsLoader?: boolean;
}

const site = read('site.yaml');
const form = read('content/forms/contact.yaml');
const products = read('content/products.yaml');
const firstPost = posts[0];
const post = frontMatter(read(`content/blog/${firstPost}`));
const BUTTON_RULE = 'A button needs exactly one of "to" (a link), "chat" (a chat template), "call: true", "dialog" or "form" (a form id).';

function siteCase(name: string, from: string, to: string, mark: string, message: string, sameWordsAsLoader = false): [string, Broken] {
  const text = edit(site, from, to);
  return [
    name,
    { path: `site.broken-${name}.yaml`, text, schema: SiteManifest, expected: [{ line: lineOf(text, mark), message }], sameWordsAsLoader },
  ];
}

const broken: Array<[string, Broken]> = [
  siteCase(
    'phone',
    'phone: "+254 712 345 678"',
    'phone: "0712 345 678"',
    'phone: "0712',
    'Write the phone number in international form, e.g. "+254 712 345 678".',
    true,
  ),
  siteCase(
    'enum',
    '{ label: { en: Shop Now, sw: Nunua Sasa }, to: /products, variant: outline }',
    '{ label: { en: Shop Now, sw: Nunua Sasa }, to: /products, variant: outlined }',
    'variant: outlined',
    'This value is not allowed here. Choose one of: "primary", "secondary", "outline", "light".',
  ),
  siteCase(
    'two-actions',
    '{ label: { en: Get Quote, sw: Makadirio ya Bei }, to: /contact }',
    '{ label: { en: Get Quote, sw: Makadirio ya Bei }, to: /contact, chat: bulkQuote }',
    'Get Quote',
    BUTTON_RULE,
    true,
  ),
  siteCase(
    'no-action',
    '{ label: { en: Get Quote, sw: Makadirio ya Bei }, to: /contact }',
    '{ label: { en: Get Quote, sw: Makadirio ya Bei } }',
    'Get Quote',
    BUTTON_RULE,
    true,
  ),
  siteCase(
    'missing-field',
    '      - type: hero\n        id: home\n        eyebrow: { en: "Made in Webuye, Kenya", sw: "Imetengenezwa Webuye, Kenya" }\n' +
      '        title: { en: Promoting the eco-friendly switch with bamboo, sw: "Tunahimiza kuhamia mianzi, chaguo rafiki wa mazingira" }\n',
    '      - type: hero\n        id: home\n        eyebrow: { en: "Made in Webuye, Kenya", sw: "Imetengenezwa Webuye, Kenya" }\n',
    '- type: hero\n        id: home',
    'Missing property "title".',
  ),
  siteCase(
    'unknown-key',
    '        eyebrow: { en: "Made in Webuye, Kenya", sw: "Imetengenezwa Webuye, Kenya" }\n',
    '        eyebrow: { en: "Made in Webuye, Kenya", sw: "Imetengenezwa Webuye, Kenya" }\n        colour: green\n',
    'colour: green',
    'Property colour is not allowed.',
  ),
  siteCase(
    'block-type',
    '      - type: productGrid\n        id: products\n',
    '      - type: productGrd\n        id: products\n',
    'type: productGrd',
    'Unknown block type. Block types are: "hero", "stats", "impactCalculator", "cards", "story", "logos", "cta", "testimonials", ' +
      '"contactSection", "productGrid", "productCatalog", "programs", "curriculum", "stories", "gallery", "beforeAfter", "locations", ' +
      '"map", "faq", "quickActions", "socialLinks", "form", "newsletter", "blogFeatured", "blogList", "blogArticle", "notFound".',
  ),
  siteCase(
    'literal-union',
    'tunajenga viwanda vya mianzi vinavyozingatia tabianchi.\n        columns: 2\n',
    'tunajenga viwanda vya mianzi vinavyozingatia tabianchi.\n        columns: 5\n',
    'columns: 5',
    'This value is not allowed here. Choose one of: 2, 3, 4.',
  ),
  siteCase(
    'template-name',
    '    bulkQuote:\n      en: Hi team, I would like a quote for a bulk order',
    '    bulk-quote:\n      en: Hi team, I would like a quote for a bulk order',
    'bulk-quote:',
    'Use a single word such as "bulkQuote".',
    true,
  ),
  [
    'field-kind',
    (() => {
      const text = edit(form, '{ kind: tel,', '{ kind: phone,');
      return {
        path: 'content/forms/contact.broken-field-kind.yaml',
        text,
        schema: FormFile,
        expected: [
          {
            line: lineOf(text, 'kind: phone'),
            message: 'This value is not allowed here. Choose one of: "text", "email", "tel", "textarea", "select", "checkbox", "hidden".',
          },
        ],
      };
    })(),
  ],
  [
    'item-id',
    (() => {
      const text = edit(products, '  - id: bamboo-cutlery-set', '  - id: Bamboo Cutlery Set');
      return {
        path: 'content/products.broken-item-id.yaml',
        text,
        schema: ProductsFile,
        expected: [
          {
            line: lineOf(text, 'id: Bamboo Cutlery Set'),
            message: 'Use lowercase letters, digits and dashes (e.g. "bamboo-cutlery-set").',
          },
        ],
        sameWordsAsLoader: true,
      };
    })(),
  ],
  [
    'post-date',
    (() => {
      const date = defined(/^date: (\S+)$/m.exec(post), 'a date in the first post')[1];
      const [y, m, d] = date.split('-');
      const text = edit(post, `date: ${date}`, `date: ${d}/${m}/${y}`);
      return {
        path: `content/blog/${firstPost.replace(/\.md$/, '.broken-date.frontmatter.yaml')}`,
        text,
        schema: PostFrontMatter,
        expected: [{ line: lineOf(text, 'date: '), message: 'Write the date as YYYY-MM-DD, e.g. 2024-03-15.' }],
        sameWordsAsLoader: true,
      };
    })(),
  ],
];

/** `text` with each of its `from`s replaced by its `to` (each found exactly once). */
const edits = (text: string, changes: Array<[string, string]>) => changes.reduce((t, [from, to]) => edit(t, from, to), text);

const TAGLINE = '{ en: Growing green livelihoods with bamboo, sw: Kukuza riziki za kijani kupitia mianzi }';
const BULK_QUOTE = [
  '    bulkQuote:',
  '      en: Hi team, I would like a quote for a bulk order of bamboo products.',
  '      sw: Habari timu, ningependa kupata makadirio ya bei ya oda ya jumla ya bidhaa za mianzi.',
  '',
].join('\n');
const FOUNDED = [
  '          - en: Mianzi Bamboo was founded in 2018 in Webuye by a forester who had watched the hills of Bungoma County lose their soil to every rainy season.',
  '            sw: Mianzi Bamboo ilianzishwa mwaka 2018 mjini Webuye na mtaalamu wa misitu aliyekuwa ameshuhudia vilima vya Kaunti ya Bungoma vikipoteza udongo wake kila msimu wa mvua.',
  '',
].join('\n');

/**
 * Copies of the real files with texts written the other way round: a text is one string for every
 * language or a map of languages (docs/decisions.md, "Languages"), and the server must take both,
 * in a flow map, on lines of their own, in a list, at the top and deep in a block.
 */
const bothForms: Array<[string, { path: string; text: string; schema: z.ZodType }]> = [
  [
    'site.yaml, texts per language written as one text',
    {
      path: 'site.both-forms-one-text.yaml',
      text: edits(site, [
        [`  tagline: ${TAGLINE}`, '  tagline: Growing green livelihoods with bamboo'],
        [
          '{ label: { en: Shop Now, sw: Nunua Sasa }, to: /products, variant: outline }',
          '{ label: Shop Now, to: /products, variant: outline }',
        ],
        [BULK_QUOTE, '    bulkQuote: Hi team, I would like a quote for a bulk order of bamboo products.\n'],
        [FOUNDED, `          - ${defined(/en: (.*)$/m.exec(FOUNDED))[1]}\n`],
      ]),
      schema: SiteManifest,
    },
  ],
  [
    'site.yaml, one text written per language',
    {
      path: 'site.both-forms-per-language.yaml',
      text: edits(site, [
        ['  name: Mianzi Bamboo\n', '  name: { en: Mianzi Bamboo, sw: Mianzi Bamboo }\n'],
        ['  location: Webuye, Kenya\n', '  location:\n    en: Webuye, Kenya\n    sw: Webuye, Kenya\n'],
        [`  tagline: ${TAGLINE}`, '  tagline: { en: Growing green livelihoods with bamboo }'],
      ]),
      schema: SiteManifest,
    },
  ],
  [
    'content/products.yaml, both forms side by side',
    {
      path: 'content/products.both-forms.yaml',
      text: edits(products, [
        ['{ id: kitchenware, label: { en: Kitchen Ware, sw: Vyombo vya Jikoni } }', '{ id: kitchenware, label: Kitchen Ware }'],
        ['    name: { en: Bamboo Cutlery Set, sw: Seti ya Vyombo vya Kulia vya Mianzi }\n', '    name: Bamboo Cutlery Set\n'],
      ]),
      schema: ProductsFile,
    },
  ],
];

const server = new YamlLanguageServer(ROOT);
const results = new Map<string, Promise<Diagnostic[]>>();

beforeAll(async () => {
  await server.start(TIMEOUT_MS);
  // Everything at once: the server validates each document on its own timer.
  for (const [path, text] of [
    ...committed,
    ...broken.map(([, b]): [string, string] => [b.path, b.text]),
    ...bothForms.map(([, b]): [string, string] => [b.path, b.text]),
  ]) {
    const result = server.check(path, text, TIMEOUT_MS);
    result.catch(() => undefined); // reported by the test that awaits it
    results.set(path, result);
  }
}, TIMEOUT_MS * 2);

afterAll(() => server.stop());

describe('the YAML language server with the generated schemas', () => {
  it('reads every post front matter through the modeline the editing guide gives', () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const [path, text] of committed) if (path.endsWith('.frontmatter.yaml')) expect(text.split('\n')[0]).toBe(POST_MODELINE);
    expect(guide).toContain(`\`${POST_MODELINE}\``);
  });

  it('says what the editing guide quotes it saying', async () => {
    for (const name of QUOTED_IN_GUIDE) {
      const b = defined(broken.find(([n]) => n === name)?.[1], name);
      const [first] = said(await defined(results.get(b.path)));
      expect(guide.replace(/\s+/g, ' ')).toContain(`\`${defined(first, `a message for ${name}`).message}\``);
    }
  });

  for (const [path] of committed) {
    it(`finds nothing wrong in ${path.replace('.frontmatter.yaml', '.md (front matter)')}`, async () => {
      expect(said(await defined(results.get(path)))).toEqual([]);
    });
  }

  for (const [name, b] of bothForms) {
    it(`takes a text as one string and as one per language: ${name}`, async () => {
      expect(said(await defined(results.get(b.path)))).toEqual([]);
      // As the loader's schema does.
      expect(b.schema.safeParse(parse(b.text)).error?.issues ?? []).toEqual([]);
    });
  }

  for (const [name, b] of broken) {
    it(`says in words what is wrong with a broken copy: ${name}`, async () => {
      expect(said(await defined(results.get(b.path)))).toEqual(b.expected);
      // The loader's schema rejects the same copy, with the same words where they are the schema's own.
      const parsed = b.schema.safeParse(parse(b.path.endsWith('.frontmatter.yaml') ? b.text.replace(/^#.*\n/, '') : b.text));
      expect(parsed.success).toBe(false);
      if (b.sameWordsAsLoader) {
        const messages = (parsed.error?.issues ?? []).flatMap((i) => [i.message, ...('issues' in i ? i.issues.map((x) => x.message) : [])]);
        for (const { message } of b.expected) expect(messages).toContain(message);
      }
    });
  }
});
